import PPDataValidation

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

    /// One line with a space after each `:` and `,`, as docs/cli.md shows single-object outputs.
    func serializedOnOneLine() -> String {
        var out = ""
        write(to: &out, pretty: false, indent: 0, spaced: true)
        return out
    }

    private func write(to out: inout String, pretty: Bool, indent: Int, spaced: Bool = false) {
        switch self {
        case .string(let text): JSONText.write(text, to: &out)
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
                JSONText.write(key, to: &out)
                out += pretty || spaced ? ": " : ":"
                value.write(to: &out, pretty: pretty, indent: indent + 1, spaced: spaced)
            }
            if pretty { out += "\n" + String(repeating: "  ", count: indent) }
            out += "}"
        }
    }
}
