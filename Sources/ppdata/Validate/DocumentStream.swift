import PPDataValidation

/// A document waiting to be checked: where it comes from and its bytes.
struct PendingDocument: Sendable {
    /// What the reader found.
    enum Content: Sendable {
        /// A whole file's UTF-8 bytes.
        case bytes([UInt8])
        /// One NDJSON line's UTF-8 bytes (without its line ending), at this range of the batch's `BatchBuffers`,
        /// which are not named here: each document naming them cost a retain and a release at every copy, about
        /// ten a document.
        case line(Range<Int>)
        /// One entry of a HAR file's `log.entries`, cut out of the file. Boxed: unboxed, its payload made every
        /// document's copy a call of its own (0.2% of the CLI's instructions on the broad corpus).
        indirect case harEntry(HAREntryText)
        /// An input larger than the reader's limit, not held in memory; `byteCount` nil when only "more than" is known.
        case tooLarge(byteCount: Int?)
    }

    /// The path as given, `-` for standard input.
    var source: String
    /// The document's first line in its source.
    var line: Int
    /// The document itself.
    var content: Content

    /// The bytes held, for batch sizing.
    var heldBytes: Int {
        switch content {
        case .bytes(let bytes): bytes.count
        case .line(let range): range.count
        case .harEntry(let entry): entry.bytes.count
        case .tooLarge: 0
        }
    }
}

/// What asking the stream for more gives, in input order.
enum StreamEvent: Sendable {
    /// A document to check.
    case document(PendingDocument)
    /// An input that could not be read (or stopped being readable part way).
    case unreadable(InputError)
    /// An NDJSON input that holds no document (empty, or blank lines only), by its path.
    case noDocuments(String)
    /// Nothing is ready yet on a pipe (only when the caller allowed pausing): check what is held, then ask again.
    case pause
    /// Every input is done.
    case end
}

/// Turns the inputs named on the command line into documents, one at a time, reading NDJSON line by line.
///
/// Holds at most one open input and one line (or one plain file) at a time, so memory does not depend on the number
/// of documents. An unreadable input becomes an `.unreadable` event and the stream goes on with the next input.
struct DocumentStream {
    private var paths: IndexingIterator<[String]>
    private let forceNDJSON: Bool
    private let maxDocumentBytes: Int
    private var lines: (reader: LineReader, source: String)?
    private var har: (reader: HARReader, source: String)?
    /// The names on the command line that are not UTF-8, as bytes to open.
    private var rawArguments = RawArguments()

    /// Creates a stream over `paths` (`-` is standard input). `maxDocumentBytes` is the JSON reader's size limit.
    init(paths: [String], forceNDJSON: Bool, maxDocumentBytes: Int) {
        self.paths = paths.makeIterator()
        self.forceNDJSON = forceNDJSON
        self.maxDocumentBytes = maxDocumentBytes
    }

    /// Whether `path` is read as NDJSON: with `--ndjson`, or by its extension.
    static func isNDJSON(_ path: String, forced: Bool) -> Bool {
        if forced { return true }
        let lowered = path.lowercased()
        return lowered.hasSuffix(".ndjson") || lowered.hasSuffix(".jsonl")
    }

    /// Whether `path` is read as a HAR file (recorded traffic), by its extension.
    static func isHAR(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".har")
    }

    /// The next item, `.end` when every input is done, or `.pause` (only when `canPause`) when the current input is a
    /// pipe with nothing to read yet. NDJSON lines are copied into `batch`, the batch being filled.
    mutating func next(into batch: BatchBuffers, canPause: Bool = false) -> StreamEvent {
        while true {
            if let current = lines {
                do throws(InputError) {
                    while let line = try current.reader.next(into: batch, canPause: canPause) {
                        switch line {
                        case .text(let range, let number):
                            return .document(PendingDocument(source: current.source, line: number, content: .line(range)))
                        case .tooLong(let number, let byteCount):
                            return .document(PendingDocument(source: current.source, line: number, content: .tooLarge(byteCount: byteCount)))
                        case .wouldBlock:
                            return .pause
                        }
                    }
                    lines = nil
                    if !current.reader.handedOutALine { return .noDocuments(current.source) }
                } catch {
                    lines = nil
                    return .unreadable(error)
                }
            }
            if let current = har {
                do throws(InputError) {
                    if let entry = try current.reader.next() {
                        return .document(PendingDocument(source: current.source, line: entry.line, content: .harEntry(entry)))
                    }
                    har = nil
                    if !current.reader.handedOutAnEntry { return .noDocuments(current.source) }
                } catch {
                    har = nil
                    return .unreadable(error)
                }
            }
            guard let path = paths.next() else { return .end }
            let input: InputFile
            do throws(InputError) {
                input = try InputFile.open(path, bytes: rawArguments.take(path))
            } catch {
                return .unreadable(error)
            }
            if DocumentStream.isHAR(path) {
                har = (HARReader(input, maxEntryBytes: maxDocumentBytes), path)
                continue
            }
            if DocumentStream.isNDJSON(path, forced: forceNDJSON) {
                lines = (LineReader(input, maxLineBytes: maxDocumentBytes), path)
                continue
            }
            if let size = input.regularFileSize, size > maxDocumentBytes {
                return .document(PendingDocument(source: path, line: 1, content: .tooLarge(byteCount: size)))
            }
            do throws(InputError) {
                let bytes = try input.readAll(limit: maxDocumentBytes)
                if bytes.count > maxDocumentBytes {
                    return .document(PendingDocument(source: path, line: 1, content: .tooLarge(byteCount: nil)))
                }
                // A BOM is skipped by the JSON reader itself; an empty file is one MALFORMED_JSON document.
                return .document(PendingDocument(source: path, line: 1, content: .bytes(bytes)))
            } catch {
                return .unreadable(error)
            }
        }
    }
}
