extension ReferenceData {
    /// Checks the data for the mistakes that would make generated tables wrong, reporting every one found.
    ///
    /// Nothing is written when this reports anything, so a bad edit to Data/ never reaches the Swift tables.
    package func validate(into diagnostics: inout DiagnosticCollector) {
        validatePhone(into: &diagnostics)
        let isoCurrencyFile = DataFile.iso4217.rawValue
        checkUnique(isoCurrencies.map { ($0.code, $0.line) }, "code", isoCurrencyFile, &diagnostics)
        checkUnique(
            isoCurrencies.filter { !$0.numeric.isEmpty }.map { ($0.numeric, $0.line) }, "numeric code",
            isoCurrencyFile, &diagnostics)
        for currency in isoCurrencies {
            if !currency.code.isUppercaseLetters(count: 3) {
                diagnostics.report(isoCurrencyFile, currency.line, "code \"\(currency.code)\" is not three letters A-Z")
            }
            if !currency.numeric.isEmpty && !currency.numeric.isDigits(count: 3) {
                diagnostics.report(
                    isoCurrencyFile, currency.line, "numeric code \"\(currency.numeric)\" is not three digits")
            }
            if currency.name.isEmpty {
                diagnostics.report(isoCurrencyFile, currency.line, "currency \(currency.code) has no name")
            }
            if let units = currency.minorUnits, !(0...4).contains(units) {
                diagnostics.report(isoCurrencyFile, currency.line, "minor units \(units) are outside 0...4")
            }
        }

        let paypalCurrencyFile = DataFile.paypalCurrencies.rawValue
        let isoByCode = Dictionary(isoCurrencies.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
        checkUnique(paypalCurrencies.map { ($0.code, $0.line) }, "code", paypalCurrencyFile, &diagnostics)
        for currency in paypalCurrencies {
            guard let iso = isoByCode[currency.code] else {
                diagnostics.report(
                    paypalCurrencyFile, currency.line, "currency \"\(currency.code)\" is not in \(isoCurrencyFile)")
                continue
            }
            if iso.numeric.isEmpty || iso.minorUnits == nil {
                diagnostics.report(
                    paypalCurrencyFile, currency.line,
                    "currency \(currency.code) has no numeric code or minor units in \(isoCurrencyFile)")
            }
            if !currency.mpl && !currency.rest && currency.localMethods.isEmpty {
                diagnostics.report(
                    paypalCurrencyFile, currency.line,
                    "currency \(currency.code) is in neither the mpl nor the rest list and has no local payment method")
            }
            if currency.localMethods.contains(where: { $0.isEmpty || $0.contains(where: { !($0.isLowercase || $0.isNumber || $0 == "_") }) }) {
                diagnostics.report(
                    paypalCurrencyFile, currency.line,
                    "localMethods of \(currency.code) must be lower-case method keys (letters, digits and _), |-separated")
            }
            if Set(currency.localMethods).count != currency.localMethods.count {
                diagnostics.report(paypalCurrencyFile, currency.line, "localMethods of \(currency.code) names a method twice")
            }
            if let limit = currency.mplAndroidLimit, limit <= 0 || !currency.mpl {
                diagnostics.report(
                    paypalCurrencyFile, currency.line,
                    "mplAndroidLimit \(limit) of \(currency.code) must be above 0, and only on a currency of the mpl list")
            }
            if !(0...4).contains(currency.paypalDecimals) {
                diagnostics.report(
                    paypalCurrencyFile, currency.line, "paypalDecimals \(currency.paypalDecimals) is outside 0...4")
            } else if let minorUnits = iso.minorUnits, currency.paypalDecimals > minorUnits {
                // PayPal takes fewer places than ISO 4217 for some currencies (HUF, TWD: none), never more.
                diagnostics.report(
                    paypalCurrencyFile, currency.line,
                    "paypalDecimals \(currency.paypalDecimals) of \(currency.code) is more than ISO 4217's \(minorUnits) minor units")
            }
        }

        let countryFile = DataFile.iso3166.rawValue
        checkUnique(countries.map { ($0.alpha2, $0.line) }, "alpha-2 code", countryFile, &diagnostics)
        checkUnique(countries.map { ($0.alpha3, $0.line) }, "alpha-3 code", countryFile, &diagnostics)
        checkUnique(countries.map { ($0.numeric, $0.line) }, "numeric code", countryFile, &diagnostics)
        for country in countries {
            if !country.alpha2.isUppercaseLetters(count: 2) {
                diagnostics.report(countryFile, country.line, "alpha-2 code \"\(country.alpha2)\" is not two letters A-Z")
            }
            if !country.alpha3.isUppercaseLetters(count: 3) {
                diagnostics.report(
                    countryFile, country.line, "alpha-3 code \"\(country.alpha3)\" is not three letters A-Z")
            }
            if !country.numeric.isDigits(count: 3) {
                diagnostics.report(countryFile, country.line, "numeric code \"\(country.numeric)\" is not three digits")
            }
            if country.name.isEmpty {
                diagnostics.report(countryFile, country.line, "country \(country.alpha2) has no name")
            }
        }
        let alpha2s = Set(countries.map(\.alpha2))

        let withdrawnFile = DataFile.iso3166Withdrawn.rawValue
        checkUnique(withdrawnCountries.map { ($0.alpha4, $0.line) }, "alpha-4 code", withdrawnFile, &diagnostics)
        for withdrawn in withdrawnCountries {
            if !withdrawn.alpha4.isUppercaseLetters(count: 4) {
                diagnostics.report(
                    withdrawnFile, withdrawn.line, "alpha-4 code \"\(withdrawn.alpha4)\" is not four letters A-Z")
            }
            if !withdrawn.alpha2.isUppercaseLetters(count: 2) {
                diagnostics.report(
                    withdrawnFile, withdrawn.line, "alpha-2 code \"\(withdrawn.alpha2)\" is not two letters A-Z")
            }
            if withdrawn.successors.isEmpty {
                let hasRow = successors.contains { $0.alpha4 == withdrawn.alpha4 }
                diagnostics.report(
                    withdrawnFile, withdrawn.line,
                    hasRow
                        ? "withdrawn code \(withdrawn.alpha4) has no successors in \(DataFile.withdrawnSuccessors.rawValue) (its row's successors cell is empty)"
                        : "withdrawn code \(withdrawn.alpha4) has no row in \(DataFile.withdrawnSuccessors.rawValue)")
            }
        }
        let successorFile = DataFile.withdrawnSuccessors.rawValue
        let withdrawnAlpha4s = Set(withdrawnCountries.map(\.alpha4))
        checkUnique(successors.map { ($0.alpha4, $0.line) }, "alpha-4 code", successorFile, &diagnostics)
        for row in successors {
            if !withdrawnAlpha4s.contains(row.alpha4) {
                diagnostics.report(successorFile, row.line, "alpha-4 code \"\(row.alpha4)\" is not in \(withdrawnFile)")
            }
            for code in row.successors where !alpha2s.contains(code) {
                diagnostics.report(successorFile, row.line, "successor \"\(code)\" is not in \(countryFile)")
            }
        }

        let paypalOnlyFile = DataFile.paypalOnlyCountries.rawValue
        checkUnique(paypalOnlyCountries.map { ($0.code, $0.line) }, "code", paypalOnlyFile, &diagnostics)
        for country in paypalOnlyCountries {
            if country.code.count != 2 || !country.code.allSatisfy({ $0.isASCII && ($0.isUppercase || $0.isNumber) }) {
                diagnostics.report(paypalOnlyFile, country.line, "code \"\(country.code)\" is not two characters A-Z or 0-9")
            }
            if alpha2s.contains(country.code) {
                diagnostics.report(paypalOnlyFile, country.line, "code \(country.code) is an ISO 3166-1 code")
            }
            if !alpha2s.contains(country.addressFormat) {
                diagnostics.report(
                    paypalOnlyFile, country.line, "address format \"\(country.addressFormat)\" is not in \(countryFile)")
            }
        }

        let paypalCountryFile = DataFile.paypalCountries.rawValue
        let withdrawnAlpha2s = Set(withdrawnCountries.map(\.alpha2))
        let paypalOnlyCodes = Set(paypalOnlyCountries.map(\.code))
        checkUnique(paypalCountries.map { ($0.code, $0.line) }, "code", paypalCountryFile, &diagnostics)
        for country in paypalCountries
        where !alpha2s.contains(country.code) && !withdrawnAlpha2s.contains(country.code)
            && !paypalOnlyCodes.contains(country.code)
        {
            diagnostics.report(
                paypalCountryFile, country.line,
                "code \"\(country.code)\" is neither in \(countryFile), \(withdrawnFile) nor \(paypalOnlyFile)")
        }

        let localeFile = DataFile.mplLocales.rawValue
        checkUnique(locales.map { ($0.code, $0.line) }, "locale", localeFile, &diagnostics)
        for locale in locales {
            if !locale.language.isLowercaseLetters(count: 2) {
                diagnostics.report(localeFile, locale.line, "language \"\(locale.language)\" is not two letters a-z")
            }
            if !alpha2s.contains(locale.country) {
                diagnostics.report(localeFile, locale.line, "country \"\(locale.country)\" is not in \(countryFile)")
            }
            if locale.code != "\(locale.language)_\(locale.country)" {
                diagnostics.report(
                    localeFile, locale.line,
                    "locale \"\(locale.code)\" is not \(locale.language)_\(locale.country)")
            }
        }

        let aliasFile = DataFile.countryAliases.rawValue
        checkUnique(countryAliases.map { ($0.alias.lowercased(), $0.line) }, "alias", aliasFile, &diagnostics)
        for alias in countryAliases where !alpha2s.contains(alias.code) {
            diagnostics.report(aliasFile, alias.line, "alias target \"\(alias.code)\" is not in \(countryFile)")
        }
        for alias in countryAliases where alpha2s.contains(alias.alias) {
            diagnostics.report(aliasFile, alias.line, "alias \"\(alias.alias)\" is itself an ISO 3166-1 code")
        }

        validateAddressData(into: &diagnostics)
        validateUSZIPCodes(into: &diagnostics)
        validateTimeZones(into: &diagnostics)
        validateICUCurrencies(into: &diagnostics)
    }

    func checkUnique(
        _ keys: [(String, Int)], _ what: String, _ file: String, _ diagnostics: inout DiagnosticCollector
    ) {
        var firstLine: [String: Int] = [:]
        for (key, line) in keys {
            if let first = firstLine[key] {
                diagnostics.report(file, line, "duplicate \(what) \"\(key)\" (first on line \(first))")
            } else {
                firstLine[key] = line
            }
        }
    }
}

extension String {
    func isUppercaseLetters(count: Int) -> Bool {
        utf8.count == count && utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }
    }
    func isLowercaseLetters(count: Int) -> Bool {
        utf8.count == count && utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }
    }
    func isDigits(count: Int) -> Bool {
        utf8.count == count && utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
