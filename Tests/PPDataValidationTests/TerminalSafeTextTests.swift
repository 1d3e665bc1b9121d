import Foundation
import PPData
import Testing
import _PPDataTestSupport

@testable import PPDataValidation

/// `Diagnostic.terminalSafe`, which the CLI's text output applies to messages, paths and suggestions.
@Suite("Terminal-safe diagnostic text")
struct TerminalSafeTextTests {
    @Test func escapesC0C1DelAndSeparatorsLikeMessages() {
        #expect(Diagnostic.terminalSafe("a\u{1B}[31mb") == #"a\u001B[31mb"#)
        #expect(Diagnostic.terminalSafe("1\n2\r3\t4") == #"1\n2\r3\t4"#)
        #expect(Diagnostic.terminalSafe("\u{00}\u{07}\u{7F}") == #"\u0000\u0007\u007F"#)
        #expect(Diagnostic.terminalSafe("\u{80}\u{85}\u{9B}2J\u{9F}") == #"\u0080\u0085\u009B2J\u009F"#)
        #expect(Diagnostic.terminalSafe("x\u{2028}y\u{2029}z") == #"x\u2028y\u2029z"#)
        // The same escapes a message gets for the C0 controls it escapes itself.
        let raw = "ann\u{0}\u{1B}[2J\n@shop"
        #expect(Diagnostic.terminalSafe(raw) == DiagnosticText.message(raw))
        // Already escaped message text is left alone (no double escaping).
        #expect(Diagnostic.terminalSafe(DiagnosticText.message(raw)) == DiagnosticText.message(raw))
    }

    @Test func leavesPrintableTextAlone() {
        for text in ["", "https://shop.example/ä", "é\u{301}", "€ 1.00", "\u{A0}\u{A0}", "\u{2027}😀", "\u{E2}\u{C2}", "عربي", "\u{FF01}"] {
            #expect(Diagnostic.terminalSafe(text) == text)
        }
    }

    /// Bidirectional controls and zero-width characters would let a value reorder or hide part of a report line on a
    /// terminal (Trojan Source): escaped in text output wherever input shows, a key, a value, a pointer, a suggestion.
    @Test func escapesBidiAndInvisibleFormatCharacters() {
        #expect(Diagnostic.terminalSafe("a\u{202E}evil\u{202C}b") == #"a\u202Eevil\u202Cb"#)
        #expect(Diagnostic.terminalSafe("\u{202A}\u{202B}\u{202D}") == #"\u202A\u202B\u202D"#)
        #expect(Diagnostic.terminalSafe("\u{2066}x\u{2067}y\u{2068}z\u{2069}") == #"\u2066x\u2067y\u2068z\u2069"#)
        #expect(Diagnostic.terminalSafe("\u{200B}\u{200C}\u{200D}\u{200E}\u{200F}") == #"\u200B\u200C\u200D\u200E\u200F"#)
        #expect(Diagnostic.terminalSafe("\u{2060}\u{FEFF}\u{061C}") == #"\u2060\uFEFF\u061C"#)
        // Through a finding's line as the CLI prints it: the value, the unknown key in the message and the pointer.
        let address = #"{"country_code":"U\#u{202E}S","admin_area_2":"x","address_line_1":"1","postal_code":"12345","admin_area_1":"NY","\#u{2066}cit\#u{200B}y":1}"#
        let report = PaymentValidator().validate(address, as: .address)
        #expect(report.diagnostics.count >= 2)
        for diagnostic in report.diagnostics {
            let line = diagnostic.description
            #expect(!line.unicodeScalars.contains { [0x202E, 0x2066, 0x200B].contains($0.value) }, "\(line)")
        }
        #expect(report.diagnostics.contains { $0.description.contains(#"(/\u2066cit\u200By)"#) })
        #expect(report.diagnostics.contains { $0.description.contains(#"U\u202ES"#) })
        // The stored diagnostic keeps the value as it is: JSON output writes it, escaped or not, as data.
        #expect(report.diagnostics.contains { $0.path == "/\u{2066}cit\u{200B}y" })
    }

    @Test func diagnosticKeepsTheSuggestionRaw() {
        // The suggestion is a value to apply: only text output escapes it.
        let d = Diagnostic(
            code: .invalidParameterSyntax, severity: .error, path: "/a", line: 1, column: 1, message: "m\u{1B}",
            suggestion: "https://x/\u{1B}")
        #expect(d.suggestion == "https://x/\u{1B}")
        #expect(d.message == #"m\u001B"#)
    }
}
