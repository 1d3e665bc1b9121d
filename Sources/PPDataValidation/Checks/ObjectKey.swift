/// The keys of one kind of JSON object, one enum per object (`OrdersV2.UnitKey`, `OrdersV2.MoneyKey`, ...).
///
/// A member's position in the object's `JSONKeySet` is its case's raw value, because the key set is built from
/// `allCases` in order (`makeKeySet()`), and a key's tag comes from its name (`tag`): reordering the cases, or
/// adding one, cannot make a rule read the wrong member or compare the wrong tag. `ObjectKeyTests` checks every
/// table.
protocol ObjectKey: CaseIterable, RawRepresentable, Sendable where RawValue == Int, AllCases == [Self] {
    /// The key as written in JSON.
    var name: StaticString { get }
}

extension ObjectKey {
    /// The key set of these keys, each at its case's raw value.
    static func makeKeySet() -> JSONKeySet {
        JSONKeySet(allCases.map { $0.name.description })
    }

    /// The names of the keys, in case order.
    static var names: [String] { allCases.map { $0.name.description } }

    /// The key's tag, as the reader stores it in each member node (`JSONNode.keyTag(length:first:)`).
    var tag: UInt16 {
        name.withUTF8Buffer(JSONNode.keyTag(utf8:))
    }

    /// The tags of every key, in case order (index = raw value).
    static func makeTags() -> [UInt16] { allCases.map(\.tag) }
}

extension JSONObjectMembers {
    /// The member whose key is `key` (read by position, as the key set was built from the key's enum). Inlined, so
    /// each key type's use reads its slot directly (specialisations merged across key types cost a call each).
    @inline(__always)
    subscript<Key: ObjectKey>(key: Key) -> JSONView? { self[key.rawValue] }
}
