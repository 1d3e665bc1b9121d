/// An object's members read in one pass against a key set: the first member of each known key, found by the key's
/// position in the set (`keys.keys`).
///
/// Why: a rule that looks up many keys of one object (an Orders v2 item has ten) scanned the object's members once
/// per key, hundreds of scans per document; the unknown-key check walks the members anyway, so recording them on
/// that walk makes every later lookup a table read.
///
/// `@unchecked Sendable`: `keys` points at a key set's names, written once and never freed (`JSONKeySet`).
struct JSONObjectMembers: @unchecked Sendable {
    /// The object.
    let object: JSONView
    /// The key set's names (for keys past the sixteenth, and to tell which set read the table), by pointer like the
    /// set's own, so copying a table touches no reference count (`JSONKeySet`).
    private let keys: UnsafeBufferPointer<String>
    /// Node index of the first member with the key at each position (positions 0..<16), -1 when absent.
    /// A tuple read and written through a pointer: single `Int32` stores (a `SIMD16` here was written back whole,
    /// and the vector reloads stalled on the scalar stores).
    private var slots: Slots = (-1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1)
    private typealias Slots = (
        Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32, Int32
    )

    /// Reads `object`'s members quietly (no unknown-key reports): for readers of an object another rule checks.
    init(reading object: JSONView, keys: JSONKeySet) {
        self.init(object: object, keys: keys)
        let nodes = object.storage.nodes
        let at = Int(object.index)
        guard nodes[at].kind == .object else { return }
        let decoding = nodes[at].flags & JSONNode.hasEscapedKey != 0
        var child = at &+ 1
        for _ in 0..<Int(nodes[at].count) {
            let position = keys.position(ofMember: child, of: object, decoding: decoding)
            if position >= 0 { record(child, at: position) }
            child = Int(nodes[child].next)
        }
    }

    fileprivate init(object: JSONView, keys: JSONKeySet) {
        self.object = object
        self.keys = keys.names
    }

    /// Keeps the first member of each key (the member at node `child`), as `JSONView.subscript(_:)` returns the
    /// first of a repeated key.
    fileprivate mutating func record(_ child: Int, at position: Int) {
        guard position < 16 else { return }
        withUnsafeMutableBytes(of: &slots) { raw in
            let slot = raw.baseAddress.map { $0.assumingMemoryBound(to: Int32.self) + position }
            if let slot, slot.pointee < 0 { slot.pointee = Int32(truncatingIfNeeded: child) }
        }
    }

    /// Whether this table was read with `keys`.
    func isRead(with keys: JSONKeySet) -> Bool { self.keys.baseAddress == keys.names.baseAddress }

    /// The member whose key is at `position` in the key set (`object.member(named: keys.keys[position])`), nil when absent.
    subscript(position: Int) -> JSONView? {
        guard position < 16 else { return position < keys.count ? object.member(named: keys[position]) : nil }
        let index = withUnsafeBytes(of: slots) { $0.load(fromByteOffset: position * 4, as: Int32.self) }
        return index < 0 ? nil : object.sibling(Int(index))
    }
}

extension ValidationContext {
    /// `value` as an object, checked as `object(_:known:what:)` checks it (type, every unknown key reported with the
    /// nearest known one), with its known members read on the same pass.
    mutating func members(_ value: JSONView?, known: JSONKeySet, what: String = "value") -> JSONObjectMembers? {
        // An object (the usual case) is read here; `objectValue` reports the others (null, another type).
        guard let value, value.kind == .object else {
            _ = objectValue(value, what: what)
            return nil
        }
        var members = JSONObjectMembers(object: value, keys: known)
        // Every object of every document comes through here: the member nodes are read in place.
        let nodes = value.storage.nodes
        let at = Int(value.index)
        let decoding = nodes[at].flags & JSONNode.hasEscapedKey != 0
        var child = at &+ 1
        for _ in 0..<Int(nodes[at].count) {
            let position = known.position(ofMember: child, of: value, decoding: decoding)
            if position >= 0 {
                members.record(child, at: position)
            } else {
                reportUnknownKey(of: value.sibling(child), in: what, known: known)
            }
            child = Int(nodes[child].next)
        }
        return members
    }

    /// The root's members in `keys`, read once per document: a kind's rules read their part of the root from this
    /// table rather than each looking its keys up by name (a scan of the root's members per key). The rule that
    /// checks the root's keys keeps the table of its unknown-key pass (`rootMembers(_:known:what:)`); a rule that
    /// asks before it reads the table quietly.
    mutating func rootMembers(_ root: JSONView, keys: JSONKeySet) -> JSONObjectMembers {
        if let memo = rootMembersMemo, memo.isRead(with: keys) { return memo }
        let read = JSONObjectMembers(reading: root, keys: keys)
        rootMembersMemo = read
        return read
    }

    /// `members(_:known:what:)` of the root, keeping the table for `rootMembers(_:keys:)`.
    mutating func rootMembers(_ root: JSONView, known: JSONKeySet, what: String) -> JSONObjectMembers? {
        let read = members(root, known: known, what: what)
        if let read { rootMembersMemo = read }
        return read
    }

    /// Reports a member whose key is not one of `known`, with the nearest known key; out of line, as it is rare.
    @inline(never)
    private mutating func reportUnknownKey(of member: JSONView, in what: String, known: JSONKeySet) {
        let key = member.key ?? ""
        report(
            .unknownField, kind.rejectsUnknownMembers ? .error : .warning, at: member, "\"\(key)\" is not a field of \(what)",
            suggestion: KeySuggestion.nearest(to: key, in: known.keys))
    }
}
