/// The field checks of `FieldChecks.swift` for a member read from an object's member table by its key enum: the
/// same checks and messages as the by-name forms (`checkString("id", in: object)`), with the member a table read
/// instead of a scan of the object's members, and the key's name for messages taken from the enum, so a rule cannot
/// read one key and name another.
///
/// Inlined (`@inline(__always)`): each use reads its slot directly and calls the shared member form.
extension ValidationContext {
    /// The member `key`, or nil when it is absent or null (`optional(_:in:)`).
    @inline(__always)
    func optional<Key: ObjectKey>(_ key: Key, of members: JSONObjectMembers) -> JSONView? {
        optional(members[key])
    }

    /// The member `key`, reporting `MISSING_REQUIRED_PARAMETER` when it is absent or null (`required(_:in:what:)`).
    @inline(__always)
    mutating func required<Key: ObjectKey>(_ key: Key, of members: JSONObjectMembers, what: String? = nil) -> JSONView? {
        required(members[key], key: key.name, in: members.object, what: what)
    }

    /// The member `key` as a string of `length` characters (`string(_:in:required:length:)`).
    @inline(__always)
    mutating func string<Key: ObjectKey>(
        _ key: Key, of members: JSONObjectMembers, required isRequired: Bool = false, length: ClosedRange<Int>? = nil
    ) -> (value: JSONView, text: String)? {
        string(members[key], key: key.name, in: members.object, required: isRequired, length: length)
    }

    /// The member `key` checked as a string of `length` characters, not decoded (`checkString(_:in:required:length:)`).
    @inline(__always)
    mutating func checkString<Key: ObjectKey>(
        _ key: Key, of members: JSONObjectMembers, required isRequired: Bool = false, length: ClosedRange<Int>? = nil
    ) {
        checkString(members[key], key: key.name, in: members.object, required: isRequired, length: length)
    }

    /// The member `key` as one of `allowed` (`enumeration(_:in:allowed:required:)`).
    @inline(__always)
    mutating func enumeration<Key: ObjectKey>(
        _ key: Key, of members: JSONObjectMembers, allowed: [String], required isRequired: Bool = false
    ) -> String? {
        enumeration(members[key], key: key.name, in: members.object, allowed: allowed, required: isRequired)
    }

    /// The member `key` as an array of `items` elements (`array(_:in:required:items:)`).
    @inline(__always)
    mutating func array<Key: ObjectKey>(
        _ key: Key, of members: JSONObjectMembers, required isRequired: Bool = false, items: ClosedRange<Int>? = nil
    ) -> JSONView.Elements? {
        array(members[key], key: key.name, in: members.object, required: isRequired, items: items)
    }
}
