internal import _PPDataICUShims

/// Everything that can go wrong in PPDataFormatting, as one error type.
///
/// Not frozen: an enum because each case carries its own payload (the text, or ICU's code, name and operation), but
/// a later version may add cases. Never switch over it exhaustively: add `default:` (or `@unknown default:`), or
/// match the cases you handle with `catch FormattingError.malformedAmount(let text)` and keep a general `catch`.
public enum FormattingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The amount text is not a plain decimal (`^-?[0-9]+(\.[0-9]+)?$`).
    case malformedAmount(String)
    /// The localized text could not be read as an amount in that locale and currency.
    case unparsableAmount(String)
    /// ICU reported a failure. `code` is ICU's positive `UErrorCode`, `name` its
    /// ICU name (e.g. `U_ILLEGAL_ARGUMENT_ERROR`), `operation` what we were doing.
    case icu(code: Int32, name: String, operation: String)

    /// `text` as a message quotes it: its first 40 characters and `…` when longer (a 100,000-digit amount made a
    /// message of that size; the payload keeps the whole text).
    static func shortened(_ text: String) -> String {
        text.count > 40 ? text.prefix(40) + "…" : text
    }

    /// A one-sentence message for people.
    public var description: String {
        switch self {
        case .malformedAmount(let text):
            return "not a plain decimal amount: \"\(Self.shortened(text))\" (expected digits with an optional leading '-' and '.' fraction)"
        case .unparsableAmount(let text):
            return "not a localized amount: \"\(Self.shortened(text))\""
        case .icu(let code, let name, let operation):
            return "ICU failed to \(operation): \(name) (\(code))"
        }
    }
}

/// ICU's convention: 0 is success, negative codes are warnings (for example
/// U_USING_DEFAULT_WARNING when a locale has no data of its own), positive codes
/// are failures. Only failures throw.
@inline(__always)
func checkICU(_ status: Int32, _ operation: @autoclosure () -> String) throws(FormattingError) {
    if status > 0 {
        throw icuError(status, operation())
    }
}

/// Builds the `.icu` error for a failed status, with ICU's name for the code.
func icuError(_ status: Int32, _ operation: String) -> FormattingError {
    let name = ppdata_icu_error_name(status).map { String(cString: $0) } ?? "unknown ICU error"
    return .icu(code: status, name: name, operation: operation)
}
