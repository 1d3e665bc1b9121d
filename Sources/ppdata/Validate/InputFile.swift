#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why an input could not be read: the one case `validate` exits with 2 for.
struct InputError: Error, Sendable {
    /// The path as given (`-` for standard input).
    var source: String
    /// What went wrong, e.g. "No such file or directory".
    var reason: String
    /// What to do instead, for the line on stderr only (machine-readable reports carry `reason` alone).
    var hint: String?

    /// The line printed on stderr.
    var message: String {
        "error: cannot read '\(ReportRenderer.terminalName(source))': \(reason)" + (hint.map { "; \($0)" } ?? "")
    }

    /// An error from the current `errno`.
    static func fromErrno(_ source: String, _ code: Int32) -> InputError {
        InputError(source: source, reason: String(cString: strerror(code)))
    }
}

/// An input opened for reading with plain POSIX calls, so that reading is in chunks we control (no whole-file
/// reads for NDJSON) and errors name their cause (ENOENT, EACCES, EISDIR).
final class InputFile {
    /// The path as given; `-` for standard input.
    let source: String
    /// The size of a regular file, from fstat; nil for pipes, terminals and the like.
    let regularFileSize: Int?
    private let descriptor: Int32
    private let ownsDescriptor: Bool

    private init(source: String, descriptor: Int32, ownsDescriptor: Bool, regularFileSize: Int?) {
        self.source = source
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.regularFileSize = regularFileSize
    }

    deinit {
        if ownsDescriptor { _ = close(descriptor) }
    }

    /// File-type bits of `st_mode` (POSIX `S_IFMT`, `S_IFDIR`, `S_IFREG`), spelled out because the C macros do not
    /// import on every platform.
    private static let typeMask: UInt32 = 0o170000
    private static let directoryType: UInt32 = 0o040000
    private static let regularType: UInt32 = 0o100000

    /// Opens `path`; `-` is standard input. A directory is refused here, before any read.
    /// `bytes`: the name as the command line gave it, when Swift's text of it is not the name
    /// (`RawArguments.take(_:)`).
    static func open(_ path: String, bytes: [CChar]? = nil) throws(InputError) -> InputFile {
        if path == "-" {
            return InputFile(source: path, descriptor: 0, ownsDescriptor: false, regularFileSize: nil)
        }
        let descriptor = (bytes ?? Array(path.utf8CString)).withUnsafeBufferPointer { name in
            name.baseAddress.map { Self.openFile($0) } ?? -1
        }
        guard descriptor >= 0 else { throw .fromErrno(path, errno) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            _ = close(descriptor)
            throw .fromErrno(path, code)
        }
        let type = UInt32(status.st_mode) & typeMask
        if type == directoryType {
            _ = close(descriptor)
            // Quoted for the shell when the path has anything but letters, digits and `/._-+:@,=%`
            // (`'my payments'/*.json`).
            let directory = path.hasSuffix("/") ? String(path.dropLast()) : path
            let safe = directory.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
                        || "/._-+:@,=%".unicodeScalars.contains(scalar))
            }
            let quoted = safe ? directory : "'" + directory.split(separator: "'", omittingEmptySubsequences: false)
                .joined(separator: "'\\''") + "'"
            let pattern = quoted + "/*.json"
            throw InputError(
                source: path, reason: String(cString: strerror(EISDIR)),
                hint: "to check the documents in it, name them: ppdata validate \(pattern)")
        }
        let size = type == regularType ? Int(status.st_size) : nil
        return InputFile(source: path, descriptor: descriptor, ownsDescriptor: true, regularFileSize: size)
    }

    private static func openFile(_ name: UnsafePointer<CChar>) -> Int32 {
        #if canImport(Darwin)
            Darwin.open(name, O_RDONLY | O_CLOEXEC)
        #else
            Glibc.open(name, O_RDONLY | O_CLOEXEC)
        #endif
    }

    /// Reads up to `buffer.count` bytes; 0 means end of input. Retries when interrupted by a signal.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            #if canImport(Darwin)
                let count = Darwin.read(descriptor, base, buffer.count)
            #else
                let count = Glibc.read(descriptor, base, buffer.count)
            #endif
            if count >= 0 { return count }
            if errno == EINTR { continue }
            throw .fromErrno(source, errno)
        }
    }

    /// Whether a read would return at once (data or end of input waiting). False only for a pipe or terminal whose
    /// writer has not written yet: then the caller checks what it holds instead of waiting, so results of a slow
    /// producer (`tail -f log | ppdata validate --ndjson`) come out as its lines arrive.
    func isReadyToRead() -> Bool {
        if regularFileSize != nil { return true }
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) != 0
    }

    /// Reads the whole input, or stops once it exceeds `limit` bytes (returning what was read, `limit + 1` bytes or
    /// more, so the caller can tell).
    func readAll(limit: Int) throws(InputError) -> [UInt8] {
        var bytes: [UInt8] = []
        if let regularFileSize { bytes.reserveCapacity(min(regularFileSize, limit) + 1) }
        while bytes.count <= limit {
            let before = bytes.count
            // A regular file is read into the capacity reserved for its size (plus one byte to see the end), so a
            // small document touches no more memory than it needs; anything else 64 KiB at a time.
            let spare = bytes.capacity - before
            let chunk = regularFileSize != nil && spare > 0 ? spare : 1 << 16
            var readError: InputError?
            bytes.append(contentsOf: repeatElement(0, count: chunk))
            let count = bytes.withUnsafeMutableBytes { raw in
                do throws(InputError) {
                    return try read(into: UnsafeMutableRawBufferPointer(rebasing: raw[before...]))
                } catch {
                    readError = error
                    return 0
                }
            }
            bytes.removeLast(chunk - count)
            if let readError { throw readError }
            if count == 0 { break }
        }
        return bytes
    }
}

/// The command line's arguments whose text holds U+FFFD, each with its bytes, in order: a file's name is bytes, and
/// Swift's arguments show each byte that is not UTF-8 as U+FFFD, a name that names no file (`bad\xFFname.json`, a
/// new user's trial: "No such file or directory"). Two names that differ only there read alike, so each argument is
/// taken once, in the order the inputs are opened, which is the command line's (a review: `a\xFF.json a\xFE.json`
/// read the first file twice).
struct RawArguments {
    private var queues: [String: [[CChar]]] = [:]

    /// The arguments of this process.
    init() {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            var bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument) + 1))
            // An option's value written after `=` (`--config=c\xFF.json`) is that value.
            if bytes.first == CChar(UInt8(ascii: "-")), let equals = bytes.firstIndex(of: CChar(UInt8(ascii: "="))) {
                bytes.removeSubrange(...equals)
            }
            let text = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.unicodeScalars.contains("\u{FFFD}") else { continue }
            queues[text, default: []].append(bytes)
        }
    }

    /// The bytes of the next argument whose text is `path`, or nil (the usual name, UTF-8 as given).
    mutating func take(_ path: String) -> [CChar]? {
        guard var queue = queues[path], !queue.isEmpty else { return nil }
        let bytes = queue.removeFirst()
        queues[path] = queue
        return bytes
    }
}
