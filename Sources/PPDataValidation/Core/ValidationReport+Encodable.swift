/// Reports as JSON for a log or an audit trail, in the shape of `ppdata validate --format json`'s document objects
/// without their `source` and `line` (the caller knows where a body came from): `kind` (`"unknown"` when none was
/// found), `valid`, `exchange` for an exchange record, `issues` (each a `Diagnostic`), and `unlisted` when findings
/// went past the limit. `JSONEncoder` orders keys as its `outputFormatting` says (`.sortedKeys` for a stable line).
/// Only encoding: a report is what ppdata found, not an input (a new user's trial wrote its own writer for lack of it).
extension ValidationReport: Encodable {
    private enum Key: String, CodingKey { case kind, valid, exchange, issues, unlisted }

    /// Encodes the report as `--format json` writes a document, without `source` and `line`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind?.rawValue ?? "unknown", forKey: .kind)
        try container.encode(isValid, forKey: .valid)
        try container.encodeIfPresent(exchange, forKey: .exchange)
        try container.encode(diagnostics, forKey: .issues)
        if !unlisted.isEmpty { try container.encode(unlisted, forKey: .unlisted) }
    }
}

/// `{"errors": E, "warnings": W, "codes": [{"code", "severity", "count"}]}`, as `--format json` writes them.
extension UnlistedFindings: Encodable {
    private enum Key: String, CodingKey { case errors, warnings, codes }

    /// Encodes the counts as `--format json` writes a document's `unlisted`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(errorCount, forKey: .errors)
        try container.encode(warningCount, forKey: .warnings)
        try container.encode(counts, forKey: .codes)
    }
}

extension UnlistedFindings.Count: Encodable {
    private enum Key: String, CodingKey { case code, severity, count }

    /// Encodes one count as `{"code", "severity", "count"}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(code, forKey: .code)
        try container.encode(severity, forKey: .severity)
        try container.encode(count, forKey: .count)
    }
}

/// `{"entry", "method", "url", "skipped", "paypal", "agreement"}`, as `--format json` writes a record's `exchange`.
extension PayPalExchange: Encodable {
    private enum Key: String, CodingKey { case entry, method, url, skipped, paypal, agreement }

    /// Encodes the record's call, PayPal's answer and the comparison (`agreement` null when there is none).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encodeIfPresent(entry, forKey: .entry)
        try container.encode(method, forKey: .method)
        try container.encode(url, forKey: .url)
        try container.encodeIfPresent(skipped, forKey: .skipped)
        try container.encodeIfPresent(answer, forKey: .paypal)
        try container.encode(agreement?.rawValue, forKey: .agreement)
    }
}

/// `{"status", "name", "resourceState", "issues": [{"issue", "field"}]}`, as `--format json` writes PayPal's answer.
extension PayPalAnswer: Encodable {
    private enum Key: String, CodingKey { case status, name, resourceState, issues }

    /// Encodes the answer; `resourceState` is `concernsResourceState`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(status, forKey: .status)
        try container.encode(name, forKey: .name)
        try container.encode(concernsResourceState, forKey: .resourceState)
        try container.encode(issues, forKey: .issues)
    }
}

extension PayPalAnswer.Issue: Encodable {
    private enum Key: String, CodingKey { case issue, field }

    /// Encodes one detail as `{"issue", "field"}` (`field` null when PayPal named none).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(issue, forKey: .issue)
        try container.encode(field, forKey: .field)
    }
}
