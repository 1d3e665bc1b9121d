import Foundation

@testable import PPDataValidation

/// Documents built from the generated request schemas alone: every member of every object a body reaches, each
/// with a value its shape admits where one is easy to find. The examples and the real documents hold only the
/// members someone wrote; a member none of them holds was reached by no test (a stored card's `payer_id`, whose
/// swapped bounds trapped every run that met one, session 46).
enum SchemaSynthesis {
    /// One request body and the document that fills it.
    struct Filled: Sendable {
        var endpoint: String
        var kind: DocumentKind
        /// The document as sorted-key JSON text.
        var bytes: [UInt8]
    }

    /// Every body of the generated tables, filled (bodies shared by two calls once).
    static func filledBodies() -> [Filled] {
        var seen = Set<Int>()
        return RequestSchema.bodies.compactMap { body in
            let endpoint = "\(body.method) \(body.path)"
            guard seen.insert(body.shape).inserted, let kind = DocumentKind(endpoint: endpoint) else { return nil }
            let document = value(for: body.shape, name: "", within: [])
            guard let data = try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys]) else {
                return nil
            }
            return Filled(endpoint: endpoint, kind: kind, bytes: Array(data))
        }
    }

    /// A value for `shape`. `within` holds the objects being filled, so a schema that contains itself ends.
    static func value(for index: Int, name: String, within: [Int]) -> Any {
        let shape = RequestSchema.shapes[index]
        let types = RequestSchema.Types(rawValue: shape.types)
        if shape.object >= 0, types.isEmpty || types.contains(.object) {
            return object(shape.object, within: within)
        }
        if types.contains(.array) {
            let count = max(shape.minItems, 1)
            guard shape.items >= 0 else { return Array(repeating: "x", count: count) }
            return (0..<count).map { _ in value(for: shape.items, name: name, within: within) }
        }
        if types.contains(.object) { return [String: Any]() }
        if shape.values >= 0, let first = RequestSchema.valueLists[shape.values].first { return first }
        if types.contains(.string) || types.isEmpty { return text(for: shape, name: name) }
        if types.contains(.integer) { return max(shape.minimum, 1) }
        if types.contains(.number) { return shape.minimum > 0 ? shape.minimum : 1 }
        if types.contains(.boolean) { return true }
        return "x"
    }

    static func object(_ index: Int, within: [Int]) -> [String: Any] {
        guard within.count < 12 else { return [:] }
        var filled: [String: Any] = [:]
        for member in RequestSchema.members[RequestSchema.objects[index].members] {
            let memberShape = RequestSchema.shapes[member.shape]
            let nested = memberShape.object >= 0 ? memberShape.object
                : memberShape.items >= 0 ? RequestSchema.shapes[memberShape.items].object : -1
            if nested >= 0, within.contains(nested) || nested == index { continue }
            let name = member.name.description
            filled[name] = value(for: member.shape, name: name, within: within + [index])
        }
        return filled
    }

    /// A string the shape admits: by its owner, else the first candidate its pattern and lengths take.
    static func text(for shape: RequestSchema.Shape, name: String) -> String {
        switch shape.owner {
        case .currency: return "USD"
        case .country: return "US"
        case .email: return "buyer@example.com"
        case .url: return "https://example.com/return"
        case .imageURL: return "https://example.com/mug.png"
        case .none: break
        }
        let fits: (String) -> Bool = { candidate in
            let count = candidate.utf16.count
            guard count >= max(shape.minLength, 0), shape.maxLength < 0 || count <= shape.maxLength else {
                return false
            }
            guard shape.pattern >= 0 else { return true }
            var bytes = Array(candidate.utf8)
            return bytes.withUnsafeMutableBufferPointer { matches(UnsafeBufferPointer($0), pattern: shape.pattern) }
        }
        let hinted = [hints[name], amountNames.contains(name) ? "10.00" : nil, name == "currency" ? "USD" : nil]
            .compactMap { $0 }
        if let found = (hinted + candidates).first(where: fits) { return found }
        if shape.pattern >= 0, case .run(let low, let high, _, let min, _) = RequestSchema.patterns[shape.pattern].form,
            let byte = (UInt8(0x21)...UInt8(0x7E)).first(where: { byte in
                byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte - 64)) != 0
            })
        {
            return String(repeating: String(UnicodeScalar(byte)), count: Swift.max(min, shape.minLength, 1))
        }
        return String(repeating: "A", count: Swift.max(shape.minLength, 1))
    }

    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, pattern index: Int) -> Bool {
        switch RequestSchema.patterns[index].form {
        case .run(let low, let high, let nonASCII, let min, let max):
            return SchemaWalker.matchesRun(bytes, low: low, high: high, nonASCII: nonASCII, min: min, max: max)
        case .portable:
            return RequestSchema.portablePattern(index)?.matchesWhole(bytes) ?? true
        }
    }

    /// Values a member of that name usually holds, tried first.
    static let hints: [String: String] = [
        "number": "4111111111111111", "expiry": "2030-12", "security_code": "123",
        "national_number": "4085551234", "country_code": "1", "postal_code": "95131", "admin_area_1": "CA",
        "birth_date": "1990-04-21", "time": "2026-01-15T10:00:00Z", "locale": "en-US",
    ]

    /// The members that hold an amount as text where the schema gives no pattern (Payments v1).
    static let amountNames: Set<String> = [
        "total", "subtotal", "tax", "shipping", "handling_fee", "insurance", "gift_wrap", "fee", "shipping_discount",
        "price", "value",
    ]

    /// Texts of common forms, tried in order against a pattern.
    static let candidates = [
        "Acme", "10.00", "10", "A1", "ABC123", "2026-01-15", "2026-01-15T10:00:00Z", "2030-12", "en-US", "123456",
        "4111111111111111", "+14085551234", "1", "a", "A", "x-1",
    ]
}
