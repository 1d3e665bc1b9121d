/// What a rule works with: the options and the findings collected so far.
///
/// Rules append to it and never stop at the first problem, so one run reports everything wrong with a document.
/// Internal, like `DocumentRule`: rules are not an extension point (a consumer could build a context but never plug
/// a rule into it), so neither is public; consumers validate through `PaymentValidator`.
struct ValidationContext: Sendable {
    /// The options of this run.
    let options: ValidationOptions
    /// The kind being checked.
    let kind: DocumentKind
    /// Findings so far, in the order reported.
    private(set) var diagnostics: [Diagnostic] = []
    /// The Orders v2 item sums per purchase unit, left by the items rule for the breakdown rule (each item is read
    /// once per document).
    var ordersV2ItemSums = OrdersV2.ItemSumsMemo()
    /// The root's member table, read once per document (`rootMembers(_:keys:)`).
    var rootMembersMemo: JSONObjectMembers?
    /// An MPL document's containers, listed once per document (`mplContainers(_:)`).
    var mplContainersMemo: [MPL.Container]?
    /// The paths of the first `indexedFindings` findings, for `hasFinding(at:)` on documents with many findings.
    private var findingPaths: Set<String> = []
    private var indexedFindings = 0

    /// Creates an empty context.
    init(kind: DocumentKind, options: ValidationOptions) {
        self.kind = kind
        self.options = options
    }

    /// Reports a finding about `value`, positioned at it.
    mutating func report(
        _ code: DiagnosticCode, _ severity: Severity = .error, at value: JSONView, _ message: String,
        suggestion: String? = nil
    ) {
        let position = value.position
        add(Diagnostic(
            code: code, severity: severity, path: value.pointer, line: position.line, column: position.column,
            message: message, suggestion: suggestion))
    }

    /// Reports a finding about the member `key` of `parent` that is absent, positioned at the parent, or that is
    /// written but counts as absent (`null`, a blank text), positioned at the value the reader has to change.
    /// `written` is that value when the caller has it (else it is looked up by `key`). Out of line: a fault's path,
    /// kept out of the checks that call it for every object.
    @inline(never)
    mutating func report(
        _ code: DiagnosticCode, _ severity: Severity = .error, missing key: String, in parent: JSONView,
        written: JSONView? = nil, _ message: String, suggestion: String? = nil
    ) {
        let position = (written ?? parent.member(named: key))?.position ?? parent.position
        add(Diagnostic(
            code: code, severity: severity, path: parent.pointer(appending: key), line: position.line,
            column: position.column, message: message, suggestion: suggestion))
    }

    /// Reports a finding about `value`, positioned at it.
    mutating func report(
        _ code: DiagnosticCode, _ severity: Severity = .error, at value: JSONValue, _ message: String,
        suggestion: String? = nil
    ) {
        report(code, severity, at: value.view, message, suggestion: suggestion)
    }

    /// Reports a finding about the member `key` of `parent` that is absent, positioned at the parent.
    mutating func report(
        _ code: DiagnosticCode, _ severity: Severity = .error, missing key: String, in parent: JSONValue,
        _ message: String, suggestion: String? = nil
    ) {
        report(code, severity, missing: key, in: parent.view, message, suggestion: suggestion)
    }

    /// Appends findings made elsewhere (typed checks).
    mutating func append(_ found: [Diagnostic]) {
        for diagnostic in found { add(diagnostic) }
    }

    /// Makes the errors reported from `start` on whose code is one of `codes` warnings, `why` added to their message:
    /// for a shared check whose finding the platform takes in one place (an Apple Pay pending item's decimals).
    /// Warnings are left as they are.
    mutating func lowerToWarnings(from start: Int, _ codes: [DiagnosticCode], because why: @autoclosure () -> String) {
        for index in diagnostics.indices[start...]
        where diagnostics[index].severity == .error && codes.contains(diagnostics[index].code) {
            diagnostics[index].severity = .warning
            diagnostics[index].message += "; \(why())"
            CardChecks.redactCardNumbers(in: &diagnostics[index].message)
        }
    }

    /// Replaces the suggestion of the finding at `index`, `why` (when given) added to its message: for a fix that a
    /// later rule knows better (the rounding of a detail that its transaction's total implies), or knows would break
    /// a second value (nil: an invoice item's product where the items add up to the subtotal).
    mutating func replaceSuggestion(ofFinding index: Int, with suggestion: String?, because why: String? = nil) {
        diagnostics[index].suggestion = suggestion
        CardChecks.redactCardNumbers(in: &diagnostics[index].suggestion)
        if let why {
            diagnostics[index].message += "; \(why)"
            CardChecks.redactCardNumbers(in: &diagnostics[index].message)
        }
    }

    /// Drops the warnings reported from `start` on whose code is one of `codes`: for a shared check's warning that does
    /// not hold in one place (Safari's old two-place rule, which read final items only). Errors are left as they are.
    mutating func dropWarnings(from start: Int, _ codes: [DiagnosticCode]) {
        let before = diagnostics.count
        diagnostics[start...].removeAll { $0.severity == .warning && codes.contains($0.code) }
        guard diagnostics.count != before else { return }
        findingPaths.removeAll()
        indexedFindings = 0
    }

    /// Whether a finding has been reported at the JSON pointer `path`. A document with many findings (thousands of
    /// unknown members) is answered from a set of their paths, extended as findings come, so that asking once per
    /// finding stays linear.
    mutating func hasFinding(at path: String) -> Bool {
        guard diagnostics.count > Self.pathScanLimit else { return diagnostics.contains { $0.path == path } }
        indexFindingPaths()
        return findingPaths.contains(path)
    }

    /// Drops the findings from `start` on whose JSON pointer already has a finding made before `start`: a later
    /// check (the schema walker) adds nothing where an earlier rule has spoken.
    mutating func dropRepeatedPaths(from start: Int) {
        guard start < diagnostics.count, start > 0 else { return }
        let earlier: Set<String>? = start > Self.pathScanLimit ? Set(diagnostics[..<start].map(\.path)) : nil
        var kept = start
        for index in start..<diagnostics.count {
            let path = diagnostics[index].path
            let repeated = earlier?.contains(path) ?? diagnostics[..<start].contains { $0.path == path }
            if repeated { continue }
            diagnostics.swapAt(kept, index)
            kept += 1
        }
        diagnostics.removeSubrange(kept...)
        findingPaths.removeAll()
        indexedFindings = 0
    }

    /// Up to this many findings, a path is looked for by scanning them (no set built for a usual document).
    private static let pathScanLimit = 32

    /// Adds the paths of the findings not yet in `findingPaths`.
    private mutating func indexFindingPaths() {
        guard indexedFindings < diagnostics.count else { return }
        for diagnostic in diagnostics[indexedFindings...] { findingPaths.insert(diagnostic.path) }
        indexedFindings = diagnostics.count
    }

    /// Every finding passes here: card numbers in its pointer are masked and a long key cut, whichever check wrote
    /// it (its message and suggestion were masked when it was made, `Diagnostic.init`, and are masked again where a
    /// rule changes them). Consuming: the finding is moved into the list, not copied (a copy retained and released
    /// its strings).
    private mutating func add(_ diagnostic: consuming Diagnostic) {
        CardChecks.redactCardNumbers(in: &diagnostic.path)
        diagnostic.path = DiagnosticText.path(diagnostic.path)
        diagnostics.append(diagnostic)
    }
}

/// One validation rule: gets a view of the document's root and appends what it finds.
///
/// Rules are small and independent; a kind's rule list is in `DocumentKind.rules`.
protocol DocumentRule: Sendable {
    /// Checks `root` and reports to `context`.
    func check(_ root: JSONView, in context: inout ValidationContext)
}
