import PPData

/// PayPal's own address tables.
///
/// Source: PayPal's "Country and region address requirements" page for Orders v2 (51 codes needing a postal code;
/// the city required for every country) and the Payments v1 `address.state` field (10 countries), as quoted in
/// rules.md. Data/address/paypal-rules.tsv holds the same lists for the generated tables of issue 4.
enum PayPalAddressTables {
    /// Countries where PayPal requires a postal code (C2 included).
    static let postalCodeRequired: Set<String> = [
        "AR", "AU", "AT", "BT", "BR", "CA", "C2", "CN", "CC", "KM", "DK", "FK", "FO", "FR", "TF", "GM", "DE", "GL",
        "IT", "JP", "KI", "KG", "MR", "YT", "MX", "NR", "NL", "NE", "NU", "NF", "NO", "PN", "PL", "SM", "SG", "ES",
        "SH", "PM", "SR", "SJ", "SE", "CH", "TH", "TK", "TV", "GB", "US", "UM", "VA", "WF", "EH",
    ]

    /// Countries where Payments v1 requires `state`.
    static let paymentsV1StateRequired: Set<String> = ["AR", "BR", "CA", "CN", "IN", "IT", "JP", "MX", "TH", "US"]
}
