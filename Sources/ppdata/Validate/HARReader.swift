import PPDataValidation

/// Reads a HAR file's entries (`log.entries`) a chunk at a time, so a HAR of any size is read with memory bounded
/// by a chunk and its largest entry (`HARScanner` cuts them out; the workers parse each one).
final class HARReader {
    private let input: InputFile
    private var scanner: HARScanner
    /// Entries cut out of the chunks read so far and not yet handed out.
    private var ready: [HAREntryText] = []
    private var handedOut = 0
    private var atEnd = false
    /// Why the file stopped being a HAR file, thrown once the entries before that point are handed out.
    private var pendingError: InputError?
    private var chunk = [UInt8](repeating: 0, count: HARReader.chunkSize)
    /// Whether an entry has been handed out: a HAR without any is named, as an NDJSON file without lines is.
    private(set) var handedOutAnEntry = false

    /// How much is read at a time.
    static let chunkSize = 1 << 18

    /// A reader of `input`; entries larger than `maxEntryBytes` are handed out without their text.
    init(_ input: InputFile, maxEntryBytes: Int) {
        self.input = input
        scanner = HARScanner(maxEntryBytes: maxEntryBytes)
    }

    /// The next entry, or nil at the end of the file. Throws when the file cannot be read, or is not (or stops
    /// being) a HAR file: the entries before that point have been handed out.
    func next() throws(InputError) -> HAREntryText? {
        while handedOut == ready.count {
            ready.removeAll(keepingCapacity: true)
            handedOut = 0
            if let pendingError {
                self.pendingError = nil
                throw pendingError
            }
            guard !atEnd else { return nil }
            try readChunk()
        }
        defer { handedOut += 1 }
        handedOutAnEntry = true
        return ready[handedOut]
    }

    /// Reads one chunk and cuts out the entries it completes; at the end of the input, checks the file ended as a
    /// HAR file does.
    private func readChunk() throws(InputError) {
        var readError: InputError?
        let count = chunk.withUnsafeMutableBytes { raw in
            do throws(InputError) {
                return try input.read(into: raw)
            } catch {
                readError = error
                return 0
            }
        }
        if let readError { throw readError }
        var formatError: HARFormatError?
        if count == 0 {
            atEnd = true
            do throws(HARFormatError) { try scanner.finish() } catch { formatError = error }
        } else {
            chunk.withUnsafeBufferPointer { buffer in
                do throws(HARFormatError) {
                    try scanner.scan(UnsafeBufferPointer(rebasing: buffer[..<count])) { ready.append($0) }
                } catch {
                    formatError = error
                }
            }
        }
        if let error = formatError {
            atEnd = true
            // The entries the file held before it stopped being a HAR are still checked; the error comes after them.
            pendingError = InputError(source: input.source, reason: error.reason)
        }
    }
}
