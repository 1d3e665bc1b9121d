internal import _PPDataConcurrency

/// PayPal's request-body schemas as tables, generated from the OpenAPI documents in Data/openapi
/// (`Generated/RequestSchema+Generated.swift`), with the additions and overrides of that folder applied.
///
/// `SchemaWalker` enforces them; the hand-written rules check what a schema cannot say (sums, precision, addresses,
/// cards, cross-field rules). docs/architecture.md ("The schema layer") says how the tables are made.
enum RequestSchema {
    /// One request body: the call and the shape of its root.
    struct Body: Sendable {
        /// The document's file name in Data/openapi without `.json`.
        let document: StaticString
        let method: StaticString
        /// The path template.
        let path: StaticString
        /// The root schema's component name.
        let schema: StaticString
        /// The root's index in `shapes`.
        let shape: Int
        /// Whether PayPal's server answers an unknown member with an error (Payments v1: `MALFORMED_REQUEST`),
        /// rather than ignoring it (Orders v2).
        let rejectsUnknownMembers: Bool
    }

    /// One attribute a PATCH call may change: `purchase_units[].shipping.address` (dotted, `[]` after an array), and
    /// the JSON Patch operations it takes (`replace|add`).
    struct Patchable: Sendable {
        /// The call's path template.
        let path: StaticString
        let attribute: StaticString
        let operations: StaticString
    }

    /// One object schema.
    struct Object: Sendable {
        /// `document:component` (or `document:component.member` for an inline object).
        let name: StaticString
        /// Its members' indices in `members`.
        let members: Range<Int>
    }

    /// One member of an object.
    struct Member: Sendable {
        let name: StaticString
        let required: Bool
        /// A response field: accepted in a request and not checked (PayPal ignores it).
        let readOnly: Bool
        /// Its value's index in `shapes`.
        let shape: Int
    }

    /// The JSON types a value may have.
    struct Types: OptionSet, Sendable {
        let rawValue: Int
        static let object = Types(rawValue: 1)
        static let array = Types(rawValue: 2)
        static let string = Types(rawValue: 4)
        static let number = Types(rawValue: 8)
        static let integer = Types(rawValue: 16)
        static let boolean = Types(rawValue: 32)
    }

    /// The semantic check that owns a value (by its OpenAPI `format`), instead of its published pattern; `imageURL`:
    /// a `uri` with PayPal's image pattern, which `ImageURL` enforces.
    enum Owner: Sendable {
        case none, currency, country, email, url, imageURL
    }

    /// The constraints on one value. -1 stands for "none" in every index and limit.
    struct Shape: Sendable {
        /// `Types` bits; 0: any type.
        let types: Int
        /// Types PayPal's server accepts besides, with a warning (overrides.tsv).
        let lenientTypes: Int
        /// The object's index in `objects`.
        let object: Int
        /// The enumeration's index in `valueLists`.
        let values: Int
        /// The index in `deprecatedValues` of a value outside the enumeration that PayPal still reads as another.
        let deprecated: Int
        let minLength: Int
        /// The published minimum length where PayPal accepts shorter values (overrides.tsv): shorter ones are
        /// warnings.
        let lenientMinLength: Int
        let maxLength: Int
        /// The length past which PayPal keeps only the first characters of a value it accepts up to `maxLength`
        /// (overrides.tsv): longer values are warnings.
        let truncatedLength: Int
        /// The pattern's index in `patterns`.
        let pattern: Int
        let owner: Owner
        /// The elements' shape, for an array.
        let items: Int
        let minItems: Int, maxItems: Int
        let minimum: Int, maximum: Int
    }

    /// A value outside an enumeration that PayPal accepts, reading it as `replacement` (overrides.tsv): deprecated,
    /// or only another spelling.
    struct DeprecatedValue: Sendable {
        let value: String
        let replacement: String
        let isDeprecated: Bool
    }

    /// A published pattern and how it is enforced.
    struct Pattern: Sendable {
        /// The pattern as published, for messages.
        let text: StaticString
        let form: Form

        enum Form: Sendable {
            /// Every character in the ASCII set (`low`: bytes 0-63, `high`: 64-127) or non-ASCII when allowed,
            /// `min`...`max` characters (`max` -1: unbounded).
            case run(low: UInt64, high: UInt64, nonASCII: Bool, min: Int, max: Int)
            /// Matched whole by `PortablePattern` (values of at most 62 bytes).
            case portable(StaticString)
        }
    }

    /// The body of the call `method` `path` (a path template as published).
    static func body(method: String, path: String) -> Body? {
        bodies.first { $0.method.description == method && $0.path.description == path }
    }

    /// The index in `objects` of the object named `name` (`document:component`), compared byte by byte (no String
    /// is built per object: these look-ups run when a kind's tables are first made).
    static func objectIndex(_ name: StaticString) -> Int? {
        name.withUTF8Buffer { objectIndex(utf8: $0) }
    }

    /// `objectIndex(_:)` for a name's UTF-8 bytes.
    static func objectIndex(utf8 wanted: UnsafeBufferPointer<UInt8>) -> Int? {
        objects.firstIndex { $0.name.withUTF8Buffer { RequestSchema.bytesEqual($0, wanted) } }
    }

    /// Whether two byte buffers hold the same bytes (the length compared first, which settles most pairs).
    static func bytesEqual(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        guard let first = a.baseAddress, let second = b.baseAddress else { return true }
        return JSONView.bytesEqual(first, second, a.count)
    }

    /// The member names of `object` (`document:component`), in the generated table's order (by name); empty for an
    /// unknown object.
    static func memberNames(of object: StaticString) -> [String] {
        guard let found = objectIndex(object) else { return [] }
        return members[objects[found].members].map(\.name.description)
    }

    /// The published enumeration of `object`'s `member` (`document:component` and member name); empty when the
    /// member has none. For the rules that check an enumerated member themselves.
    static func values(of object: StaticString, _ member: String) -> [String] {
        guard let found = objectIndex(object),
            let definition = members[objects[found].members].first(where: { $0.name.description == member })
        else { return [] }
        let shape = shapes[definition.shape]
        return shape.values >= 0 ? valueLists[shape.values] : []
    }

    /// The key set of the object at `index` (position = member offset), built on its first use: building all
    /// of them at once cost a one-document run more than the rest of its validation.
    static func keySet(_ index: Int) -> JSONKeySet {
        keySets.value(at: index) { KeySetBox(JSONKeySet(members[objects[index].members].map(\.name.description))) }?
            .keys
            ?? JSONKeySet([])
    }

    /// The key sets, one slot per object.
    private static let keySets = OnceTable<KeySetBox>(count: objects.count)

    /// A key set in a box, as `OnceTable` keeps objects.
    final class KeySetBox: Sendable {
        let keys: JSONKeySet
        init(_ keys: JSONKeySet) { self.keys = keys }
    }

    /// Each object's required members, one bit per member offset (at most 64 members, which the generator checks).
    static let requiredMembers: [UInt64] = objects.map { object in
        var bits: UInt64 = 0
        for (offset, member) in members[object.members].enumerated() where member.required && offset < 64 {
            bits |= 1 << UInt64(offset)
        }
        return bits
    }

    /// The portable pattern at `index` of `patterns`, compiled on its first use (a run: nil). Compiling every
    /// pattern at once cost a one-document run about a tenth of its instructions.
    static func portablePattern(_ index: Int) -> PortablePattern? {
        compiledPatterns.value(at: index) {
            guard case .portable(let text) = patterns[index].form else { return CompiledPattern(nil) }
            return CompiledPattern(PortablePattern(text.description, writesOutFixedForms: false))
        }?.pattern
    }

    /// The compiled portable patterns, one slot per pattern.
    private static let compiledPatterns = OnceTable<CompiledPattern>(count: patterns.count)

    /// A compiled pattern in a box, as `OnceTable` keeps objects.
    final class CompiledPattern: Sendable {
        let pattern: PortablePattern?
        init(_ pattern: PortablePattern?) { self.pattern = pattern }
    }
}

extension RequestSchema {
    /// A hand-written rule's key set completed by the published object's members (read-only ones and additions
    /// included), in the rule's order first: a rule's key enum keeps its positions, and no member PayPal defines
    /// is called unknown by the rule.
    static func keySet(_ names: [String], completedBy object: StaticString) -> JSONKeySet {
        let published = objectIndex(object).map { members[objects[$0].members].map(\.name.description) } ?? []
        return JSONKeySet(names + published.filter { !names.contains($0) })
    }
}

extension ObjectKey {
    /// `makeKeySet()` completed by the published object's members (`RequestSchema.keySet(_:completedBy:)`).
    static func makeKeySet(completedBy object: StaticString) -> JSONKeySet {
        RequestSchema.keySet(names, completedBy: object)
    }
}
