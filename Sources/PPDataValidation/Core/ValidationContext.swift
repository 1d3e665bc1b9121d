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
    /// `kind.readsEmptyRequiredTextAsMissing`, read once: every required member passes the test.
    let emptyRequiredTextIsMissing: Bool
    /// Findings so far: listed up to the options' `findingsLimit`, counted past it.
    private(set) var findings: FindingList
    /// The listed findings so far, in the order reported.
    var diagnostics: [Diagnostic] { findings.listed }
    /// The Orders v2 item sums per purchase unit, left by the items rule for the breakdown rule (each item is read
    /// once per document).
    var ordersV2ItemSums = OrdersV2.ItemSumsMemo()
    /// The root's member table, read once per document (`rootMembers(_:keys:)`).
    var rootMembersMemo: JSONObjectMembers?
    /// An MPL document's containers, listed once per document (`mplContainers(_:)`).
    var mplContainersMemo: [MPL.Container]?
    /// An Apple Pay request's `multiTokenContexts` amounts added up, when there are some and every one is usable:
    /// left by the token contexts rule for the total's check, which compares the total with it and with the line
    /// items at once (`ApplePayLineItems.checkTotal`).
    var applePayTokenContextsSum: DecimalAmount?
    /// The paths of the first `indexedFindings` findings, for `hasFinding(at:)` on documents with many findings.
    private var findingPaths: Set<String> = []
    private var indexedFindings = 0
    /// The pointer hashes of the first `indexedCounted` findings counted past the limit, likewise.
    private var countedPaths: Set<Int> = []
    private var indexedCounted = 0
    /// Inside `withoutRepeatedPointers`: the findings before this mark are those its findings must not repeat.
    private var repeatsBefore: FindingMark?
    /// Their pointers, and the hashes of those counted, once more than `pathScanLimit` are compared.
    private var earlierPointers: (listed: Set<String>, counted: Set<Int>)?

    /// Creates an empty context.
    @inline(__always)
    init(kind: DocumentKind, options: ValidationOptions) {
        self.kind = kind
        emptyRequiredTextIsMissing = kind.readsEmptyRequiredTextAsMissing
        self.options = options
        findings = FindingList(limit: options.findingsLimit, selection: options.selection)
    }

    /// Reports `document`'s duplicate keys (those whose pointer starts with `prefix`, when given).
    mutating func reportDuplicateKeys(of document: JSONDocument, under prefix: String?) {
        findings.addDuplicateKeys(of: document, under: prefix)
    }

    /// The current end of the findings, to ask later what a check reported (`hasFindings(since:)`).
    var mark: FindingMark { findings.mark }

    /// Whether anything was reported since `mark`.
    func hasFindings(since mark: FindingMark) -> Bool { findings.count(since: mark) > 0 }

    /// Whether an error was reported since `mark`.
    func hasErrors(since mark: FindingMark) -> Bool { findings.contains(since: mark) { $1 == .error } }

    /// Whether a finding reported since `mark` has a code and severity that `matches`.
    @inline(__always)
    func hasFinding(since mark: FindingMark, where matches: (DiagnosticCode, Severity) -> Bool) -> Bool {
        findings.contains(since: mark, where: matches)
    }

    /// How many findings were reported since `mark`.
    func findingCount(since mark: FindingMark) -> Int { findings.count(since: mark) }

    /// The index of the one finding reported since `mark`, when it was listed (nil when none or several were
    /// reported, or it was counted), for `replaceSuggestion(ofFinding:with:)` later.
    func listedIndex(ofOnlyFindingSince mark: FindingMark) -> Int? {
        findings.count(since: mark) == 1 && findings.listed.count == mark.listed + 1 ? mark.listed : nil
    }

    /// The index of the last listed finding since `mark` that `matches`, for `replaceSuggestion(ofFinding:with:)`;
    /// nil when there is none (or it was only counted: past the limit there is no suggestion to change).
    func lastListedFinding(since mark: FindingMark, where matches: (Diagnostic) -> Bool) -> Int? {
        findings.listed[min(mark.listed, findings.listed.count)...].lastIndex(where: matches)
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
    mutating func lowerToWarnings(
        from start: FindingMark, _ codes: [DiagnosticCode], because why: @autoclosure () -> String
    ) {
        for index in findings.listed.indices[min(start.listed, findings.listed.count)...]
        where findings.listed[index].severity == .error && codes.contains(findings.listed[index].code) {
            findings.listed[index].severity = .warning
            findings.listed[index].message += "; \(why())"
            CardChecks.redactCardNumbers(in: &findings.listed[index].message)
        }
        findings.lowerCounted(since: start, codes)
    }

    /// Replaces the suggestion of the finding at `index`, `why` (when given) added to its message: for a fix that a
    /// later rule knows better (the rounding of a detail that its transaction's total implies), or knows would break
    /// a second value (nil: an invoice item's product where the items add up to the subtotal).
    /// An index past the listed findings (a finding counted past the limit) changes nothing.
    mutating func replaceSuggestion(ofFinding index: Int, with suggestion: String?, because why: String? = nil) {
        guard findings.listed.indices.contains(index) else { return }
        findings.listed[index].suggestion = suggestion
        CardChecks.redactCardNumbers(in: &findings.listed[index].suggestion)
        if let why {
            findings.listed[index].message += "; \(why)"
            CardChecks.redactCardNumbers(in: &findings.listed[index].message)
        }
    }

    /// Drops the warnings reported from `start` on whose code is one of `codes`: for a shared check's warning that does
    /// not hold in one place (Safari's old two-place rule, which read final items only). Errors are left as they are.
    mutating func dropWarnings(from start: FindingMark, _ codes: [DiagnosticCode]) {
        let droppedCounted = findings.dropCounted(since: start) { $0.severity == .warning && codes.contains($0.code) }
        let before = findings.listed.count
        findings.listed[min(start.listed, before)...].removeAll { $0.severity == .warning && codes.contains($0.code) }
        guard findings.listed.count != before || droppedCounted else { return }
        forgetPathIndex()
    }

    /// Whether a finding has been reported at the JSON pointer `path`. A document with many findings (thousands of
    /// unknown members) is answered from a set of their paths (of the hashes of those past the findings limit),
    /// extended as findings come, so that asking once per finding stays linear.
    mutating func hasFinding(at path: String) -> Bool {
        if findings.counted.isEmpty, findings.listed.count <= Self.pathScanLimit {
            return findings.listed.contains { $0.path == path }
        }
        indexFindingPaths()
        return findingPaths.contains(path) || (!countedPaths.isEmpty && countedPaths.contains(path.hashValue))
    }

    /// Runs `body` (the schema walker), dropping each finding it reports at a JSON pointer where a finding had been
    /// reported before: a later check adds nothing where an earlier rule has spoken. Dropped as they come, not after
    /// the walk: repeats dropped at its end had taken room under the findings limit while it ran, and a document of
    /// fewer findings than the limit was left with some counted, not listed.
    mutating func withoutRepeatedPointers(_ body: (inout ValidationContext) -> Void) {
        let outer = repeatsBefore
        repeatsBefore = mark
        earlierPointers = nil
        body(&self)
        repeatsBefore = outer
        earlierPointers = nil
    }

    /// Whether a finding before `start` is at `path` (screened as findings' pointers are). Counted findings are
    /// compared by their pointers' hashes.
    private mutating func isRepeated(_ path: String, before start: FindingMark) -> Bool {
        let listedEnd = min(start.listed, findings.listed.count)
        if start.counted == 0, listedEnd <= Self.pathScanLimit {
            return findings.listed[..<listedEnd].contains { $0.path == path }
        }
        if earlierPointers == nil {
            let counted = findings.counted[..<min(start.counted, findings.counted.count)]
            earlierPointers = (Set(findings.listed[..<listedEnd].map(\.path)), Set(counted.map(\.pointerHash)))
        }
        guard let earlier = earlierPointers else { return false }
        return earlier.listed.contains(path) || (!earlier.counted.isEmpty && earlier.counted.contains(path.hashValue))
    }

    /// Up to this many findings, a path is looked for by scanning them (no set built for a usual document).
    private static let pathScanLimit = 32

    /// Adds the paths of the findings not yet in `findingPaths` (their hashes in `countedPaths` past the limit).
    private mutating func indexFindingPaths() {
        if indexedFindings < findings.listed.count {
            for diagnostic in findings.listed[indexedFindings...] { findingPaths.insert(diagnostic.path) }
            indexedFindings = findings.listed.count
        }
        if indexedCounted < findings.counted.count {
            for finding in findings.counted[indexedCounted...] { countedPaths.insert(finding.pointerHash) }
            indexedCounted = findings.counted.count
        }
    }

    /// Forgets the path index after findings were dropped (it is built again when next asked).
    private mutating func forgetPathIndex() {
        findingPaths.removeAll()
        indexedFindings = 0
        countedPaths.removeAll()
        indexedCounted = 0
    }

    /// Every finding passes here (`FindingList.add`: listed or counted, its pointer screened).
    private mutating func add(_ diagnostic: consuming Diagnostic) {
        guard let start = repeatsBefore else { return findings.add(diagnostic) }
        FindingList.screen(&diagnostic.path)
        if isRepeated(diagnostic.path, before: start) { return }
        findings.add(diagnostic, pathScreened: true)
    }
}

/// One validation rule: gets a view of the document's root and appends what it finds.
///
/// Rules are small and independent; a kind's rule list is in `DocumentKind.rules`.
protocol DocumentRule: Sendable {
    /// Checks `root` and reports to `context`.
    func check(_ root: JSONView, in context: inout ValidationContext)
}
