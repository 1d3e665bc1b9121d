/// Limits and position settings for `JSONDocument.parse`.
public struct JSONParseOptions: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted; the root container is depth 1. Deeper input is a
    /// `.depthLimitExceeded` error. The parser keeps its own stack, so even a huge limit cannot overflow the
    /// thread's stack; the limit bounds memory and protects consumers that recurse over the tree.
    public var maxDepth: Int
    /// The largest input accepted, in bytes (the BOM included). Larger input is a `.sizeLimitExceeded` error before any
    /// parsing. Values above `Int32.max - 1` are treated as `Int32.max - 1`: byte offsets are stored in 32 bits.
    public var maxInputBytes: Int
    /// The line number reported for the first line of the input. NDJSON readers pass the physical line the document
    /// starts on, so positions name lines of the whole file.
    public var baseLine: Int

    /// Creates options. Defaults: depth 512, 64 MiB, lines counted from 1.
    public init(maxDepth: Int = 512, maxInputBytes: Int = 64 << 20, baseLine: Int = 1) {
        self.maxDepth = maxDepth
        self.maxInputBytes = maxInputBytes
        self.baseLine = baseLine
    }
}

/// A place in the input. `line` and `column` are 1-based.
///
/// Lines end at LF (`\n`); a CR before the LF is part of the line ending, and a lone CR does not end a line (RFC 8259
/// allows CR only as whitespace). `column` counts Unicode scalars from the start of the line, so `"é"` counts one
/// column, as editors show it; a UTF-8 byte order mark at the start of the input is not counted. `offset` is the
/// byte offset in the input as given (BOM included).
public struct JSONPosition: Sendable, Hashable, CustomStringConvertible {
    /// Byte offset from the start of the input (a BOM counts 3).
    public let offset: Int
    /// 1-based line, counted from `JSONParseOptions.baseLine`.
    public let line: Int
    /// 1-based column, in Unicode scalars.
    public let column: Int

    /// Creates a position.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// Why input is not accepted as JSON: a value, not a crash. `line`/`column` locate the failure (the offending byte,
/// or the end of the input when it is truncated); `message` is one English sentence for a `MALFORMED_JSON` diagnostic.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure, for programs and tests; `message` says the same for people.
    ///
    /// A struct with static members rather than an enum, like `DiagnosticCode`: the parser may learn to name new
    /// failures, and a new case of a public enum would break every consumer's exhaustive `switch`. Compare with
    /// `==` or switch with a `default:`.
    public struct Reason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The failure's stable name (`trailingComma`).
        public let rawValue: String

        /// The reason named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The stable name (`rawValue`).
        public var description: String { rawValue }

        /// No value at all: the input is empty or only whitespace (or only a BOM).
        public static let emptyInput = Reason(rawValue: "emptyInput")
        /// The input ends inside a value (truncated document).
        public static let unexpectedEndOfInput = Reason(rawValue: "unexpectedEndOfInput")
        /// A byte that cannot start or continue the value here (also single quotes, missing commas or colons).
        public static let unexpectedCharacter = Reason(rawValue: "unexpectedCharacter")
        /// A comma directly before `]` or `}`.
        public static let trailingComma = Reason(rawValue: "trailingComma")
        /// `//` or `/*`: JSON has no comments.
        public static let comment = Reason(rawValue: "comment")
        /// A misspelt `true`, `false` or `null`.
        public static let invalidLiteral = Reason(rawValue: "invalidLiteral")
        /// `NaN` or `Infinity`, which JSON does not have.
        public static let nonFiniteNumber = Reason(rawValue: "nonFiniteNumber")
        /// A number not matching RFC 8259's grammar (`1.`, `.5`, `1e`, `-`, `+1`).
        public static let invalidNumber = Reason(rawValue: "invalidNumber")
        /// A number with a superfluous leading zero (`01`, `-00.5`).
        public static let leadingZero = Reason(rawValue: "leadingZero")
        /// A backslash escape other than `\" \\ \/ \b \f \n \r \t \uXXXX`.
        public static let invalidEscape = Reason(rawValue: "invalidEscape")
        /// A `\u` escape of a UTF-16 surrogate without its partner.
        public static let loneSurrogate = Reason(rawValue: "loneSurrogate")
        /// Bytes that are not UTF-8: overlong forms, encoded surrogates, above U+10FFFF, truncated sequences.
        public static let invalidUTF8 = Reason(rawValue: "invalidUTF8")
        /// An unescaped control character (U+0000 to U+001F) inside a string.
        public static let controlCharacter = Reason(rawValue: "controlCharacter")
        /// Anything but whitespace after the top-level value.
        public static let trailingData = Reason(rawValue: "trailingData")
        /// Nesting deeper than `JSONParseOptions.maxDepth`.
        public static let depthLimitExceeded = Reason(rawValue: "depthLimitExceeded")
        /// Input larger than `JSONParseOptions.maxInputBytes`.
        public static let sizeLimitExceeded = Reason(rawValue: "sizeLimitExceeded")
    }

    /// The kind of failure.
    public let reason: Reason
    /// One sentence describing the failure.
    public let message: String
    /// Where the failure is.
    public let position: JSONPosition

    /// Creates an error.
    public init(reason: Reason, message: String, position: JSONPosition) {
        self.reason = reason
        self.message = message
        self.position = position
    }

    /// Byte offset of the failure in the input.
    public var offset: Int { position.offset }
    /// 1-based line of the failure.
    public var line: Int { position.line }
    /// 1-based column of the failure, in Unicode scalars.
    public var column: Int { position.column }

    /// `line:column: message`.
    public var description: String { "\(position.line):\(position.column): \(message)" }
}
