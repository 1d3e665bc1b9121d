"""The address import's own tables (Scripts/import_addresses.py reads them): PayPal's address lists and the import's
deliberate corrections of and additions to Google's address metadata, each with its source. Data/README.md lists
them; a change here takes effect when Scripts/import-addresses.sh runs.
"""

# Countries whose subdivisions the validation tests rely on (issue 4).
MUST_HAVE_SUBDIVISIONS = ["US", "CA", "AU", "MX", "BR", "IT", "ES", "JP", "CN", "IN", "AR"]

# PayPal's own tables, as quoted in docs/rules.md (provenance: Data/README.md).
PAYPAL_POSTAL_CODE_REQUIRED = (
    "AR AU AT BT BR CA C2 CN CC KM DK FK FO FR TF GM DE GL IT JP KI KG MR YT MX NR NL NE NU "
    "NF NO PN PL SM SG ES SH PM SR SJ SE CH TH TK TV GB US UM VA WF EH"
).split()
# The Payments v1 reference's `address.state` says "required for transactions" in AR BR CA CN IN IT JP MX TH US;
# Italy is left out: PayPal created and executed a payment shipping to Milano with "state": "" and returned the
# payer's address with an empty state (p16/paypal-rest-api-client PaymentServiceTest.php and
# PaymentServicePaypalMethodTest.php at e679d8b, sandbox recordings of 2-3 August 2014), so a missing Italian
# province is the address metadata's warning there (docs/rules.md, STATE_REQUIRED).
PAYPAL_V1_STATE_REQUIRED = "AR BR CA CN IN JP MX TH US".split()
# The countries where the same page is read as marking the city optional (woocommerce/woocommerce-paypal-payments
# pull requests #4291 and #4292, April 2026: "only HK, JP, and SG mark it optional"); WooCommerce's own list built
# from the page in October 2025 (woocommerce/woocommerce AddressRequirements.php) still has them requiring one, so
# ppdata warns there rather than reporting an error (docs/rules.md, CITY_REQUIRED). Google's metadata requires no
# city in the three either.
PAYPAL_CITY_OPTIONAL = "HK JP SG".split()

# Deliberate corrections of upstream values: (country, field, value as published, value written).
# Each one asserts the published value, so a package upgrade that changes it stops the import.
CORRECTIONS = [
    # Bahrain: the published pattern wraps itself in (?:^|\b) ... (?:$|\b). Under whole-string
    # matching ^(?:...)$ both are always satisfied, so dropping them changes nothing, and it
    # keeps anchors and \b (whose word definition differs between regex engines) out of the data.
    ("BH", "zip", r"(?:^|\b)(?:1[0-2]|[1-9])\d{2}(?:$|\b)", r"(?:1[0-2]|[1-9])\d{2}"),
    # Saint Helena, Ascension and Tristan da Cunha: Tristan's postcode, TDCU 1ZZ (in use since 2005; the Tristan
    # da Cunha Government's own address and Royal Mail's), is missing beside ASCN and STHL.
    ("SH", "zip", r"(?:ASCN|STHL) 1ZZ", r"(?:ASCN|STHL|TDCU) 1ZZ"),
    # Ireland: an Eircode's routing key is a letter and two digits, or D6W (Dublin 6 West): the 139 keys An Post
    # lists. Any three characters let a Northern Ireland postcode (BT48 6DQ) pass as an Eircode in another form.
    ("IE", "zip", r"[\dA-Z]{3} ?[\dA-Z]{4}", r"(?:[A-Z]\d{2}|D6W) ?[\dA-Z]{4}"),
    # Paraguay: Correos Paraguayos (DINACOPA) has six-digit zonal codes since June 2018 (department, district, zone:
    # the INE/DINACOPA postal-zone map, github.com/3lD4m14n/mapa-codigos-postales-paraguay; English Wikipedia, "List
    # of postal codes": NNNN before June 2018, NNNNNN since); the post's own office is "Av. Dr. Felipe Molas López 43,
    # 001526 Asunción" (GeoPostcodes' Paraguay address guide). A new user's real addresses were "not a valid
    # Paraguay postal code". The four-digit codes stay valid: older addresses write them.
    ("PY", "zip", r"\d{4}", r"\d{4}(?:\d{2})?"),
    ("PY", "zipex", "1536,1538,1209", "001526,1536,1538,1209"),
]

# Subdivisions newer than the metadata, keyed by (country, key): the key is the name, as the country's other keys
# are; "latin", "other": as the other rows'; "iso": empty until the ISO 3166-2 code is on record here. The import
# fails when the metadata has the key.
ADDED_SUBDIVISIONS = {
    # Indonesia: four provinces carved out of Papua and Papua Barat in 2022 (Laws No. 14, 15 and 16 of 2022, 25 July
    # 2022: Papua Selatan, Papua Tengah, Papua Pegunungan; Law No. 29 of 2022, 8 December 2022: Papua Barat Daya), 38
    # provinces since. A new user's addresses in Merauke, Nabire, Wamena and Sorong were "not a province of
    # Indonesia". English names: the provinces' own (South, Central, Highland and Southwest Papua). ISO 3166-2 codes
    # ID-PS, ID-PT, ID-PE and ID-PD: added to ISO 3166-2 in 2023 (iso-codes, commit 229d45da of 2023-12-18, "Updating
    # ISO 3166-2 codes"; pycountry 26.2.16's iso3166-2.json has them); a contributor's trial found "ID-PT" refused
    # with "did you mean ID-BT" (Banten).
    ("ID", "Papua Selatan"): {"latin": "South Papua", "iso": "PS", "other": []},
    ("ID", "Papua Tengah"): {"latin": "Central Papua", "iso": "PT", "other": []},
    ("ID", "Papua Pegunungan"): {"latin": "Highland Papua", "iso": "PE", "other": ["Papua Highlands"]},
    ("ID", "Papua Barat Daya"): {"latin": "Southwest Papua", "iso": "PD", "other": []},
    # The Philippines: Maguindanao divided into Maguindanao del Norte and Maguindanao del Sur (Republic Act No. 11550,
    # ratified in the plebiscite of 17 September 2022); ISO 3166-2 PH-MGN and PH-MGS since 2023 (the same iso-codes
    # commit, which also withdrew PH-MAG). Maguindanao (MAG) stays: addresses written before the division name it.
    # No postal prefix: the post has not published which of Maguindanao's codes went to which half.
    ("PH", "Maguindanao del Norte"): {"latin": "", "iso": "MGN", "other": []},
    ("PH", "Maguindanao del Sur"): {"latin": "", "iso": "MGS", "other": []},
}

# ISO 3166-2 subdivision codes that Google publishes in an outdated form, keyed by (country, code as
# published). China: Google still has the numeric codes (GB/T 2260 prefixes) that ISO 3166-2:CN
# replaced with letters in 2017 (CN-34 -> CN-AH, ...). Italy: ISO 3166-2:IT has no province code
# for Aosta (Valle d'Aosta is region IT-23 without provinces), so AO gets no ISO code; its key AO stays.
SUBDIVISION_ISO_CORRECTIONS = {
    ("CN", "11"): "BJ", ("CN", "12"): "TJ", ("CN", "13"): "HE", ("CN", "14"): "SX", ("CN", "15"): "NM",
    ("CN", "21"): "LN", ("CN", "22"): "JL", ("CN", "23"): "HL", ("CN", "31"): "SH", ("CN", "32"): "JS",
    ("CN", "33"): "ZJ", ("CN", "34"): "AH", ("CN", "35"): "FJ", ("CN", "36"): "JX", ("CN", "37"): "SD",
    ("CN", "41"): "HA", ("CN", "42"): "HB", ("CN", "43"): "HN", ("CN", "44"): "GD", ("CN", "45"): "GX",
    ("CN", "46"): "HI", ("CN", "50"): "CQ", ("CN", "51"): "SC", ("CN", "52"): "GZ", ("CN", "53"): "YN",
    ("CN", "54"): "XZ", ("CN", "61"): "SN", ("CN", "62"): "GS", ("CN", "63"): "QH", ("CN", "64"): "NX",
    ("CN", "65"): "XJ", ("CN", "71"): "TW", ("CN", "91"): "HK", ("CN", "92"): "MO",
    ("IT", "AO"): "",
    # India: ISO 3166-2:IN changed four codes on 2023-11-23 (ISO Online Browsing Platform, iso.org/obp/ui/
    # #iso:code:3166:IN: "Change of subdivision code from IN-OR to IN-OD, from IN-CT to IN-CG, from IN-TG to IN-TS,
    # from IN-UT to IN-UK"). The former codes stay spellings (Data/address/subdivision-aliases.tsv).
    ("IN", "CT"): "CG", ("IN", "OR"): "OD", ("IN", "TG"): "TS", ("IN", "UT"): "UK",
}

# Spellings in official or everyday use that neither Google's metadata nor ISO 3166-2's names have, each with its
# source, keyed by (country, Google's key). Written as other names; the import fails when a key is gone or a
# spelling is already one (of this subdivision or another).
EXTRA_SPELLINGS = {
    # India: the codes ISO 3166-2:IN used until 2023-11-23 (above), still in lists copied before then.
    ("IN", "Chhattisgarh"): ["CT", "IN-CT"],
    ("IN", "Odisha"): ["OR", "IN-OR", "Orissa"],  # Orissa: the state's name until the Orissa (Alteration of Name) Act, 2011
    ("IN", "Telangana"): ["TG", "IN-TG"],
    ("IN", "Uttarakhand"): ["UT", "IN-UT", "Uttaranchal"],  # Uttaranchal until 2007 (Uttaranchal (Alteration of Name) Act, 2006)
    ("IN", "Puducherry"): ["Pondicherry"],  # until 2006 (Pondicherry (Alteration of Name) Act, 2006); ISO's local variant
    # Taiwan: 臺 is the standard form of the character in the official names (the Ministry of Education's standard
    # characters; the Office of the President's address, 臺北市中正區重慶南路一段122號); Google writes the variant 台.
    ("TW", "台北市"): ["臺北市"], ("TW", "台中市"): ["臺中市"], ("TW", "台南市"): ["臺南市"], ("TW", "台東縣"): ["臺東縣"],
    # Korea: Gangwon became 강원특별자치도 (Gangwon State) on 2023-06-11 and Jeollabuk-do 전북특별자치도 (Jeonbuk State) on
    # 2024-01-18, by their special acts; Korea Post's addresses write the new names.
    ("KR", "강원도"): ["강원특별자치도", "Gangwon State"],
    ("KR", "전라북도"): ["전북특별자치도", "Jeonbuk State"],
    # Thailand: Bangkok's name as Thai writes it short, with the abbreviation mark (กรุงเทพฯ).
    ("TH", "กรุงเทพมหานคร"): ["กรุงเทพฯ"],
    # Argentina: the city's own abbreviation (CABA, as buenosaires.gob.ar writes it) and its name before the 1994
    # constitution made it autonomous, still in use (Capital Federal); the province's full constitutional name.
    ("AR", "Ciudad Autónoma de Buenos Aires"): ["CABA", "C.A.B.A.", "Capital Federal"],
    ("AR", "Tierra del Fuego"): ["Tierra del Fuego, Antártida e Islas del Atlántico Sur"],
    # Canada: the traditional abbreviations of the provinces that are words cut short (the Government of Canada's
    # Translation Bureau, The Canadian Style, 5.11; those made of initials, N.B. or P.E.I., are read as codes or
    # initials by the validator, and as spellings they were one letter from each other), and the codes Canada Post
    # used before the current ones: PQ (QC), NF (NL, until 2002), YK (YT). Each is a name here: in PayPal's shapes the
    # code is still suggested for it.
    ("CA", "AB"): ["Alta."], ("CA", "MB"): ["Man."], ("CA", "NL"): ["Nfld.", "NF", "Newfoundland"],
    ("CA", "ON"): ["Ont."], ("CA", "QC"): ["Que.", "PQ"], ("CA", "SK"): ["Sask."], ("CA", "YT"): ["YK"],
    # English names that addresses written in English use and the metadata lacks (it has only the transliterations
    # Moskva, Sankt-Peterburg, Nei Mongol Zizhiqu, Xizang Zizhiqu): the names the governments' own English pages use
    # (mos.ru/en, mosreg.ru's "Moscow Region", gov.spb.ru's "St. Petersburg", english.www.gov.cn's regional pages,
    # cdmx.gob.mx). The Moscow region's names are spelt out so that "Moscow Oblast" is never read as the city with the
    # word "oblast" added (SubdivisionGuess.withoutKind).
    ("RU", "Московская область"): ["Moscow Oblast", "Moscow Region"],
    ("CN", "内蒙古自治区"): ["Inner Mongolia"],
    ("CN", "西藏自治区"): ["Tibet"],
    ("MX", "CDMX"): ["Mexico City"],
    # The State of Mexico: its English name and Edomex, the short form Mexicans use to tell it from the country and the
    # capital (English Wikipedia, "State of Mexico": "often abbreviated to Edomex"). "State of Mexico" had been
    # guessed as the capital or the state, both named.
    ("MX", "Méx."): ["State of Mexico", "Mexico State", "Edomex"],
    # Official names a new user's real addresses wrote and the metadata lacks: Bogotá's, "Bogotá, D.C." (Distrito
    # Capital: the Constitution of Colombia, art. 322, and the city's own bogota.gov.co); Delhi's, the "National
    # Capital Territory of Delhi" (the Constitution of India, art. 239AA, and delhi.gov.in's "Government of NCT of
    # Delhi"); Jeju's English name (jeju.go.kr: "Jeju Special Self-Governing Province"); Penang's (penang.gov.my,
    # the state government's); Tokyo's (metro.tokyo.lg.jp: "Tokyo Metropolis"); Moscow's and the other federal cities'
    # as Russian writes a city, "г." or "город" first (Rosstat's list of federal subjects: "г. Москва").
    ("CO", "Bogotá"): ["Bogotá, D.C.", "Bogotá D.C.", "Bogotá DC"],
    ("IN", "Delhi"): ["National Capital Territory of Delhi", "NCT of Delhi"],
    ("KR", "제주특별자치도"): ["Jeju Special Self-Governing Province"],
    ("MY", "Pulau Pinang"): ["Penang"],
    ("JP", "東京都"): ["Tokyo Metropolis"],
    ("RU", "Москва"): ["Moscow", "г. Москва", "город Москва"],
    ("RU", "Санкт-Петербург"): ["Saint Petersburg", "St. Petersburg", "г. Санкт-Петербург", "город Санкт-Петербург"],
    ("RU", "Севастополь"): ["г. Севастополь", "город Севастополь"],
    # United States: the traditional abbreviations that are words cut short (the GPO Style Manual, 2016, chapter 10,
    # the states' standard abbreviations beside the postal codes; the AP Stylebook's where they differ: Kan., Neb.,
    # Ore.), as Canada's above; those
    # of initials (N.Y.) are read as codes or initials. Tex. and Fla. were "not a state of United States"
    # with no fix offered (an error in the Payments v1 shape, which takes the code).
    ("US", "AL"): ["Ala."], ("US", "AZ"): ["Ariz."], ("US", "AR"): ["Ark."], ("US", "CA"): ["Calif."],
    ("US", "CO"): ["Colo."], ("US", "CT"): ["Conn."], ("US", "DE"): ["Del."], ("US", "FL"): ["Fla."],
    ("US", "GA"): ["Ga."], ("US", "IL"): ["Ill."], ("US", "IN"): ["Ind."], ("US", "KS"): ["Kans.", "Kan."],
    ("US", "KY"): ["Ky."], ("US", "LA"): ["La."], ("US", "MD"): ["Md."], ("US", "MA"): ["Mass."],
    ("US", "MI"): ["Mich."], ("US", "MN"): ["Minn."], ("US", "MS"): ["Miss."], ("US", "MO"): ["Mo."],
    ("US", "MT"): ["Mont."], ("US", "NE"): ["Nebr.", "Neb."], ("US", "NV"): ["Nev."], ("US", "OK"): ["Okla."],
    ("US", "OR"): ["Oreg.", "Ore."], ("US", "PA"): ["Pa."], ("US", "TN"): ["Tenn."], ("US", "TX"): ["Tex."],
    ("US", "VT"): ["Vt."], ("US", "VA"): ["Va."], ("US", "WA"): ["Wash."], ("US", "WI"): ["Wis."],
    ("US", "WY"): ["Wyo."],
}

# Current ISO 3166-2 codes newer than the iso-codes package the cross-check reads (Debian 12's is 4.15.0, April
# 2023): not refused for missing from it. Once iso-codes lists one, the import fails until it is taken out here.
ISO_NEWER_THAN_ISO_CODES = {
    "IN-CG", "IN-OD", "IN-TS", "IN-UK", "ID-PD", "ID-PE", "ID-PS", "ID-PT", "PH-MGN", "PH-MGS",
}
