#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The broad corpus of issue 13: every document kind the validator knows, in realistic shares, with 20% of documents
/// carrying one or more faults drawn from the whole catalogue of diagnostic codes and 6% of the clean ones an
/// intended warning. Each document's status is known by construction, so a run can split its figures by clean and
/// faulty input. Seeded (SplitMix64): the same seed and count give the same bytes.
///
/// Writes four files from one base path `B.ndjson`: `B.ndjson` (every document, in order), `B.clean.ndjson`,
/// `B.faulty.ndjson`, and `B.labels.tsv` (per line of `B.ndjson`: line, kind, `clean`/`warning`/`faulty`, the
/// codes meant). Streaming: one document is held at a time.
struct BroadCorpusGenerator {
    static let faultRate = 0.20
    static let warningRate = 0.06
    /// Kinds and their shares in percent (sum 100).
    static let shares: [(kind: String, percent: Int)] = [
        ("orders-v2", 40), ("payments-v1", 13), ("payments-v1-capture", 3), ("mpl-payment", 8),
        ("mpl-advanced-payment", 8), ("apple-pay", 9), ("apple-pay-js", 9), ("address", 10),
    ]
    /// Faults of the text itself, for any kind (12% of the faulty documents).
    enum TextFault: String, CaseIterable {
        case truncated = "MALFORMED_JSON", trailingComma = "MALFORMED_JSON/comma", badEscape = "MALFORMED_JSON/escape"
        case bareNaN = "MALFORMED_JSON/nan", duplicateKey = "DUPLICATE_KEY", arrayRoot = "UNKNOWN_DOCUMENT_KIND"
        case wrapped = "UNKNOWN_DOCUMENT_KIND/wrapped"
        var code: String { String(rawValue.split(separator: "/")[0]) }
    }

    struct Document {
        var kind: String
        var text: String
        var faults: [String] = []
        var warnings: [String] = []
    }

    private var dice: Dice
    init(seed: UInt64 = 20_261_125) { dice = Dice(seed: seed) }

    /// Distinct picks from `catalogue`: one, or two for a quarter of the faulty documents.
    private mutating func picks<T: Hashable>(_ catalogue: [T]) -> [T] {
        var chosen = [dice.pick(catalogue)]
        if dice.chance(0.25), catalogue.count > 1 {
            let second = dice.pick(catalogue)
            if second != chosen[0] { chosen.append(second) }
        }
        return chosen
    }
    private mutating func warning<T: CaseIterable & RawRepresentable>(_: T.Type, _ warn: Bool) -> T? where T.RawValue == String {
        warn ? dice.pick(Array(T.allCases)) : nil
    }

    mutating func document(index: Int) -> Document {
        var roll = dice.below(100)
        var kind = "address"
        for share in Self.shares {
            if roll < share.percent { kind = share.kind; break }
            roll -= share.percent
        }
        let faulty = dice.chance(Self.faultRate)
        let textFault = faulty && dice.chance(0.12)
        let kindFaulty = faulty && !textFault
        let warn = !faulty && dice.chance(Self.warningRate)
        var codes: [String] = []
        var warnings: [String] = []
        var root: JObject
        switch kind {
        case "orders-v2":
            var faults = kindFaulty ? picks(BroadOrdersV2.Fault.allCases) : []
            // Decimals in JPY and a third decimal would land on the same amount as one syntax error: keep the first.
            if faults.contains(.yenDecimals) { faults.removeAll { $0 == .precision } }
            let w = warning(BroadOrdersV2.Warning.self, warn)
            root = BroadOrdersV2.make(&dice, index: index, faults: faults, warning: w)
            // A shipping address without its state is a warning in Orders v2 (PayPal took such addresses; session
            // 37), and so is a soft descriptor past 22 characters (PayPal keeps 22 of up to 1000; session 46): the
            // document still has the fault, and the label says what ppdata reports.
            let warned: [BroadOrdersV2.Fault] = [.noState, .longSoftDescriptor]
            codes = faults.filter { !warned.contains($0) }.map(\.code)
            warnings = (w.map { [$0.rawValue] } ?? []) + faults.filter { warned.contains($0) }.map(\.code)
            // A unit without an address under SET_PROVIDED_ADDRESS is PayPal's MISSING_SHIPPING_ADDRESS (session 48):
            // drawn as before, so the corpus keeps its bytes, and the label says what ppdata reports.
            if BroadOrdersV2.lacksProvidedAddress(root) { codes.append("MISSING_SHIPPING_ADDRESS") }
        case "payments-v1":
            let faults = kindFaulty ? picks(BroadPaymentsV1.Fault.allCases) : []
            let w = warning(BroadPaymentsV1.Warning.self, warn)
            root = BroadPaymentsV1.make(&dice, index: index, faults: faults, warning: w)
            codes = faults.map(\.code)
            warnings = w.map { [$0.rawValue] } ?? []
            // A PayPal-wallet payment that names the payer's email is PayPal's refusal, NOT_SUPPORTED (session 49),
            // and its email is then not checked: drawn as before, so the corpus keeps its bytes, and the label says
            // what ppdata reports.
            if BroadPaymentsV1.namesPayPalPayerEmail(root) {
                codes.removeAll { $0 == BroadPaymentsV1.Fault.badEmail.code }
                codes.append("NOT_SUPPORTED")
            }
        case "payments-v1-capture":
            let faults = kindFaulty ? picks(BroadPaymentsV1.CaptureFault.allCases) : []
            root = BroadPaymentsV1.capture(&dice, faults: faults)
            codes = faults.map(\.code)
        case "mpl-payment", "mpl-advanced-payment":
            let simple = kind == "mpl-payment"
            let faults = kindFaulty ? picks(simple ? BroadMPL.Fault.simple : BroadMPL.Fault.advanced) : []
            let w = warning(BroadMPL.Warning.self, warn)
            root = simple ? BroadMPL.simple(&dice, index: index, faults: faults, warning: w)
                : BroadMPL.advanced(&dice, index: index, faults: faults, warning: w)
            codes = faults.map(\.code)
            warnings = w.map { [$0.rawValue] } ?? []
        case "apple-pay", "apple-pay-js":
            let passKit = kind == "apple-pay"
            let faults = kindFaulty ? picks(passKit ? BroadApplePay.Fault.passKit : BroadApplePay.Fault.js) : []
            let w = warning(BroadApplePay.Warning.self, warn)
            root = passKit ? BroadApplePay.passKit(&dice, faults: faults, warning: w) : BroadApplePay.js(&dice, faults: faults, warning: w)
            // A contact's email, phone and postal code are warnings in both Apple kinds (Apple Pay does not check a
            // contact the request gives; session 41): the document still has the fault, and the label says what
            // ppdata reports.
            let contact = faults.filter { $0 == .badEmail || $0 == .badPhone || $0 == .badPostal }
            codes = faults.filter { !contact.contains($0) }.map(\.code)
            warnings = (w.map { [$0.rawValue] } ?? []) + contact.map(\.code)
        default:
            let faults = kindFaulty ? picks(BroadAddress.Fault.allCases) : []
            let w = warning(BroadAddress.Warning.self, warn)
            root = BroadAddress.make(&dice, faults: faults, warning: w)
            codes = faults.map(\.code)
            warnings = w.map { [$0.rawValue] } ?? []
            // A Payments v1 address reads a JSON-number postal code as its text (session 48): a warning, standing in
            // for the postal-code fault it overwrote; drawn as before, so the corpus keeps its bytes.
            if faults.contains(.numericPostal), root.members.contains(where: { $0.key == "line1" }) {
                let overwritten: [BroadAddress.Fault] = [.numericPostal, .noPostalCode, .badPostalCode]
                codes = faults.filter { !overwritten.contains($0) }.map(\.code)
                warnings.append(BroadAddress.Fault.numericPostal.code)
            }
        }
        var text: String
        if textFault {
            let fault = dice.pick(TextFault.allCases)
            codes = [fault.code]
            switch fault {
            case .duplicateKey:
                if let first = root.members.first { root.duplicate(first.key, first.raw) }
                text = root.text
            case .badEscape: root.raw("note", "\"fern \\q shop\""); text = root.text
            case .bareNaN: root.raw("rate", "NaN"); text = root.text
            case .trailingComma: text = root.text; text.removeLast(); text += ",}"
            case .arrayRoot: text = "[" + root.text + "]"
            case .wrapped: text = "{\"order\":" + root.text + "}"
            case .truncated:
                let bytes = Array(root.text.utf8)
                let keep = bytes.count / 3 + dice.below(max(bytes.count * 2 / 3 - 2, 1))
                text = String(decoding: bytes.prefix(keep), as: UTF8.self)
            }
        } else {
            text = root.text
        }
        return Document(kind: kind, text: text, faults: codes, warnings: warnings)
    }

    struct Summary {
        var documents = 0, bytes = 0, clean = 0, cleanBytes = 0, faulty = 0, faultyBytes = 0, warned = 0
        var perKind: [String: Int] = [:]
    }

    /// Writes `count` documents to `path` and its three siblings (see the type's comment).
    mutating func write(count: Int, to path: String) -> Summary? {
        let base = path.hasSuffix(".ndjson") ? String(path.dropLast(7)) : path
        guard let mixed = fopen(path, "w"), let clean = fopen(base + ".clean.ndjson", "w"),
            let faulty = fopen(base + ".faulty.ndjson", "w"), let labels = fopen(base + ".labels.tsv", "w")
        else { return nil }
        defer { for file in [mixed, clean, faulty, labels] { fclose(file) } }
        func put(_ text: String, _ file: UnsafeMutablePointer<FILE>) {
            var text = text
            text.withUTF8 { buffer in _ = fwrite(buffer.baseAddress, 1, buffer.count, file) }
        }
        var summary = Summary()
        for index in 0..<count {
            let document = document(index: index)
            let line = document.text + "\n"
            let size = line.utf8.count
            put(line, mixed)
            let status = !document.faults.isEmpty ? "faulty" : document.warnings.isEmpty ? "clean" : "warning"
            if document.faults.isEmpty {
                put(line, clean)
                summary.clean += 1
                summary.cleanBytes += size
                if !document.warnings.isEmpty { summary.warned += 1 }
            } else {
                put(line, faulty)
                summary.faulty += 1
                summary.faultyBytes += size
            }
            let codes = (document.faults + document.warnings).joined(separator: ",")
            put("\(index + 1)\t\(document.kind)\t\(status)\t\(codes.isEmpty ? "-" : codes)\n", labels)
            summary.documents += 1
            summary.bytes += size
            summary.perKind[document.kind, default: 0] += 1
        }
        return summary
    }
}
