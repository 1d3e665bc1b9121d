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

    private func write(to out: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .string(let text): JSONOutput.writeString(text, to: &out)
        case .number(let text): out += text
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { out += "," }
                if pretty { out += "\n" + String(repeating: "  ", count: indent + 1) }
                JSONOutput.writeString(key, to: &out)
                out += pretty ? ": " : ":"
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }

    /// Writes `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
    static func writeString(_ text: String, to out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
