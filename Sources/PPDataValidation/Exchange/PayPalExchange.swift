/// One recorded call to PayPal and what PayPal answered, as an exchange record holds it (docs/cli.md, "Recorded
/// traffic"): `{"method": "POST", "url": "https://api-m.paypal.com/v2/...", "request": {"body": {...}},
/// "response": {"status": 422, "body": {...}}}`. ppdata checks the request body as the kind of body its call sends
/// and sets its own verdict beside PayPal's answer: how a user learns which requests PayPal will refuse before
/// sending them, and how ppdata finds the rules it is missing.
public struct PayPalExchange: Sendable, Hashable {
    /// The request's method, as recorded.
    public var method: String
    /// The request's URL, as recorded, with its user name and password replaced by `•••` and card numbers masked.
    public var url: String
    /// Why the request was not checked: not a PayPal API host, or a call no kind checks the body of; nil when it
    /// was checked.
    public var skipped: String?
    /// PayPal's answer, when the record holds the response.
    public var answer: PayPalAnswer?
    /// How ppdata's verdict and PayPal's answer compare; nil without an answer, or with a status that is neither
    /// success (2xx) nor a refusal of the request (4xx).
    public var agreement: Agreement?
    /// For an entry of a HAR file: its index in `log.entries`, from 0; nil for an exchange record.
    public var entry: Int? = nil

    /// How ppdata's verdict compares with PayPal's answer.
    public enum Agreement: String, Sendable, Hashable, CaseIterable {
        /// PayPal accepted the request (2xx) and ppdata found no error.
        case bothAccepted = "both-accepted"
        /// PayPal refused it (4xx) and ppdata found an error naming one of PayPal's issues, or, for an error PayPal
        /// names without details (`INVALID_PAYER_ID`), an error at the member the name is about (`payer_id`), or any
        /// error when the answer as recorded names none (no error body, or one ppdata cannot read, such as a reply
        /// stored gzip).
        case bothRejected = "both-rejected"
        /// Both refused it, but no code of ppdata's is one of the issues PayPal named.
        case bothRejectedForOtherIssues = "both-rejected-other-issues"
        /// ppdata found an error where PayPal answered 2xx.
        case onlyPPDataRejected = "only-ppdata-rejected"
        /// PayPal refused a request ppdata passed.
        case onlyPayPalRejected = "only-paypal-rejected"

        /// Whether the two verdicts agree.
        public var agrees: Bool { self == .bothAccepted || self == .bothRejected }
    }

    /// The hosts of PayPal's REST APIs, live and sandbox; requests to other hosts are skipped. The `cors.api` ones
    /// are those PayPal's JavaScript SDK calls from a browser (paypal/paypal-sdk-client, `getPayPalAPIDomain`;
    /// paypal/paypal-checkout-components, `corsApiUrls`): a browser's recording of a client-side integration holds
    /// its Orders v2 bodies there (a new user's trial found them skipped).
    public static let apiHosts: Set<String> = [
        "api.paypal.com", "api-m.paypal.com", "api.sandbox.paypal.com", "api-m.sandbox.paypal.com",
        "cors.api.paypal.com", "www.cors.api.paypal.com", "cors.api.sandbox.paypal.com",
    ]
}

/// What PayPal answered: the HTTP status and, for an error, its `name` and `details[].issue` / `details[].field`.
public struct PayPalAnswer: Sendable, Hashable {
    /// One entry of the error's `details`.
    public struct Issue: Sendable, Hashable {
        /// PayPal's issue name (`DECIMAL_PRECISION`).
        public var issue: String
        /// The field PayPal names, as it writes it (a JSON pointer in v2, a dotted path in v1); nil when absent.
        public var field: String?
    }

    /// The HTTP status code.
    public var status: Int
    /// The error's `name` (`UNPROCESSABLE_ENTITY`, `INVALID_REQUEST`, `VALIDATION_ERROR`); nil for a success.
    public var name: String?
    /// The error's details.
    public var issues: [Issue]

    /// Whether PayPal accepted the request (2xx).
    public var accepted: Bool { (200..<300).contains(status) }
    /// Whether PayPal refused the request itself (4xx; 5xx and others say nothing of the request).
    public var refused: Bool { (400..<500).contains(status) }

    /// Whether the answer judges the request's body, so that ppdata's verdict can be compared with it: a success,
    /// or a refusal other than of the caller (401 authentication, 403 permission), of the URL (404 an id that
    /// names nothing, 405), of a repeated request (409, a PayPal-Request-Id used before) or of the rate (429).
    public var judgesTheBody: Bool {
        accepted || (refused && ![401, 403, 404, 405, 409, 429].contains(status))
    }

    /// Whether PayPal's error is about the state of what the call names (an authorization that expired, an order
    /// already captured, an invoice id used before) or of who pays (a declined card, a restricted account) rather
    /// than about the body: no check of a body can predict it, so a disagreement on such an answer is no rule
    /// ppdata lacks.
    public var concernsResourceState: Bool {
        name.map(Self.resourceStateNames.contains) == true || issues.contains { Self.resourceStateNames.contains($0.issue) }
    }

    /// PayPal's names for refusals of a resource's state, and of a payer, payee or instrument that no body shows
    /// (a declined card, a restricted account). Orders v2 and Payments v2: the error examples of Data/openapi's
    /// `checkout_orders_v2.json` and `payments_payment_v2.json`; Payments v1 and Payouts: the answers recorded in
    /// PayPal's Node SDK tests (Tests/RealDocuments/traffic).
    static let resourceStateNames: Set<String> = [
        "INSTRUMENT_DECLINED", "TRANSACTION_REFUSED", "PAYER_CANNOT_PAY", "PAYEE_ACCOUNT_RESTRICTED",
        "PAYER_ACCOUNT_RESTRICTED", "PAYER_ACCOUNT_LOCKED_OR_CLOSED", "PAYEE_ACCOUNT_LOCKED_OR_CLOSED",
        "PAYEE_BLOCKED_TRANSACTION", "COMPLIANCE_VIOLATION", "REDIRECT_PAYER_FOR_ALTERNATE_FUNDING",
        "MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED",
        "ORDER_ALREADY_CAPTURED", "ORDER_ALREADY_AUTHORIZED", "ORDER_NOT_APPROVED", "ORDER_EXPIRED",
        "ORDER_COMPLETED_OR_VOIDED", "ORDER_CANNOT_BE_SAVED", "PAYER_ACTION_REQUIRED", "DUPLICATE_INVOICE_ID",
        "AUTHORIZATION_ALREADY_CAPTURED", "AUTHORIZATION_VOIDED", "AUTHORIZATION_EXPIRED", "CAPTURE_FULLY_REFUNDED",
        "CANNOT_BE_VOIDED", "AUTHORIZATION_CANNOT_BE_VOIDED", "ORDER_ALREADY_COMPLETED", "ORDER_VOIDED",
        "ORDER_CANNOT_BE_VOIDED", "PAYMENT_NOT_APPROVED_FOR_EXECUTION", "PAYMENT_STATE_INVALID", "ITEM_ALREADY_CANCELLED",
        "ITEM_INCORRECT_STATUS",
    ]
}

extension PayPalExchange {
    /// The exchange record `root` is, with its body to check (nil for a skipped request) and the body's kind; nil
    /// when `root` is not an exchange record (an object with `method` and `url` strings and a `request` object).
    static func read(_ root: JSONView) -> (exchange: PayPalExchange, body: JSONView?, kind: DocumentKind?)? {
        guard root.kind == .object, let method = root["method"]?.string, let url = root["url"]?.string,
            let request = root["request"], request.kind == .object
        else { return nil }
        var exchange = PayPalExchange.recorded(method: method, url: url)
        if let response = root["response"], response.kind == .object,
            let status = response["status"]?.numberText.flatMap({ Int($0) })
        {
            exchange.answer = PayPalAnswer(reading: response["body"], status: status)
        }
        let route = route(method: method, url: url)
        guard let kind = route.kind else {
            exchange.skipped = route.skipped
            return (exchange, nil, nil)
        }
        // A body left out, null, or written as text of JSON white space alone is no body, but for a call that takes
        // none (a capture, a full refund: vcrpy writes `body: null`), where it is that empty body (nil, with the
        // kind); other text is read as JSON (a no-break space is MALFORMED_JSON, as in a HAR entry).
        let body = request["body"].flatMap { $0.isNull ? nil : $0 }
        guard let body, !isEmptyText(body) else {
            // A `Content-Length` above 0 or a chunked body says a body was sent that the record did not keep (the
            // reviews).
            guard kind.takesEmptyBody, !declaresBody(request["headers"]) else {
                exchange.skipped = "the record holds no request body"
                return (exchange, nil, nil)
            }
            return (exchange, body, kind)
        }
        return (exchange, body, kind)
    }

    /// Whether `headers` says a body was sent: a `Content-Length` above 0 or a `Transfer-Encoding`, in any letter
    /// case; `headers` an object of names and values (a value may be a list of them, as vcrpy and VCR write it), or
    /// an array of `name`/`value` objects, as HAR writes them.
    static func declaresBody(_ headers: JSONView?) -> Bool {
        guard let headers else { return false }
        func declares(_ name: String, _ value: JSONView?) -> Bool {
            guard let value else { return false }
            switch name.lowercased() {
            case "content-length":
                if value.kind == .array { return value.elements.contains { isPositiveCount($0) } }
                return isPositiveCount(value)
            case "transfer-encoding": return !(value.string?.lowercased().contains("identity") ?? false)
            default: return false
            }
        }
        if headers.kind == .object { return headers.members.contains { declares($0.key, $0.value) } }
        guard headers.kind == .array else { return false }
        return headers.elements.contains { header in
            header.kind == .object && declares(header["name"]?.string ?? "", header["value"])
        }
    }

    /// Whether `value`, a number or its text (`57`, `"57"`, `57.0`, `5e1`), counts more than nothing: a digit other
    /// than 0 before any exponent. A byte count, read without converting it.
    static func isPositiveCount(_ value: JSONView) -> Bool {
        guard let text = (value.numberText ?? value.string)?.filter({ $0 != " " }), text.first?.isASCII == true,
            text.first?.isNumber == true
        else { return false }
        return text.prefix { $0 != "e" && $0 != "E" }.contains { $0.isASCII && $0.isNumber && $0 != "0" }
    }

    /// The day in UTC a record says its request was sent: `startedDateTime` (as a HAR entry has it) or `timestamp`,
    /// an ISO 8601 instant (`CalendarDate.utcDate(ofInstant:)`) or a number of seconds, or milliseconds, since
    /// 1970 (as loggers write one); nil when neither is readable.
    static func date(of record: JSONView) -> CalendarDate? {
        for key: StaticString in ["startedDateTime", "timestamp"] {
            guard let value = record[key] else { continue }
            if let text = value.string, let date = CalendarDate.utcDate(ofInstant: text) { return date }
            if let number = value.numberText, let seconds = Int(number), seconds > 0 {
                // Past 10^11 seconds is past the year 5000: milliseconds.
                return CalendarDate.utcDate(secondsSinceEpoch: seconds > 100_000_000_000 ? seconds / 1_000 : seconds)
            }
        }
        return nil
    }

    /// Whether `body` is a string of JSON white space alone (space, tab, line feed, carriage return; RFC 8259 section
    /// 2), or empty: a recorded request that sent no body.
    static func isEmptyText(_ body: JSONView) -> Bool {
        body.withStringUTF8 { $0.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } } ?? false
    }

    /// The kind of the body a call sends, or why the call is not checked: not a PayPal API host, or a call no kind
    /// checks the body of. One of the two is nil.
    static func route(method: String, url: String) -> (kind: DocumentKind?, skipped: String?) {
        let host = Self.host(of: url)
        guard let host, apiHosts.contains(host) else {
            // The host is shown as the URL is, card numbers masked: a host is any text a recording holds.
            return (nil, "not a PayPal API host (\(host.map(CardChecks.redactingCardNumbers(in:)) ?? "no host"))")
        }
        guard let kind = DocumentKind(endpoint: "\(method) \(url)") else {
            return (nil, "no kind checks the body of this call")
        }
        return (kind, nil)
    }

    /// The call `method` `url` as a report shows it, for an exchange record or a HAR entry (`entry`): the URL without
    /// its credentials, and no card number in full (`redacted(url:)`).
    static func recorded(method: String, url: String, entry: Int? = nil) -> PayPalExchange {
        PayPalExchange(
            method: CardChecks.redactingCardNumbers(in: method), url: redacted(url: url), skipped: nil, answer: nil,
            agreement: nil, entry: entry)
    }

    /// `url` as a report may show it: the user name and password of an absolute URL replaced by `•••`
    /// (`https://•••@api-m.sandbox.paypal.com/...`), the value of a query or fragment parameter that holds a secret
    /// replaced so (`secretParameters`), card numbers masked (a query may carry one), and the value of a query
    /// parameter named as a security code (`cvv=123`) masked whole.
    static func redacted(url: String) -> String {
        var text = Substring(url)
        if let authority = RequestURL(text).authority, let at = authority.lastIndex(of: "@") {
            text = text[..<authority.startIndex] + "•••" + text[at...]
        }
        return CardChecks.redactingCardNumbers(in: maskingSecretParameters(in: text))
    }

    /// The names, in lower case, of URL parameters whose values are secrets: OAuth 2.0's tokens, client secret
    /// and authorization code (RFC 6749, RFC 6750 section 2.3 `access_token` in a query), a password, and the
    /// credentials of PayPal's classic NVP API (`PWD`, `SIGNATURE`). Browser code that sends its client secret in
    /// the token call's query (`/v1/oauth2/token?client_id=…&secret=…`) is public, so a recording of such a page
    /// holds them (a new user's trial).
    static let secretParameters: Set<String> = [
        "access_token", "refresh_token", "id_token", "client_secret", "secret", "code", "password", "pwd",
        "signature", "assertion", "client_assertion", "api_key", "apikey",
    ]

    /// `url` with the value of each query or fragment parameter named in `secretParameters` replaced by `•••`: a
    /// name percent-encoded (`access%5Ftoken`), and a URL nested in a parameter, its `?`, `&`, `#`, `;` and `=`
    /// encoded (`?u=https%3A%2F%2Fx%2F%3Faccess_token%3D…`), are read too, as a server decodes them (the review).
    static func maskingSecretParameters(in url: Substring) -> String {
        let bytes = Array(url.utf8)
        guard let start = bytes.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) else {
            return String(url)
        }
        // The length of an encoded byte `%XY` at `index` whose value is one of `values`, else 0.
        func encoded(_ index: Int, _ values: [UInt8]) -> Int {
            guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "%"),
                let high = CardChecks.hexValue(bytes[index + 1]), let low = CardChecks.hexValue(bytes[index + 2])
            else { return 0 }
            return values.contains(high << 4 | low) ? 3 : 0
        }
        let separators: [UInt8] = Array("&;?#".utf8)
        func separatorLength(_ index: Int) -> Int {
            separators.contains(bytes[index]) ? 1 : encoded(index, separators)
        }
        var output = Array(bytes[...start])
        var index = start + 1
        var nested = false  // the parameter follows an encoded separator: it is in a URL nested in a value
        while index < bytes.count {
            var end = index
            while end < bytes.count, separatorLength(end) == 0 { end += 1 }
            var equals = index
            var equalsLength = 0
            while equals < end {
                equalsLength = bytes[equals] == UInt8(ascii: "=") ? 1 : encoded(equals, [UInt8(ascii: "=")])
                if equalsLength > 0 { break }
                equals += 1
            }
            if equalsLength > 0, equals + equalsLength < end,
                secretParameters.contains(decodedName(bytes[index..<equals]))
            {
                output += bytes[index..<(equals + equalsLength)]
                output += "•••".utf8
                // A parameter of the URL itself holds its value up to the next `&` or `#` written as one: an encoded
                // `&`, a `;` or a `?` in it is part of the secret (`password=abc%26def`, `password=abc;def`, the
                // reviews; URLSearchParams splits a query on `&` alone).
                if !nested {
                    while end < bytes.count, bytes[end] != UInt8(ascii: "&"), bytes[end] != UInt8(ascii: "#") { end += 1 }
                }
            } else {
                output += bytes[index..<end]
            }
            guard end < bytes.count else { break }
            let length = separatorLength(end)
            output += bytes[end..<(end + length)]
            nested = length > 1
            index = end + length
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// A parameter's name percent-decoded (`DecodedText.percentEscape`) and in lower case (`Access%5FToken` →
    /// `access_token`).
    private static func decodedName(_ name: ArraySlice<UInt8>) -> String {
        let decoded = Array(name).withUnsafeBufferPointer { text in
            var decoded: [UInt8] = []
            var index = 0
            while index < text.count {
                let (byte, length) = DecodedText.percentEscape(text, at: index) ?? (text[index], 1)
                decoded.append(byte)
                index += length
            }
            return decoded
        }
        return String(decoding: decoded, as: UTF8.self).lowercased()
    }

    /// The host of an absolute URL (`https://api-m.paypal.com/v2/...` → `api-m.paypal.com`), lower-cased, without
    /// a port or credentials.
    static func host(of url: String) -> String? { RequestURL(Substring(url)).host }

    /// `agreement` for ppdata's `report` of the body against `answer`.
    static func agreement(_ report: ValidationReport, answer: PayPalAnswer?) -> Agreement? {
        guard let answer, answer.judgesTheBody else { return nil }
        switch (report.isValid, answer.accepted) {
        case (true, true): return .bothAccepted
        case (false, true): return .onlyPPDataRejected
        case (true, false): return .onlyPayPalRejected
        case (false, false):
            // An answer that names nothing cannot name other issues: the verdicts alone are compared.
            guard answer.name != nil || !answer.issues.isEmpty else { return .bothRejected }
            // An error without details is named by its name alone (`INVALID_CURRENCY_CODE`).
            let issues = answer.issues.isEmpty ? Set(answer.name.map { [$0] } ?? []) : Set(answer.issues.map(\.issue))
            let member = answer.namedMember
            let named =
                report.errors.contains { error in
                    if issues.contains(error.code.rawValue) { return true }
                    if let member, error.path.ends(atMember: member) { return true }
                    let pointer = bodyPointer(of: error.path)
                    return answer.issues.contains { $0.isAboutItsFieldAlone && $0.names(pointer: pointer) }
                }
                || report.unlisted.counts.contains { $0.severity == .error && issues.contains($0.code.rawValue) }
            return named ? .bothRejected : .bothRejectedForOtherIssues
        }
    }
}

extension PayPalExchange {
    /// `path`, a finding's pointer, as a pointer into the request's body: an exchange record's findings point into
    /// the record (`/request/body/amount/value`), a body logged as text's and a HAR entry's into the body itself.
    static func bodyPointer(of path: String) -> String {
        let record = "/request/body"
        guard path.hasPrefix(record) else { return path }
        let rest = path.dropFirst(record.utf8.count)
        return rest.isEmpty || rest.hasPrefix("/") ? String(rest) : path
    }
}

extension PayPalAnswer {
    /// The member an error without details is about, named by the error's name alone (`INVALID_PAYER_ID` →
    /// `payer_id`: PayPal's Payments v1 refuses an execution's payer id so, Tests/RealDocuments/traffic's entry 45);
    /// nil for an answer with details, whose issues name what is wrong, and for a name whose rest is one word
    /// (`INVALID_REQUEST`, `INVALID_NAME`): too general to pick one member of many. Errors counted past the findings
    /// limit keep no path and are not compared so.
    var namedMember: Substring? {
        guard issues.isEmpty, let name, name.hasPrefix("INVALID_") else { return nil }
        let member = name.dropFirst(8).lowercased()
        guard member.contains("_") else { return nil }
        return Substring(member)
    }
}

extension String {
    /// Whether this JSON pointer (a finding's path) ends at a member named `member` (`/request/body/payer_id`).
    func ends(atMember member: Substring) -> Bool {
        guard let slash = lastIndex(of: "/") else { return false }
        return self[index(after: slash)...] == member
    }
}

extension PayPalAnswer {
    /// The answer with `status`, its error read from `body` when that is an object (Orders and Payments v2:
    /// `name`, `details[].issue`, `details[].field`; Payments v1: `name` and `details[].issue` with `field`).
    init(reading body: JSONView?, status: Int) {
        self.status = status
        guard let body, body.kind == .object else {
            name = nil
            issues = []
            return
        }
        // Echoed in reports, so screened like findings (a recorded field may name a card-number key).
        let redacted = CardChecks.redactingCardNumbers(in:)
        name = body["name"]?.string.map(redacted)
        issues = (body["details"].map { $0.kind == .array ? Array($0.elements) : [] } ?? []).compactMap { detail in
            guard detail.kind == .object, let issue = detail["issue"]?.string else { return nil }
            return Issue(issue: redacted(issue), field: detail["field"]?.string.map(redacted))
        }
    }
}
