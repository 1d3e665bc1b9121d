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
        var out = JSONBytes()
        write(to: &out, pretty: pretty, indent: indent)
        return out.string
    }

    /// Appends the value's JSON text as UTF-8 (one byte buffer for the whole value, made a String once).
    func write(to out: inout JSONBytes, pretty: Bool, indent: Int) {
        func text(_ literal: StaticString) { out.append(literal) }
        func newline(_ level: Int) {
            out.append(UInt8(ascii: "\n"))
            out.append(UInt8(ascii: " "), times: 2 * level)
        }
        switch self {
        case .string(let value): JSONText.write(value, to: &out)
        case .number(let value): out.append(utf8: value)
        case .bool(let value): text(value ? "true" : "false")
        case .null: text("null")
        case .array(let items):
            if items.isEmpty { text("[]"); return }
            text("[")
            for (index, item) in items.enumerated() {
                if index > 0 { text(",") }
                if pretty { newline(indent + 1) }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(indent) }
            text("]")
        case .object(let members):
            if members.isEmpty { text("{}"); return }
            text("{")
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text(",") }
                if pretty { newline(indent + 1) }
                JSONText.write(key, to: &out)
                text(pretty ? ": " : ":")
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(indent) }
            text("}")
        }
    }
}
