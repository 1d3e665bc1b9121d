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
        for text in ["", "https://shop.example/ä", "é\u{301}", "€ 1.00", "\u{A0}\u{A0}", "\u{2027}\u{202A}😀", "\u{E2}\u{C2}"] {
            #expect(Diagnostic.terminalSafe(text) == text)
        }
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
