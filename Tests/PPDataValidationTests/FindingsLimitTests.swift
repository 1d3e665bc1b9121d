import Foundation
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// `ValidationOptions.findingsLimit`: past it a document's findings are counted by code and severity, not listed,
/// and the report's counts and verdict are those of every finding.
@Suite("Findings limit")
struct FindingsLimitTests {
    /// An Orders v2 order whose `count` purchase units are numbers: one INVALID_PARAMETER_SYNTAX each.
    static func numbersForUnits(_ count: Int) -> String {
        #"{"intent":"CAPTURE","purchase_units":["# + Array(repeating: "0", count: count).joined(separator: ",") + "]}"
    }

    static func validator(limit: Int?, selection: DiagnosticSelection = DiagnosticSelection()) -> PaymentValidator {
        var options = ValidationOptions(today: CalendarDate("2026-01-15"), selection: selection)
        options.findingsLimit = limit
        return PaymentValidator(options: options)
    }

    /// Each code at each severity with its number of findings, listed or counted.
    static func tally(_ report: ValidationReport) -> [String: Int] {
        var tally: [String: Int] = [:]
        for diagnostic in report.diagnostics { tally["\(diagnostic.code.rawValue) \(diagnostic.severity)", default: 0] += 1 }
        for entry in report.unlisted.counts { tally["\(entry.code.rawValue) \(entry.severity)", default: 0] += entry.count }
        return tally
    }

    @Test("past the limit findings are counted: the first ones listed, the totals and verdict of all")
    func countedPastTheLimit() {
        let document = Self.numbersForUnits(7)
        let full = Self.validator(limit: nil).validate(document)
        let limited = Self.validator(limit: 3).validate(document)
        #expect(full.diagnostics.count == 7)
        #expect(full.unlisted.isEmpty)
        #expect(limited.diagnostics == Array(full.diagnostics.prefix(3)))
        #expect(limited.unlisted.counts == [.init(code: .invalidParameterSyntax, severity: .error, count: 4)])
        #expect(limited.unlisted.count == 4)
        #expect(limited.unlisted.errorCount == 4)
        #expect(limited.unlisted.warningCount == 0)
        #expect(limited.errorCount == 7)
        #expect(limited.errors.count == 3)
        #expect(!limited.isValid)
    }

    @Test("a limit of 0 lists nothing and still counts every finding; the default lists 1,000")
    func zeroAndDefault() {
        let none = Self.validator(limit: 0).validate(Self.numbersForUnits(5))
        #expect(none.diagnostics.isEmpty)
        #expect(none.errorCount == 5)
        #expect(!none.isValid)
        #expect(ValidationOptions().findingsLimit == 1000)
        // 1,200 units that are numbers, and one finding of their number.
        let many = PaymentValidator().validate(Self.numbersForUnits(1_200))
        #expect(many.diagnostics.count == 1000)
        #expect(many.unlisted.count == 201)
        #expect(many.errorCount == 1_201)
        #expect(Self.tally(many) == Self.tally(Self.validator(limit: nil).validate(Self.numbersForUnits(1_200))))
    }

    @Test("duplicate keys past the limit are counted too, with or without a kind")
    func duplicateKeys() {
        let members = (0..<6).map { _ in #""a":1"# }.joined(separator: ",")
        let unknownKind = Self.validator(limit: 2).validate("{\(members)}")
        #expect(unknownKind.kind == nil)
        #expect(unknownKind.diagnostics.count == 2)
        // Five repeats and the unknown kind.
        #expect(unknownKind.errorCount == 6)
        #expect(Self.tally(unknownKind) == ["DUPLICATE_KEY error": 5, "UNKNOWN_DOCUMENT_KIND error": 1])
        let order = Self.validator(limit: 2).validate(#"{"intent":"CAPTURE",\#(members),"purchase_units":[]}"#, as: .ordersV2)
        #expect(order.diagnostics.count == 2)
        #expect(Self.tally(order)["DUPLICATE_KEY error"] == 5)
    }

    @Test("the selection ignores and re-grades counted findings as it does listed ones")
    func selectionAppliesToCountedFindings() {
        let document = Self.numbersForUnits(6)
        let ignored = Self.validator(limit: 2, selection: DiagnosticSelection([.invalidParameterSyntax: .ignore]))
            .validate(document)
        #expect(ignored.diagnostics.filter { $0.code == .invalidParameterSyntax }.isEmpty)
        #expect(ignored.unlisted.isEmpty)
        #expect(ignored.ignoredCount == 6)
        let warned = Self.validator(limit: 2, selection: DiagnosticSelection([.invalidParameterSyntax: .warn]))
            .validate(document)
        #expect(warned.isValid)
        #expect(warned.warningCount == 6)
        #expect(warned.unlisted.counts == [.init(code: .invalidParameterSyntax, severity: .warning, count: 4)])
    }

    @Test("an exchange record's verdict compares PayPal's answer with counted findings too")
    func exchangeAgreementSeesCountedFindings() throws {
        let record = PayPalExchangeTests.record("1500.50", status: 422, issues: ["DECIMALS_NOT_SUPPORTED"])
        for limit in [nil, 0] {
            let report = Self.validator(limit: limit).validate(record)
            #expect(report.errorCount == 1)
            #expect(try #require(report.exchange).agreement == .bothRejected, "limit \(String(describing: limit))")
        }
    }

    /// An Apple Pay JS request whose pending line items have too many places: errors that the line-item rule lowers to
    /// warnings after the amount check reports them (Apple Pay does not check a pending item's places).
    @Test("a rule's lowering of errors to warnings reaches counted findings")
    func loweringReachesCountedFindings() {
        let item = #"{"label":"Tip","amount":"1.005","type":"pending"}"#
        let document = #"""
            {"countryCode":"US","currencyCode":"USD","merchantCapabilities":["supports3DS"],"supportedNetworks":["visa"],
             "total":{"label":"Shop","amount":"10.00"},"lineItems":[\#(Array(repeating: item, count: 6).joined(separator: ","))]}
            """#
        let full = Self.validator(limit: nil).validate(document, as: .applePayJS)
        #expect(full.isValid)
        #expect(full.warningCount >= 6)
        for limit in 0..<4 {
            let limited = Self.validator(limit: limit).validate(document, as: .applePayJS)
            #expect(Self.tally(limited) == Self.tally(full), "limit \(limit)")
            #expect(limited.isValid)
        }
    }

    /// The real documents with each value replaced (another type, an empty text, a long one): faults where checks
    /// lower, drop and compare findings, each compared at small limits with the unlimited report.
    @Test("at any limit the counts are the full report's, on the real documents with a value replaced")
    func countsHoldOnAlteredRealDocuments() throws {
        // A contributor's run takes every 25th value, CI's every 3rd.
        let stride = TestScale.pick(quick: 25, full: 3)
        var offset = 0
        var compared = 0
        for entry in RealDocumentsTests.entries where entry.file.hasSuffix(".json") {
            let kind = try #require(DocumentKind(rawValue: entry.kind))
            let bytes = try Array(Data(contentsOf: RealDocumentsTests.corpus.appendingPathComponent(entry.file)))
            guard let document = try? JSONDocument.parse(bytes) else { continue }
            for value in BadInput.allValues(document.root) where value.parent != nil {
                defer { offset += 1 }
                guard offset % stride == 0 else { continue }
                for text in [#"{"x": 1}"#, "[1]", "7", "null", #""""#, "\"\(String(repeating: "9", count: 300))\""] {
                    let changed = BadInput.replacing(value, in: bytes, with: Array(text.utf8))
                    let full = Self.validator(limit: nil).validate(changed, as: kind)
                    for limit in Set([0, 1, full.diagnostics.count / 2]) where limit < full.diagnostics.count {
                        let limited = Self.validator(limit: limit).validate(changed, as: kind)
                        #expect(Self.tally(limited) == Self.tally(full), "\(entry.file) \(value.pointer) = \(text.prefix(9)), limit \(limit)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1_000)
    }

    /// Every fixture, real document and bundled example with findings, at every limit below its number of findings:
    /// each code's count at each severity is the full report's, and the listed findings are among the full report's.
    @Test("at any limit the counts by code and severity are the full report's, on every document the tests hold")
    func countsHoldAtEveryLimit() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var files: [URL] = []
        for folder in ["Tests/PPDataValidationTests/Fixtures", "Tests/RealDocuments", "Examples"] {
            let root = repository.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker
            where url.pathExtension == "json" && url.lastPathComponent != "manifest.json" && !url.path.contains("/.build/") {
                files.append(url)
            }
        }
        #expect(files.count > 300)
        var compared = 0
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            let full = Self.validator(limit: nil).validate(bytes)
            let total = full.diagnostics.count
            guard total > 0 else { continue }
            for limit in Set([0, 1, total / 2, total - 1]) {
                let limited = Self.validator(limit: limit).validate(bytes)
                #expect(Self.tally(limited) == Self.tally(full), "\(url.lastPathComponent), limit \(limit)")
                #expect(limited.isValid == full.isValid, "\(url.lastPathComponent), limit \(limit)")
                #expect(limited.diagnostics.count == limit, "\(url.lastPathComponent), limit \(limit)")
                #expect(limited.diagnostics.allSatisfy(full.diagnostics.contains), "\(url.lastPathComponent), limit \(limit)")
                let severities = limited.unlisted.counts.map(\.severity.rawValue)
                #expect(severities == severities.sorted(), "errors first: \(url.lastPathComponent), limit \(limit)")
                compared += 1
            }
        }
        #expect(compared > 500)
    }
}

extension FindingsLimitTests {
    @Test("unlisted counts put the errors first, each severity in the order its codes were met")
    func unlistedCountsErrorsFirst() {
        var unlisted = UnlistedFindings()
        unlisted.add(.unknownField, .warning)
        unlisted.add(.invalidCountryCode, .error)
        unlisted.add(.unknownField, .warning, count: 2)
        unlisted.add(.decimalPrecision, .warning)
        unlisted.add(.invalidArrayMaxItems, .error)
        unlisted.add(.unknownField, .error)
        #expect(unlisted.counts.map { "\($0.code.rawValue) \($0.severity) \($0.count)" } == [
            "INVALID_COUNTRY_CODE error 1", "INVALID_ARRAY_MAX_ITEMS error 1", "UNKNOWN_FIELD error 1",
            "UNKNOWN_FIELD warning 3", "DECIMAL_PRECISION warning 1",
        ])
        #expect(unlisted.count == 7 && unlisted.errorCount == 3 && unlisted.warningCount == 4)
    }

    @Test("findings of an ignored code take no room: the limit lists the findings the report shows")
    func ignoredFindingsTakeNoRoom() {
        let unknown = (0..<30).map { #""u\#($0)": 1"# }.joined(separator: ", ")
        let document = #"{"intent": "CAPTURE", \#(unknown), "purchase_units": [{"amount": {"currency_code": "USD", "value": "1.005"}}]}"#
        let report = Self.validator(limit: 5, selection: DiagnosticSelection([.unknownField: .ignore])).validate(document)
        #expect(report.codes == [.decimalPrecision])
        #expect(report.unlisted.isEmpty)
        #expect(report.ignoredCount == 30)
        #expect(!report.isValid)
    }

    /// The schema walker reports again where a rule has, and those repeats are dropped: as they come, so that they
    /// take no room (dropped at the end of the walk, they had left a document of 3 findings with 2 listed at a limit
    /// of 3).
    @Test("a document with no more findings than the limit lists them all, though a check repeats another's")
    func repeatsTakeNoRoom() {
        let document = #"{"intent": "sale", "application_context": {"user_action": "commit"}}"#
        let full = Self.validator(limit: nil).validate(document, as: .ordersV2)
        let total = full.diagnostics.count
        #expect(total >= 2)
        let limited = Self.validator(limit: total).validate(document, as: .ordersV2)
        #expect(limited.diagnostics == full.diagnostics)
        #expect(limited.unlisted.isEmpty)
    }
}
