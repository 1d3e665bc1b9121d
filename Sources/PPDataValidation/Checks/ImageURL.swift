/// PayPal's pattern for the image of an Orders v2 item, a Level 3 line item and a tracker's item:
/// `^(https:)([/|.|\w|\s|-])*\.(?:jpg|gif|png|jpeg|JPG|GIF|PNG|JPEG)`.
///
/// The published Orders v2 document gives it to `tracker_item.image_url`, whose description ("The URL of the item's
/// image. File type and size restrictions apply.") is the one PayPal's current API gives `item.image_url` and
/// `line_item.image_url` (Data/openapi/additions.tsv). PayPal's server enforces it: it answered 400
/// INVALID_PARAMETER_SYNTAX at `items/1/image_url` and at the Level 3 line item's `image_url` for
/// `https://….blob.core.windows.net/nop/0040355_lionel-disneys-d23-tinkerbell-boxcar.webp` (nopSolutions/nopCommerce
/// issue #7551, 2025, debug id d51bae0cd324a), and at `items/5/image_url` for a URL ending `…-reefer.` (issue #8308,
/// 2026). WooCommerce PayPal Payments leaves out an image that fails the same pattern rather than send it.
///
/// The pattern has no `$`: as JSON Schema reads a pattern, it is searched for, so from `^` it asks only that the
/// value start with `https:` and then, in letters, digits, `_`, `/`, `|`, `.`, `-` and ASCII spaces only, reach one
/// of the eight extensions; what follows (`?v=2`) is not asked about. `\w` and `\s` are ASCII, as in the
/// generator's other patterns (`SchemaPattern`).
enum ImageURL {
    /// The pattern as PayPal publishes it; the generator gives the owner `imageURL` to `uri` values with it.
    static let pattern = #"^(https:)([/|.|\w|\s|-])*\.(?:jpg|gif|png|jpeg|JPG|GIF|PNG|JPEG)"#

    /// The extensions, as the pattern spells them (lower or upper case, not mixed).
    private static let extensions: [StaticString] = ["jpg", "gif", "png", "jpeg", "JPG", "GIF", "PNG", "JPEG"]

    /// Whether `bytes` (UTF-8) match the pattern, read as above.
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.starts(with: "https:".utf8) else { return false }
        var index = 6
        while index < bytes.count, isRepeatable(bytes[index]) {
            if bytes[index] == UInt8(ascii: "."), hasExtension(bytes, at: index + 1) { return true }
            index += 1
        }
        return false
    }

    /// Whether `byte` is in the class `[/|.|\w|\s|-]`.
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

    /// Whether one of the extensions starts at `start`.
    private static func hasExtension(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        extensions.contains { name in
            let count = name.utf8CodeUnitCount
            guard start + count <= bytes.count else { return false }
            return UnsafeBufferPointer(rebasing: bytes[start..<(start + count)])
                .elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: count))
        }
    }
}

extension ValidationContext {
    /// Checks an item's image URL: a URL (`url(_:maxLength:)`), and then PayPal's image pattern (`ImageURL`),
    /// `INVALID_PARAMETER_SYNTAX`. An absolute `http` URL is told to become `https`, which the pattern starts with.
    mutating func imageURL(_ member: JSONView?, maxLength: Int) {
        guard let image = optional(member) else { return }
        if image.withStringUTF8(ImageURL.matches) == true, URLSyntax.isPlainValid(image, maxLength: maxLength) {
            return
        }
        let https = image.withStringUTF8 { $0.hasPrefixIgnoringASCIICase("https://") } ?? false
        if !https, let text = image.string, URLSyntax.isAbsoluteHTTP(text) {
            report(
                .invalidParameterSyntax, at: image, "\(image.displayName) must be an https URL",
                suggestion: "https://" + text.drop { $0 != "/" }.drop { $0 == "/" })
            return
        }
        guard url(image, maxLength: maxLength), var text = image.string else { return }
        guard !text.withUTF8(ImageURL.matches) else { return }
        // The scheme's case is all the pattern asks of `HTTPS://…`: the suggestion writes it in lower case.
        var lowered = "https:" + text.dropFirst(6)
        let suggestion = text.lowercased().hasPrefix("https:") && lowered.withUTF8(ImageURL.matches) ? lowered : nil
        report(
            .invalidParameterSyntax, at: image,
            "\(image.displayName) \"\(text.prefix(120))\" does not match PayPal's image pattern (\"https:\", then only letters, digits, spaces and \"_/|.-\" up to a .jpg, .jpeg, .gif or .png extension); PayPal refuses it",
            suggestion: suggestion)
    }
}
