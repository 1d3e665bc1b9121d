#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits an input into physical lines, reading it in fixed-size chunks so memory depends on the longest line, not
/// on the size of the input.
///
/// Lines end at LF; a CR right before the LF is dropped (CRLF files), a lone CR is kept (RFC 8259 treats it as
/// whitespace, and the JSON reader does not count it as a line end either, so line numbers agree). A UTF-8 byte
/// order mark at the very start is dropped.
final class LineReader {
    /// One physical line.
    enum Line {
        /// The line's bytes without its line ending, and its 1-based line number. The bytes are the reader's own
        /// and valid only until the next call to `next`: the caller copies what it keeps.
        case text(UnsafeBufferPointer<UInt8>, number: Int)
        /// A line longer than the limit: skipped without being held in memory. `byteCount` is its length.
        case tooLong(number: Int, byteCount: Int)
        /// No complete line is buffered and the input has nothing to read yet (only when the caller allows it).
        case wouldBlock
    }

    private let input: InputFile
    private let maxLineBytes: Int
    private var buffer: UnsafeMutableRawBufferPointer
    /// Unconsumed bytes are `buffer[start..<end]`; `buffer[start..<scanned]` is known to hold no LF.
    private var start = 0
    private var end = 0
    private var scanned = 0
    private var atEnd = false
    private var lineNumber = 0

    /// The chunk size: large enough that read(2) calls are rare, small enough to be cheap to hold.
    static let chunkSize = 1 << 18

    /// Creates a reader; lines longer than `maxLineBytes` come back as `.tooLong`.
    init(_ input: InputFile, maxLineBytes: Int) {
        self.input = input
        self.maxLineBytes = max(1, maxLineBytes)
        buffer = .allocate(byteCount: LineReader.chunkSize, alignment: 16)
    }

    deinit {
        buffer.deallocate()
    }

    /// The next line, or nil at the end of the input. With `canPause`, returns `.wouldBlock` instead of waiting for
    /// a pipe's writer.
    func next(canPause: Bool = false) throws(InputError) -> Line? {
        while true {
            if let newline = findNewline() {
                lineNumber += 1
                let line = take(upTo: newline)
                start = newline + 1
                scanned = start
                return .text(line, number: lineNumber)
            }
            if atEnd {
                guard start < end else { return nil }
                lineNumber += 1
                let line = take(upTo: end)
                start = end
                scanned = end
                return .text(line, number: lineNumber)
            }
            if end - start >= maxLineBytes {
                return try skipLongLine()
            }
            if canPause && !input.isReadyToRead() { return .wouldBlock }
            try fill()
        }
    }

    /// The offset of the next LF in the unconsumed bytes, if they hold one.
    private func findNewline() -> Int? {
        guard scanned < end, let base = buffer.baseAddress else { return nil }
        if let found = memchr(base + scanned, 0x0A, end - scanned) {
            return base.distance(to: UnsafeMutableRawPointer(found))
        }
        scanned = end
        return nil
    }

    /// `buffer[start..<lineEnd]` as a line, in place: CR before the LF and a leading BOM removed.
    private func take(upTo lineEnd: Int) -> UnsafeBufferPointer<UInt8> {
        var from = start
        var to = lineEnd
        if lineNumber == 1, to - from >= 3, buffer[from] == 0xEF, buffer[from + 1] == 0xBB, buffer[from + 2] == 0xBF {
            from += 3
        }
        if to > from, buffer[to - 1] == 0x0D { to -= 1 }
        return UnsafeRawBufferPointer(rebasing: buffer[from..<to]).bindMemory(to: UInt8.self)
    }

    /// Reads more input behind the unconsumed bytes, moving them to the front or growing the buffer first.
    private func fill() throws(InputError) {
        if start > 0 {
            if start < end, let base = buffer.baseAddress {
                memmove(base, base + start, end - start)
            }
            end -= start
            scanned -= start
            start = 0
        }
        if end == buffer.count {
            // A line longer than the buffer: grow, up to just past the line limit.
            let grown = UnsafeMutableRawBufferPointer.allocate(
                byteCount: min(buffer.count * 2, maxLineBytes + LineReader.chunkSize), alignment: 16)
            grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[0..<end]))
            buffer.deallocate()
            buffer = grown
        }
        let count = try input.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[end...]))
        if count == 0 { atEnd = true } else { end += count }
    }

    /// Consumes the rest of an over-long line chunk by chunk, counting its bytes, and shrinks the buffer again.
    private func skipLongLine() throws(InputError) -> Line {
        lineNumber += 1
        var count = 0
        while true {
            if let newline = findNewline() {
                count += newline - start
                start = newline + 1
                scanned = start
                break
            }
            count += end - start
            start = 0
            end = 0
            scanned = 0
            let read = try input.read(into: buffer)
            if read == 0 {
                atEnd = true
                break
            }
            end = read
        }
        if buffer.count > LineReader.chunkSize {
            let small = UnsafeMutableRawBufferPointer.allocate(byteCount: LineReader.chunkSize, alignment: 16)
            let kept = end - start
            if kept <= small.count {
                small.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[start..<end]))
                buffer.deallocate()
                buffer = small
                end = kept
                scanned -= start
                start = 0
            } else {
                small.deallocate()
            }
        }
        return .tooLong(number: lineNumber, byteCount: count)
    }
}
