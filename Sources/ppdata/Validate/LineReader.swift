#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits an input into its non-blank physical lines, reading it in chunks straight into a batch's `LineArena`, so
/// memory depends on the batch and the longest line, not on the size of the input, and a line is never copied.
///
/// Lines end at LF; a CR right before the LF is dropped (CRLF files), a lone CR is kept (RFC 8259 treats it as
/// whitespace, and the JSON reader does not count it as a line end either, so line numbers agree). A UTF-8 byte
/// order mark at the very start is dropped. Lines of JSON whitespace only are not documents in NDJSON: they are
/// skipped (their numbers still count).
final class LineReader {
    /// One physical line.
    enum Line {
        /// The line's bytes without its line ending, at this range of the arena, and its 1-based line number.
        case text(Range<Int>, number: Int)
        /// A line longer than the limit: skipped without being held in memory. `byteCount` is its length.
        case tooLong(number: Int, byteCount: Int)
        /// No complete line is buffered and the input has nothing to read yet (only when the caller allows it).
        case wouldBlock
    }

    private let input: InputFile
    private let maxLineBytes: Int
    /// The arena the input is read into: the current batch's (`beginBatch(in:)`).
    private var arena: LineArena
    /// Unconsumed bytes are `arena[start..<end]` (`end` is the arena's count); `arena[start..<scanned]` is known to
    /// hold no LF. Lines before `start` belong to the batch; `arena[kept..<start]` held only line endings and blank
    /// lines, and is reclaimed before the next read once it is worth a move.
    private var start: Int
    private var end: Int
    private var scanned: Int
    private var kept: Int
    private var atEnd = false
    private var lineNumber = 0

    /// How much is read at a time: large enough that read(2) calls are rare.
    static let chunkSize = 1 << 18

    /// Creates a reader that reads `input` into `arena`, behind what it holds; lines longer than `maxLineBytes`
    /// come back as `.tooLong`.
    init(_ input: InputFile, maxLineBytes: Int, arena: LineArena) {
        self.input = input
        self.maxLineBytes = max(1, maxLineBytes)
        self.arena = arena
        start = arena.count
        end = start
        scanned = start
        kept = start
    }

    /// Makes `fresh`, an arena whose batch has been written, the arena the next batch's lines are read into: it is
    /// reset and the bytes read ahead of the current batch's last line are copied there. The current arena's batch
    /// may be checked meanwhile: its lines are only read, and only bytes after them are copied. (The current arena
    /// itself, given again, keeps only those bytes, moved to its front.)
    func beginBatch(in fresh: LineArena) {
        guard fresh !== arena else {
            reclaim(from: 0)
            return
        }
        fresh.reset()
        let moved = arena.withBytes(at: start..<end) { fresh.append($0) }
        arena = fresh
        unconsumedBytesMoved(to: moved.lowerBound)
    }

    /// The next non-blank line, or nil at the end of the input. With `canPause`, returns `.wouldBlock` instead of
    /// waiting for a pipe's writer.
    func next(canPause: Bool = false) throws(InputError) -> Line? {
        // The arena's bytes, read through one view until a read changes them (`fill` may grow the arena).
        var bytes = arena.bytes
        while true {
            let line: Range<Int>
            if let newline = findNewline(in: bytes) {
                lineNumber += 1
                line = take(upTo: newline, in: bytes)
                start = newline + 1
                scanned = start
            } else if atEnd {
                guard start < end else { return nil }
                lineNumber += 1
                line = take(upTo: end, in: bytes)
                start = end
                scanned = end
            } else {
                if end - start >= maxLineBytes {
                    return try skipLongLine()
                }
                if canPause && !input.isReadyToRead() { return .wouldBlock }
                try fill()
                bytes = arena.bytes
                continue
            }
            if LineReader.isBlank(UnsafeBufferPointer(rebasing: bytes[line])) { continue }
            kept = start
            return .text(line, number: lineNumber)
        }
    }

    /// The offset of the next LF in the unconsumed bytes (`bytes`, the arena's), if they hold one.
    private func findNewline(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard scanned < end, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + scanned, 0x0A, end - scanned) else {
            scanned = end
            return nil
        }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// `bytes[start..<lineEnd]` (`bytes`, the arena's) as a line: CR before the LF and a leading BOM removed.
    private func take(upTo lineEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var from = start
        var to = lineEnd
        if lineNumber == 1, to - from >= 3, bytes[from] == 0xEF, bytes[from + 1] == 0xBB, bytes[from + 2] == 0xBF {
            from += 3
        }
        if to > from, bytes[to - 1] == 0x0D { to -= 1 }
        return from..<to
    }

    /// Reads more input behind the unconsumed bytes, first moving them over line endings and blank lines after the
    /// batch's last line when those are worth reclaiming (a file of blank lines must not grow the arena).
    private func fill() throws(InputError) {
        if start - kept >= LineReader.chunkSize / 4 {
            reclaim(from: kept)
        }
        let count = try arena.read(from: input, upTo: LineReader.chunkSize)
        if count == 0 { atEnd = true } else { end += count }
    }

    /// Moves the unconsumed bytes down to `offset` (below `start`, after every line handed out).
    private func reclaim(from offset: Int) {
        let unconsumed = arena.withBytes(at: start..<end) { Array($0) }
        arena.removeBytes(from: offset)
        _ = unconsumed.withUnsafeBufferPointer { arena.append($0) }
        unconsumedBytesMoved(to: offset)
    }

    /// Points the cursors at the unconsumed bytes' new place, `offset` in the current arena, where they were just
    /// copied; nothing before them is kept there for a later reclaim.
    private func unconsumedBytesMoved(to offset: Int) {
        scanned = offset + (scanned - start)
        end = offset + (end - start)
        start = offset
        kept = offset
    }

    /// Consumes the rest of an over-long line chunk by chunk, counting its bytes, reading each chunk over the one
    /// before, so the arena does not grow past the limit.
    private func skipLongLine() throws(InputError) -> Line {
        lineNumber += 1
        let lineStart = start
        var count = 0
        while true {
            if let newline = findNewline(in: arena.bytes) {
                count += newline - start
                start = newline + 1
                scanned = start
                break
            }
            count += end - start
            arena.removeBytes(from: lineStart)
            start = lineStart
            end = lineStart
            scanned = lineStart
            let read = try arena.read(from: input, upTo: LineReader.chunkSize)
            if read == 0 {
                atEnd = true
                break
            }
            end += read
        }
        // Nothing of the line is kept: what follows it moves down to where it began.
        reclaim(from: lineStart)
        return .tooLong(number: lineNumber, byteCount: count)
    }

    /// True for a line of JSON whitespace only (space, tab, CR, LF): not a document in NDJSON.
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }
}
