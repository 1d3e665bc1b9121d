import Foundation
import PPData
@testable import PPDataValidation
import Testing
import _PPDataTestSupport

@Suite("Email addresses")
struct EmailTests {
    @Test("valid addresses", arguments: [
        "buyer@example.com",
        "first.last+tag@sub.example.co.uk",
        "o'brien@example.ie",
        "!#$%&'*+-/=?^_`{|}~@example.org",
        "x@x.io",
        "\"john doe\"@example.com",
        "\"john..doe\"@example.com",
        "\"a@b\"@example.com",
        "\"quote\\\"inside\"@example.com",
        "\"back\\\\slash\"@example.com",
        "\"\"@example.com",
        "user@bücher.de",
        "用户@例子.广告",
        "δοκιμή@παράδειγμα.δοκιμή",
        "user@xn--bcher-kva.de",
        "संपर्क@डाटामेल.भारत",
        "user@[192.0.2.1]",
        "user@[IPv6:2001:db8::1]",
        "user@[IPv6:::ffff:192.0.2.1]",
        "user@a-b.example",
    ])
    func valid(address: String) {
        #expect(EmailSyntax.problem(in: address) == nil, "\(address)")
    }

    @Test("invalid addresses say why", arguments: [
        ("plainaddress", "it has no \"@\""),
        ("@example.com", "nothing comes before \"@\""),
        ("user@", "no domain comes after \"@\""),
        ("a..b@example.com", "dots must separate words in the part before \"@\""),
        (".a@example.com", "dots must separate words in the part before \"@\""),
        ("a.@example.com", "dots must separate words in the part before \"@\""),
        ("a b@example.com", "a space is not allowed before \"@\" unless that part is quoted"),
        ("a\"b@example.com", "\"\"\" is not allowed before \"@\" unless that part is quoted"),
        ("a(b)@example.com", "\"(\" is not allowed before \"@\" unless that part is quoted"),
        ("a@b@example.com", "it has more than one \"@\" (quote the part before the last one)"),
        ("\"unclosed@example.com", "the quoted part before \"@\" is not closed"),
        ("\"a\"b\"@example.com", "the quoted part before \"@\" has an unescaped \"\"\""),
        ("\"a\".\"b\"@example.com", "the quoted part before \"@\" has an unescaped \"\"\""),
        ("\"tab\there\"@example.com", "U+0009 is not allowed even in the quoted part"),
        ("\"ends\\\"@example.com", "the quoted part before \"@\" ends with a lone \"\\\""),
        ("user\u{200B}@example.com", "U+200B is not allowed before \"@\""),
        ("user@example", "the domain \"example\" has no dot"),
        ("user@example..com", "the domain \"example..com\" has an empty label"),
        ("user@example.com.", "the domain \"example.com.\" has an empty label"),
        ("user@-example.com", "the domain label \"-example\" starts or ends with \"-\""),
        ("user@exa_mple.com", "\"_\" is not allowed in a domain"),
        ("user@example.c😀m", "\"😀\" is not allowed in a domain"),
        ("user@example.123", "the top-level domain \"123\" is all digits"),
        ("user@[300.1.1.1]", "the address literal \"[300.1.1.1]\" is not an IPv4 or IPv6 address"),
        ("user@[IPv6:1::2::3]", "\"IPv6:1::2::3\" is not an IPv6 address"),
        ("user@[192.0.2.1", "the address literal is not closed with \"]\""),
    ])
    func invalid(address: String, reason: String) {
        #expect(EmailSyntax.problem(in: address) == reason)
    }

    @Test("length limits: local part 64 octets, labels 63 (in A-label form), domain 253, address 254")
    func limits() {
        let local64 = String(repeating: "a", count: 64)
        #expect(EmailSyntax.problem(in: local64 + "@example.com") == nil)
        #expect(EmailSyntax.problem(in: local64 + "a@example.com") == "the part before \"@\" is longer than 64 octets")
        // 33 two-octet letters: 33 characters, 66 octets.
        #expect(EmailSyntax.problem(in: String(repeating: "é", count: 33) + "@example.com")
            == "the part before \"@\" is longer than 64 octets")
        let label63 = String(repeating: "b", count: 63)
        #expect(EmailSyntax.problem(in: "a@\(label63).com") == nil)
        #expect(EmailSyntax.problem(in: "a@\(label63)b.com") == "the domain label \"\(label63)b\" is longer than 63 octets")
        // 20 CJK characters are 60 UTF-8 octets, but their A-label (xn--...) is longer than 63.
        let cjk = String(repeating: "例", count: 5) + "子字汉语中文日本語한국어ภาษาไทย"
        #expect(EmailSyntax.problem(in: "a@\(cjk).com")?.hasSuffix("is longer than 63 octets") == true)
        let address254 = "ab@" + Array(repeating: String(repeating: "c", count: 61), count: 4).joined(separator: ".") + ".com"
        #expect(address254.utf8.count == 254)
        #expect(EmailSyntax.problem(in: address254) == nil)
        #expect(EmailSyntax.problem(in: "a" + address254) == "it is longer than 254 octets")
    }

    @Test("Punycode encodes the RFC 3492 samples")
    func punycode() {
        #expect(Punycode.encode("bücher") == "bcher-kva")
        #expect(Punycode.encode("münchen") == "mnchen-3ya")
        #expect(Punycode.encode("例子") == "fsqu00a")
        #expect(Punycode.encode("他们为什么不说中文") == "ihqwcrb4cv8a8dqg056pqjye")
        #expect(Punycode.encode("3年B組金八先生") == "3B-ww4c5e180e575a65lsy2b")
    }

    @Test("misspelt common domains are warnings with the corrected address", arguments: [
        ("ann@gmial.com", "ann@gmail.com", "gmail.com"),
        ("ann@gamil.com", "ann@gmail.com", "gmail.com"),
        ("ann@gnail.com", "ann@gmail.com", "gmail.com"),
        ("ann@gmail.con", "ann@gmail.com", "gmail.com"),
        ("ann@gmail.co", "ann@gmail.com", "gmail.com"),
        ("ann@hotmial.com", "ann@hotmail.com", "hotmail.com"),
        ("ann@hotmal.co.uk", "ann@hotmail.co.uk", "hotmail.co.uk"),
        ("ann@yahooo.com", "ann@yahoo.com", "yahoo.com"),
        ("ann@yaho.fr", "ann@yahoo.fr", "yahoo.fr"),
        ("ann@outlok.com", "ann@outlook.com", "outlook.com"),
        ("ann@iclod.com", "ann@icloud.com", "icloud.com"),
        ("ann@icluod.com", "ann@icloud.com", "icloud.com"),
        ("ann@aol.con", "ann@aol.com", "aol.com"),
        ("Ann@GMIAL.COM", "Ann@gmail.com", "gmail.com"),
        ("\"ann smith\"@gmial.com", "\"ann smith\"@gmail.com", "gmail.com"),
    ])
    func typos(address: String, corrected: String, domain: String) throws {
        let found = try contactDiagnostics(of: "{\"email\": \"\(address.replacingOccurrences(of: "\"", with: "\\\""))\"}") {
            root, context in
            let valid = context.email(root["email"]!)
            #expect(valid)  // a warning: the address still counts as valid
        }
        #expect(found.count == 1)
        let warning = try #require(found.first)
        #expect(warning.code == .invalidEmail)
        #expect(warning.severity == .warning)
        #expect(warning.path == "/email")
        #expect(warning.suggestion == corrected)
        #expect(warning.message == "\"\(address)\" is probably misspelt: its domain is one slip away from \(domain)")
    }

    @Test("real domains near common ones are left alone", arguments: [
        "ann@gmail.com", "ann@mail.com", "ann@email.com", "ann@ymail.com", "ann@gmx.com", "ann@live.com",
        "ann@me.com", "ann@mac.com", "ann@yahoo.es", "ann@hotmail.es", "ann@outlook.fr", "ann@example.com",
        "ann@gmail.de", "ann@bücher.de", "ann@cloud.example",
    ])
    func noTypo(address: String) {
        #expect(EmailSyntax.domainTypo(in: address) == nil, "\(address)")
    }

    @Test("email() reports INVALID_EMAIL errors with position, and suggests fixes")
    func emailCheck() throws {
        let found = try contactDiagnostics(of: "{\n  \"payer\": {\"email_address\": \"buyer@example.com.\"}\n}") { root, context in
            _ = context.email(root["payer"]!["email_address"]!)
        }
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.code == .invalidEmail)
        #expect(error.severity == .error)
        #expect(error.path == "/payer/email_address")
        #expect(error.line == 2 && error.column == 30)
        #expect(error.message == "\"buyer@example.com.\" is not a valid email address: the domain \"example.com.\" has an empty label")
        #expect(error.suggestion == "buyer@example.com")

        for (text, suggestion) in [
            (" buyer@example.com ", "buyer@example.com"), ("buyer@gmailcom", "buyer@gmail.com"),
            ("buyer @example.com", "buyer@example.com"), ("buyer@example", nil),
        ] as [(String, String?)] {
            #expect(EmailSyntax.suggestion(for: text) == suggestion, "\(text)")
        }
        let tooShort = try contactDiagnostics(of: "\"a@\"") { root, context in _ = context.email(root) }
        #expect(tooShort.map(\.code) == [.invalidStringLength])
        let clean = try contactDiagnostics(of: "\"buyer@example.com\"") { root, context in _ = context.email(root) }
        #expect(clean.isEmpty)
    }
}

/// The byte-level one-edit test behind the domain-typo warning, against the textbook optimal string alignment
/// distance on random short strings over a small alphabet (so near misses are common).
@Suite("Email domain typos: one edit")
struct OneEditTests {
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    @Test func agreesWithTheOptimalStringAlignmentDistance() {
        var random = SplitMix64(seed: 0x0E_D17)
        let alphabet = Array("abc".utf8)
        for _ in 0..<20_000 {
            let a = Slips.word(from: alphabet, maxLength: 5, using: &random)
            let b = Slips.word(from: alphabet, maxLength: 5, using: &random)
            #expect(EmailSyntax.isOneEdit(a[...], b[...]) == (Self.distance(a, b) == 1), "\(a) \(b)")
            // Slices that do not start at index 0 too.
            let padded = [0x7A] + a, paddedB = [0x7A, 0x7A] + b
            #expect(EmailSyntax.isOneEdit(padded[1...], paddedB[2...]) == (Self.distance(a, b) == 1))
        }
    }
}

/// The byte reading of the usual address (`isPlainASCIIAddress`) against the Character reading that decides every
/// other address (`characterProblem`): it may accept only what that reading accepts, and it must accept every
/// ASCII dot-string address with a host-name domain that reading accepts (or the fast path would stop paying).
@Suite("Email addresses: the byte reading agrees with the Character reading")
struct PlainASCIIEmailTests {
    static func assertAgreement(_ text: String) {
        let plain = EmailSyntax.isPlainASCIIAddress(text)
        let problem = EmailSyntax.characterProblem(in: text)
        if plain { #expect(problem == nil, "accepted by bytes, refused as Characters: \(text.debugDescription)") }
        let quotedOrLiteral = text.utf8.contains(UInt8(ascii: "\"")) || text.utf8.contains(UInt8(ascii: "["))
        if problem == nil && text.utf8.allSatisfy({ $0 < 0x80 }) && !quotedOrLiteral {
            #expect(plain, "accepted as Characters, not by bytes: \(text.debugDescription)")
        }
        #expect(EmailSyntax.problem(in: text) == problem, "\(text.debugDescription)")
    }

    /// The byte classes as bit masks against their definitions: letters, digits and "-", and RFC 5322's atext.
    @Test func byteClassesMatchTheirDefinitions() {
        for value in 0...255 {
            let byte = UInt8(value)
            let letterOrDigit = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            #expect(EmailSyntax.isLDHByte(byte) == (letterOrDigit || byte == 0x2D), "\(value)")
            #expect(EmailSyntax.isAtextByte(byte) == (letterOrDigit || EmailSyntax.atextSymbols.contains(byte)), "\(value)")
        }
    }

    @Test("random addresses, most of them with one byte changed, added or removed")
    func randomTexts() {
        var random = SplitMix64(seed: 0xE_3A11)
        let wordBytes = Array("ab9-_+%".utf8)
        // The mutations: bytes an address may hold, and some no address may hold.
        let mutations = Array("ab9.-@.-0_+\"[]\r\n \u{7F}é".utf8)
        func word(_ letters: [UInt8], _ maxLength: Int) -> [UInt8] {
            (0..<Int.random(in: 1...maxLength, using: &random)).map { _ in letters.randomElement(using: &random) ?? 0 }
        }
        var accepted = 0
        for _ in 0..<60_000 {
            var bytes: [UInt8] = []
            for index in 0..<Int.random(in: 1...3, using: &random) {
                if index > 0 { bytes.append(UInt8(ascii: ".")) }
                bytes += word(wordBytes, 5)
            }
            bytes.append(UInt8(ascii: "@"))
            for index in 0..<Int.random(in: 1...4, using: &random) {
                if index > 0 { bytes.append(UInt8(ascii: ".")) }
                bytes += word(Array("ab9-".utf8), 4)
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0: break
            case 1: bytes.insert(mutations.randomElement(using: &random) ?? 0, at: Int.random(in: 0...bytes.count, using: &random))
            case 2: bytes.remove(at: Int.random(in: 0..<bytes.count, using: &random))
            default: bytes[Int.random(in: 0..<bytes.count, using: &random)] = mutations.randomElement(using: &random) ?? 0
            }
            let text = String(decoding: bytes, as: UTF8.self)
            Self.assertAgreement(text)
            if EmailSyntax.isPlainASCIIAddress(text) { accepted += 1 }
        }
        #expect(accepted > 5_000)  // about a tenth: enough of both verdicts
    }

    @Test("edges: lengths, label limits, digits-only top-level domains, non-ASCII, CR LF", arguments: [
        "a@b.c", "a@b.1", "a@1.b", "a@1.23", "a@b-.c", "a@-b.c", "a@b.c-", "a@b..c", "a@.b.c", "a@b.c.", "a.@b.c",
        ".a@b.c", "a..b@c.d", "a@b@c.d", "@b.c", "a@", "a@b", "\"a\"@b.c", "a@[1.2.3.4]", "a\r\n@b.c", "a@b.c\r\n",
        "ü@b.c", "a@bü.c", "a\u{301}@b.c", "a@\u{301}b.c", "a@b.c\u{301}",
        String(repeating: "a", count: 64) + "@b.c", String(repeating: "a", count: 65) + "@b.c",
        "a@" + String(repeating: "b", count: 63) + ".c", "a@" + String(repeating: "b", count: 64) + ".c",
        "a@" + Array(repeating: String(repeating: "b", count: 63), count: 4).joined(separator: ".") + ".cd",
        "a@" + Array(repeating: String(repeating: "b", count: 61), count: 4).joined(separator: ".") + ".c",
        String(repeating: "a", count: 64) + "@" + Array(repeating: String(repeating: "b", count: 61), count: 3)
            .joined(separator: ".") + "." + String(repeating: "c", count: 2),
    ])
    func edges(text: String) {
        Self.assertAgreement(text)
    }
}

/// The domain-typo warning against a plain String reading of its rule, on mutations of every common domain and of
/// the real look-alikes (case changes, one or two bytes changed, added, removed or swapped).
@Suite("Email domain typos: the byte reading agrees with the rule read as Strings")
struct DomainTypoReferenceTests {
    /// The rule as words: a common domain or a real look-alike is never a typo; otherwise the one common domain
    /// whose label is one edit away (labels of 5 letters or more, same suffix) or whose suffix is a known slip.
    static func reference(_ text: String) -> String? {
        guard let at = text.lastIndex(of: "@") else { return nil }
        let domain = String(text[text.index(after: at)...]).lowercased()
        if EmailSyntax.commonDomains.contains(domain) || EmailSyntax.realLookalikes.contains(domain) { return nil }
        guard let dot = domain.firstIndex(of: ".") else { return nil }
        let label = Array(domain[..<dot].utf8), suffix = Array(domain[domain.index(after: dot)...].utf8)
        let candidates = Set(EmailSyntax.commonDomainParts.filter { known in
            (known.label.count >= 5 && suffix == Array(known.suffix) && EmailSyntax.isOneEdit(label[...], known.label[...]))
                || (label == Array(known.label) && known.suffixTypos.contains(String(decoding: suffix, as: UTF8.self)))
        }.map(\.name))
        return candidates.count == 1 ? candidates.first : nil
    }

    /// The length masks index every common domain: one bit each, so the list must stay under 64 entries.
    @Test func lengthMasksIndexEveryCommonDomain() {
        let parts = EmailSyntax.commonDomainParts
        #expect(parts.count < 64)
        let masks = EmailSyntax.commonDomainLengthMasks
        for (index, part) in parts.enumerated() {
            #expect(masks.byLabelLength[part.labelRange.count] & (1 << UInt64(index)) != 0, "\(part.name)")
            #expect(masks.bySuffixLength[part.suffixRange.count] & (1 << UInt64(index)) != 0, "\(part.name)")
        }
        #expect(masks.byLabelLength.reduce(0) { $0 + $1.nonzeroBitCount } == parts.count)
    }

    @Test func agreesOnMutationsOfCommonDomains() {
        var random = SplitMix64(seed: 0xD0_4A1)
        let alphabet = Array("aeiolmnrtc.-0".utf8)
        var typos = 0
        for domain in EmailSyntax.commonDomains + EmailSyntax.realLookalikes.sorted() {
            for _ in 0..<400 {
                var bytes = Array(domain.utf8)
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0: bytes[index] = alphabet.randomElement(using: &random) ?? 0
                    case 1: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: index)
                    case 2: if bytes.count > 1 { bytes.remove(at: index) }
                    case 3: if index + 1 < bytes.count { bytes.swapAt(index, index + 1) }
                    default: if (0x61...0x7A).contains(bytes[index]) { bytes[index] -= 0x20 }
                    }
                }
                let address = "ann@" + String(decoding: bytes, as: UTF8.self)
                let expected = Self.reference(address)
                #expect(EmailSyntax.domainTypo(in: address)?.domain == expected, "\(address)")
                if let expected { #expect(EmailSyntax.domainTypo(in: address)?.address == "ann@" + expected) }
                if expected != nil { typos += 1 }
            }
        }
        #expect(typos > 1_000)
    }
}
