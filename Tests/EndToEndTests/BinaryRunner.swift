import Foundation

/// Runs the built `ppdata` (or another product) and captures what it prints, as a user's shell would.
struct BinaryRunner {
    /// What one run produced.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The directory holding the built products: next to the running test bundle.
    static let productsDirectory: URL = {
        var candidates: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
        candidates.append(Bundle.main.bundleURL)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("ppdata").path) }
            ?? root.appendingPathComponent(".build/debug")
    }()

    /// The `ppdata` the tests run: the one at `PPDATA_BINARY` when that is set (`.ci/run` sets it to the release
    /// binary `Scripts/build-release.sh` builds, so the end-to-end tests run against what ships as well), otherwise
    /// the one built with the tests.
    static let ppdata: URL = {
        if let path = ProcessInfo.processInfo.environment["PPDATA_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return productsDirectory.appendingPathComponent("ppdata")
    }()

    /// The repository root, for paths to Examples/ and Data/.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `product` (or the program at `executable`) with `arguments`, feeding `stdin` when given, in `directory`
    /// (default: the repository).
    static func run(
        _ arguments: [String], product: String = "ppdata", stdin: Data? = nil, directory: URL? = nil,
        environment: [String: String]? = nil, executable: String? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL =
            executable.map(URL.init(fileURLWithPath:))
            ?? (product == "ppdata" ? ppdata : productsDirectory.appendingPathComponent(product))
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? repository
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        // Read both pipes concurrently so a large output cannot fill one pipe and block the child.
        let stdoutData = LockedData()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            stdoutData.set(output.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
        let stderrData = errors.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: stdoutData.get(), as: UTF8.self),
            stderr: String(decoding: stderrData, as: UTF8.self))
    }
}

/// A Data box the reader thread fills; the lock keeps the hand-off race-free under strict concurrency.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
}
