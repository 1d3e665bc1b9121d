/// PayPal's pattern for the image of an Orders v2 item, a Level 3 line item and a tracker's item:
/// `^(https:)([/|.|\w|\s|-])*\.(?:jpg|gif|png|jpeg|JPG|GIF|PNG|JPEG)`.
///
/// The published Orders v2 document gives it to `tracker_item.image_url`, whose description ("The URL of the item's
/// image. File type and size restrictions apply.") is the one PayPal's current API gives `item.image_url` and
/// `line_item.image_url` (Data/openapi/additions.tsv). PayPal's server enforces it: it answered 400
/// INVALID_PARAMETER_SYNTAX at `items/1/image_url` and at the Level 3 line item's `image_url` for
/// `https://….blob.core.windows.net/nop/0040355_lionel-disneys-d23-tinkerbell-boxcar.webp` (nopSolutions/nopCommerce
/// issue #7551, 2025, debug id d51bae0cd324a), and at `items/5/image_url` for a URL ending `…-reefer.` (issue #8308,
/// 2026).
///
/// Two readings of the pattern differ, and no recorded answer tells which is PayPal's, so where they differ ppdata
/// warns:
/// - **Text after the extension** (`….png?v=2`). The pattern has no `$`: JSON Schema searches for a pattern, so it
///   passes; a whole-value match (Java's `matches`, .NET's `[RegularExpression]`, and WooCommerce PayPal Payments'
///   own check, which adds `$` and leaves such an image out) refuses it.
/// - **Non-ASCII letters, digits and spaces** (`müg.png`). `\w` and `\s` are ASCII in Java's default and ECMA-262's
///   `\w`, Unicode in Python's and ECMA-262's `\s`. (A URL holds them percent-encoded, and `%` fails every reading.)
enum ImageURL {
    /// The pattern as PayPal publishes it; the generator gives the owner `imageURL` to `uri` values with it.
    static let pattern = #"^(https:)([/|.|\w|\s|-])*\.(?:jpg|gif|png|jpeg|JPG|GIF|PNG|JPEG)"#

    /// How a value matches the pattern.
    enum Match: Equatable {
        /// The whole value: every reading passes it.
        case whole
        /// A prefix, with text after the extension: the search reading passes it, a whole-value match does not.
        case prefix
        /// No reading passes it.
        case none
    }

    /// How `bytes` (UTF-8) match, `\w` and `\s` read as ASCII.
    ///
    /// On bytes and packed words, as the walker's runs are: the generic `starts(with:)` and a comparison per listed
    /// extension at each dot cost about 1,300 instructions a URL, 0.5% of the broad benchmark corpus (callgrind).
    static func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Match {
        guard bytes.count > 6, bytes[0] == UInt8(ascii: "h"), bytes[1] == UInt8(ascii: "t"),
            bytes[2] == UInt8(ascii: "t"), bytes[3] == UInt8(ascii: "p"), bytes[4] == UInt8(ascii: "s"),
            bytes[5] == UInt8(ascii: ":")
        else { return .none }
        var found = Match.none
        var index = 6
        while index < bytes.count, isRepeatable(bytes[index]) {
            if bytes[index] == UInt8(ascii: "."), let length = extensionLength(bytes, at: index + 1) {
                // A later extension may end the value (`a.png.jpg`): the scan goes on.
                if index + 1 + length == bytes.count { return .whole }
                found = .prefix
            }
            index += 1
        }
        return found
    }

    /// How `text` matches with `\w` and `\s` read as Unicode (letters, digits and white space of any script);
    /// asked only of text with non-ASCII characters that the ASCII reading does not pass whole.
    static func unicodeMatch(_ text: String) -> Match {
        var ascii: [UInt8] = []
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                ascii.append(UInt8(scalar.value))
            } else {
                let properties = scalar.properties
                // Any such character stands for one the class holds (`a`): only the class decides it.
                let repeatable = properties.isAlphabetic || properties.numericType != nil || properties.isWhitespace
                ascii.append(repeatable ? UInt8(ascii: "a") : 0)
            }
        }
        return ascii.withUnsafeBufferPointer(match)
    }

    /// Whether `byte` is in the class `[/|.|\w|\s|-]`, read as ASCII. (As two 64-bit masks, as the walker's runs
    /// are, the broad benchmark corpus took 0.45 M instructions more: callgrind, session 59.)
    private static func isRepeatable(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: "|"),
            UInt8(ascii: "."), UInt8(ascii: "-"), 9...13, 32:
            true
        default:
            false
        }
    }

    /// The length of the extension, `jpg|gif|png|jpeg` in lower or in upper case (not mixed), that starts at
    /// `start`; nil when none does.
    private static func extensionLength(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        guard start + 3 <= bytes.count else { return nil }
        switch word(bytes[start], bytes[start + 1], bytes[start + 2]) {
        case word("j", "p", "g"), word("g", "i", "f"), word("p", "n", "g"), word("J", "P", "G"), word("G", "I", "F"),
            word("P", "N", "G"):
            return 3
        case word("j", "p", "e") where start + 3 < bytes.count && bytes[start + 3] == UInt8(ascii: "g"),
            word("J", "P", "E") where start + 3 < bytes.count && bytes[start + 3] == UInt8(ascii: "G"):
            return 4
        default:
            return nil
        }
    }

    /// Three bytes as one number, to compare them at once.
    private static func word(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> UInt32 {
        UInt32(first) << 16 | UInt32(second) << 8 | UInt32(third)
    }

    /// `word` of three ASCII letters.
    private static func word(_ first: Unicode.Scalar, _ second: Unicode.Scalar, _ third: Unicode.Scalar) -> UInt32 {
        word(UInt8(ascii: first), UInt8(ascii: second), UInt8(ascii: third))
    }
}

extension ValidationContext {
    /// Checks an item's image URL: a URL (`url(_:maxLength:)`), and then PayPal's image pattern (`ImageURL`),
    /// `INVALID_PARAMETER_SYNTAX`: an error where every reading of the pattern refuses the value, a warning where
    /// only some do. An absolute `http` URL is told to become `https`, when that form matches.
    mutating func imageURL(_ member: JSONView?, maxLength: Int) {
        guard let image = optional(member) else { return }
        // The length first: a value past it is not scanned for the pattern.
        if URLSyntax.isPlainValid(image, maxLength: maxLength), image.withStringUTF8(ImageURL.match) == .whole {
            return
        }
        let https = image.withStringUTF8 { $0.hasPrefixIgnoringASCIICase("https://") } ?? false
        if !https, let text = image.string, text.utf8.count <= maxLength, URLSyntax.isAbsoluteHTTP(text) {
            var secure = "https://" + text.drop { $0 != "/" }.drop { $0 == "/" }
            if secure.withUTF8(ImageURL.match) != .none {
                report(
                    .invalidParameterSyntax, at: image, "\(image.displayName) must be an https URL",
                    suggestion: secure)
                return
            }
        }
        guard url(image, maxLength: maxLength), var text = image.string else { return }
        var match = text.withUTF8(ImageURL.match)
        let nonASCII = match != .whole && text.utf8.contains { $0 >= 0x80 }
        if nonASCII { match = ImageURL.unicodeMatch(text) }
        let quoted = "\(image.displayName) \"\(text.prefix(120))\""
        switch match {
        case .whole where nonASCII:
            report(
                .invalidParameterSyntax, .warning, at: image,
                "\(quoted) matches PayPal's image pattern only where its regex reads letters, digits and spaces beyond ASCII (Java's does not); rename the image in ASCII letters and digits")
        case .whole:
            return
        case .prefix:
            report(
                .invalidParameterSyntax, .warning, at: image,
                "\(quoted) has text after its image extension, which PayPal's pattern passes only when searched for, not matched whole (Java's and .NET's validation, WooCommerce's check); end the URL at the extension")
        case .none:
            // The scheme's case is all the pattern asks of `HTTPS://…`: the suggestion writes it in lower case.
            var lowered = "https:" + text.dropFirst(6)
            let suggestion =
                text.lowercased().hasPrefix("https:") && lowered.withUTF8(ImageURL.match) != .none ? lowered : nil
            report(
                .invalidParameterSyntax, at: image,
                "\(quoted) does not match PayPal's image pattern (\"https:\", then only letters, digits and \"_/.-\" up to a .jpg, .jpeg, .gif or .png extension); PayPal refuses it",
                suggestion: suggestion)
        }
    }
}
