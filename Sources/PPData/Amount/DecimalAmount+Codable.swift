extension DecimalAmount: Codable {
    /// Decodes an amount from a string of plain decimal text (`"10.50"`), as PayPal writes amounts, keeping every
    /// digit and the scale written.
    ///
    /// A JSON number is refused with `DecodingError.typeMismatch`: a `Decoder` hands numbers over as `Double` or
    /// `Foundation.Decimal`, and neither keeps the text (`0.1` arrives as 0.1000000000000000055511151231257827), so
    /// the amount could not be exact. Text outside the grammar (`"12abc"`, `"1e3"`, `" 1"`) is
    /// `DecodingError.dataCorrupted`, whose description says why.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            throw DecodingError.typeMismatch(
                DecimalAmount.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "an amount is decoded from a string of decimal text such as \"10.50\", not from a "
                        + "number, which a decoder reads through a binary floating-point value"))
        }
        switch DecimalAmount.parse(text) {
        case .success(let amount):
            self = amount
        case .failure(let error):
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "\"\(text.count > 40 ? text.prefix(40) + "…" : text)\" is \(error) as an amount"))
        }
    }

    /// Encodes the amount as a string of its plain decimal text with its own scale (`"10.50"`), the form PayPal's
    /// APIs take, so decoding it gives an identical amount.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
