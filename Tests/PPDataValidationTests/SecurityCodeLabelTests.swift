import Testing

@testable import PPDataValidation

/// Security codes written after their name in free text (`CardChecks+SecurityCodeLabels.swift`): masked wherever a
/// finding or `CardData.redacting` shows them; numbers after other words left alone.
@Suite("Security codes after their name")
struct SecurityCodeLabelTests {
    let redact = CardChecks.redactingCardNumbers(in:)

    @Test("masked after the name, whatever separates them", arguments: [
        ("CVV 123", "CVV •••"),
        ("cvv: 123", "cvv: •••"),
        (#"cvv="123""#, #"cvv="•••""#),
        ("cvv='1234'", "cvv='••••'"),
        (#"{"cvv": "123", "x": 1}"#, #"{"cvv": "•••", "x": 1}"#),
        (#"{\"cvv2\":\"123\"}"#, #"{\"cvv2\":\"•••\"}"#),
        ("Security Code: 1234", "Security Code: ••••"),
        ("card code 123 please", "card code ••• please"),
        ("verification value\t987", "verification value\t•••"),
        ("billing_cvv 123", "billing_cvv •••"),
        ("the CID is 1234", "the CID is ••••"),  // `is` between: still its label (a customer id so is masked too: the safe side)
        ("CSC:+321", "CSC:+•••"),
        ("https://x.example/?u=https%253A%252F%252Fy%253Fcvv%253D654", "https://x.example/?u=https%253A%252F%252Fy%253Fcvv%253D•••"),
        ("cvv%3A%20123", "cvv%3A%20•••"),
        ("cvv%3D%22123%22", "cvv%3D•••••••••"),  // the query-parameter rule masks the whole encoded value
        ("cvv%253A%2520123", "cvv%253A%2520•••"),
        ("note: cardCvc 456, exp 12/25", "note: cardCvc •••, exp 12/25"),
        // The review's forms: a hyphen or underscore in the name, other separators, a `%` that encodes nothing.
        ("CVV-2: 123", "CVV-2: •••"), ("cvv_2: 1234", "cvv_2: ••••"), ("CVV#123", "CVV#•••"), ("CVV - 123", "CVV - •••"),
        ("CVV (123)", "CVV (•••)"), ("CVV：123", "CVV：•••"), ("cvv:\n123", "cvv:\n•••"), (#"cvv:\n123"#, #"cvv:\n•••"#),
        ("100%CVV 123", "100%CVV •••"), ("%cvv: 123", "%cvv: •••"), ("CVN2 123", "CVN2 •••"),
        ("cvv" + String(repeating: " ", count: 18) + "123", "cvv" + String(repeating: " ", count: 18) + "•••"),
        // The second review's: other punctuation between, a `-` after, a pointer's escaped `/` before the name.
        ("CVV/123", "CVV/•••"), ("CVV;123", "CVV;•••"), ("CVV->123", "CVV->•••"), ("CVV{123}", "CVV{•••}"),
        ("CVV 123-", "CVV •••-"), ("/card~1cvv: 123", "/card~1cvv: •••"),
        // Names read as the query-parameter rule reads them (`CardChecks.nameStart`): after an escaped line break,
        // and, for a parameter, after a pointer's `~1` or a `%` that encodes nothing.
        (#"x\ncvv: 123"#, #"x\ncvv: •••"#), ("/card~1cvv=123", "/card~1cvv=•••"), ("%cvv=123", "%cvv=•••"),
        // Other scripts' digits, as a full-width or Arabic keyboard types them (shown whole before).
        ("CVV １２３", "CVV •••"), ("CVV：１２３４", "CVV：••••"), ("cvv ١٢٣", "cvv •••"), ("CVC ۱۲۳۴.", "CVC ••••."),
        ("cvv: १२३", "cvv: •••"), ("CVV 1２3", "CVV •••"), ("%cvv=１２３", "%cvv=•••"),
        // The review's: a name in full-width letters, digits parted by invisible characters, a control character
        // between, a JSON pointer's escaped `/` (`/cvv~1987` is the key `cvv/987`).
        ("ＣＶＶ：１２３", "ＣＶＶ：•••"), ("ｃｖｖ 987 x", "ｃｖｖ ••• x"), ("CVV 1\u{200B}2\u{200B}3", "CVV •••"),
        ("CVV 1\u{301}2\u{301}3\u{301}", "CVV •••\u{301}"), ("CVV\u{1}987", "CVV\u{1}•••"),
        ("/purchase_units/0/cvv~1987", "/purchase_units/0/cvv~1•••"), ("cvv~1１２３", "cvv~1•••"),
        // The second review's: runs of invisible characters; a pointer's `~0` (the key `cvv~1987`).
        ("cvv 9\u{200B}\u{200B}8\u{200B}7", "cvv •••"), ("CVV 1\u{301}\u{300}2\u{301}3", "CVV •••"),
        ("/cvv~01987", "/cvv~0••••"), ("cvv~1987", "cvv~1•••"),
        // Percent-encoded digits and names, full-width text encoded, invisible characters inside the name (session
        // 64's note left them): one second reading, `DecodedText`, finds them all.
        ("CVV %39%38%37", "CVV •••"), ("note=CVV%20%39%38%37&x=1", "note=CVV%20•••&x=1"), ("cvv%3A%2539%2538%2537", "cvv%3A•••"),
        ("%63%76%76 987", "%63%76%76 •••"), ("cvv %EF%BC%91%EF%BC%92%EF%BC%93", "cvv •••"), ("c\u{200B}vv 987", "c\u{200B}vv •••"),
        ("Se\u{AD}cu\u{AD}ri\u{AD}ty code: 1234", "Se\u{AD}cu\u{AD}ri\u{AD}ty code: ••••"), ("C\u{FEFF}VV: 1%32%33", "C\u{FEFF}VV: •••"),
        ("CVV 1\u{301}2\u{301}3\u{301} and cvv %34%35%36", "CVV •••\u{301} and cvv •••"),
        // The review's: an invisible character as the only boundary of the code, and a code both readings found,
        // one further than the other.
        ("CVV\u{200B}12\u{200B}34", "CVV\u{200B}••••"), ("cvv: 1\u{200B}23\u{200B}exp 12/27", "cvv: •••\u{200B}exp 12/27"),
        ("cvv%E2%80%8B123", "cvv%E2%80%8B•••"), ("security code\u{AD}1\u{AD}23", "security code\u{AD}•••"),
        ("CID 123\u{200B}4", "CID ••••"), ("CVV: 123\u{2060}4", "CVV: ••••"), ("cvv：１２３\u{200B}４", "cvv：••••"),
        // The second review's: a name ending in a digit, a word before the name parted from it only by an invisible
        // character or a combining mark.
        ("cvv2%E2%80%8B123", "cvv2%E2%80%8B•••"), ("cvv2\u{200B}12\u{200B}3", "cvv2\u{200B}•••"),
        ("CVN2\u{AD}1\u{AD}23", "CVN2\u{AD}•••"), ("a\u{200B}cvv%3A123", "a\u{200B}cvv%3A•••"),
        ("Cafe\u{301}cvv 1\u{200B}23", "Cafe\u{301}cvv •••"),
        // Phrasings the second review found shown: the code called a number, the UK's CV2.
        ("CVV number: 123", "CVV number: •••"), ("CVV no. 123", "CVV no. •••"), ("CVC Nr 1234", "CVC Nr ••••"),
        ("security code number 123", "security code number •••"),
        ("CV2 123", "CV2 •••"), ("cv2=123", "cv2=•••"),
        // Session 65's note's: more words between the name and the code, an aside, and the words CVN abbreviates.
        ("CVV numbers 123", "CVV numbers •••"), ("cvv is 123", "cvv is •••"), ("security code is 1234", "security code is ••••"),
        ("CVV number is 123", "CVV number is •••"), ("CVV (3 digits): 123", "CVV (3 digits): •••"),
        ("the cvv (back of card) 4321", "the cvv (back of card) ••••"), ("(cvv) 123", "(cvv) •••"),
        ("card verification number 123", "card verification number •••"), ("Card verification: 123", "Card verification: •••"),
        // The review's: a word after an aside, and words after an escape.
        ("cvv (back of card) is 4321", "cvv (back of card) is ••••"), ("Security code (3 digits) number: 123", "Security code (3 digits) number: •••"),
        ("CVV ~1is 123", "CVV ~1is •••"), ("CVV~1 number 123", "CVV~1 number •••"), (#"CVV\nis 123"#, #"CVV\nis •••"#),
        // The second review's: a backslash and a word (not an escape), and a long gap with a word in it.
        (#"CVV\no 123"#, #"CVV\no •••"#), (#"card_cvv\number - 987"#, #"card_cvv\number - •••"#),
        (#"cvc\is: 987"#, #"cvc\is: •••"#), ("CVV number" + String(repeating: " ", count: 60) + "123",
            "CVV number" + String(repeating: " ", count: 60) + "•••"),
        ("https://x.example/?card_verification=12+3", "https://x.example/?card_verification=••••"),
        // The third review's: a JSON text's escaped line break before digits parted by an invisible character.
        (#"CVV:\n1\#u{200B}23"#, #"CVV:\n•••"#), (#"card code\n1\#u{200B}234"#, #"card code\n••••"#),
    ])
    func masked(text: String, shown: String) {
        #expect(redact(text) == shown)
        #expect(CardData.redacting(text) == shown)
    }

    @Test("numbers after other words, and other lengths, are left alone", arguments: [
        #""cvv2" has 5 characters; it must have 3 or 4"#,
        "\"soft_descriptor\" has 1000 characters",
        "cvv 12", "cvv 12345", "cvv 123abc", "cvv2123", "xcvv 123", "cvv_hint 123", "promo code 123",
        "code 1234", "item 123", "/payment_source/card/security_code", "cvv 1.234", "555-1234", "zip code 12345",
        #""unit_amount.value" "100.00""#, "ab9 cvv", "%3D123", "a one-digit `cvv2` (201, the sale completed",
        "cvv １２", "cvv １２３４５", "cvv １２３x", "item ١٢٣", "item ١٢３", "ｉｔｅｍ １２３", "approx ~123", "cvv~12",
        "cvv 1\u{200B}2", "ＣＶＶ１２３",
        "order number 123", "phone no. 1234", "Invoice no. 123", "No. 123 Main St", "CV2 4AB", "Coventry CV2 4AB", "number 123", "item no 123", "no. 123",
        "Invoice is 1234", "Apartment (unit 12): 123", "x) 123", "verification 123", "(item) 123", "cvvis 123",
        "item %39%38%37", "%39%38%37", "cvv %39%38", "cvv %39%38%37%38%39", "cvv%39%38%37", "c\u{200B}x 987", "100%25 of 123",
    ])
    func leftAlone(text: String) {
        #expect(redact(text) == text)
    }

    /// The digits are found eight bytes at a time: a code at every offset from a word's start, after letters,
    /// high bytes and digits, is found.
    @Test func everyOffset() {
        for padding in ["x", "é", "1x", "ab9 ", "\u{7F}", "١x", "•"] {
            for count in 0..<20 {
                let before = String(repeating: padding, count: count)
                #expect(redact(before + " cvv 123 " + before) == before + " cvv ••• " + before, "\(count) \(padding)")
            }
        }
    }

    /// Several in one text, with card numbers and query parameters masked by their own rules.
    @Test func withTheOtherRules() {
        #expect(
            redact("card 4111 1111 1111 1111 CVV 123, https://x.example/?cvv=987&n=1 cvc: 4321")
                == "card •••• 1111 CVV •••, https://x.example/?cvv=•••&n=1 cvc: ••••")
        #expect(redact(String(repeating: "cvv 123 ", count: 20_000)) == String(repeating: "cvv ••• ", count: 20_000))
    }
}
