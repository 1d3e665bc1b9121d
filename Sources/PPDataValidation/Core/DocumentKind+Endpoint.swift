extension DocumentKind {
    /// Every PayPal REST call a kind checks the body of, as `METHOD /path/{template}` (Data/openapi's paths), in
    /// `allCases` order.
    public static var endpoints: [(endpoint: String, kind: DocumentKind)] {
        allCases.compactMap { kind in kind.requestCall.map { ("\($0.method) \($0.path)", kind) } }
    }

    /// The kind of the body a call sends. `endpoint` is a method and a path, as PayPal's reference writes it
    /// (`POST /v2/payments/captures/{capture_id}/refund`) or as a request went out: real ids in the path, a full
    /// URL with host, query or fragment (`POST https://api-m.paypal.com/v2/payments/captures/3C6793/refund?x=1`).
    /// Bodies of different calls can have the same keys (a capture and a refund both hold `amount`, `invoice_id`,
    /// `note_to_payer`), so the call, not the keys, says which body it is. Nil when no kind checks that call.
    public init?(endpoint: String) {
        let words = endpoint.split(separator: " ", omittingEmptySubsequences: true)
        guard words.count == 2 else { return nil }
        let method = words[0].uppercased()
        let path = Self.pathSegments(of: words[1])
        for kind in DocumentKind.allCases {
            guard let call = kind.requestCall, call.method == method else { continue }
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
        return nil
    }

    /// The path's segments: without scheme and host, query and fragment, and empty segments.
    private static func pathSegments(of url: Substring) -> [Substring] {
        RequestURL(url).path.split(separator: "/", omittingEmptySubsequences: true)
    }

    /// The kinds a document of no detected kind may be, by its keys: those whose request body defines every key of
    /// `root` (a non-empty object). Two or more mean the keys cannot tell the calls apart: `--endpoint` must.
    static func candidates(for root: JSONView) -> [DocumentKind] {
        guard root.kind == .object, root.count > 0 else { return [] }
        let keys = root.children.compactMap(\.key)
        return bodyMemberNames.filter { keys.allSatisfy($0.names.contains) }.map(\.kind)
    }

    /// Each kind with a request call and the top-level member names of its body, made once: documents of no kind
    /// are common in a faulty log, and building the sets per document cost the CLI 0.15% on the broad corpus.
    private static let bodyMemberNames: [(kind: DocumentKind, names: Set<String>)] = allCases.compactMap { kind in
        guard let call = kind.requestCall, let body = RequestSchema.body(method: call.method, path: call.path) else {
            return nil
        }
        let object = RequestSchema.shapes[body.shape].object
        guard object >= 0 else { return nil }
        return (kind, Set(RequestSchema.objects[object].members.map { RequestSchema.members[$0].name.description }))
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
    }

    /// The host, lower-cased, without credentials or port; nil without one.
    var host: String? {
        guard var host = authority else { return nil }
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if let port = host.lastIndex(of: ":") { host = host[..<port] }
        return host.isEmpty ? nil : host.lowercased()
    }
}
