/// Rendering of the dense lookups the package's modules use on hot paths: a generated enum's `ordinal` (its case
/// index, for tables indexed by case instead of hashed by raw value), CountryCode's alpha-2 byte table and
/// CurrencyCode's packed-code hash table.
///
/// Everything is computed here, at generation time, and written out as literals: nothing is built at run time, and
/// the tables cannot drift from the enums because both come from the same rows. All of it is `package`: fast paths
/// for PPData's sibling modules, not public API.
extension Renderer {
    /// `caseCount`, `ordinal` and `init?(ordinal:)` for an enum whose cases, in declaration order, are `cases`.
    ///
    /// `ordinal` is a switch returning each case's position, which the optimizer reduces to the enum's tag;
    /// `@inlinable` so that the other modules' hot paths get that rather than a call.
    static func ordinalExtension(type: String, cases: [String]) -> String {
        var out = """

            extension \(type) {
                /// How many cases there are: `ordinal` is in `0..<caseCount`. `package`: sizes the package's tables
                /// indexed by `ordinal`.
                package static let caseCount = \(cases.count)

                /// The case's position in declaration (and `allCases`) order, in `0..<caseCount`: a dense index for tables
                /// that would otherwise hash the raw value. `package`: an aid for the package's modules, not API.
                @inlinable
                package var ordinal: Int {

            """
        if cases.isEmpty {
            out += "        0\n    }\n"
        } else {
            out += "        switch self {\n"
            for (index, name) in cases.enumerated() {
                out += "        case .\(SwiftSource.memberReference(name)): \(index)\n"
            }
            out += "        }\n    }\n"
        }
        out += """

                /// The case whose `ordinal` is `ordinal`, or nil outside `0..<caseCount`. `package`: turns the package's
                /// generated tables of ordinals back into cases.
                @inlinable
                package init?(ordinal: Int) {
                    guard ordinal >= 0, ordinal < Self.byOrdinal.count else { return nil }
                    self = Self.byOrdinal[ordinal]
                }

                /// Every case in `ordinal` order, so that `init?(ordinal:)` is one load (a switch over the ordinal
                /// compiled to a jump table).
                @usableFromInline
                static let byOrdinal: [\(type)] = [

            """
        for start in stride(from: 0, to: cases.count, by: 12) {
            let row = cases[start..<min(start + 12, cases.count)].map { ".\(SwiftSource.memberReference($0))" }
            out += "        " + row.joined(separator: ", ") + ",\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// The smallest unsigned type that holds every ordinal of `count` cases plus a "none" value, and that value.
    static func ordinalStorage(count: Int) -> (type: String, none: Int) {
        count < Int(UInt8.max) ? ("UInt8", Int(UInt8.max)) : ("UInt16", Int(UInt16.max))
    }

    /// `init?(alpha2:_:)`: the country whose alpha-2 code is two given bytes, from a 26 × 26 table of ordinals.
    /// `codes` are the countries' codes in case order (two ASCII capitals each; validation guarantees it).
    static func alpha2Lookup(codes: [String]) -> String {
        let storage = ordinalStorage(count: codes.count)
        var slots = [Int](repeating: storage.none, count: 26 * 26)
        for (ordinal, code) in codes.enumerated() {
            let bytes = Array(code.utf8)
            guard bytes.count == 2, bytes.allSatisfy({ (0x41...0x5A).contains($0) }) else { continue }
            slots[Int(bytes[0] - 0x41) * 26 + Int(bytes[1] - 0x41)] = ordinal
        }
        var out = "\nextension CountryCode {\n"
        out += """
                /// The country whose alpha-2 code is exactly these two bytes (two ASCII capitals), by table: the
                /// generated `init(rawValue:)` compares the text with the codes one by one, and validators look codes up
                /// for every address. Nil for anything else, including the PayPal-only and withdrawn codes. `package`: a
                /// fast path for PPDataValidation's readers, not API; consumers use `init?(rawValue:)` or
                /// `init?(caseInsensitive:)`.
                package init?(alpha2 first: UInt8, _ second: UInt8) {
                    guard (0x41...0x5A).contains(first), (0x41...0x5A).contains(second) else { return nil }
                    let slot = Int(first &- 0x41) &* 26 &+ Int(second &- 0x41)
                    guard let country = CountryCode(ordinal: Int(Self.alpha2Ordinals[slot])) else { return nil }
                    self = country
                }

                /// The ordinal of the country whose code is at `(first − A) × 26 + (second − A)`, \(storage.none) where there is
                /// none: one row per first letter.
                private static let alpha2Ordinals: [\(storage.type)] = [

            """
        for row in 0..<26 {
            let letter = Character(Unicode.Scalar(UInt8(0x41 + row)))
            let values = slots[(row * 26)..<(row * 26 + 26)].map(String.init).joined(separator: ", ")
            out += "        \(values),  // \(letter)\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// A perfect hash of three-byte codes packed big-endian: `slot = (packed × multiplier) >> (32 − bits)` puts
    /// each code in its own slot of a table of `1 << bits`.
    struct PackedCodeHash: Equatable {
        /// The odd 32-bit multiplier.
        var multiplier: UInt32
        /// log2 of the table size.
        var bits: Int

        /// The slot of `packed`.
        func slot(_ packed: UInt32) -> Int {
            Int((packed &* multiplier) >> UInt32(32 - bits))
        }
    }

    /// How many multipliers are tried per table size before the table doubles.
    static let multipliersPerSize = 1 << 16

    /// The first perfect hash for `packed` (distinct values) in the smallest table that has one: table sizes from
    /// the smallest power of two that holds the codes, multipliers from a fixed sequence, so the result depends only
    /// on the codes. Nil only if no table up to 2¹⁶ slots works, which distinct codes never reach in practice.
    static func perfectHash(for packed: [UInt32]) -> PackedCodeHash? {
        var bits = 1
        while 1 << bits < packed.count { bits += 1 }
        while bits <= 16 {
            var multiplier: UInt32 = 0x9E37_79B1
            var used = [Bool](repeating: false, count: 1 << bits)
            for _ in 0..<multipliersPerSize {
                let hash = PackedCodeHash(multiplier: multiplier, bits: bits)
                for index in used.indices { used[index] = false }
                var collides = false
                for code in packed {
                    let slot = hash.slot(code)
                    if used[slot] {
                        collides = true
                        break
                    }
                    used[slot] = true
                }
                if !collides { return hash }
                multiplier = multiplier &+ 0x2545_F492  // even step: the multiplier stays odd
            }
            bits += 1
        }
        return nil
    }

    /// `value` as a Swift hexadecimal literal of at least `digits` digits, in groups of four (`0x5553_4402`).
    static func hex(_ value: UInt64, digits: Int) -> String {
        var text = String(value, radix: 16, uppercase: true)
        while text.count < digits { text = "0" + text }
        var grouped = ""
        for (index, digit) in text.enumerated() {
            if index > 0, (text.count - index) % 4 == 0 { grouped += "_" }
            grouped.append(digit)
        }
        return "0x" + grouped
    }

    /// The three bytes of `code` in one number, big-endian; nil unless it is exactly three bytes.
    static func pack(_ code: String) -> UInt32? {
        let bytes = Array(code.utf8)
        guard bytes.count == 3 else { return nil }
        return bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// `init?(packedCode:)`: the currency whose code is three given bytes packed big-endian, from a perfect hash
    /// table whose entries hold the packed code above the ordinal. `codes` are the currencies' codes in case order.
    static func packedCodeLookup(codes: [String]) -> String {
        let packed = codes.map { pack($0) ?? 0 }
        let ordinalBits = codes.count <= 256 ? 8 : 16
        let entryType = ordinalBits == 8 ? "UInt32" : "UInt64"
        let entryDigits = ordinalBits == 8 ? 8 : 10
        guard let hash = perfectHash(for: packed.filter { $0 != 0 }) else { return "" }
        var entries = [(value: UInt64, code: String?)](repeating: (0, nil), count: 1 << hash.bits)
        for (ordinal, (value, code)) in zip(packed, codes).enumerated() where value != 0 {
            entries[hash.slot(value)] = (UInt64(value) << UInt64(ordinalBits) | UInt64(ordinal), code)
        }
        let multiplier = hex(UInt64(hash.multiplier), digits: 8)
        let packedValue = ordinalBits == 8 ? "packed" : "UInt64(packed)"
        var out = "\nextension CurrencyCode {\n"
        out += """
                /// The currency whose code is the three bytes packed big-endian in `packed` ("USD" is 0x555344), or nil.
                /// A perfect hash the generator found for these codes: one multiplication, one load and one comparison,
                /// with nothing built at run time. `package`: `FastCurrency`'s table, not API.
                package init?(packedCode packed: UInt32) {
                    let entry = Self.packedCodes[Int((packed &* \(multiplier)) >> \(32 - hash.bits))]
                    guard packed != 0, entry >> \(ordinalBits) == \(packedValue),
                        let currency = CurrencyCode(ordinal: Int(entry & \(hex(UInt64((1 << ordinalBits) - 1), digits: 2))))
                    else { return nil }
                    self = currency
                }

                /// Each currency's packed code shifted left \(ordinalBits) bits, or'ed with its ordinal, at its slot; 0 for an
                /// empty slot (the lookup rejects a packed 0, "\\0\\0\\0").
                private static let packedCodes: [\(entryType)] = [

            """
        for start in stride(from: 0, to: entries.count, by: 8) {
            let row = entries[start..<min(start + 8, entries.count)]
            let values = row.map { $0.code == nil ? "0" : hex($0.value, digits: entryDigits) }
            let names = row.compactMap(\.code)
            out += "        " + values.joined(separator: ", ") + ","
            out += names.isEmpty ? "\n" : "  // " + names.joined(separator: ", ") + "\n"
        }
        out += "    ]\n}\n"
        return out
    }
}
