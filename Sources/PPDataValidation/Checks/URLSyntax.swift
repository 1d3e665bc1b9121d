/// A deliberately small URL syntax check: scheme, `://`, a host of allowed characters, no spaces.
enum URLSyntax {
    /// Whether `text` is an absolute http or https URL with a plausible host and no white space.
    static func isAbsoluteHTTP(_ text: String) -> Bool {
        asciiVerdict(text) ?? characterVerdict(text)
    }

    /// `isAbsoluteHTTP` for ASCII text, read as bytes; nil for any other text. In ASCII every Character is one
    /// byte (CR LF aside, which is white space either way), so the answer is `characterVerdict`'s, which
    /// `URLSyntaxTests` checks on random texts. Why: the Character walk was 10% of the broad benchmark's CLI time.
    static func asciiVerdict(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8(asciiVerdict(utf8:))
    }

    /// Whether `value` is a string that `ValidationContext.url(_:maxLength:)` passes without a finding, told from its
    /// bytes in the document: the usual URL (ASCII, within the limit in bytes, so in characters). False leaves the
    /// answer to `url`, which builds the String only then (to word a finding).
    static func isPlainValid(_ value: JSONView, maxLength: Int) -> Bool {
        value.withStringUTF8 {
            $0.count <= maxLength && asciiVerdict(utf8: $0) == true && firstExcludedByte(utf8: $0) == nil
        } == true
    }

    /// Where `b` holds a byte that RFC 3986 (section 2) allows nowhere in a URI unencoded: a control character, a
    /// space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`, or a `%` not followed by two hex digits; nil if none.
    /// The bytes of non-ASCII characters are not counted (an IRI may hold them). PayPal checks URLs so: it answered
    /// INVALID_PARAMETER_SYNTAX at `/application_context/return_url` for a URL holding the unencoded placeholder
    /// `{CHECKOUT_SESSION_ID}` (OwonaMedia/ai-whatsapp-bot-builder docs/PAYPAL_FIX.md; Tests/RealDocuments).
    static func firstExcludedByte(utf8 b: UnsafeBufferPointer<UInt8>) -> Int? {
        // One bit per ASCII byte: 0-63 in the first word, 64-127 in the second.
        let low: UInt64 = 0xFFFF_FFFF | 1 << 0x20 | 1 << 0x22 | 1 << 0x3C | 1 << 0x3E
        let high: UInt64 = 1 << (0x5C - 64) | 1 << (0x5E - 64) | 1 << (0x60 - 64) | 1 << (0x7B - 64)
            | 1 << (0x7C - 64) | 1 << (0x7D - 64) | 1 << (0x7F - 64)
        var index = 0
        while index < b.count {
            let byte = b[index]
            if byte == UInt8(ascii: "%") {
                func isHex(_ byte: UInt8) -> Bool {
                    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
                }
                guard index + 2 < b.count, isHex(b[index + 1]), isHex(b[index + 2]) else { return index }
                index += 3
                continue
            }
            if byte < 64 ? low >> byte & 1 != 0 : byte < 128 && high >> (byte - 64) & 1 != 0 { return index }
            index += 1
        }
        return nil
    }

    /// `text` with each byte `firstExcludedByte` finds percent-encoded (`{` as `%7B`, a stray `%` as `%25`).
    static func percentEncodingExcluded(_ text: String) -> String {
        var bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 8)
        let digits = Array("0123456789ABCDEF".utf8)
        while let offset = bytes.withUnsafeBufferPointer(firstExcludedByte(utf8:)) {
            result.append(contentsOf: bytes[..<offset])
            let byte = bytes[offset]
            result.append(contentsOf: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
            bytes.removeFirst(offset + 1)
        }
        result.append(contentsOf: bytes)
        return String(decoding: result, as: UTF8.self)
    }

    /// `asciiVerdict` of the text's UTF-8 bytes.
    static func asciiVerdict(utf8 b: UnsafeBufferPointer<UInt8>) -> Bool? {
        // One pass over the bytes: any non-ASCII byte hands the text to the Character reading; white space
        // (space, LF, VT, FF, CR) makes it no URL. The scheme is compared on bytes in place (a String prefix
        // test through the UTF-8 view's iterator cost ~600 instructions per URL, session 9).
        var hasSpace = false
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x0A...0x0D).contains(byte) }
        var k = 0
        if let base = b.baseAddress {
            // Eight bytes at a time: a high bit anywhere is a non-ASCII byte; a byte below 0x21 (the classic
            // "has a byte less than n" word test, exact as a yes/no) sends just that word to the byte test.
            let raw = UnsafeRawPointer(base)
            let highs: UInt64 = 0x8080_8080_8080_8080
            while k &+ 8 <= b.count {
                let word = raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
                if word & highs != 0 { return nil }
                if (word &- 0x2121_2121_2121_2121) & ~word & highs != 0, b[k..<(k &+ 8)].contains(where: isSpace) {
                    hasSpace = true
                }
                k &+= 8
            }
        }
        for byte in b[k...] {
            if byte >= 0x80 { return nil }
            if isSpace(byte) { hasSpace = true }
        }
        let start: Int
        if b.hasPrefixIgnoringASCIICase("https://") {
            start = 8
        } else if b.hasPrefixIgnoringASCIICase("http://") {
            start = 7
        } else {
            return false
        }
        if hasSpace { return false }
        var end = start
        while end < b.count, b[end] != UInt8(ascii: "/"), b[end] != UInt8(ascii: "?"), b[end] != UInt8(ascii: "#") {
            end += 1
        }
        // The host: the authority's last non-empty "@" part, then its first non-empty ":" part (as the
        // Character version splits them, omitting empty parts).
        var partEnd = end
        while partEnd > start && b[partEnd - 1] == UInt8(ascii: "@") { partEnd -= 1 }
        guard partEnd > start else { return false }
        var partStart = partEnd
        while partStart > start && b[partStart - 1] != UInt8(ascii: "@") { partStart -= 1 }
        var hostStart = partStart
        while hostStart < partEnd && b[hostStart] == UInt8(ascii: ":") { hostStart += 1 }
        guard hostStart < partEnd else { return false }  // only colons: the host would contain them
        var hostEnd = hostStart
        while hostEnd < partEnd && b[hostEnd] != UInt8(ascii: ":") { hostEnd += 1 }
        return b[hostStart..<hostEnd].allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "[")
                || byte == UInt8(ascii: "]")
        }
    }

    /// `isAbsoluteHTTP` by Characters, for text that is not ASCII.
    static func characterVerdict(_ text: String) -> Bool {
        // By bytes (UTF8Affixes): "https://\u{301}host" has a host that starts with a combining mark.
        let rest: Substring
        if text.hasUTF8PrefixIgnoringASCIICase("https://") {
            rest = text.droppingUTF8(first: 8)
        } else if text.hasUTF8PrefixIgnoringASCIICase("http://") {
            rest = text.droppingUTF8(first: 7)
        } else {
            return false
        }
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        let host = authority.split(separator: "@").last.map { $0.split(separator: ":").first ?? $0 } ?? ""
        // Scalars, not Characters: a space or line break followed by a combining mark is still one.
        guard !host.isEmpty,
            !text.unicodeScalars.contains(where: { [0x20, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains($0.value) })
        else { return false }
        return host.allSatisfy { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "[" || $0 == "]" }
    }

    /// Whether `text` is an absolute URI of an app's own scheme (`sdk.ios.paypal://card/success`): an absolute URI
    /// (`isAbsoluteURI`) whose scheme is not http or https, which `isAbsoluteHTTP` holds to a host, followed by `://`.
    static func isAppURI(_ text: String) -> Bool {
        guard let separator = text.utf8.firstRange(of: "://".utf8), let scheme = scheme(of: text),
            scheme.count == text.utf8.distance(from: text.utf8.startIndex, to: separator.lowerBound),
            separator.upperBound < text.utf8.endIndex, !["http", "https"].contains(scheme.lowercased())
        else { return false }
        return isAbsoluteURI(text)
    }

    /// Whether `text` is an absolute URI of any scheme: an RFC 3986 scheme (a letter, then letters, digits, `+`, `-`,
    /// `.`), `:`, and more text, with no white space or control character (`ftp://example.com/manage`,
    /// `mailto:help@example.com`).
    static func isAbsoluteURI(_ text: String) -> Bool {
        guard let scheme = scheme(of: text), text.utf8.count > scheme.utf8.count + 1 else { return false }
        return !text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 }
    }

    /// The RFC 3986 scheme `text` starts with, before its first `:`; nil if it has none.
    private static func scheme(of text: String) -> String? {
        guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = text.utf8[..<colon]
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        guard let first = scheme.first, isLetter(first),
            scheme.allSatisfy({ isLetter($0) || (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E })
        else { return nil }
        return String(decoding: scheme, as: UTF8.self)
    }

    /// Whether `text` would be an absolute http or https URL but for its empty host (`http:///pay/return`).
    static func lacksOnlyHost(_ text: String) -> Bool {
        for scheme in ["http://", "https://"] where text.hasPrefix(scheme + "/") {
            return isAbsoluteHTTP(scheme + "host" + text.dropFirst(scheme.count))
        }
        return false
    }

    /// The URL `text` was probably meant to be: without surrounding spaces, or with `https://` before a text that
    /// starts with a host name (`shop.example/return`); nil otherwise. A text whose start is no host name (`42`,
    /// `return`, a path) gets no scheme: `https://42` would be a guess, not a fix.
    static func suggestion(for text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: " ")
        if trimmed != text, isAbsoluteHTTP(trimmed) { return trimmed }
        if !text.containsUTF8("://"), startsWithHostName(text), isAbsoluteHTTP("https://" + text) {
            return "https://" + text
        }
        return nil
    }

    /// Whether `text` starts with a dotted host name or `localhost` (a port may follow), up to its first `/`, `?`
    /// or `#`: a name with a letter in its last label (`shop.example`, `www.example.co.uk`), or four dotted numbers.
    private static func startsWithHostName(_ text: String) -> Bool {
        let host = text.utf8.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        let name = host.prefix { $0 != UInt8(ascii: ":") }
        if name.elementsEqual("localhost".utf8) { return true }
        let labels = name.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let last = labels.last else { return false }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        if labels.count == 4, labels.allSatisfy({ $0.allSatisfy(isDigit) }) { return true }
        return last.contains { !isDigit($0) }
    }
}

extension ValidationContext {
    /// Checks the member `key` as an absolute http or https URL of at most `maxLength` characters; returns whether it
    /// is one.
    mutating func url(_ key: StaticString, in object: JSONView, maxLength: Int = 2048) -> Bool {
        url(object[key], maxLength: maxLength)
    }

    /// `url(_:in:maxLength:)` for a member already looked up (`member` is `object[key]`). `allowsAppScheme`: an
    /// absolute URI of an app's own scheme passes too (`URLSyntax.isAppURI`); asked only of a URL that is not http(s),
    /// so the usual URL costs the caller nothing.
    @discardableResult
    mutating func url(
        _ member: JSONView?, maxLength: Int = 2048, allowsAppScheme: @autoclosure () -> Bool = false
    ) -> Bool {
        guard let value = optional(member) else { return false }
        if URLSyntax.isPlainValid(value, maxLength: maxLength) { return true }
        guard let text = string(value, reportsConversion: false) else { return false }
        // A byte count within the limit settles it (a scalar is at least one byte); only longer texts are counted.
        guard text.utf8.count <= maxLength || text.unicodeScalars.count <= maxLength else {
            report(
                .invalidParameterSyntax, at: value,
                "\(value.displayName) has \(text.unicodeScalars.count) characters; a URL here takes at most \(maxLength)")
            return false
        }
        guard URLSyntax.isAbsoluteHTTP(text) else {
            if allowsAppScheme(), URLSyntax.isAppURI(text) { return excludesNothing(value, text) }
            // WebKit asks of Apple Pay's URLs (`managementURL`, `tokenNotificationURL`) only that they parse as
            // absolute URLs, of any scheme (ApplePayRequestBase/PaymentRequestValidator: `URL { managementURL
            // }.isValid()`, "is not a valid URL."); PassKit takes any NSURL, a relative one too (iOS 26.1
            // PKRecurringPaymentRequestValidator asks only that the member be a URL): a warning there.
            if kind == .applePay || kind == .applePayJS {
                if URLSyntax.isAbsoluteURI(text) { return true }
                report(
                    .invalidParameterSyntax, kind == .applePay ? .warning : .error, at: value,
                    kind == .applePay
                        ? "\(value.displayName) \"\(text)\" is not an absolute URL; PassKit takes it, but nothing can open it"
                        : "\(value.displayName) \"\(text)\" is not an absolute URL; Safari throws \"... is not a valid URL.\"",
                    suggestion: URLSyntax.suggestion(for: text))
                return false
            }
            // Payments v1 took redirect URLs without a host: it created and executed a payment whose return_url and
            // cancel_url were `http:///donor/giving/pay/paypal/1` (liberapay/liberapay.com's vcrpy cassette of
            // 2019, 201 then 200; Tests/RealDocuments). The payer cannot be sent back there, so it is a warning.
            if kind == .paymentsV1, URLSyntax.lacksOnlyHost(text) {
                report(
                    .invalidParameterSyntax, .warning, at: value,
                    "\(value.displayName) \"\(text)\" has no host; PayPal takes it, but cannot send the payer back to it")
                return false
            }
            // White space inside an otherwise good URL (`…/my mug.png`) is said as the byte it is, with the URL
            // percent-encoded as the suggestion, rather than as no URL at all.
            let suggestion = URLSyntax.suggestion(for: text)
            if suggestion == nil, URLSyntax.isAbsoluteHTTP(URLSyntax.percentEncodingExcluded(text)) {
                return excludesNothing(value, text)
            }
            report(
                .invalidParameterSyntax, at: value, "\(value.displayName) \"\(text)\" is not an absolute http or https URL",
                suggestion: suggestion)
            return false
        }
        return excludesNothing(value, text)
    }

    /// Whether the URL `text` (of `value`) holds no byte that RFC 3986 excludes (`URLSyntax.firstExcludedByte`),
    /// reporting the first. Apple Pay's URLs are read by WebKit's URL parser, which encodes such bytes itself.
    private mutating func excludesNothing(_ value: JSONView, _ text: String) -> Bool {
        var contiguous = text
        guard kind != .applePay, kind != .applePayJS,
            let offset = contiguous.withUTF8(URLSyntax.firstExcludedByte(utf8:))
        else { return true }
        let byte = text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
        let what =
            byte == UInt8(ascii: "%")
            ? "a \"%\" that does not start an escape like %20"
            : byte < 0x20 || byte == 0x7F ? "a control character" : "\"\(Character(Unicode.Scalar(byte)))\""
        report(
            .invalidParameterSyntax, at: value,
            "\(value.displayName) \"\(text)\" holds \(what), which a URL cannot hold unencoded (RFC 3986); PayPal refuses it",
            suggestion: URLSyntax.percentEncodingExcluded(text))
        return false
    }
}
