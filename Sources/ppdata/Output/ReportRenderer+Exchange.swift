import PPDataValidation

/// How an exchange record (a recorded call and PayPal's answer) is shown beside the findings on its body.
extension ReportRenderer {
    /// The record's line in text output, after its findings: what PayPal answered and whether ppdata agrees, or why
    /// the request was not checked. `note:` in the severity's place, as compilers add notes to their findings.
    static func writeText(_ exchange: PayPalExchange, source: String, line: Int, to out: inout String) {
        out += "\(source):\(line):1: note: " + noteText(exchange) + "\n"
    }

    /// What the note says (SARIF's result for the record says the same): the entry of a HAR file, the call, what
    /// PayPal answered and whether ppdata agrees, or why the request was not checked. Terminal-safe.
    static func noteText(_ exchange: PayPalExchange) -> String {
        var out = exchange.entry.map { "entry \($0): " } ?? ""
        let call = Diagnostic.terminalSafe("\(exchange.method.uppercased()) \(exchange.url)")
        if let skipped = exchange.skipped {
            // An entry that is no request has no call to name.
            let named = exchange.method.isEmpty && exchange.url.isEmpty ? "" : " \(call)"
            return out + "skipped\(named): \(Diagnostic.terminalSafe(skipped))"
        }
        out += call
        guard let answer = exchange.answer else { return out + ": the record holds no answer from PayPal" }
        out += ": PayPal answered \(answer.status)"
        if let name = answer.name { out += " \(Diagnostic.terminalSafe(name))" }
        if !answer.issues.isEmpty {
            let issues = answer.issues.map { issue in
                Diagnostic.terminalSafe(issue.issue + (issue.field.map { " at \($0)" } ?? ""))
            }
            out += " (\(issues.joined(separator: ", ")))"
        }
        let uncompared =
            answer.refused
            ? "nothing to compare (a \(answer.status) answers the caller, the URL or the rate, not the body)"
            : "nothing to compare (not a 2xx or 4xx answer)"
        if exchange.agreement == .bothRejected, answer.name == nil, answer.issues.isEmpty {
            // No error read from the reply (none recorded, a reply stored compressed): the verdicts alone agree.
            return out + "; ppdata agrees: it rejects it too (the answer as recorded names no issue)"
        }
        out += "; " + (exchange.agreement.map(words) ?? uncompared)
        if exchange.agreement == .onlyPayPalRejected, answer.concernsResourceState {
            out += " (PayPal's answer is about the state of what the call names, or of who pays, which no body shows)"
        }
        return out
    }

    /// The comparison in words.
    static func words(_ agreement: PayPalExchange.Agreement) -> String {
        switch agreement {
        case .bothAccepted: "ppdata agrees: no error"
        case .bothRejected: "ppdata agrees: it reports the same issue"
        case .bothRejectedForOtherIssues: "ppdata rejects it too, for other issues"
        case .onlyPPDataRejected: "ppdata disagrees: it reports an error PayPal did not"
        case .onlyPayPalRejected: "ppdata disagrees: it found no error"
        }
    }

    /// The `exchange` member of a document object.
    static func json(_ exchange: PayPalExchange) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("method", .string(exchange.method)), ("url", .string(exchange.url))]
        if let entry = exchange.entry { members.insert(("entry", .int(entry)), at: 0) }
        if let skipped = exchange.skipped { members.append(("skipped", .string(skipped))) }
        if let answer = exchange.answer {
            members.append(("paypal", .object([
                ("status", .int(answer.status)),
                ("name", .optional(answer.name)),
                ("resourceState", .bool(answer.concernsResourceState)),
                ("issues", .array(answer.issues.map { issue in
                    .object([("issue", .string(issue.issue)), ("field", .optional(issue.field))])
                })),
            ])))
        }
        members.append(("agreement", .optional(exchange.agreement?.rawValue)))
        return .object(members)
    }

    /// `; exchanges: C checked (A agree with PayPal, D disagree), S skipped` for the summary line, or nothing; `, N
    /// with nothing to compare` after D when some checked records have no answer that judges the body.
    static func exchangeSummary(_ tally: ValidationTally) -> String {
        let checked = tally.exchanges.values.reduce(0, +)
        guard checked + tally.skippedExchanges > 0 else { return "" }
        let agree = tally.exchanges.filter { $0.key?.agrees == true }.values.reduce(0, +)
        let compared = tally.exchanges.filter { $0.key != nil }.values.reduce(0, +)
        let uncompared = checked - compared > 0 ? ", \(checked - compared) with nothing to compare" : ""
        return "; exchanges: \(checked) checked (\(agree) agree with PayPal, \(compared - agree) disagree\(uncompared)), "
            + "\(tally.skippedExchanges) skipped"
    }

    /// The summary's `exchanges` object, or nil when there was no exchange record.
    static func exchangeSummaryJSON(_ tally: ValidationTally) -> JSONOutput? {
        let checked = tally.exchanges.values.reduce(0, +)
        guard checked + tally.skippedExchanges > 0 else { return nil }
        var members: [(String, JSONOutput)] = [("checked", .int(checked)), ("skipped", .int(tally.skippedExchanges))]
        for agreement in PayPalExchange.Agreement.allCases {
            members.append((agreement.rawValue, .int(tally.exchanges[agreement] ?? 0)))
        }
        members.append(("no-answer", .int(tally.exchanges[nil] ?? 0)))
        return .object(members)
    }
}
