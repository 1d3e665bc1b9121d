/// A document's findings as its checks report them: listed whole until `limit`, then counted
/// (`ValidationOptions.findingsLimit`, `UnlistedFindings`).
///
/// A counted finding keeps what the checks ask of the findings before theirs: its code, its severity and a hash of
/// its pointer (a check lowers an error to a warning, drops a warning, or speaks only where nothing has). So the
/// counts and the verdict are exactly those of an unlimited run, and a counted finding takes 32 bytes where a listed
/// one took about 300 (a hostile document of 20 MB with 10 million findings took 5 GB), which keeps the findings'
/// memory within what parsing the document takes. (Pointers are compared by a 64-bit hash past the limit: two
/// pointers of one document that hash alike, about one chance in 10^4 for the largest document the reader takes,
/// would make a later check keep quiet at the second.)
///
/// A finding of a code that the selection ignores is counted whatever the room, so that it takes none: the report
/// leaves it out anyway (`DiagnosticSelection.applied(to:)`), and a listed finding would hide one the user wants.
/// Once the limit is reached every later finding is counted, even if listed ones are dropped meanwhile. A check that
/// asks what another reported holds a `FindingMark`, which splits the listed and the counted findings alike, never
/// an index into the list.
struct FindingList: Sendable {
    /// A finding past the limit: what later checks ask of it.
    struct Counted: Sendable {
        var code: DiagnosticCode
        var severity: Severity
        /// The hash of its pointer (screened and cut as a listed one's is).
        var pointerHash: Int
    }

    /// The most findings listed.
    let limit: Int
    /// The listed findings, in the order reported.
    var listed: [Diagnostic] = []
    /// The findings past the limit, in the order reported.
    var counted: [Counted] = []
    /// Whether the limit has been reached.
    private var overflowed = false
    /// The selection's treatments when it has any (nil for none, the usual case: nothing to copy per document).
    private let treatments: [DiagnosticCode: DiagnosticSelection.Treatment]?

    /// An empty list; `limit` nil lists every finding, and findings of a code `selection` ignores are counted.
    @inline(__always)
    init(limit: Int?, selection: DiagnosticSelection) {
        self.limit = max(0, limit ?? .max)
        treatments = selection.isEmpty ? nil : selection.treatments
    }

    /// Adds `diagnostic` with card numbers in its pointer masked and a long key cut (whichever check wrote it; its
    /// message and suggestion were masked when it was made, `Diagnostic.init`): listed while there is room, counted
    /// after. Consuming: the finding is moved into the list, not copied (a copy retained and released its strings).
    /// `pathScreened`: the caller has masked and cut the pointer already.
    mutating func add(_ diagnostic: consuming Diagnostic, pathScreened: Bool = false) {
        if !pathScreened { Self.screen(&diagnostic.path) }
        guard !overflowed, listed.count < limit, treatments == nil else { return listOrCount(diagnostic) }
        listed.append(diagnostic)
    }

    /// `path` with card numbers masked and a key longer than a pointer shows cut, as every finding's is.
    static func screen(_ path: inout String) {
        // The whole pointer, not segment by segment: a card split over keys, or followed by an index-like key,
        // showed its digits past the masked segment (session 62's review); an array index before a card used as a
        // key is masked with it (`/purchase_units/•••• 1111`).
        CardChecks.redactCardNumbers(in: &path)
        path = DiagnosticText.path(path)
    }

    /// Lists a finding of a run with a selection (unless it ignores the code), or counts it: past the limit, or
    /// ignored. Out of line: the usual document never gets here.
    @inline(never)
    private mutating func listOrCount(_ diagnostic: consuming Diagnostic) {
        let ignored = treatments?[diagnostic.code] == .ignore
        if !ignored, !overflowed, listed.count < limit { return listed.append(diagnostic) }
        if !ignored { overflowed = true }
        counted.append(Counted(code: diagnostic.code, severity: diagnostic.severity, pointerHash: diagnostic.path.hashValue))
    }

    /// Adds `document`'s duplicate keys (those whose pointer starts with `prefix`, when given) as DUPLICATE_KEY
    /// errors.
    mutating func addDuplicateKeys(of document: JSONDocument, under prefix: String? = nil) {
        // By index, not `document.duplicateKeys`: that array of every duplicate took more memory than the findings.
        for pair in document.duplicateIndices {
            let value = JSONValue(document: document, index: pair.repeated)
            let pointer = value.view.pointer  // shortened, as every finding's
            if let prefix, !pointer.hasPrefix(prefix) { continue }
            let position = value.position
            let first = JSONValue(document: document, index: pair.first).position
            add(Diagnostic(
                code: .duplicateKey, severity: .error, path: pointer, line: position.line,
                column: position.column,
                message: "\"\(value.key ?? "")\" appears more than once in the same object"
                    + PaymentValidator.firstAt(first.line, first.column)))
        }
    }

    /// The current end of the findings, to ask later what was reported after it.
    var mark: FindingMark { FindingMark(listed: listed.count, counted: counted.count) }

    /// The counted findings by code and severity, for the report.
    @inline(__always)
    var unlisted: UnlistedFindings { counted.isEmpty ? UnlistedFindings() : tally() }

    /// The counted findings by code and severity.
    private func tally() -> UnlistedFindings {
        var unlisted = UnlistedFindings()
        for finding in counted { unlisted.add(finding.code, finding.severity) }
        return unlisted
    }

    /// How many findings, listed or counted, were reported since `mark` (less those dropped since).
    @inline(__always)
    func count(since mark: FindingMark) -> Int {
        listed.count - mark.listed + counted.count - mark.counted
    }

    /// Whether a finding reported since `mark`, listed or counted, has a code and severity that `matches`. Inlined, so
    /// that `matches` is too (an amount check asks this of every amount).
    @inline(__always)
    func contains(since mark: FindingMark, where matches: (DiagnosticCode, Severity) -> Bool) -> Bool {
        if listed[min(mark.listed, listed.count)...].contains(where: { matches($0.code, $0.severity) }) { return true }
        return !counted.isEmpty && counted[min(mark.counted, counted.count)...].contains { matches($0.code, $0.severity) }
    }

    /// Makes the counted errors since `mark` whose code is one of `codes` warnings.
    mutating func lowerCounted(since mark: FindingMark, _ codes: [DiagnosticCode]) {
        for index in counted.indices[min(mark.counted, counted.count)...]
        where counted[index].severity == .error && codes.contains(counted[index].code) {
            counted[index].severity = .warning
        }
    }

    /// Drops the counted findings since `mark` for which `drops` is true; whether any was dropped.
    mutating func dropCounted(since mark: FindingMark, where drops: (Counted) -> Bool) -> Bool {
        let before = counted.count
        counted[min(mark.counted, before)...].removeAll(where: drops)
        return counted.count != before
    }
}

/// A point in a document's findings (`ValidationContext.mark`): a check takes one before it calls another, and
/// asks afterwards what that one reported.
struct FindingMark: Sendable {
    /// How many findings were listed.
    let listed: Int
    /// How many were counted past the limit.
    let counted: Int
}
