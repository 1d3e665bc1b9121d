/// Elements stored once for the whole process and never freed, read through a pointer: copying the array copies
/// two words and touches no reference count.
///
/// For process-wide tables that every checking thread reads per document (each kind's rules). An `Array` in a
/// `static let` is one object shared by all threads, and each read retained and released it: from two cores at once
/// that moved the count's cache line between them at every document (Benchmarks/Validation/HISTORY.md, session 20).
/// Only for tables made a bounded number of times (a `static let`): the storage is never given back.
///
/// `@unchecked Sendable`: the elements are written once, in `init`, and only read afterwards; they are `Sendable`.
///
/// `@inlinable` throughout: read from another module (the validator's rule lists, per document), a call per read
/// (or the generic `Collection` defaults, with their metadata lookups) would cost more than the read itself.
@frozen
package struct PermanentArray<Element: Sendable>: @unchecked Sendable, RandomAccessCollection {
    @usableFromInline let elements: UnsafeBufferPointer<Element>

    /// Stores `elements` for the rest of the process. Inlinable, so that it is specialised where it is called: run
    /// as generic code, copying the array looked its conformances up at run time (about 150,000 instructions, 6% of
    /// a one-document `ppdata validate`).
    @inlinable package init(_ elements: [Element]) {
        let storage = UnsafeMutablePointer<Element>.allocate(capacity: elements.count)
        for index in elements.indices { (storage + index).initialize(to: elements[index]) }
        self.elements = UnsafeBufferPointer(start: storage, count: elements.count)
    }

    /// The first position, 0.
    @inlinable package var startIndex: Int { 0 }
    /// One past the last position.
    @inlinable package var endIndex: Int { elements.count }
    /// The number of elements.
    @inlinable package var count: Int { elements.count }

    /// The element at `position`, which must be in range (checked, as an array checks it).
    @inlinable package subscript(position: Int) -> Element {
        precondition(position >= 0 && position < elements.count, "index out of range")
        return elements[position]
    }

    /// Calls `body` with the elements where they are stored (no element is copied out).
    @inlinable package func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows
        -> Result
    {
        try body(elements)
    }
}
