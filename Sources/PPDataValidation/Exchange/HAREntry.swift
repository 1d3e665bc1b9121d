/// What ppdata reads from one entry of a HAR file (HAR 1.2, `log.entries[i]`): the call, PayPal's answer, and the
/// request body to check. Read into plain values, so the entry's parsed document is gone before the body is checked.
struct HAREntry {
    /// The call and PayPal's answer; `skipped` says why the body is not checked.
    var exchange: PayPalExchange
    /// The request body and its kind, when it is checked.
    var body: EmbeddedBody?
    var kind: DocumentKind?
    /// The day the request was sent (`startedDateTime`'s date), when the entry says.
    var date: CalendarDate?
    /// A request body ppdata cannot read (marked base64 but not base64), and where its string is in the file.
    var unreadableBody: (message: String, line: Int, column: Int)?

    /// Where an entry's first byte is in the file: positions in the entry parsed alone map to the file's.
    struct Place {
        var line: Int
        var column: Int

        /// The file's line and column of `line`:`column` in the entry.
        func file(line entryLine: Int, column entryColumn: Int) -> (line: Int, column: Int) {
            (line + entryLine - 1, entryLine == 1 ? column + entryColumn - 1 : entryColumn)
        }
    }

    /// Reads entry `index`, whose parsed root is `root` and whose first byte is at `place`.
    init(_ root: JSONView, index: Int, place: Place) {
        let request = root.kind == .object ? root["request"] : nil
        guard let request, request.kind == .object, let method = request["method"]?.string,
            let url = request["url"]?.string
        else {
            exchange = PayPalExchange(
                method: "", url: "", skipped: "not a HAR entry (no \"request\" with \"method\" and \"url\")",
                answer: nil, agreement: nil, entry: index)
            return
        }
        exchange = PayPalExchange.recorded(method: method, url: url, entry: index)
        date = PayPalExchange.date(of: root)
        let route = PayPalExchange.route(method: method, url: url)
        guard let kind = route.kind else {
            exchange.skipped = route.skipped
            // Another host's answer is not PayPal's: only a PayPal call's answer is kept.
            if PayPalExchange.host(of: url).map(PayPalExchange.apiHosts.contains) == true {
                exchange.answer = Self.answer(root["response"])
            }
            return
        }
        exchange.answer = Self.answer(root["response"])
        let postData = request["postData"]
        // Left out (as browsers do for a POST without one), empty or JSON white space alone: no body, but for a call
        // that takes none, where it is that empty body; only when the request says it sent nothing: `bodySize` 0 or
        // left out (a positive size, or -1 for unknown, is a body the recording did not keep), no form `params`, no
        // `Content-Length` above 0 (the reviews).
        let text = postData?["text"]
        guard let text, text.kind == .string, !PayPalExchange.isEmptyText(text) else {
            let size = request["bodySize"]
            let unknown = size.map { ($0.numberText ?? $0.string)?.hasPrefix("-") == true } ?? false
            let sentNothing = !unknown && (size.map(PayPalExchange.isPositiveCount) ?? false) == false
                && (postData?["params"].map { $0.kind == .array && $0.count > 0 } ?? false) == false
                && !PayPalExchange.declaresBody(request["headers"])
            if kind.takesEmptyBody, sentNothing, text.map({ $0.kind == .string || $0.isNull }) ?? true {
                body = EmbeddedBody(emptyAt: place.line, column: place.column)
                self.kind = kind
            } else {
                exchange.skipped = "the entry holds no request body"
            }
            return
        }
        let at = place.file(line: text.line, column: text.column)
        let base64 = postData?["encoding"]?.stringEquals("base64") == true
        guard let body = EmbeddedBody(text, line: at.line, column: at.column, base64: base64) else {
            unreadableBody = ("the request body is marked base64 but is not base64 text", at.line, at.column)
            self.kind = kind
            return
        }
        // gzip's magic bytes: a body recorded compressed (Content-Encoding: gzip), which is no JSON to read.
        if body.bytes.starts(with: [0x1F, 0x8B]) {
            unreadableBody = (
                "the request body is recorded compressed (gzip), which ppdata does not read: record it uncompressed",
                at.line, at.column)
            self.kind = kind
            return
        }
        self.body = body
        self.kind = kind
    }

    /// PayPal's answer in `response`: its `status`, and the error in `content.text` when that is JSON. Nil without
    /// a response, or with status 0 (HAR's word for a request that got no response).
    private static func answer(_ response: JSONView?) -> PayPalAnswer? {
        guard let response, response.kind == .object,
            let status = response["status"]?.numberText.flatMap({ Int($0) }), status > 0
        else { return nil }
        let content = response["content"]
        guard let text = content?["text"], text.kind == .string,
            let body = EmbeddedBody(text, line: 1, column: 1, base64: content?["encoding"]?.stringEquals("base64") == true),
            let document = try? JSONDocument.parse(body.bytes)
        else { return PayPalAnswer(reading: nil, status: status) }
        return document.withRootView { PayPalAnswer(reading: $0, status: status) }
    }
}

extension PaymentValidator {
    /// Validates the requests to PayPal's API in a HAR file (HAR 1.2, as browsers and HTTP proxies export recorded
    /// traffic): one report per entry of `log.entries`, in order. A request to a PayPal API host whose call a kind
    /// checks has its body (`request.postData.text`, decoded from base64 when its `encoding` says so) checked as that
    /// kind: paths are JSON pointers in the body, lines and columns those of the body's text in the file; dates
    /// (a card's expiry) are judged on the day of the request (`startedDateTime`) unless `options.todaySource` says
    /// the caller chose the day. Every
    /// report has an `exchange` with the entry's index, PayPal's answer (`response.status`, the error in
    /// `response.content.text`) and how the verdicts compare; other entries' reports say why they were skipped.
    /// Throws when the bytes are not a HAR file.
    public func validate(har bytes: some Sequence<UInt8>) throws(HARFormatError) -> [ValidationReport] {
        var scanner = HARScanner(maxEntryBytes: options.parseOptions.maxInputBytes)
        var reports: [ValidationReport] = []
        var failure: HARFormatError?
        Array(bytes).withUnsafeBufferPointer { buffer in
            do throws(HARFormatError) {
                try scanner.scan(buffer) { reports.append(validate(harEntry: $0)) }
                try scanner.finish()
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return reports
    }

    /// Validates one entry cut out of a HAR file by `HARScanner` (see `validate(har:)`). With a `scratch`, the body
    /// is parsed in the thread's reused node buffer.
    package func validate(harEntry entry: HAREntryText, scratch: JSONParseScratch? = nil) -> ValidationReport {
        let place = HAREntry.Place(line: entry.line, column: entry.column)
        func malformed(_ message: String, line: Int, column: Int) -> ValidationReport {
            self.report(kind: nil, only: Diagnostic(
                code: .malformedJSON, severity: .error, path: "", line: line, column: column, message: message))
        }
        if let size = entry.tooLargeByteCount {
            return malformed(
                "entry \(entry.index) is \(size) bytes, more than the limit of \(options.parseOptions.maxInputBytes) bytes",
                line: entry.line, column: entry.column)
        }
        let read: HAREntry
        do throws(JSONParseError) {
            var parseOptions = options.parseOptions
            parseOptions.baseLine = 1
            let document = try JSONDocument.parse(entry.bytes, options: parseOptions)
            read = document.withRootView { HAREntry($0, index: entry.index, place: place) }
        } catch {
            let at = place.file(line: error.line, column: error.column)
            return malformed("entry \(entry.index) is not JSON: \(error.message)", line: at.line, column: at.column)
        }
        var exchange = read.exchange
        var report: ValidationReport
        if let body = read.body, let kind = read.kind {
            // A recording is judged on the day it was made (a card that expired since was valid then), unless the
            // caller chose a day (`--now`).
            var validator = self
            validator.options.query = ValidationOptions.query(of: read.exchange.url)
            if options.todaySource == nil, let date = read.date {
                validator.options.today = date
                validator.options.todaySource = "the day of the request, its startedDateTime"
            }
            report = validator.validate(embedded: body, as: kind, scratch: scratch)
        } else if let problem = read.unreadableBody {
            report = malformed(problem.message, line: problem.line, column: problem.column)
            report.kind = read.kind
        } else {
            return ValidationReport(kind: nil, diagnostics: [], exchange: exchange)
        }
        exchange.agreement = PayPalExchange.agreement(report, answer: exchange.answer)
        report.exchange = exchange
        return report
    }

    /// Validates `body`, a request body held as a JSON string (a HAR entry's `postData.text`, an exchange record's
    /// `request.body` written as text), as `kind`: paths are pointers in the body, places the body's text's in the
    /// file. A blank body of a call that takes none (`DocumentKind.takesEmptyBody`) is that empty body.
    func validate(embedded body: EmbeddedBody, as kind: DocumentKind, scratch: JSONParseScratch? = nil) -> ValidationReport {
        var report = body.bytes.withUnsafeBufferPointer { validate(utf8: $0, as: kind, scratch: scratch) }
        // The findings in order, and a DUPLICATE_KEY's "first at" place behind them, each walked on from where the
        // one before of its sort stopped, or, for a place behind that, from the body's checkpoint before it.
        var cursor = EmbeddedBody.Cursor()
        var behind = EmbeddedBody.Cursor()
        var checkpoints: [EmbeddedBody.Cursor]?
        for index in report.diagnostics.indices {
            PaymentValidator.move(&report.diagnostics[index]) { line, column in
                if cursor.reaches(line: line, column: column) {
                    return body.filePosition(line: line, column: column, resuming: &cursor)
                }
                if !behind.reaches(line: line, column: column) {
                    let marks = checkpoints ?? body.checkpoints()
                    checkpoints = marks
                    behind = EmbeddedBody.cursor(in: marks, before: line, column: column)
                }
                return body.filePosition(line: line, column: column, resuming: &behind)
            }
        }
        return report
    }
}
