extension DocumentKind {
    /// Every PayPal REST call a kind checks the body of, as `METHOD /path/{template}` (Data/openapi's paths), in
    /// `allCases` order.
    public static var endpoints: [(endpoint: String, kind: DocumentKind)] {
        allCases.flatMap { kind in kind.requestCalls.map { ("\($0.method) \($0.path)", kind) } }
    }

    /// The kind of the body a call sends. `endpoint` is a method and a path, as PayPal's reference writes it
    /// (`POST /v2/payments/captures/{capture_id}/refund`) or as a request went out: real ids in the path, a full
    /// URL with host, query or fragment (`POST https://api-m.paypal.com/v2/payments/captures/3C6793/refund?x=1`).
    /// Bodies of different calls can have the same keys (a capture and a refund both hold `amount`, `invoice_id`,
    /// `note_to_payer`), so the call, not the keys, says which body it is. The method may be left out (a URL as an
    /// SDK's log prints it) where one call with a body has that path, as each of these has. Nil when no kind checks
    /// that call.
    public init?(endpoint: String) {
        // Words parted by any white space; an HTTP request line's version (`POST /v2/checkout/orders HTTP/1.1`) is
        // no part of the call (a review: a service passing its request line got nil, and left the body unchecked).
        var words = endpoint.split(whereSeparator: \.isWhitespace)
        if words.count == 3, words[2].hasPrefix("HTTP/") { words.removeLast() }
        guard words.count == 2 || words.count == 1 else { return nil }
        let method = words.count == 2 ? words[0].uppercased() : nil
        let path = Self.pathSegments(of: words[words.count - 1])
        for kind in DocumentKind.allCases {
            for call in kind.requestCalls where method == nil || call.method == method {
                let template = Self.pathSegments(of: Substring(call.path))
                guard template.count == path.count else { continue }
                let matches = zip(template, path).allSatisfy { pattern, segment in
                    (pattern.hasPrefix("{") && pattern.hasSuffix("}") && !segment.isEmpty) || pattern == segment
                }
                if matches {
                    self = kind
                    return
                }
            }
        }
        return nil
    }

    /// Whether the call takes no body at all: PayPal's own guide captures and authorizes an approved order, and
    /// captures an authorization, with no body (`curl -X POST …/v2/checkout/orders/<OrderID>/capture` with only
    /// its headers; developer.paypal.com "Process the approved order"), and every member of these bodies is optional.
    /// A Payments v2 refund with no body refunds the capture in full: PayPal's document says so ("For a full refund,
    /// include an empty payload in the JSON request body", `POST /v2/payments/captures/{capture_id}/refund` in
    /// Data/openapi/payments_payment_v2.json), PayPal answered 201 COMPLETED to a refund whose body was `''`
    /// (antiwork/gumroad's VCR cassette `refunds_entire_amount.yml`, June 2020), and PayPal's TypeScript server SDK's
    /// end-to-end refund sends none and expects 201 (e2e/refundFlow.ts). An empty document of such a kind is an
    /// empty body, not malformed JSON.
    package var takesEmptyBody: Bool {
        self == .ordersV2Capture || self == .ordersV2Authorize || self == .paymentsV2Capture || self == .paymentsV2Refund
    }

    /// The kinds a user who wrote `name` for a kind may have meant, for a usage error: the kind it misspells
    /// (`apple-pya`), the kind it is without its separators (`applepay`, `orders_v2`), or the kinds it is the first
    /// words of (`payouts` → `payouts-batch`); at most `limit`, in `allCases` order.
    package static func nearestKinds(to name: String, limit: Int = 3) -> [DocumentKind] {
        func plain(_ text: String) -> String { text.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " } }
        let names = allCases.map(\.rawValue)
        if let typo = KeySuggestion.nearest(to: name, in: names) ?? names.first(where: { plain($0) == plain(name) }) {
            return DocumentKind(rawValue: typo).map { [$0] } ?? []
        }
        let words = String(name.lowercased().map { $0 == "_" ? "-" : $0 })
        guard !words.isEmpty else { return [] }
        return Array(allCases.filter { $0.rawValue.hasPrefix(words + "-") }.prefix(limit))
    }

    /// The documented calls (`endpoints`) nearest to `endpoint`, for a message that names what the user may have
    /// meant: those with the best score, at most `limit`. Each call scores 2 for the same method, and per segment 2
    /// for the same word, 1 for a word one or two edits away or any segment where the call has an id, less 1 per
    /// segment too many or too few.
    package static func nearestEndpoints(to endpoint: String, limit: Int = 3) -> [String] {
        let words = endpoint.split(separator: " ", omittingEmptySubsequences: true)
        let method = words.count == 2 ? words[0].uppercased() : ""
        let path = pathSegments(of: words.last ?? "")
        let scored = endpoints.map { call -> (String, Int) in
            let parts = call.endpoint.split(separator: " ")
            let template = pathSegments(of: parts.last ?? "")
            var score = parts.first.map { $0 == method ? 2 : 0 } ?? 0
            for (pattern, segment) in zip(template, path) {
                if pattern.hasPrefix("{") {
                    score += 1
                } else if pattern == segment {
                    score += 2
                } else if KeySuggestion.editDistance(Array(pattern.utf8), Array(segment.utf8)) <= 2 {
                    score += 1
                }
            }
            return (call.endpoint, score - abs(template.count - path.count))
        }
        guard let best = scored.map(\.1).max() else { return [] }
        return Array(scored.filter { $0.1 == best }.map(\.0).prefix(limit))
    }

    /// The path's segments: without scheme and host, query and fragment, and empty segments.
    private static func pathSegments(of url: Substring) -> [Substring] {
        RequestURL(url).path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// The kinds a document of no detected kind may be, by its keys: those whose request body defines every key of
    /// `root` (a non-empty object), and, for each member that is an object in both, every key of that object (a v1
    /// `amount` has `currency` and `total`, a v2 one `currency_code` and `value`). Two or more mean the keys cannot
    /// tell the calls apart: `--endpoint` must.
    static func candidates(for root: JSONView, among kinds: [DocumentKind]? = nil) -> [DocumentKind] {
        guard root.kind == .object, root.count > 0 else { return [] }
        let members = root.children.compactMap { member in member.key.map { (member, $0) } }
        return bodyMembers.filter { body in
            (kinds?.contains(body.kind) ?? true)
                && members.allSatisfy { value, key in
                    guard let inner = body.members[key] else { return false }
                    guard let inner, value.kind == .object else { return true }
                    return value.children.allSatisfy { $0.key.map(inner.contains) ?? false }
                }
        }.map(\.kind)
    }

    /// Each kind with a request call, and its body's top-level member names, each with the member names of its
    /// object when it is one; made once: documents of no kind are common in a faulty log, and building the sets per
    /// document cost the CLI 0.15% on the broad corpus.
    private static let bodyMembers: [(kind: DocumentKind, members: [String: Set<String>?])] = allCases.compactMap { kind in
        guard let body = kind.requestBody else { return nil }
        func names(ofObjectIn shape: Int) -> Set<String>? {
            let object = RequestSchema.shapes[shape].object
            guard object >= 0 else { return nil }
            return Set(RequestSchema.objects[object].members.map { RequestSchema.members[$0].name.description })
        }
        let object = RequestSchema.shapes[body.shape].object
        guard object >= 0 else { return nil }
        var members: [String: Set<String>?] = [:]
        for index in RequestSchema.objects[object].members {
            let member = RequestSchema.members[index]
            members[member.name.description] = .some(names(ofObjectIn: member.shape))
        }
        return (kind, members)
    }
}

/// A request's URL as endpoints and exchange records read it: the authority of an absolute URL (`scheme://` and up
/// to the first `/`, `?` or `#`), and the path without query or fragment. The one reading of URLs, so routing by
/// path and telling PayPal's hosts apart cannot disagree on where the host ends.
struct RequestURL {
    /// `user@host:port` of an absolute URL; nil for a path alone.
    let authority: Substring?
    /// The path (`/v2/payments/...`), empty when there is none.
    let path: Substring
    /// The text between `?` and `#` (or the end), empty when there is none.
    let queryText: Substring

    init(_ url: Substring) {
        var rest = url
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") {
            rest = rest[rest.index(colon, offsetBy: 3)...]
            let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
            authority = rest[..<end]
            rest = rest[end...]
        } else {
            authority = nil
        }
        path = rest.prefix { $0 != "?" && $0 != "#" }
        rest = rest[path.endIndex...]
        queryText = rest.first == "?" ? rest.dropFirst().prefix { $0 != "#" } : ""
    }

    /// The value of the first parameter `name` of a query (`a=1&b=2`), as written; the empty value for a name
    /// without `=`; nil when the query has no such name. (Read from the text each time: a Dictionary of Strings would
    /// make a one-document run look up String's Hashable conformance, a scan of the whole binary.)
    static func value(named name: String, inQuery query: Substring) -> Substring? {
        for pair in query.split(separator: "&") {
            let key = pair.prefix { $0 != "=" }
            if key == name { return pair[key.endIndex...].dropFirst() }
        }
        return nil
    }

    /// The host, lower-cased, without credentials, port or the root's final dot (`api-m.paypal.com.` is the same
    /// host, fully qualified); nil without one.
    var host: String? {
        guard var host = authority else { return nil }
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if let port = host.lastIndex(of: ":") { host = host[..<port] }
        if host.last == "." { host = host.dropLast() }
        return host.isEmpty ? nil : host.lowercased()
    }
}
