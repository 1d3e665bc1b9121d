/// A JSON value for output, with object keys kept in the order written so output matches the documented shapes.
enum JSONOutput: Sendable, Equatable {
    case string(String)
    /// A number written exactly as given (already valid JSON number text).
    case number(String)
    case bool(Bool)
    case null
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool { lhs.serialized() == rhs.serialized() }

    /// An integer value.
    static func int(_ value: Int) -> JSONOutput { .number(String(value)) }

    /// An optional string, null when absent.
    static func optional(_ value: String?) -> JSONOutput { value.map(JSONOutput.string) ?? .null }

    /// Compact JSON text on one line (for NDJSON), or indented with two spaces. `indent` is the nesting level the
    /// value sits at, so a streamed element of an enclosing array lines up with the rest of the output.
    func serialized(pretty: Bool = false, indent: Int = 0) -> String {
        var out = ""
        write(to: &out, pretty: pretty, indent: indent)
        return out
    }

    /// One line with a space after each `:` and `,`, as cli.md shows single-object outputs.
    func serializedOnOneLine() -> String {
        var out = ""
        write(to: &out, pretty: false, indent: 0, spaced: true)
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int, spaced: Bool = false) {
        switch self {
        case .string(let text): JSONOutput.writeString(text, to: &out)
        case .number(let text): out += text
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += spaced ? ", " : "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(to: &out, pretty: pretty, indent: indent + 1, spaced: spaced)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += spaced ? ", " : "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONOutput.writeString(key, to: &out)
                out += pretty || spaced ? ": " : ":"
                value.write(to: &out, pretty: pretty, indent: indent + 1, spaced: spaced)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped (and U+2028/U+2029, which
    /// JavaScript treats as line ends), the rest as UTF-8.
    ///
    /// Works on the UTF-8 bytes and copies runs that need no escape in one piece: `validate` writes every message
    /// and path through here, so this is on the streaming path.
    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            let count = bytes.count
            func flushRun(upTo end: Int) {
                if end > runStart {
                    out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self)
                }
            }
            while index < count {
                let byte = bytes[index]
                if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0xE2 {
                    index += 1
                    continue
                }
                let escape: String
                var width = 1
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0xE2:
                    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9; every other E2 sequence is copied as it is.
                    guard index + 2 < count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
                    else {
                        index += 1
                        continue
                    }
                    escape = bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default:
                    let hex = String(byte, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                flushRun(upTo: index)
                out += escape
                index += width
                runStart = index
            }
            flushRun(upTo: count)
        }
        out += "\""
    }
}
