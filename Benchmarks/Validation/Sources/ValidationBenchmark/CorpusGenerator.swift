#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes an NDJSON corpus of PayPal Orders v2 create-order requests: 1–3 purchase units, 1–5 items each, a
/// shipping address per unit, totals that add up exactly, and about 5% of documents broken in one typical way.
struct CorpusGenerator {
    /// A realistic shipping address: postal code and state valid for the country.
    struct Address {
        var line1: String
        var city: String
        var state: String?
        var postalCode: String
        var country: String
    }

    static let addresses: [Address] = [
        Address(line1: "1600 Amphitheatre Parkway", city: "Mountain View", state: "CA", postalCode: "94043", country: "US"),
        Address(line1: "350 Fifth Avenue", city: "New York", state: "NY", postalCode: "10118", country: "US"),
        Address(line1: "600 Congress Avenue", city: "Austin", state: "TX", postalCode: "78701", country: "US"),
        Address(line1: "400 Broad Street", city: "Seattle", state: "WA", postalCode: "98109", country: "US"),
        Address(line1: "233 South Wacker Drive", city: "Chicago", state: "IL", postalCode: "60606", country: "US"),
        Address(line1: "10 Downing Street", city: "London", state: nil, postalCode: "SW1A 2AA", country: "GB"),
        Address(line1: "1 Piccadilly", city: "Manchester", state: nil, postalCode: "M1 1RG", country: "GB"),
        Address(line1: "Unter den Linden 77", city: "Berlin", state: nil, postalCode: "10117", country: "DE"),
        Address(line1: "Marienplatz 8", city: "München", state: nil, postalCode: "80331", country: "DE"),
        Address(line1: "5 Avenue Anatole France", city: "Paris", state: nil, postalCode: "75007", country: "FR"),
        Address(line1: "290 Bremner Boulevard", city: "Toronto", state: "ON", postalCode: "M5V 3L9", country: "CA"),
        Address(line1: "800 Robson Street", city: "Vancouver", state: "BC", postalCode: "V6Z 3B7", country: "CA"),
        Address(line1: "Bennelong Point", city: "Sydney", state: "NSW", postalCode: "2000", country: "AU"),
        Address(line1: "Dam 1", city: "Amsterdam", state: nil, postalCode: "1012 JS", country: "NL"),
        Address(line1: "Via del Corso 1", city: "Roma", state: "RM", postalCode: "00186", country: "IT"),
    ]

    static let names = [
        "Ada Lovelace", "Grace Hopper", "Alan Turing", "Katherine Johnson", "Edsger Dijkstra", "Barbara Liskov",
        "Donald Knuth", "Frances Allen", "Tim Berners-Lee", "Hedy Lamarr", "José Müller", "Zoë Ødegaard",
    ]
    static let products = [
        "Espresso beans 1 kg", "Ceramic pour-over dripper", "Paper filters (100)", "Burr grinder", "Travel mug",
        "Gift card", "Barista course (online)", "Milk frother", "Digital scale", "Cleaning tablets",
    ]

    /// The kinds of mistake the broken documents make.
    enum Fault: CaseIterable {
        case truncated, amountMismatch, itemTotalMismatch, ukCountry, duplicateKey, numericAmount, lowercaseCurrency,
            zeroQuantity, missingIntent, trailingComma
    }

    private var random: SplitMix64

    /// Creates a generator; the same seed gives the same corpus.
    init(seed: UInt64 = 20_260_101) { random = SplitMix64(seed: seed) }

    /// Money text for an amount in minor units (`decimals` 0 or 2), e.g. 12345 → "123.45".
    static func money(_ minor: Int, decimals: Int) -> String {
        if decimals == 0 { return String(minor) }
        let fraction = minor % 100
        return "\(minor / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// One document; `fault` nil for a valid one.
    mutating func document(index: Int, fault: Fault?) -> String {
        let currencies: [(String, Int)] = [("USD", 2), ("USD", 2), ("USD", 2), ("EUR", 2), ("GBP", 2), ("CAD", 2), ("AUD", 2), ("JPY", 0)]
        let (currency, decimals) = currencies[Int(random.next() % UInt64(currencies.count))]
        let unitCount = 1 + Int(random.next() % 3)
        let faultyUnit = Int(random.next() % UInt64(unitCount))
        var units: [String] = []
        for unit in 0..<unitCount {
            let isFaulty = unit == faultyUnit
            let currencyText = isFaulty && fault == .lowercaseCurrency ? currency.lowercased() : currency
            func money(_ minor: Int) -> String {
                "{\"currency_code\":\"\(currencyText)\",\"value\":\"\(CorpusGenerator.money(minor, decimals: decimals))\"}"
            }
            let itemCount = 1 + Int(random.next() % 5)
            var items: [String] = []
            var itemTotal = 0
            var taxTotal = 0
            let taxed = random.next() % 2 == 0
            for item in 0..<itemCount {
                let quantity = 1 + Int(random.next() % 4)
                let unitAmount = decimals == 0 ? 100 + Int(random.next() % 20_000) : 99 + Int(random.next() % 19_900)
                let tax = taxed ? unitAmount * 8 / 100 : 0
                itemTotal += unitAmount * quantity
                taxTotal += tax * quantity
                let name = CorpusGenerator.products[Int(random.next() % UInt64(CorpusGenerator.products.count))]
                let category = name.hasPrefix("Barista") || name.hasPrefix("Gift") ? "DIGITAL_GOODS" : "PHYSICAL_GOODS"
                let quantityText = isFaulty && item == 0 && fault == .zeroQuantity ? "0" : String(quantity)
                let unitAmountText =
                    isFaulty && item == 0 && fault == .numericAmount
                    ? "{\"currency_code\":\"\(currencyText)\",\"value\":\(CorpusGenerator.money(unitAmount, decimals: decimals))}"
                    : money(unitAmount)
                var fields = "\"name\":\"\(name)\",\"quantity\":\"\(quantityText)\",\"unit_amount\":\(unitAmountText)"
                if taxed { fields += ",\"tax\":\(money(tax))" }
                fields += ",\"sku\":\"SKU-\(index)-\(unit)-\(item)\",\"category\":\"\(category)\""
                items.append("{\(fields)}")
            }
            let shipping = decimals == 0 ? 500 + Int(random.next() % 1000) : 499 + Int(random.next() % 1500)
            var value = itemTotal + taxTotal + shipping
            if isFaulty && fault == .amountMismatch { value += 1 }
            let statedItemTotal = isFaulty && fault == .itemTotalMismatch ? itemTotal + 100 : itemTotal
            var breakdown = "\"item_total\":\(money(statedItemTotal)),\"shipping\":\(money(shipping))"
            if taxed { breakdown += ",\"tax_total\":\(money(taxTotal))" }
            if isFaulty && fault == .itemTotalMismatch { value += 100 }
            let address = CorpusGenerator.addresses[Int(random.next() % UInt64(CorpusGenerator.addresses.count))]
            let country = isFaulty && fault == .ukCountry ? "UK" : address.country
            var addressFields = "\"address_line_1\":\"\(address.line1)\",\"admin_area_2\":\"\(address.city)\""
            if let state = address.state { addressFields += ",\"admin_area_1\":\"\(state)\"" }
            addressFields += ",\"postal_code\":\"\(address.postalCode)\",\"country_code\":\"\(country)\""
            let name = CorpusGenerator.names[Int(random.next() % UInt64(CorpusGenerator.names.count))]
            var fields = "\"reference_id\":\"PU-\(index)-\(unit)\""
            fields += ",\"description\":\"Order \(index) from the coffee shop\""
            fields += ",\"amount\":{\"currency_code\":\"\(currencyText)\",\"value\":\"\(CorpusGenerator.money(value, decimals: decimals))\",\"breakdown\":{\(breakdown)}}"
            fields += ",\"items\":[\(items.joined(separator: ","))]"
            fields += ",\"shipping\":{\"name\":{\"full_name\":\"\(name)\"},\"address\":{\(addressFields)}}"
            units.append("{\(fields)}")
        }
        let intent = unitCount == 1 && random.next() % 4 == 0 ? "AUTHORIZE" : "CAPTURE"
        var text: String
        switch fault {
        case .missingIntent:
            text = "{\"purchase_units\":[\(units.joined(separator: ","))]}"
        case .duplicateKey:
            text = "{\"intent\":\"\(intent)\",\"purchase_units\":[\(units.joined(separator: ","))],\"intent\":\"CAPTURE\"}"
        case .trailingComma:
            text = "{\"intent\":\"\(intent)\",\"purchase_units\":[\(units.joined(separator: ",")),]}"
        default:
            text = "{\"intent\":\"\(intent)\",\"purchase_units\":[\(units.joined(separator: ","))]}"
        }
        if fault == .truncated {
            let keep = text.utf8.count / 2 + Int(random.next() % UInt64(text.utf8.count / 3))
            text = String(decoding: text.utf8.prefix(keep), as: UTF8.self)
        }
        return text
    }

    /// Writes `count` documents to `path`, one per line, streaming (memory does not grow with `count`).
    /// Returns the bytes written and how many documents are broken.
    mutating func write(count: Int, to path: String) -> (bytes: Int, broken: Int)? {
        guard let file = fopen(path, "w") else { return nil }
        defer { fclose(file) }
        var bytes = 0
        var broken = 0
        for index in 0..<count {
            var fault: Fault?
            if random.next() % 20 == 0 {
                fault = Fault.allCases[Int(random.next() % UInt64(Fault.allCases.count))]
                broken += 1
            }
            var line = document(index: index, fault: fault)
            line += "\n"
            bytes += line.utf8.count
            line.withUTF8 { buffer in _ = fwrite(buffer.baseAddress, 1, buffer.count, file) }
        }
        return (bytes, broken)
    }
}
