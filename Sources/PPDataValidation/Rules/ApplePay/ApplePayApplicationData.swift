/// A request's `applicationData`, in both Apple kinds: base64 text of at most 1,024 bytes of data.
///
/// Facts: iOS 26.1 PassKit's `PKPaymentRequestValidator` refuses `applicationData` longer than 1,024 bytes ("may not
/// be more than 1024 bytes"; the request is invalid and no payment sheet opens), measuring the `NSData` itself. Safari
/// makes that data with `[[NSData alloc] initWithBase64EncodedString:options:0]` (WebKit's
/// WebPaymentCoordinatorProxyCocoa.mm, `platformPaymentRequest`), so it measures the decoded bytes, and text that is not
/// base64 decodes to nil ("Returns nil if the data object could not be decoded", Foundation's reference): Safari then
/// sends no application data, and the token holds no hash of it. Apple's Apple Pay JS reference calls the member "a
/// Base64-encoded string". In the PassKit form, `Data` travels in JSON as base64 text as well.
enum ApplePayApplicationData {
    /// PassKit's limit, in bytes of data.
    static let limit = 1_024

    /// How base64 decoding without options reads text.
    enum Reading: Equatable {
        /// Base64 of this many bytes.
        case base64(Int)
        /// Not base64 as Foundation's decoder reads it: a character outside RFC 4648's alphabet (white space and line
        /// ends included), `=` before the end, or a length that is not a multiple of four (the padding left out, which
        /// `Data(base64Encoded:)` refuses: the known trouble with JWT segments).
        case notBase64
    }

    static func reading(_ bytes: UnsafeBufferPointer<UInt8>) -> Reading {
        var padding = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "="):
                padding += 1
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                if padding > 0 { return .notBase64 }
            default:
                return .notBase64
            }
        }
        guard padding <= 2, bytes.count % 4 == 0 else { return .notBase64 }
        return .base64(bytes.count / 4 * 3 - padding)
    }

    /// Checks the member: too much data is an error; text that is not base64 a warning in `apple-pay-js`, where
    /// Safari drops it (in the PassKit form the app decodes it, and what it does with other text is not known).
    /// In `apple-pay-js` a number or boolean is first converted as Safari converts it (WebIDL ToString: `7` is the
    /// text "7"), and that text is what is judged: the conversion itself changes nothing here (`1234` and `"1234"`
    /// decode to the same bytes), so only text that does not decode is reported.
    static func check(_ member: JSONView?, in context: inout ValidationContext) {
        guard let value = member else { return }
        let reading: Reading
        if value.kind == .string, let read = value.withStringUTF8(Self.reading) {
            reading = read
        } else if context.kind.convertsScalarsLikeWebIDL, value.kind == .number || value.kind == .bool,
            let text = context.string(value, reportsConversion: false)
        {
            reading = Array(text.utf8).withUnsafeBufferPointer(Self.reading)
        } else {
            return
        }
        switch reading {
        case .base64(let count) where count > limit:
            context.report(
                .invalidStringLength, at: value,
                "\"applicationData\" decodes to \(count) bytes; Apple Pay refuses more than \(limit) (PassKit: \"may not "
                    + "be more than 1024 bytes\"), so no payment sheet opens")
        case .notBase64 where context.kind == .applePayJS:
            context.report(
                .invalidParameterSyntax, .warning, at: value,
                "\"applicationData\" is not base64 text (RFC 4648, padded with \"=\" to a multiple of four): Safari decodes "
                    + "it as base64 and drops the whole value when it does not decode, so the payment token carries no hash "
                    + "of it; encode the data with btoa()")
        default:
            break
        }
    }
}
