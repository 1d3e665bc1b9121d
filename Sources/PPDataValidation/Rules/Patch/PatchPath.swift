/// The `path` of a JSON Patch operation (RFC 6902) as PayPal reads it: an RFC 6901 JSON pointer whose tokens may
/// select a purchase unit by its reference id, `@reference_id=='default'` (Orders v2 update: "PayPal sets the value
/// to `default` which enables you to use the path: `/purchase_units/@reference_id=='default'/{attribute-or-object}`").
struct PatchPath: Sendable, Equatable {
    /// One token of the pointer, decoded (`~1` is `/`, `~0` is `~`).
    enum Token: Sendable, Equatable {
        /// A member name.
        case member(String)
        /// An array index (`0`), or `-`, the end of the array (RFC 6902 `add`).
        case index(Int?)
        /// PayPal's selector of the array element whose `reference_id` is this.
        case referenceID(String)
    }

    /// The tokens after the root.
    let tokens: [Token]

    /// The path `text` reads as; nil when it is no JSON pointer: not empty and not starting with `/`, or a `~` not
    /// followed by `0` or `1`.
    init?(_ text: String) {
        guard !text.isEmpty else {
            tokens = []
            return
        }
        guard text.hasPrefix("/") else { return nil }
        var tokens: [Token] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let token = Self.decode(raw) else { return nil }
            if token.hasPrefix("@reference_id=='"), token.hasSuffix("'"), token.count > "@reference_id==''".count {
                tokens.append(.referenceID(String(token.dropFirst("@reference_id=='".count).dropLast())))
            } else if token == "-" {
                tokens.append(.index(nil))
            } else if let first = token.utf8.first, token.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                first != UInt8(ascii: "0") || token.utf8.count == 1, token.utf8.count <= 9, let index = Int(token)
            {
                tokens.append(.index(index))
            } else {
                tokens.append(.member(token))
            }
        }
        self.tokens = tokens
    }

    /// PayPal's selector for a token that writes it with other quotes or none (`@reference_id=="default"`,
    /// `@reference_id=default`, `@reference_id='default`); nil for any other token.
    static func selectorSuggestion(for token: String) -> String? {
        let prefix = "@reference_id=="
        let rest = token.hasPrefix(prefix) ? token.dropFirst(prefix.count)
            : token.hasPrefix("@reference_id=") ? token.dropFirst(prefix.count - 1) : nil
        guard let rest else { return nil }
        let quotes: Set<Character> = ["'", "\"", "`", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}"]
        let id = rest.drop { quotes.contains($0) }.reversed().drop { quotes.contains($0) }.reversed()
        guard !id.isEmpty, !id.contains(where: quotes.contains) else { return nil }
        return "\(prefix)'\(String(id))'"
    }

    /// The path to write for `attribute` (`transactions[].amount`: members dotted, `[]` for an element) in place of
    /// `written`, the operation's path: its member tokens are the attribute's names and its element tokens (an
    /// index, `-` or PayPal's selector) stay as written, so the fix is a pointer, as `path` must be. Nil when the two
    /// do not line up (a different number of tokens, or an element token where a name goes).
    static func pointer(to attribute: String, replacing written: String) -> String? {
        let writtenTokens = written.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        var tokens: [Substring] = []
        for part in attribute.split(separator: ".") {
            var name = part
            var elements = 0
            while name.hasSuffix("[]") {
                name = name.dropLast(2)
                elements += 1
            }
            let index = tokens.count
            guard index < writtenTokens.count, PatchPath("/" + writtenTokens[index])?.tokens.first.map({
                if case .member = $0 { true } else { false }
            }) ?? true else { return nil }
            tokens.append(Substring(name.replacing("~", with: "~0").replacing("/", with: "~1")))
            for _ in 0..<elements {
                guard tokens.count < writtenTokens.count else { return nil }
                tokens.append(writtenTokens[tokens.count])
            }
        }
        guard tokens.count == writtenTokens.count else { return nil }
        return "/" + tokens.joined(separator: "/")
    }

    /// A reference token with its escapes decoded; nil for a `~` that is not `~0` or `~1`. Also the exchange
    /// comparison's reading of PayPal's field and of a finding's pointer (`PayPalAnswer.Issue.names(pointer:)`).
    static func decode(_ raw: Substring) -> String? {
        guard raw.contains("~") else { return String(raw) }
        var out = ""
        var escaped = false
        for character in raw {
            if escaped {
                switch character {
                case "0": out.append("~")
                case "1": out.append("/")
                default: return nil
                }
                escaped = false
            } else if character == "~" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return escaped ? nil : out
    }
}
