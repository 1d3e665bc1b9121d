extension String {
    /// The noun after "a" or "an", for messages that name a kind of thing read from the tables: "an emirate", "an
    /// Eircode", "an oblast", "a province", "a United Kingdom postal code". By its first letters, the way the tables'
    /// nouns and country names sound: a "u" is read "you" (Uganda, Ukraine, United, Uruguay) but in "Uzbekistan", as
    /// "eu" and "one" are read with a consonant. Not for codes read letter by letter ("an SKU").
    var withIndefiniteArticle: String {
        let start = prefix(3).lowercased()
        let vowelSound: Bool
        switch start.first {
        case "a", "e", "i", "o", "å": vowelSound = !start.hasPrefix("eu") && !start.hasPrefix("one")
        case "u": vowelSound = start.hasPrefix("uz")
        default: vowelSound = false
        }
        return isEmpty ? self : (vowelSound ? "an " : "a ") + self
    }
}
