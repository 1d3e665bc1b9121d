import PPData
internal import _PPDataConcurrency

/// Validates payment documents and addresses: the library entry point behind `ppdata validate`.
///
/// ```swift
/// let report = PaymentValidator().validate(bytes)            // kind detected from the keys
/// let report = PaymentValidator().validate(text, as: .ordersV2)
/// if !report.isValid { for d in report.diagnostics { print(d.code, d.path, d.message) } }
/// ```
public struct PaymentValidator: Sendable {
    /// The options every validation uses.
    public var options: ValidationOptions

    /// Creates a validator.
    public init(options: ValidationOptions = ValidationOptions()) {
        self.options = options
    }

    /// Validates a document given as UTF-8 bytes; `kind` nil means auto-detection. `firstLine` is the line the
    /// document starts on in its source (NDJSON), so positions name lines of the whole file.
    public func validate(_ bytes: [UInt8], as kind: DocumentKind? = nil, firstLine: Int = 1) -> ValidationReport {
        bytes.withUnsafeBufferPointer { validate(utf8: $0, as: kind, firstLine: firstLine) }
    }

    /// `validate(_:as:firstLine:)` for bytes in a buffer, read in place: the document lives only inside this call,
    /// and nothing the rules report holds it. `package`: the CLI's path for lines it holds in an arena. With a
    /// `scratch` (one per thread), the parser's node buffer is reused from call to call. `isNDJSONLine`: the bytes are
    /// one line of an NDJSON input, so a line that ends inside a value is said to be one.
    package func validate(
        utf8 buffer: UnsafeBufferPointer<UInt8>, as kind: DocumentKind? = nil, firstLine: Int = 1,
        scratch: JSONParseScratch? = nil, isNDJSONLine: Bool = false
    ) -> ValidationReport {
        var parseOptions = options.parseOptions
        parseOptions.baseLine = firstLine
        let document: JSONDocument
        do throws(JSONParseError) {
            document = try JSONDocument.parse(borrowing: buffer, options: parseOptions, scratch: scratch)
        } catch {
            if error.reason == .emptyInput, let kind, kind.takesEmptyBody {
                return ValidationReport(kind: kind, diagnostics: [])
            }
            // A pretty-printed document read as NDJSON fails on its first line, `{`, and then on every line after:
            // say why at that line, or the user reads a page of errors about a valid document. Only a line that
            // opens a value and holds nothing else: a log line cut short is no document written over several lines.
            let visible = isNDJSONLine ? Array(buffer.lazy.filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }.prefix(2)) : []
            let hint =
                visible == [UInt8(ascii: "{")] || visible == [UInt8(ascii: "[")]
                ? "; NDJSON holds a whole document on each line: one written over several lines is checked as JSON"
                    + " (without --ndjson, in a file not named .ndjson or .jsonl)"
                : ""
            return report(kind: kind, only: Diagnostic(
                code: .malformedJSON, severity: .error, path: "", line: error.line, column: error.column,
                message: error.message + hint))
        }
        return validate(document, as: kind)
    }

    /// The report of a document with one finding and nothing more to check (it is not JSON, or too large): the
    /// findings limit and the selection apply as to any.
    package func report(kind: DocumentKind?, only diagnostic: Diagnostic) -> ValidationReport {
        var findings = FindingList(limit: options.findingsLimit, selection: options.selection)
        findings.add(diagnostic)
        let report = ValidationReport(kind: kind, diagnostics: findings.listed, unlisted: findings.unlisted)
        return options.selection.applied(to: report)
    }

    /// Validates a document given as any collection of UTF-8 bytes: `Data` from `JSONEncoder().encode(order)` or a
    /// file, a byte slice, an `ArraySlice<UInt8>`; read in place when the bytes are contiguous. The library does
    /// not import Foundation: `Data` is one `Sequence` of `UInt8` among others.
    public func validate(
        _ bytes: some Sequence<UInt8>, as kind: DocumentKind? = nil, firstLine: Int = 1
    ) -> ValidationReport {
        if let report = bytes.withContiguousStorageIfAvailable({ validate(utf8: $0, as: kind, firstLine: firstLine) }) {
            return report
        }
        return validate(Array(bytes), as: kind, firstLine: firstLine)
    }

    /// Validates a document given as a string.
    public func validate(_ text: String, as kind: DocumentKind? = nil, firstLine: Int = 1) -> ValidationReport {
        validate(Array(text.utf8), as: kind, firstLine: firstLine)
    }

    /// Validates an already parsed document.
    public func validate(_ document: JSONDocument, as forcedKind: DocumentKind? = nil) -> ValidationReport {
        // The rules read views (no reference counting per value); nothing they keep holds a view.
        let report = document.withRootView { root in validate(document, root: root, as: forcedKind) }
        // Tested here rather than in `applied(to:)`: the call and the report's copy cost about 0.2% of the CLI's
        // instructions on the broad corpus when nothing is selected (callgrind, session 30).
        return options.selection.isEmpty ? report : options.selection.applied(to: report)
    }

    private func validate(_ document: JSONDocument, root: JSONView, as forcedKind: DocumentKind?) -> ValidationReport {
        guard let kind = forcedKind ?? DocumentKind.detect(root) else {
            // An exchange record has none of a kind's keys: it is looked for only here, at no cost to documents.
            if forcedKind == nil, let record = PayPalExchange.read(root) {
                // Only the body is checked: a duplicate key elsewhere in the record (its response, say) is no finding
                // about the request, and a skipped record has none.
                guard let bodyKind = record.kind else {
                    return ValidationReport(kind: nil, diagnostics: [], exchange: record.exchange)
                }
                var validator = self
                validator.options.query = ValidationOptions.query(of: record.exchange.url)
                // A recording is judged on the day it was made, as a HAR entry is, unless the caller chose a day.
                if options.todaySource == nil, let date = PayPalExchange.date(of: root) {
                    validator.options.today = date
                    validator.options.todaySource = "the day of the request, as the record says"
                }
                var report: ValidationReport
                // A body logged as JSON text, as many loggers write it (`"body": "{\"amount\": …}"`, or `""` for a
                // full refund): read as a HAR entry's is (a new user's trial found it called "not an object").
                if let body = record.body, body.kind == .string,
                    let text = EmbeddedBody(body, line: body.line, column: body.column, base64: false)
                {
                    report = validator.validate(embedded: text, as: bodyKind)
                } else if let body = record.body {
                    report = validator.validate(document, root: body, as: bodyKind, duplicatesUnder: body.pointer + "/")
                } else {
                    report = validator.validate(embedded: EmbeddedBody(emptyAt: root.line, column: root.column), as: bodyKind)
                }
                var exchange = record.exchange
                exchange.agreement = PayPalExchange.agreement(report, answer: exchange.answer)
                report.exchange = exchange
                return report
            }
            let candidates = DocumentKind.candidates(for: root)
            // Keys that only one call's body has decide the kind (`payer_id`: a v1 execution; `final_capture`: a
            // v2 capture), though no distinctive key of the order above named it.
            if forcedKind == nil, candidates.count == 1 {
                return validate(document, root: root, as: candidates[0])
            }
            let position = root.position
            let isPatch = root.kind == .array && root.elements.first { $0.kind == .object && $0["op"] != nil } != nil
            let isRecordArray = root.kind == .array && root.elements.first(where: { _ in true }).flatMap(PayPalExchange.read) != nil
            let message =
                isPatch
                ? "a JSON Patch body (an array of operations) of a PATCH call (\(DocumentKind.patchKindNames)); pass --endpoint or --kind"
                : isRecordArray
                ? "an array of exchange records: write one record per line (NDJSON), each checked with PayPal's answer"
                : root.kind != .object
                ? "a payment document must be a JSON object, not \(root.kind.article)"
                : candidates.count > 1
                    ? "ambiguous: these keys fit the bodies of \(candidates.count) kinds of PayPal call "
                        + "(\(candidates.map(\.rawValue).joined(separator: ", "))); pass --endpoint or --kind"
                    : "no document kind matches these keys; pass --kind or check the document's top-level keys"
            var findings = FindingList(limit: options.findingsLimit, selection: options.selection)
            findings.addDuplicateKeys(of: document)
            findings.add(Diagnostic(
                code: .unknownDocumentKind, severity: .error, path: "", line: position.line,
                column: position.column, message: message))
            return ValidationReport(kind: nil, diagnostics: Self.ordered(findings.listed), unlisted: findings.unlisted)
        }
        return validate(document, root: root, as: kind)
    }

    /// Runs `kind`'s rules on `root` (the document's root, or an exchange record's body) after its duplicate keys
    /// (those whose pointer starts with `prefix`, when given). Inlined into the caller every document goes through:
    /// as a call of its own it was 0.05% of the CLI.
    @inline(__always)
    private func validate(
        _ document: JSONDocument, root: JSONView, as kind: DocumentKind, duplicatesUnder prefix: String? = nil
    ) -> ValidationReport {
        var context = ValidationContext(kind: kind, options: options)
        context.reportDuplicateKeys(of: document, under: prefix)
        if root.kind != .object, !(root.kind == .array && kind.bodyIsArray) {
            context.report(
                .invalidParameterSyntax, at: root,
                "the document must be a JSON \(kind.bodyIsArray ? "array" : "object") for kind \(kind.rawValue), not \(root.kind.article)")
        } else {
            // Each rule is called where the array holds it: `for rule in` copied every rule's existential out and
            // destroyed the copy (about 60 instructions a rule, 400 a document).
            kind.rules.withUnsafeBufferPointer { rules in
                for index in rules.indices { rules[index].check(root, in: &context) }
            }
        }
        return ValidationReport(kind: kind, diagnostics: Self.ordered(context.diagnostics), unlisted: context.findings.unlisted)
    }

    /// The end of a duplicate key's message: where the key first is.
    static func firstAt(_ line: Int, _ column: Int) -> String { " (first at line \(line), column \(column))" }

    /// Moves `diagnostic`'s position by `move`, and for a duplicate key the first place its message names: for a
    /// body embedded in a larger file (a HAR entry's string), whose places the body's parse counts from its own start.
    static func move(_ diagnostic: inout Diagnostic, by move: (_ line: Int, _ column: Int) -> (line: Int, column: Int)) {
        (diagnostic.line, diagnostic.column) = move(diagnostic.line, diagnostic.column)
        let message = diagnostic.message
        guard diagnostic.code == .duplicateKey,
            let open = message.indices.last(where: { message[$0...].hasPrefix(" (first at line ") })
        else { return }
        let numbers = message[open...].split { !$0.isNumber }.compactMap { Int($0) }
        guard numbers.count == 2 else { return }
        let first = move(numbers[0], numbers[1])
        diagnostic.message = message[..<open] + firstAt(first.line, first.column)
    }

    /// Diagnostics in document order (line, then column), keeping the order rules reported at equal positions.
    static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        // Most documents have no finding, and most lists come in order: those are returned as they are (sorting
        // copied every list, and cost each document about 650 instructions).
        let inOrder = diagnostics.indices.dropFirst().allSatisfy { index in
            (diagnostics[index - 1].line, diagnostics[index - 1].column) <= (diagnostics[index].line, diagnostics[index].column)
        }
        if inOrder { return diagnostics }
        return diagnostics.enumerated().sorted { lhs, rhs in
            (lhs.element.line, lhs.element.column, lhs.offset) < (rhs.element.line, rhs.element.column, rhs.offset)
        }.map(\.element)
    }
}

extension PaymentValidator {
    /// Checks one amount without building a document: its text (a decimal string such as `"100.50"`) against the
    /// currency's PayPal precision and `policy`. Diagnostic paths are `""`, positions 1:1.
    ///
    /// The default policy is MPL's, a positive amount: `"0.00"` is `CANNOT_BE_ZERO_OR_NEGATIVE` there, where an
    /// Orders v2 breakdown takes it. Pass the policy of the call the amount is for (`.ordersV2(.nonNegative)`).
    public func check(amount text: String, currency: CurrencyCode, policy: AmountPolicy = .mpl(.positive)) -> [Diagnostic] {
        let quoted = JSONText.quote(text)
        guard let document = try? JSONDocument.parse(quoted) else { return [] }
        var context = ValidationContext(kind: .mplPayment, options: options)
        let currency = DocumentCurrency(code: currency.rawValue, paypal: currency, decimals: currency.paypalDecimals)
        _ = context.amount(document.root.view, currency: currency, policy: policy, what: "the amount")
        return context.diagnostics
    }

    /// Checks one postal address given as typed values, in `shape`'s rules. Diagnostic paths name the shape's keys
    /// (`/postal_code`); positions refer to the address's one-line JSON rendering.
    public func check(address: PostalAddress, shape: AddressShape = .ordersV2) -> [Diagnostic] {
        // In `shape`, not the shape its keys suggest: a partial address (a checkout form's as the buyer types) has
        // too few keys to tell, and `{"city": …}` was read as an Orders v2 address without its `admin_area_2`.
        guard let document = try? JSONDocument.parse(address.json(in: shape)) else { return [] }
        let report = document.withRootView { root in
            var context = ValidationContext(kind: .address, options: options)
            AddressCheck.check(root, shape: shape, in: &context)
            // Street lines past the shape's two fields are not in the rendering: each is said here, with no
            // suggestion (the nearest key would write it over the second line, or the first).
            if let prefix = address.linePrefix(in: shape) {
                for index in address.lines.indices.dropFirst(2) {
                    context.report(
                        .unknownField, .warning, missing: prefix + String(index + 1), in: root,
                        "street line \(index + 1) (\"\(address.lines[index])\") has no field: the address has two street lines, \(prefix)1 and \(prefix)2, and the rest would be lost")
                }
            }
            return ValidationReport(kind: .address, diagnostics: Self.ordered(context.diagnostics), unlisted: context.findings.unlisted)
        }
        return (options.selection.isEmpty ? report : options.selection.applied(to: report)).diagnostics
    }
}

/// A postal address as typed values, for checking without JSON.
public struct PostalAddress: Sendable, Hashable {
    /// Street lines, first line first. In a shape with two street fields (MPL, Orders v2, Payments v1), a third
    /// line and later ones have no field: `check(address:shape:)` reports each as UNKNOWN_FIELD (at
    /// `/address_line_3`, say) rather than drop it.
    public var lines: [String]
    /// The city or town.
    public var city: String?
    /// The state, province or region (a code or a name).
    public var state: String?
    /// The postal code.
    public var postalCode: String?
    /// The ISO 3166-1 alpha-2 country code (or PayPal's C2).
    public var countryCode: String?

    /// Creates an address.
    public init(lines: [String] = [], city: String? = nil, state: String? = nil, postalCode: String? = nil, countryCode: String? = nil) {
        self.lines = lines
        self.city = city
        self.state = state
        self.postalCode = postalCode
        self.countryCode = countryCode
    }

    /// The common start of `shape`'s two numbered street fields (line n is `prefix + n`); nil for the Apple shapes,
    /// which take any number of lines.
    func linePrefix(in shape: AddressShape) -> String? {
        switch shape {
        case .paypal: "street"
        case .ordersV2: "address_line_"
        case .paymentsV1: "line"
        case .applePay, .applePayJS: nil
        }
    }

    /// The address as a JSON object of `shape`.
    func json(in shape: AddressShape) -> String {
        let keys = shape.keys
        var members: [(String, String)] = []
        if shape == .applePay, !lines.isEmpty {
            members.append(("street", lines.joined(separator: "\n")))
        } else if let linePrefix = linePrefix(in: shape) {
            for (index, line) in lines.prefix(2).enumerated() { members.append((linePrefix + String(index + 1), line)) }
        }
        if let city { members.append((keys.city, city)) }
        if let state { members.append((keys.state, state)) }
        if let postalCode { members.append((keys.postalCode, postalCode)) }
        if let countryCode { members.append((keys.countryCode, countryCode)) }
        var rendered = members.map { "\(JSONText.quote($0.0)):\(JSONText.quote($0.1))" }
        // Apple Pay JS keeps its street lines as an array of strings.
        if shape == .applePayJS, !lines.isEmpty {
            rendered.insert("\"addressLines\":[" + lines.map(JSONText.quote).joined(separator: ",") + "]", at: 0)
        }
        return "{" + rendered.joined(separator: ",") + "}"
    }
}
