/// Rendering of the phone tables (Data/phone/) into PPData.
///
/// The generated file holds only the data: an extension of `PhoneMetadataTables` whose `makeRegions()` builds the
/// records. The record types and the table are hand-written in PPData (PhoneMetadata+Records.swift), as is the
/// public API built from them (PhoneMetadata.swift). Every region is one `append` of an explicitly
/// typed struct init: the type checker never has to infer a literal's type from far away or solve one huge
/// expression, which keeps compiling a table of a few thousand values fast.
extension Renderer {
    /// `PhoneMetadata+Generated.swift`: every region with its number types.
    func phoneMetadata() -> String {
        var typesByKey: [String: [ReferenceData.PhoneNumberType]] = [:]
        for row in data.phoneNumberTypes {
            typesByKey["\(row.region) +\(row.callingCode)", default: []].append(row)
        }
        let regions = data.phoneRegions.sorted {
            ($0.region, Int($0.callingCode) ?? 0) < ($1.region, Int($1.callingCode) ?? 0)
        }
        var out = SwiftSource.header(sources: [.phoneRegions, .phoneNumberTypes])
        out += "\nextension PhoneMetadataTables {"
        // One statement per region, in functions of a few dozen: the type checker handles each statement on
        // its own (one array literal of all regions took over half a minute), and the optimizer and code
        // generator work on small functions (a single function of 254 statements took half as long again).
        let chunks = stride(from: 0, to: regions.count, by: Self.regionsPerFunction).map {
            Array(regions[$0..<min($0 + Self.regionsPerFunction, regions.count)])
        }
        out += "\n    /// Every region's record, in Data/'s order (`PhoneMetadataTables.regions`).\n"
        out += "    static func makeRegions() -> [PhoneRegionRecord] {\n"
        out += "        var regions: [PhoneRegionRecord] = []\n"
        out += "        regions.reserveCapacity(\(regions.count))\n"
        for index in chunks.indices {
            out += "        appendRegions\(index)(to: &regions)\n"
        }
        out += "        return regions\n    }\n"
        for (index, chunk) in chunks.enumerated() {
            out += "\n    private static func appendRegions\(index)(to regions: inout [PhoneRegionRecord]) {\n"
            for region in chunk {
                out += phoneRegionStatement(region, types: typesByKey["\(region.region) +\(region.callingCode)"] ?? [])
            }
            out += "    }\n"
        }
        out += "}\n"
        return out
    }

    /// How many regions each generated function appends.
    static let regionsPerFunction = 32

    /// `regions.append(PhoneRegionRecord(...))` for one region and its number types (sorted by type name).
    func phoneRegionStatement(_ region: ReferenceData.PhoneRegion, types: [ReferenceData.PhoneNumberType]) -> String {
        var out = "        regions.append(PhoneRegionRecord(\n"
        out += "            region: \(SwiftSource.literal(region.region)), callingCode: \(Int(region.callingCode) ?? 0), "
        out += "isMainRegion: \(region.isMainRegion),\n"
        out += "            leadingDigits: \(Self.patternLiteral(region.leadingDigits)), "
        out += "internationalPrefix: \(Self.patternLiteral(region.internationalPrefix)), "
        out += "nationalPrefix: \(SwiftSource.literal(region.nationalPrefix)),\n"
        out += "            nationalPrefixForParsing: \(Self.patternLiteral(region.nationalPrefixForParsing)),\n"
        out += "            nationalPrefixTransformRule: \(SwiftSource.literal(region.nationalPrefixTransformRule)), "
        out += "possibleLengths: \(Self.intArray(region.possibleLengths)), "
        out += "localOnlyLengths: \(Self.intArray(region.localOnlyLengths)),\n"
        out += "            generalPattern: \(Self.patternLiteral(region.generalPattern)),\n"
        out += "            numberTypes: [\n"
        for type in types.sorted(by: { $0.type < $1.type }) {
            out += "                PhoneNumberTypeRecord(\n"
            out += "                    type: .\(Self.caseName(ofType: type.type)), "
            out += "possibleLengths: \(Self.intArray(type.possibleLengths)), "
            out += "example: \(SwiftSource.literal(type.example)),\n"
            out += "                    pattern: \(Self.patternLiteral(type.pattern))),\n"
        }
        out += "            ]))\n"
        return out
    }

    /// The `PhoneNumberType` case of a type name of Data/ (`toll_free` → `tollFree`): the generated table names the
    /// case, so the first phone number of a run does not parse 700 type names (half a million instructions), and a
    /// name without a case fails to compile rather than being dropped.
    static func caseName(ofType name: String) -> String {
        let words = name.split(separator: "_")
        return words.enumerated().map { $0 == 0 ? String($1) : $1.prefix(1).uppercased() + $1.dropFirst() }.joined()
    }

    /// A Swift array literal of integers.
    static func intArray(_ values: [Int]) -> String {
        "[" + values.map(String.init).joined(separator: ", ") + "]"
    }

    /// A pattern as a raw string literal (`#"\d{4}"#`), so backslashes read as in Data/; a plain literal when it
    /// has none. Validation keeps quotes and control characters out of patterns, but both are handled anyway.
    static func patternLiteral(_ text: String) -> String {
        guard text.contains("\\"), !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return SwiftSource.literal(text)
        }
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }
}
