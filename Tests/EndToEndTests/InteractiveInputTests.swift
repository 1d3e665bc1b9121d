import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `validate` reading a pipe that delivers documents slowly (a terminal, a producer): each document is answered
/// while the input stays open, before the next one arrives. The CLI reads the next batch while the previous one is
/// checked (`CheckingBatch`); this holds that overlap to never keep an answer back waiting for more input.
@Suite("ppdata validate on a slow pipe")
struct InteractiveInputTests {
    @Test func answersEachDocumentBeforeTheNextArrives() throws {
        let process = Process()
        process.executableURL = BinaryRunner.productsDirectory.appendingPathComponent("ppdata")
        process.arguments = ["validate", "--ndjson", "--format", "ndjson", "-"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let documents = [
            #"{"subTotal":"1.00","recipient":"ann@example.com"}"#,
            #"{"purchase_units":[]}"#,
            #"{"subTotal":"-1","recipient":"ann@example.com"}"#,
        ]
        var reader = LineCollector(descriptor: output.fileHandleForReading.fileDescriptor)
        for (index, document) in documents.enumerated() {
            input.fileHandleForWriting.write(Data((document + "\n").utf8))
            let answer = reader.nextLine(timeoutMilliseconds: 20_000)
            #expect(answer?.contains(#""line":\#(index + 1),"#) == true, "no answer to line \(index + 1): \(answer ?? "nil")")
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)  // the second and third documents are invalid
        #expect(reader.nextLine(timeoutMilliseconds: 1_000) == nil)  // nothing more: one answer per document
    }
}

/// Lines read from a file descriptor as they come, waiting at most a given time for each.
private struct LineCollector {
    let descriptor: Int32
    private var pending: [UInt8] = []

    init(descriptor: Int32) { self.descriptor = descriptor }

    /// The next complete line without its newline, or nil when none arrives in time (or the pipe ends first).
    mutating func nextLine(timeoutMilliseconds: Int32) -> String? {
        let deadline = Date().addingTimeInterval(Double(timeoutMilliseconds) / 1000)
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeSubrange(...newline)
                return line
            }
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard remaining > 0, poll(&poller, 1, remaining) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            pending.append(contentsOf: chunk[..<count])
        }
    }
}
