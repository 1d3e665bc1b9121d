import PPDataValidation

// Validate a whole document: the kind is detected from its keys (here an Orders v2 shipping address).
let document = """
    {
      "address_line_1": "10 Downing Street",
      "admin_area_2": "London",
      "postal_code": "SW1A 2AA",
      "country_code": "UK"
    }
    """
let validator = PaymentValidator()
let report = validator.validate(document)
print("document: \(report.kind?.rawValue ?? "unknown"), \(report.isValid ? "valid" : "invalid")")
for diagnostic in report.diagnostics {
    let hint = diagnostic.suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""
    print("  \(diagnostic.line):\(diagnostic.column) \(diagnostic.severity.rawValue) \(diagnostic.code) at \(diagnostic.path): \(diagnostic.message)\(hint)")
}

// Check a typed amount directly, without building JSON: yen take no decimals.
let amountFindings = validator.check(amount: "1500.50", currency: .jpy)
print("amount 1500.50 JPY: \(amountFindings.isEmpty ? "ok" : amountFindings.map(\.code.rawValue).joined(separator: ", "))")
for diagnostic in amountFindings {
    print("  \(diagnostic.message)\(diagnostic.suggestion.map { " -> \($0)" } ?? "")")
}
print("amount 19.99 USD: \(validator.check(amount: "19.99", currency: .usd).isEmpty ? "ok" : "invalid")")
