import Foundation

/// Runs a built executable of this package (by default `ppdata`) and captures
/// what it prints, for end-to-end tests of the command line.
struct BinaryRunner {
    /// What one run produced.
    struct Output: Sendable {
        /// The exit status (or the signal number if the process was killed).
        let status: Int32
        /// Standard output, decoded as UTF-8.
        let stdout: String
        /// Standard error, decoded as UTF-8.
        let stderr: String
    }

    /// A failure to find or start the executable.
    struct RunnerError: Error, CustomStringConvertible {
        let description: String
    }

    /// The executable's name in the products directory.
    let executableName: String

    /// A runner for the executable `executableName` built by `swift build`.
    init(executableName: String = "ppdata") {
        self.executableName = executableName
    }

    /// The directory holding the built products. SwiftPM puts the test bundle
    /// next to the executables it depends on: on Linux the test runner is
    /// itself the main bundle's executable, on macOS it is an .xctest bundle
    /// inside the products directory. If neither holds the executable, fall
    /// back to `.build/debug` at the package root (found from this file's path).
    func executableURL(filePath: String = #filePath) throws -> URL {
        var candidates: [URL] = []
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        #endif
        candidates.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent())
        }
        // Tests/EndToEndTests/BinaryRunner.swift → package root.
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug"))

        for directory in candidates {
            let url = directory.appendingPathComponent(executableName)
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw RunnerError(description: "cannot find the built '\(executableName)' in: "
            + candidates.map(\.path).joined(separator: ", "))
    }

    /// Runs the executable with `arguments`.
    /// - Parameters:
    ///   - environment: changes to this process's environment; a nil value
    ///     removes the variable (e.g. `["LC_ALL": nil]`).
    ///   - stdin: bytes for standard input (empty by default, never the terminal).
    func run(
        _ arguments: [String],
        environment: [String: String?] = [:],
        stdin: Data = Data()
    ) throws -> Output {
        let process = Process()
        process.executableURL = try executableURL()
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for (name, value) in environment { merged[name] = value }
        process.environment = merged

        let outPipe = Pipe()
        let errPipe = Pipe()
        let inPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        process.standardInput = inPipe
        try process.run()

        // Drain both pipes at once so a chatty child cannot block on a full pipe.
        let outData = LockedData()
        let drained = DispatchGroup()
        DispatchQueue.global().async(group: drained) {
            outData.set(outPipe.fileHandleForReading.readDataToEndOfFile())
        }
        inPipe.fileHandleForWriting.write(stdin)
        try? inPipe.fileHandleForWriting.close()
        let errData = errPipe.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()

        return Output(
            status: process.terminationStatus,
            stdout: String(decoding: outData.get(), as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Bytes handed from the reader thread to the test thread.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
}
