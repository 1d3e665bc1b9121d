/// A growable byte buffer for writing JSON text, written through a pointer.
///
/// Why not `[UInt8]`: each `append(contentsOf:)` on an array checks uniqueness and capacity and goes through the
/// generic sequence copy, about 90 instructions for a ten-byte literal; an NDJSON line has a dozen literals and
/// half a dozen strings, and the CLI writes one per document. Here an append is a capacity compare and a `memcpy`.
///
/// Non-copyable: it owns its memory, freed when it goes out of scope. Read the bytes with `withBytes` or take them
/// as an array with `array`.
package struct JSONBytes: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    /// The bytes it holds before it grows.
    package private(set) var capacity: Int
    /// The number of bytes written.
    package private(set) var count = 0

    /// An empty buffer with room for `capacity` bytes before it grows.
    package init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes, doubling the capacity as needed.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        var bigger = capacity * 2
        while bigger < needed { bigger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: bigger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = bigger
    }

    /// Forgets the bytes written, keeping the memory.
    package mutating func removeAll() {
        count = 0
    }

    /// Forgets the bytes written, keeping the memory unless it has grown past `limit` bytes; then starts again with
    /// `initial` bytes (a buffer reused batch after batch does not keep what one huge entry made it grow to).
    package mutating func removeAll(keepingCapacityUpTo limit: Int, initial: Int) {
        if capacity > limit {
            self = JSONBytes(capacity: initial)
        } else {
            count = 0
        }
    }

    /// Appends what `body` writes into room for up to `maxCount` more bytes (made as `reserve` makes it): `body`
    /// returns how many bytes it wrote, from the start of the room. For reading input straight into the buffer.
    package mutating func append<Failure: Error>(
        upTo maxCount: Int, _ body: (UnsafeMutableRawBufferPointer) throws(Failure) -> Int
    ) throws(Failure) {
        guard maxCount > 0 else { return }
        reserve(maxCount)
        let written = try body(UnsafeMutableRawBufferPointer(start: base + count, count: maxCount))
        count &+= min(max(written, 0), maxCount)
    }

    /// Forgets the bytes from offset `newCount` on (a `newCount` past the end changes nothing).
    package mutating func removeLast(from newCount: Int) {
        count = min(count, max(newCount, 0))
    }

    /// Forgets the first `prefix` bytes, moving the rest to the front (a reader dropping what it has consumed).
    package mutating func removeFirst(_ prefix: Int) {
        let prefix = min(max(prefix, 0), count)
        guard prefix > 0 else { return }
        UnsafeMutableRawPointer(base).copyMemory(from: base + prefix, byteCount: count - prefix)  // a memmove
        count -= prefix
    }

    /// Appends one byte.
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
    }

    /// Appends bytes.
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        Self.copy(source, to: base + count, count: bytes.count)
        count &+= bytes.count
    }

    /// Appends a literal's UTF-8 bytes.
    package mutating func append(_ literal: StaticString) {
        let length = literal.utf8CodeUnitCount
        reserve(length)
        if literal.hasPointerRepresentation {
            Self.copy(literal.utf8Start, to: base + count, count: length)
            count &+= length
        } else {
            literal.withUTF8Buffer { append($0) }
        }
    }

    /// Copies `count` bytes: up to 16 with two overlapping loads and stores of a word (or half-word), more with
    /// `memcpy`. Why: most appends are an output line's short literals and names, for which the call to `memcpy`
    /// cost more than the copy (about 50 instructions an append, 3% of an NDJSON run's; session 18).
    @inline(__always)
    private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if count > 16 {
            target.update(from: source, count: count)
        } else if count >= 8 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
        } else if count > 0 {
            let first = source[0]
            let middle = source[count &>> 1]
            let last = source[count &- 1]
            target[0] = first
            target[count &>> 1] = middle
            target[count &- 1] = last
        }
    }

    /// Appends `byte` `times` times (indentation).
    package mutating func append(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        reserve(times)
        (base + count).initialize(repeating: byte, count: times)
        count &+= times
    }

    /// Appends a `String`'s UTF-8 bytes as they are (no escaping).
    package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends `value` in decimal.
    package mutating func append(decimal value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var scale: UInt = 1
        while magnitude / scale >= 10 {
            scale &*= 10
            digits &+= 1
        }
        reserve(digits)
        var at = count &+ digits
        repeat {
            at &-= 1
            base[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count &+= digits
    }

    /// The bytes written so far, valid until the buffer next changes. Not generic, unlike `withBytes`: a caller in
    /// another module (the CLI, once or twice a document) otherwise pays for an unspecialised call.
    package var unsafeBytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// Calls `body` with the bytes written so far.
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes written, as an array.
    package var array: [UInt8] {
        withBytes { Array($0) }
    }

    /// The bytes written, as a `String` (they are UTF-8 whenever only strings and literals were appended).
    package var string: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
