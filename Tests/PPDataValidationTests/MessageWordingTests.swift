import Foundation
import Testing

@testable import PPData
@testable import PPDataValidation

/// Messages read right on real input (issue 42, item 3), checked over every real document, fixture and bundled
/// example, and over documents built from the faults that once read wrong:
/// - a message names a value by its key or as "element N of `key`", never by a bare JSON pointer in quotes;
/// - an amount suggestion has the precision of the document's currency (`24.90`, not `24.9`; `3600`, not `3600.0`);
/// - no address finding rests on a country that is itself missing or invalid.
@Suite("Messages: in the document's terms, amounts in the currency's precision, preconditions first")
struct MessageWordingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Documents built from the faults that read wrong before, with their kind.
    static let built: [(String, DocumentKind)] = [
        // A total in one decimal where the currency has two: the suggestion is "24.90".
        (#"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"249.0","breakdown":{"item_total":{"currency_code":"USD","value":"24.9"}}},"items":[{"name":"a","quantity":"1","unit_amount":{"currency_code":"USD","value":"24.9"}}]}]}"#, .ordersV2),
        (#"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"24.9"},"items":[{"name":"a","quantity":"1","unit_amount":{"currency_code":"USD","value":"24.9"},"tax":{"currency_code":"USD","value":"2.5"}}]}]}"#, .ordersV2),
        (#"{"intent":"sale","payer":{"payment_method":"paypal"},"redirect_urls":{"return_url":"https://example.com/r","cancel_url":"https://example.com/c"},"transactions":[{"amount":{"total":"30.1","currency":"USD","details":{"subtotal":"20.5","shipping":"1.1"}}}]}"#, .paymentsV1),
        (#"{"merchantIdentifier":"merchant.com.example","countryCode":"US","currencyCode":"USD","supportedNetworks":["visa"],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"10.5"},"lineItems":[{"label":"A","amount":"1.5"}]}"#, .applePayJS),
        // A null element of an array of strings.
        (#"{"countryCode":"US","currencyCode":"USD","supportedNetworks":["visa",null],"merchantCapabilities":["supports3DS"],"total":{"label":"Shop","amount":"1.00"},"requiredBillingContactFields":[null]}"#, .applePayJS),
        // An address without a country: the country is the finding, not the city.
        (#"{"address_line_1":"1 Main St","postal_code":"95014"}"#, .address),
        (#"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"10.00"},"shipping":{"address":{"address_line_1":"1 Main"}}}]}"#, .ordersV2),
        (#"{"address_line_1":"1 Main St","country_code":"UK"}"#, .address),
    ]

    /// Every document the checks read: the built ones, the real documents, the fixtures and the bundled examples.
    static func documents() throws -> [(name: String, bytes: [UInt8], kind: DocumentKind?)] {
        var documents = built.enumerated().map { ("built \($0.offset)", Array($0.element.0.utf8), Optional($0.element.1)) }
        for entry in RealDocumentsTests.entries {
            let url = RealDocumentsTests.corpus.appendingPathComponent(entry.file)
            documents.append((entry.file, Array(try Data(contentsOf: url)), DocumentKind(rawValue: entry.kind)))
        }
        for folder in ["Tests/PPDataValidationTests/Fixtures", "Examples"] {
            let root = repository.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in files where url.pathExtension == "json" {
                documents.append((url.lastPathComponent, Array(try Data(contentsOf: url)), nil))
            }
        }
        return documents
    }

    /// The codes whose suggestion is an amount to write in the currency's precision.
    static let amountCodes: Set<DiagnosticCode> = [
        .amountMismatch, .itemTotalMismatch, .taxTotalMismatch, .itemTotalRequired, .taxTotalRequired,
        .preferredShippingOptionAmountMismatch, .decimalPrecision, .decimalsNotSupported,
    ]

    /// The currency codes a document writes (`currency_code`, `currency`, `currencyCode`, `paymentCurrency`).
    static func currencies(in value: JSONValue) -> Set<String> {
        var found: Set<String> = []
        for (key, member) in value.members {
            if ["currency_code", "currency", "currencyCode", "paymentCurrency"].contains(key), let code = member.string {
                found.insert(code)
            }
            found.formUnion(currencies(in: member))
        }
        for element in value.elements { found.formUnion(currencies(in: element)) }
        return found
    }

    @Test("every message names values in the document's terms; amounts suggested in the currency's precision; no address finding without a usable country")
    func wording() throws {
        var findings = 0, amountSuggestions = 0
        for (name, bytes, kind) in try Self.documents() {
            let report = PaymentValidator().validate(bytes, as: kind)
            let document = try? JSONDocument.parse(bytes)
            let codes = document.map { Self.currencies(in: $0.root) } ?? []
            let decimals = Set(codes.compactMap { CurrencyCode(rawValue: $0)?.paypalDecimals })
            for diagnostic in report.diagnostics {
                findings += 1
                if !diagnostic.path.isEmpty {
                    #expect(!diagnostic.message.contains("\"\(diagnostic.path)\""), "\(name): \(diagnostic.message)")
                }
                if Self.amountCodes.contains(diagnostic.code), codes.count == 1, let digits = decimals.first,
                    let suggestion = diagnostic.suggestion, let amount = DecimalAmount(exactly: suggestion)
                {
                    amountSuggestions += 1
                    #expect(amount.fractionDigits == digits, "\(name): \(diagnostic.code) suggests \(suggestion)")
                }
                if [.cityRequired, .postalCodeRequired, .stateRequired, .invalidPostalCode, .invalidState].contains(diagnostic.code) {
                    let object = diagnostic.path.split(separator: "/").dropLast().joined(separator: "/")
                    let country = report.diagnostics.first {
                        [.missingRequiredParameter, .invalidCountryCode].contains($0.code)
                            && $0.path.split(separator: "/").dropLast().joined(separator: "/") == object
                            && ($0.path.hasSuffix("country_code") || $0.path.hasSuffix("countryCode"))
                    }
                    #expect(country == nil, "\(name): \(diagnostic.code) with \(country?.code.rawValue ?? "")")
                }
            }
        }
        #expect(findings > 500)
        #expect(amountSuggestions >= 5)
    }

    @Test("the built documents read as they should")
    func builtDocuments() {
        func report(_ index: Int) -> ValidationReport {
            PaymentValidator().validate(Self.built[index].0, as: Self.built[index].1)
        }
        #expect(report(0).diagnostics.first { $0.code == .amountMismatch }?.suggestion == "24.90")
        #expect(report(1).diagnostics.first { $0.code == .itemTotalRequired }?.message.contains("they add up to 24.90") == true)
        #expect(report(1).diagnostics.first { $0.code == .taxTotalRequired }?.message.contains("they add up to 2.50") == true)
        #expect(report(2).diagnostics.first { $0.code == .amountMismatch }?.suggestion == "21.60")
        #expect(report(3).diagnostics.first { $0.code == .amountMismatch }?.suggestion == "1.50")
        let null = report(4).diagnostics.first { $0.path == "/requiredBillingContactFields/0" }
        #expect(null?.message.hasPrefix("element 0 of \"requiredBillingContactFields\"") == true, "\(String(describing: null))")
        #expect(report(5).codes == [.missingRequiredParameter])
        #expect(!report(6).codes.contains(.cityRequired))
        #expect(report(7).codes == [.invalidCountryCode])
    }
}
