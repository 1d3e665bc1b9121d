import Testing
import _PPDataTestSupport
@testable import PPDataValidation

/// The URL check's ASCII byte path must answer as its Character path does (`URLSyntax.asciiVerdict`).
@Suite("URL syntax")
struct URLSyntaxTests {
    @Test func knownAnswers() {
        for good in ["https://example.com", "HTTP://a.b/c?d#e", "https://user:pw@host:8080/x", "https://[::1]/", "https://a@@b",
                     "https://user@", "https://ex-ample.co.uk"] {
            #expect(URLSyntax.isAbsoluteHTTP(good), "\(good)")
        }
        for bad in ["", "example.com", "ftp://a.b", "https://", "https:///path", "https://a b", "https://exa_mple.com",
                    "https://::", "https://@", "https://a.b/\r\n", "https://\u{301}host"] {
            #expect(!URLSyntax.isAbsoluteHTTP(bad), "\(bad)")
        }
        #expect(URLSyntax.isAbsoluteHTTP("https://bücher.de"))  // not ASCII: the Character path
        #expect(URLSyntax.asciiVerdict("https://bücher.de") == nil)
    }

    @Test func bytesAgreeWithCharactersOnRandomASCII() {
        var random = SplitMix64(seed: 0x0A5C11)
        let pieces = ["http://", "https://", "HTTPS://", "a", "Z", "9", ".", "-", "_", "[", "]", "@", ":", "/", "?", "#", " ",
                      "\n", "\r\n", "\t", "%", "~"]
        for _ in 0..<50_000 {
            let text = (0..<Int.random(in: 0...9, using: &random)).map { index in
                index == 0 && Bool.random(using: &random) ? "https://" : pieces.randomElement(using: &random) ?? ""
            }.joined()
            #expect(URLSyntax.asciiVerdict(text) == URLSyntax.characterVerdict(text), "\(text.debugDescription)")
        }
    }

    /// The word-at-a-time scan: a non-ASCII character or a white-space byte at every offset of a long URL, in the
    /// middle of a word or in the last bytes that are read one at a time.
    @Test func everyOffsetOfALongURL() {
        let url = Array("https://shop.example.com/checkout/return?order=12345&lang=en".utf8)
        #expect(URLSyntax.asciiVerdict(String(decoding: url, as: UTF8.self)) == true)
        for offset in 0...url.count {
            for inserted in [" ", "\n", "\r", "\u{0B}", "\u{0C}", "\t", "é", "\u{2028}"] {
                var bytes = url
                bytes.insert(contentsOf: Array(inserted.utf8), at: offset)
                let text = String(decoding: bytes, as: UTF8.self)
                if inserted.utf8.allSatisfy({ $0 < 0x80 }) {
                    #expect(URLSyntax.asciiVerdict(text) == URLSyntax.characterVerdict(text), "\(text.debugDescription)")
                    if inserted != "\t" { #expect(URLSyntax.asciiVerdict(text) == false, "\(text.debugDescription)") }
                } else {
                    #expect(URLSyntax.asciiVerdict(text) == nil, "\(text.debugDescription)")
                }
            }
        }
    }

    /// Payments v1 created and executed a payment whose redirect URLs had no host (liberapay's cassette of 2019).
    @Test func hostlessRedirectURLs() throws {
        #expect(URLSyntax.lacksOnlyHost("http:///donor/giving/pay/paypal/1"))
        #expect(URLSyntax.lacksOnlyHost("https:///return?x=1"))
        #expect(!URLSyntax.lacksOnlyHost("http://example.com/return"))
        #expect(!URLSyntax.lacksOnlyHost("http:///bad path"))
        #expect(!URLSyntax.lacksOnlyHost("ftp:///file"))
        func findings(_ url: String, _ kind: DocumentKind) -> [String] {
            let body = kind == .paymentsV1
                ? #"{"intent":"sale","payer":{"payment_method":"paypal"},"redirect_urls":{"return_url":"\#(url)","cancel_url":"https://example.com/c"},"transactions":[{"amount":{"currency":"USD","total":"5.00"}}]}"#
                : #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5.00"}}],"payment_source":{"paypal":{"experience_context":{"return_url":"\#(url)","cancel_url":"https://example.com/c"}}}}"#
            return PaymentValidator().validate(body, as: kind).diagnostics.map { "\($0.code.rawValue) \($0.severity.rawValue)" }
        }
        #expect(findings("http:///donor/giving/pay/paypal/1", .paymentsV1) == ["INVALID_PARAMETER_SYNTAX warning"])
        #expect(findings("http:///donor/giving/pay/paypal/1", .ordersV2) == ["INVALID_PARAMETER_SYNTAX error"])
        #expect(findings("not a url", .paymentsV1) == ["INVALID_PARAMETER_SYNTAX error"])
    }

    /// PayPal's iOS SDK returns the payer to its own scheme (`sdk.ios.paypal://card/success`) from Orders v2
    /// confirm-payment-source; an app scheme is a URL there and in Vault v3, not in other members or other APIs.
    @Test func appSchemeReturnURLs() {
        #expect(URLSyntax.isAppURI("sdk.ios.paypal://card/success"))
        #expect(URLSyntax.isAppURI("com.paypal.android.demo://example.com/returnUrl"))
        #expect(!URLSyntax.isAppURI("return_url"))
        #expect(!URLSyntax.isAppURI("1app://x"))
        #expect(!URLSyntax.isAppURI("my app://x"))
        #expect(!URLSyntax.isAppURI("myapp://"))
        #expect(!URLSyntax.isAppURI("myapp://a b"))
        #expect(!URLSyntax.isAppURI("HTTPS:///return"))
        func codes(_ json: String, _ kind: DocumentKind) -> [String] {
            PaymentValidator().validate(json, as: kind).diagnostics.map { "\($0.code.rawValue) \($0.path)" }
        }
        let confirm = #"{"payment_source": {"paypal": {"experience_context": {"return_url": "myshop://paypal/return", "cancel_url": "myshop://paypal/cancel"}}}}"#
        #expect(codes(confirm, .ordersV2ConfirmPaymentSource) == [])
        let context = #"{"application_context": {"return_url": "sdk.ios.paypal://card/success", "cancel_url": "sdk.ios.paypal://card/cancel"}, "payment_source": {"card": {"number": "4111111111111111", "expiry": "2030-01"}}}"#
        #expect(codes(context, .ordersV2ConfirmPaymentSource) == [])
        // Not a return: an item's URL is a web page.
        let item = #"{"intent": "CAPTURE", "purchase_units": [{"amount": {"currency_code": "USD", "value": "5.00", "breakdown": {"item_total": {"currency_code": "USD", "value": "5.00"}}}, "items": [{"name": "A", "quantity": "1", "unit_amount": {"currency_code": "USD", "value": "5.00"}, "url": "myshop://item/1"}]}]}"#
        #expect(codes(item, .ordersV2) == ["INVALID_PARAMETER_SYNTAX /purchase_units/0/items/0/url"])
        // Payments v1 redirect URLs are not known to take one.
        let v1 = #"{"intent":"sale","payer":{"payment_method":"paypal"},"redirect_urls":{"return_url":"myshop://paypal/return","cancel_url":"https://example.com/c"},"transactions":[{"amount":{"currency":"USD","total":"5.00"}}]}"#
        #expect(codes(v1, .paymentsV1) == ["INVALID_PARAMETER_SYNTAX /redirect_urls/return_url"])
    }

    /// Bytes RFC 3986 allows nowhere unencoded: PayPal answered INVALID_PARAMETER_SYNTAX at the return URL for a
    /// Stripe-style `{CHECKOUT_SESSION_ID}` placeholder. Each is reported once, with the URL percent-encoded.
    @Test func excludedBytes() {
        func offset(_ text: String) -> Int? {
            var text = text
            return text.withUTF8(URLSyntax.firstExcludedByte(utf8:))
        }
        for good in ["https://a.b/c?d=1&e=%7B%20x%7d#f", "https://a.b/[x]~_-.!$'()*+,;=:@", "https://bücher.de/ä", ""] {
            #expect(offset(good) == nil, "\(good)")
        }
        for (bad, at) in [("https://a.b/{x}", 12), ("https://a.b/a|b", 13), ("https://a.b/50%off", 14), ("https://a.b/%2", 12),
                          ("https://a.b/%", 12), ("https://a.b/a\\b", 13), ("https://a.b/\"", 12), ("https://a.b/<", 12),
                          ("https://a.b/^`", 12), ("https://a.b/\u{7F}", 12), ("https://a.b/\u{01}", 12)] {
            #expect(offset(bad) == at, "\(bad.debugDescription)")
        }
        #expect(URLSyntax.percentEncodingExcluded("https://a.b/r?s={ID}&t=50%|%41") == "https://a.b/r?s=%7BID%7D&t=50%25%7C%41")
        func findings(_ url: String, _ kind: DocumentKind) -> [String] {
            let body = kind == .applePayJS
                ? #"{"countryCode":"US","currencyCode":"USD","merchantCapabilities":["supports3DS"],"supportedNetworks":["visa"],"total":{"label":"A","amount":"1.00"},"recurringPaymentRequest":{"paymentDescription":"A","regularBilling":{"label":"A","amount":"1.00","paymentTiming":"recurring"},"managementURL":"\#(url)"}}"#
                : #"{"intent":"CAPTURE","purchase_units":[{"amount":{"currency_code":"USD","value":"5.00"}}],"payment_source":{"paypal":{"experience_context":{"return_url":"\#(url)","cancel_url":"https://example.com/c"}}}}"#
            return PaymentValidator().validate(body, as: kind).diagnostics.map {
                "\($0.code.rawValue) \($0.severity.rawValue) \($0.suggestion ?? "-")"
            }
        }
        #expect(findings("https://example.com/r?session={CHECKOUT_SESSION_ID}", .ordersV2)
            == ["INVALID_PARAMETER_SYNTAX error https://example.com/r?session=%7BCHECKOUT_SESSION_ID%7D"])
        #expect(findings("https://example.com/r?session=%7BID%7D", .ordersV2) == [])
        // White space inside a URL is such a byte too, and said so, not as no URL; around it, it is trimmed.
        #expect(findings("https://example.com/my return", .ordersV2)
            == ["INVALID_PARAMETER_SYNTAX error https://example.com/my%20return"])
        #expect(findings(" https://example.com/r ", .ordersV2) == ["INVALID_PARAMETER_SYNTAX error https://example.com/r"])
        #expect(findings("https://exa mple.com/r", .ordersV2) == ["INVALID_PARAMETER_SYNTAX error -"])
        // WebKit's URL parser encodes such bytes itself: Apple Pay's URLs are not held to them.
        #expect(findings("https://example.com/manage/{id}", .applePayJS) == [])
    }

    /// `https://` is suggested before a text that starts with a host name, and before nothing else: Apple Pay JS's
    /// `managementURL: 42` (a WebKit test) was once told to try `https://42`.
    @Test func schemeSuggestedOnlyBeforeAHostName() {
        let fixed = [("tickets.example.com/event/confirm?x=1", "https://tickets.example.com/event/confirm?x=1"),
                     ("www.example.co.uk", "https://www.example.co.uk"), ("localhost:8080/return", "https://localhost:8080/return"),
                     ("127.0.0.1/r", "https://127.0.0.1/r"), (" https://a.example/r ", "https://a.example/r")]
        for (text, suggestion) in fixed {
            #expect(URLSyntax.suggestion(for: text) == suggestion, "\(text)")
        }
        for text in ["42", "return", "/checkout/return", "1.5", "example.", ".example", "a..b/c", "10.0.0/x", "", "https://"] {
            #expect(URLSyntax.suggestion(for: text) == nil, "\(text)")
        }
    }
}
