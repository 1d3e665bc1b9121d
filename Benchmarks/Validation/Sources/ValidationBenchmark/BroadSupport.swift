/// Building blocks of the broad corpus (issue 13): JSON text assembly, seeded choices, money text and the shared
/// address and contact data. The generator writes JSON text directly (no encoder) so that it can also write what no
/// encoder would: duplicate keys, numbers where strings belong, truncated lines.

/// A JSON object under construction: members in insertion order, values as raw JSON text. Faults edit members
/// before the object becomes text, so a fault lands exactly where the rule it aims at looks.
struct JObject {
    var members: [(key: String, raw: String)] = []

    /// Adds (or, when `key` is present, replaces) a member whose value is raw JSON text.
    mutating func raw(_ key: String, _ value: String) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].raw = value
        } else {
            members.append((key, value))
        }
    }
    mutating func str(_ key: String, _ value: String) { raw(key, quote(value)) }
    mutating func obj(_ key: String, _ value: JObject) { raw(key, value.text) }
    mutating func arr(_ key: String, _ values: [String]) { raw(key, "[" + values.joined(separator: ",") + "]") }
    /// Appends a second member with an existing key (a duplicate key by construction).
    mutating func duplicate(_ key: String, _ value: String) { members.append((key, value)) }
    mutating func remove(_ key: String) { members.removeAll { $0.key == key } }
    func has(_ key: String) -> Bool { members.contains { $0.key == key } }
    /// The raw text of a member, for faults that rewrite a value in place.
    subscript(key: String) -> String? { members.first { $0.key == key }?.raw }

    var text: String { "{" + members.map { quote($0.key) + ":" + $0.raw }.joined(separator: ",") + "}" }
}

/// A JSON string literal; the corpus data has no control characters, so only `"` and `\` need escaping.
func quote(_ text: String) -> String {
    var out = "\""
    for character in text.unicodeScalars {
        if character == "\"" || character == "\\" { out.unicodeScalars.append("\\") }
        out.unicodeScalars.append(character)
    }
    return out + "\""
}

/// Seeded choices over SplitMix64, so the same seed writes the same corpus.
struct Dice {
    var random: SplitMix64
    init(seed: UInt64) { random = SplitMix64(seed: seed) }
    /// 0..<n.
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(random.next() % UInt64(n)) }
    /// lower...upper.
    mutating func int(_ lower: Int, _ upper: Int) -> Int { lower + below(upper - lower + 1) }
    /// True with probability `p` (0...1), resolved to 1/10,000.
    mutating func chance(_ p: Double) -> Bool { below(10_000) < Int(p * 10_000) }
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    /// Digits, e.g. for identifiers.
    mutating func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(below(10))) }) }
    /// Upper-case letters and digits.
    mutating func token(_ count: Int) -> String {
        let alphabet = Array("ABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        return String((0..<count).map { _ in alphabet[below(alphabet.count)] })
    }
}

/// A currency as the corpus uses it: code and PayPal's decimals.
struct Currency {
    var code: String
    var decimals: Int
    static let common: [Currency] = [
        .init(code: "USD", decimals: 2), .init(code: "USD", decimals: 2), .init(code: "USD", decimals: 2),
        .init(code: "EUR", decimals: 2), .init(code: "EUR", decimals: 2), .init(code: "GBP", decimals: 2),
        .init(code: "CAD", decimals: 2), .init(code: "AUD", decimals: 2), .init(code: "JPY", decimals: 0),
        .init(code: "CHF", decimals: 2), .init(code: "SEK", decimals: 2), .init(code: "MXN", decimals: 2),
        .init(code: "PLN", decimals: 2), .init(code: "HUF", decimals: 0),
    ]
    /// The MPL guide's list lacks none of `common`; kept separate in case it ever does. (No BRL or MYR in either:
    /// PayPal takes them for in-country accounts only, a warning on every money object.)
    static let mpl = common

    /// Money text for an amount in minor units, e.g. 12345 → "123.45" (or "12345" without decimals).
    func text(_ minor: Int) -> String {
        if decimals == 0 { return String(minor) }
        let sign = minor < 0 ? "-" : ""
        let magnitude = abs(minor)
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
    /// A realistic price in minor units (a few units to a few hundred).
    func price(_ dice: inout Dice) -> Int { decimals == 0 ? dice.int(1, 300) * 100 : dice.int(199, 25_000) }
}

/// A postal address valid for its country (postal code in the country's pattern and in its state's range).
struct Place {
    var line1: String
    var line2: String?
    var city: String
    var state: String?
    var postalCode: String?
    var country: String
    var phoneCountry: String  // calling code
    var phone: String  // a valid national number

    static let all: [Place] = [
        .init(line1: "1600 Amphitheatre Parkway", line2: nil, city: "Mountain View", state: "CA", postalCode: "94043", country: "US", phoneCountry: "1", phone: "6502530000"),
        .init(line1: "350 Fifth Avenue", line2: "Floor 34", city: "New York", state: "NY", postalCode: "10118", country: "US", phoneCountry: "1", phone: "2127363100"),
        .init(line1: "600 Congress Avenue", line2: nil, city: "Austin", state: "TX", postalCode: "78701", country: "US", phoneCountry: "1", phone: "5124721234"),
        .init(line1: "400 Broad Street", line2: nil, city: "Seattle", state: "WA", postalCode: "98109", country: "US", phoneCountry: "1", phone: "2069052100"),
        .init(line1: "2211 N First Street", line2: "Building 17", city: "San Jose", state: "CA", postalCode: "95131", country: "US", phoneCountry: "1", phone: "4085551234"),
        .init(line1: "1 Main St", line2: "Apt 4", city: "Omaha", state: "NE", postalCode: "68102", country: "US", phoneCountry: "1", phone: "4025551234"),
        .init(line1: "10 Downing Street", line2: nil, city: "London", state: nil, postalCode: "SW1A 2AA", country: "GB", phoneCountry: "44", phone: "2079250918"),
        .init(line1: "1 Piccadilly", line2: nil, city: "Manchester", state: nil, postalCode: "M1 1RG", country: "GB", phoneCountry: "44", phone: "1612345678"),
        .init(line1: "Unter den Linden 77", line2: nil, city: "Berlin", state: nil, postalCode: "10117", country: "DE", phoneCountry: "49", phone: "3022610"),
        .init(line1: "Marienplatz 8", line2: nil, city: "München", state: nil, postalCode: "80331", country: "DE", phoneCountry: "49", phone: "892330"),
        .init(line1: "5 Avenue Anatole France", line2: nil, city: "Paris", state: nil, postalCode: "75007", country: "FR", phoneCountry: "33", phone: "144112323"),
        .init(line1: "290 Bremner Boulevard", line2: nil, city: "Toronto", state: "ON", postalCode: "M5V 3L9", country: "CA", phoneCountry: "1", phone: "4168686937"),
        .init(line1: "1000 Rue Sherbrooke Ouest", line2: "Bureau 2700", city: "Montréal", state: "QC", postalCode: "H3A 3G4", country: "CA", phoneCountry: "1", phone: "5143981234"),
        .init(line1: "Bennelong Point", line2: nil, city: "Sydney", state: "NSW", postalCode: "2000", country: "AU", phoneCountry: "61", phone: "292507111"),
        .init(line1: "Dam 1", line2: nil, city: "Amsterdam", state: nil, postalCode: "1012 JS", country: "NL", phoneCountry: "31", phone: "205225255"),
        .init(line1: "Via del Corso 1", line2: nil, city: "Roma", state: "RM", postalCode: "00186", country: "IT", phoneCountry: "39", phone: "0612345678"),
        .init(line1: "Calle de Alcalá 50", line2: nil, city: "Madrid", state: "M", postalCode: "28014", country: "ES", phoneCountry: "34", phone: "915881234"),
        .init(line1: "Drottninggatan 10", line2: nil, city: "Stockholm", state: nil, postalCode: "111 51", country: "SE", phoneCountry: "46", phone: "87891000"),
        .init(line1: "Bahnhofstrasse 1", line2: nil, city: "Zürich", state: nil, postalCode: "8001", country: "CH", phoneCountry: "41", phone: "442345678"),
        .init(line1: "Rue Neuve 1", line2: nil, city: "Bruxelles", state: nil, postalCode: "1000", country: "BE", phoneCountry: "32", phone: "25123456"),
    ]
}

enum People {
    static let given = ["Ada", "Grace", "Alan", "Katherine", "Edsger", "Barbara", "Donald", "Frances", "Hedy", "José", "Zoë", "Jane", "Brian", "Mei"]
    static let family = ["Lovelace", "Hopper", "Turing", "Johnson", "Dijkstra", "Liskov", "Knuth", "Allen", "Lamarr", "Müller", "Ødegaard", "Smith", "Robinson", "Tanaka"]
    static let domains = ["example.com", "example.org", "mail.example", "shop.example.net", "corp.example.co.uk"]
    static let products = [
        "Espresso beans 1 kg", "Ceramic pour-over dripper", "Paper filters (100)", "Burr grinder", "Travel mug",
        "Field Guide to Ferns", "Pressed Flower Kit", "Wool socks, pair", "Linen tea towel", "Cast iron skillet 26 cm",
        "Noise-cancelling headphones", "USB-C cable 2 m", "Notebook, dotted A5", "Fountain pen", "Desk lamp",
    ]
    static let digital = ["E-book: Ferns of the Pacific", "Barista course (online)", "Gift card", "Software licence, 1 year"]

    static func email(_ dice: inout Dice, given: String) -> String {
        let local = given.lowercased().unicodeScalars.filter { $0.isASCII }.map(String.init).joined()
        return "\(local.isEmpty ? "buyer" : local).\(dice.digits(3))@\(dice.pick(domains))"
    }
}

/// Valid test card numbers (Luhn-correct) with their brand's security-code length and Payments v1 type.
struct TestCard {
    var number: String
    var cvvLength: Int
    var v1Type: String
    static let all: [TestCard] = [
        .init(number: "4111111111111111", cvvLength: 3, v1Type: "visa"),
        .init(number: "4012888888881881", cvvLength: 3, v1Type: "visa"),
        .init(number: "5555555555554444", cvvLength: 3, v1Type: "mastercard"),
        .init(number: "5105105105105100", cvvLength: 3, v1Type: "mastercard"),
        .init(number: "378282246310005", cvvLength: 4, v1Type: "amex"),
        .init(number: "6011111111111117", cvvLength: 3, v1Type: "discover"),
    ]
}
