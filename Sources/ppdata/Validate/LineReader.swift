#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import PPDataValidation

/// Splits an input into its non-blank physical lines, reading it in chunks, so memory depends on the chunk and the
/// longest line, not on the size of the input. Each line is copied once, into the batch's `BatchBuffers`.
///
/// Lines end at LF; a CR right before the LF is dropped (CRLF files), a lone CR is kept (RFC 8259 treats it as
/// whitespace, and the JSON reader does not count it as a line end either, so line numbers agree). A UTF-8 byte
/// order mark at the very start is dropped. Lines of JSON whitespace only are not documents in NDJSON: they are
/// skipped (their numbers still count). An input in UTF-16 or UTF-32 (`isWide`) is one line of its first bytes: a 0A
/// byte ends no line there, and the JSON reader names the encoding once (read line by line, a UTF-16 file gave a
/// finding per line and a lone zero byte as a last document).
final class LineReader {
    /// One physical line.
    enum Line {
        /// The line's bytes without its line ending, at this range of the batch's buffers, and its 1-based number.
        case text(Range<Int>, number: Int)
        /// A line longer than the limit: skipped without being held in memory. `byteCount` is its length.
        case tooLong(number: Int, byteCount: Int)
        /// No complete line is buffered and the input has nothing to read yet (only when the caller allows it).
        case wouldBlock
    }

    private let input: InputFile
    private let maxLineBytes: Int
    /// What has been read and not yet handed out: `buffer[start...]`; `buffer[start..<scanned]` holds no LF.
    private var buffer = JSONBytes(capacity: LineReader.chunkSize)
    private var start = 0
    private var scanned = 0
    private var atEnd = false
    private var lineNumber = 0
    /// Whether a line (a document, or one too long to be one) has been handed out: an input without any is named.
    private(set) var handedOutALine = false
    /// What the input's first bytes say of its encoding: not read yet, UTF-8 (lines follow), or UTF-16 or UTF-32
    /// (its first bytes were its one line). One state read once per line: two flags read in the loop cost the CLI
    /// 0.1% of its instructions in dynamic exclusivity checks (callgrind).
    private enum Encoding { case unread, narrow, wide }
    private var encoding = Encoding.unread

    /// How many of the input's first bytes tell whether it is UTF-16 or UTF-32 text.
    static let encodingSample = 16

    /// How much is read at a time: large enough that read(2) calls are rare.
    static let chunkSize = 1 << 18

    /// Creates a reader of `input`; lines longer than `maxLineBytes` come back as `.tooLong`.
    init(_ input: InputFile, maxLineBytes: Int) {
        self.input = input
        self.maxLineBytes = max(1, maxLineBytes)
    }

    /// The next non-blank line, copied into `batch`, or nil at the end of the input. With `canPause`, returns
    /// `.wouldBlock` instead of waiting for a pipe's writer.
    func next(into batch: BatchBuffers, canPause: Bool = false) throws(InputError) -> Line? {
        if encoding != .narrow {
            if encoding == .wide { return nil }
            while buffer.count - start < LineReader.encodingSample && !atEnd {
                if canPause && !input.isReadyToRead() { return .wouldBlock }
                try fill()
            }
            let sample = UnsafeBufferPointer(rebasing: buffer.unsafeBytes[start..<min(buffer.count, start + LineReader.encodingSample)])
            if LineReader.isWide(sample) {
                encoding = .wide
                handedOutALine = true
                return .text(batch.append(line: sample), number: 1)
            }
            encoding = .narrow
        }
        while true {
            let lineEnd: Int
            let after: Int
            if let newline = findNewline() {
                (lineEnd, after) = (newline, newline + 1)
            } else if atEnd {
                guard start < buffer.count else { return nil }
                (lineEnd, after) = (buffer.count, buffer.count)
            } else if buffer.count - start >= maxLineBytes {
                return try skipLongLine()
            } else {
                if canPause && !input.isReadyToRead() { return .wouldBlock }
                try fill()
                continue
            }
            lineNumber += 1
            let line = trimmed(start..<lineEnd)
            start = after
            scanned = after
            let bytes = UnsafeBufferPointer(rebasing: buffer.unsafeBytes[line])
            if LineReader.isBlank(bytes) { continue }
            handedOutALine = true
            return .text(batch.append(line: bytes), number: lineNumber)
        }
    }

    /// Whether `sample`, the input's first bytes, is UTF-16 or UTF-32 text: as the JSON reader names it
    /// (`JSONDocument.wideEncoding(of:)`: a byte order mark, or ASCII's zero bytes in the first four bytes), and,
    /// without a byte order mark, with the first unit's zero bytes in three units of four at least (a CJK key among
    /// them has others). Not a UTF-8 line with stray zero bytes (`a\0b\0` then a line break, which the review found
    /// read as UTF-16, the lines after it dropped).
    static func isWide(_ sample: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let encoding = JSONDocument.wideEncoding(of: sample) else { return false }
        if sample[0] == 0xFF || sample[0] == 0xFE || sample.count >= 4 && sample[2] == 0xFE { return true }
        guard sample.count >= 4 else { return false }
        let unit = encoding == "UTF-32" ? 4 : 2
        let zeros = (0..<unit).map { sample[$0] == 0 }
        let units = (0..<(sample.count / unit)).map { start in (0..<unit).map { sample[start * unit + $0] == 0 } == zeros }
        return 4 * units.count { $0 } >= 3 * units.count
    }

    /// The offset of the next LF in the unconsumed bytes, if they hold one.
    private func findNewline() -> Int? {
        let bytes = buffer.unsafeBytes
        guard scanned < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + scanned, 0x0A, bytes.count - scanned) else {
            scanned = bytes.count
            return nil
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// `range` without a CR before the LF, and without the byte order mark on the first line.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        let bytes = buffer.unsafeBytes
        var (from, to) = (range.lowerBound, range.upperBound)
        if lineNumber == 1, to - from >= 3, bytes[from] == 0xEF, bytes[from + 1] == 0xBB, bytes[from + 2] == 0xBF {
            from += 3
        }
        if to > from, bytes[to - 1] == 0x0D { to -= 1 }
        return from..<to
    }

    /// Drops what has been handed out, then reads a chunk behind what is left. A buffer that a long line made grow
    /// is given back once that line is done, so it does not keep its memory for the rest of the input.
    private func fill() throws(InputError) {
        if buffer.capacity > 4 * LineReader.chunkSize && buffer.count - start < LineReader.chunkSize {
            var smaller = JSONBytes(capacity: 2 * LineReader.chunkSize)
            smaller.append(UnsafeBufferPointer(rebasing: buffer.unsafeBytes[start...]))
            buffer = smaller
        } else {
            buffer.removeFirst(start)
        }
        scanned -= start
        start = 0
        let before = buffer.count
        try buffer.append(upTo: LineReader.chunkSize) { (room) throws(InputError) -> Int in try input.read(into: room) }
        if buffer.count == before { atEnd = true }
    }

    /// Consumes the rest of an over-long line chunk by chunk, counting its bytes and keeping none of them.
    private func skipLongLine() throws(InputError) -> Line {
        lineNumber += 1
        handedOutALine = true
        var count = 0
        while true {
            if let newline = findNewline() {
                count += newline - start
                start = newline + 1
                scanned = start
                break
            }
            count += buffer.count - start
            start = buffer.count
            try fill()
            if atEnd { break }
        }
        return .tooLong(number: lineNumber, byteCount: count)
    }

    /// True for a line of JSON whitespace only (space, tab, CR, LF): not a document in NDJSON.
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }
}
