import ArgumentParser
import PPDataValidation

/// `ppdata explain CODE`: what a diagnostic code means, when it is reported, an example and its fix.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code: what it means, when it is reported, an example and its fix.",
        discussion: """
            CODE is a code validate reports (TAX_TOTAL_REQUIRED; letter case does not matter). The text is \
            docs/rules.md's section of the code; the example document is checked as you read it, so its output \
            is what this version of validate says. `ppdata list codes` lists every code.
            """
    )

    @Argument(help: "A diagnostic code, such as TAX_TOTAL_REQUIRED.")
    var code: String

    @Option(help: "Output format.")
    var format: RecordFormat = .text

    func validate() throws {
        guard !isAnswerRule else { return }
        _ = try ExplainCommand.explanation(for: code)
    }

    /// Whether `code` is `PAYPAL_ANSWER`: SARIF output's rule for PayPal's recorded answers, which is no code of
    /// `validate` but appears beside them, so it is explained rather than refused.
    private var isAnswerRule: Bool { code.uppercased() == SARIFOutput.answerRuleID }

    /// What `explain PAYPAL_ANSWER` says.
    static let answerRuleText = """
        \(SARIFOutput.answerRuleID): not a diagnostic code. In SARIF output (--format sarif) it is the rule of the \
        notes that put PayPal's recorded answer to an exchange record's request (HAR entries and exchange records) \
        beside ppdata's verdict on the request body where the two disagree: level note, with the comparison in its \
        properties. validate reports nothing by it. See docs/cli.md, "Recorded traffic: exchange records".

        """

    func run() throws {
        if isAnswerRule {
            switch format {
            case .json:
                print(JSONOutput.object([
                    ("code", .string(SARIFOutput.answerRuleID)), ("diagnosticCode", .bool(false)),
                    ("summary", .string(String(Self.answerRuleText.dropLast()))),
                ]).serialized(pretty: true))
            case .text: print(Self.answerRuleText, terminator: "")
            }
            return
        }
        let explanation = try ExplainCommand.explanation(for: code)
        let findings = ExplainCommand.exampleFindings(explanation)
        // Checked whole, shown masked: no output shows a card number or a security code, a test card's included.
        switch format {
        case .json: print(ExplanationText.json(explanation.masked, exampleFindings: findings).serialized(pretty: true))
        case .text:
            var output = ""
            for finding in findings { ReportRenderer.writeText(finding, source: "example.json", to: &output) }
            print(ExplanationText.text(explanation.masked, exampleOutput: output), terminator: "")
        }
    }

    /// The explanation of `text`, or a usage error naming the nearest code.
    static func explanation(for text: String) throws -> DiagnosticExplanation {
        if let explanation = DiagnosticCode(rawValue: text.uppercased()).explanation { return explanation }
        if let nearest = DiagnosticCode.nearest(to: text) {
            throw ValidationError("unknown code '\(text)'; did you mean \(nearest.rawValue)? (`ppdata list codes` lists them)")
        }
        throw ValidationError("unknown code '\(text)'; `ppdata list codes` lists the codes validate reports")
    }

    /// `validate`'s findings on the example document with the code explained, the others left out: they are
    /// about the example, not the code.
    static func exampleFindings(_ explanation: DiagnosticExplanation) -> [Diagnostic] {
        let today = CalendarDate(ExplanationText.exampleDate) ?? CalendarDate.todayUTC()
        return PaymentValidator(options: ValidationOptions(today: today, todaySource: "--now"))
            .validate(explanation.exampleDocument, as: explanation.exampleKind).diagnostics
            .filter { $0.code == explanation.code }
    }
}
