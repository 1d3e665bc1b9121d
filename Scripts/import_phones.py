#!/usr/bin/env python3
"""Write Data/phone/*.tsv from libphonenumber's metadata as shipped in the PyPI package phonenumbers.

Run through Scripts/import-phones.sh, which installs the pinned package into a throw-away
venv and runs this file with that venv's interpreter. Reads the metadata objects of
phonenumbers.data (PhoneMetadata), plus /usr/share/iso-codes for the ISO cross-check.

Output rules shared by every Data/ TSV file: UTF-8, tab-separated, leading `#` comment
lines, one header row, one row per record, sorted; no quoting or escaping. A value with a
tab, CR or LF makes the import fail; list cells are joined with `|` and hold digits only.
Pattern cells are single values and may contain `|` (regex alternation); never split them.
"""

import argparse
import datetime
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from import_common import check_cell, fail, regex_portability_problems, run, update_upstream, write_tsv  # noqa: E402

PACKAGE = "phonenumbers"

# libphonenumber's number types, in its own order (PhoneNumberType), with the metadata attribute.
NUMBER_TYPES = [
    ("fixed_line", "fixed_line"),
    ("mobile", "mobile"),
    ("toll_free", "toll_free"),
    ("premium_rate", "premium_rate"),
    ("shared_cost", "shared_cost"),
    ("voip", "voip"),
    ("personal_number", "personal_number"),
    ("pager", "pager"),
    ("uan", "uan"),
    ("voicemail", "voicemail"),
]

NON_ISO_REGIONS = {"AC", "TA", "XK"}  # Ascension, Tristan da Cunha, Kosovo: user-assigned / reserved codes
ISO_3166_1 = "/usr/share/iso-codes/json/iso_3166-1.json"



def lengths_cell(lengths, where):
    if not lengths:
        return ""
    for n in lengths:
        if not isinstance(n, int) or n < 1:
            fail(f"{where}: bad possible length {n!r}")
    return "|".join(str(n) for n in sorted(set(lengths)))


# Same portable subset as Scripts/import_addresses.py: literals, \d, escaped punctuation,
# classes with ranges, (…) and (?:…), |, ? * + {m} {m,} {m,n}; `$` only where allowed.


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True, help="Data/phone directory")
    ap.add_argument("--version", required=True)
    ap.add_argument("--released", required=True)
    ap.add_argument("--sha256", required=True)
    ap.add_argument("--upstream", required=True)
    args = ap.parse_args()

    import phonenumbers
    from phonenumbers import PhoneMetadata
    from phonenumbers.data import _AVAILABLE_NONGEO_COUNTRY_CODES, _AVAILABLE_REGION_CODES
    from phonenumbers.phonenumberutil import COUNTRY_CODE_TO_REGION_CODE

    if phonenumbers.__version__ != args.version:
        fail(f"installed {PACKAGE} is {phonenumbers.__version__}, expected {args.version}")

    metas = [PhoneMetadata.metadata_for_region(r) for r in _AVAILABLE_REGION_CODES]
    metas += [PhoneMetadata.metadata_for_nongeo_region(cc) for cc in _AVAILABLE_NONGEO_COUNTRY_CODES]
    metas.sort(key=lambda m: (m.id, m.country_code))

    errors, notes = [], []

    def pattern(value, where, allow_anchor=False):
        if value is None:
            return ""
        try:
            re.compile(value)
        except re.error as e:
            errors.append(f"{where}: does not compile: {e}")
        for prob in regex_portability_problems(value, allow_anchor):
            errors.append(f"{where}: not portable: {prob}")
        return check_cell(value, where)

    region_rows, type_rows = [], []
    for m in metas:
        rid, cc = m.id, m.country_code
        where = f"{rid}/{cc}"
        g = m.general_desc
        if g is None or not g.national_number_pattern:
            fail(f"{where}: no general pattern")
        general_rx = re.compile(f"(?:{g.national_number_pattern})")
        transform = m.national_prefix_transform_rule or ""
        if "$" in transform:
            fail(f"{where}: literal $ in transform rule {transform!r}")
        # Python's phonenumbers writes back-references as \1; libphonenumber's own metadata
        # (and NSRegularExpression templates) write $1. Store the libphonenumber form.
        transform = re.sub(r"\\(\d)", r"$\1", transform)
        if "\\" in transform:
            fail(f"{where}: unexpected backslash in transform rule {transform!r}")
        leading = m.leading_digits or ""
        region_rows.append([
            rid,
            str(cc),
            "1" if m.main_country_for_code else "0",
            pattern(leading, f"{where} leading_digits"),
            pattern(m.international_prefix, f"{where} international_prefix"),
            check_cell(m.national_prefix or "", where),
            pattern(m.national_prefix_for_parsing, f"{where} national_prefix_for_parsing", allow_anchor=True),
            transform,
            lengths_cell(g.possible_length, f"{where} general"),
            lengths_cell(g.possible_length_local_only, f"{where} general local"),
            pattern(g.national_number_pattern, f"{where} general"),
        ])
        for name, attr in NUMBER_TYPES:
            d = getattr(m, attr)
            if d is None or not d.national_number_pattern:
                continue
            lengths = d.possible_length or g.possible_length  # empty = inherits the general lengths
            if lengths == (-1,):
                fail(f"{where} {name}: pattern with possible length -1")
            pat = pattern(d.national_number_pattern, f"{where} {name}")
            ex = d.example_number or ""
            if ex:
                if not re.fullmatch(f"(?:{pat})", ex):
                    errors.append(f"{where} {name}: example {ex} does not fully match its pattern")
                if not general_rx.fullmatch(ex):
                    errors.append(f"{where} {name}: example {ex} does not fully match the general pattern")
                if len(ex) not in lengths:
                    errors.append(f"{where} {name}: example {ex} has a length outside {lengths}")
            elif name in ("fixed_line", "mobile"):
                notes.append(f"{where} {name}: no example number")
            type_rows.append([rid, str(cc), name, pat, lengths_cell(lengths, f"{where} {name}"), ex])

    # ------------------------------------------------------------------ checks
    geo = {r[0] for r in region_rows if r[0] != "001"}
    with open(ISO_3166_1, encoding="utf-8") as f:
        iso = {c["alpha_2"] for c in json.load(f)["3166-1"]}
    not_iso = sorted(geo - iso)
    if set(not_iso) - NON_ISO_REGIONS:
        errors.append(f"regions that are not ISO 3166-1: {not_iso}")
    notes.append(f"regions not in ISO 3166-1 (kept): {' '.join(not_iso)}")
    notes.append(f"ISO 3166-1 countries without phone metadata: {' '.join(sorted(iso - geo))}")

    by_code = {}
    for r in region_rows:
        if r[0] != "001":
            by_code.setdefault(int(r[1]), []).append(r)
    for code, rows in sorted(by_code.items()):
        if len(rows) > 1:
            mains = [r[0] for r in rows if r[2] == "1"]
            if len(mains) != 1:
                errors.append(f"+{code}: {len(mains)} main regions")
            order = mains + sorted(r[0] for r in rows if r[2] != "1")
            if tuple(order) != tuple(COUNTRY_CODE_TO_REGION_CODE[code]):
                errors.append(f"+{code}: region order is not main-first-then-alphabetical")
            notes.append(f"+{code} shared by {' '.join(order)}")
        elif rows[0][2] == "1":
            notes.append(f"+{code}: single region {rows[0][0]} flagged main")

    # The region of each example, found the way libphonenumber finds it (leading digits, then
    # the type patterns). Examples that resolve to another region of the same code are listed.
    # Only fixed-line and mobile examples are listed one by one; other types are counted.
    other_types_elsewhere = 0
    for rid, cc, name, pat, lengths, ex in type_rows:
        if not ex or rid == "001":
            continue
        if len(by_code[int(cc)]) < 2:
            continue
        found = phonenumbers.region_code_for_number(phonenumbers.parse(f"+{cc}{ex}"))
        if found != rid:
            if name in ("fixed_line", "mobile"):
                notes.append(f"+{cc} {ex} ({rid} {name} example) resolves to {found}")
            else:
                other_types_elsewhere += 1
    notes.append(f"examples of other types resolving to another region of their code: {other_types_elsewhere}")

    if errors:
        for e in errors:
            print("ERROR:", e, file=sys.stderr)
        fail(f"{len(errors)} check(s) failed")

    # ------------------------------------------------------------------ write
    os.makedirs(args.out, exist_ok=True)
    src = (f"source: PyPI {PACKAGE} {args.version} (phonenumbers.data: Google libphonenumber metadata, "
           "Apache-2.0, Copyright (C) The Libphonenumber Authors)")
    refresh = "refresh: Scripts/import-phones.sh (do not edit by hand; see Data/README.md)"
    write_tsv(
        os.path.join(args.out, "regions.tsv"),
        [src, refresh,
         "one row per region; region 001 = non-geographic entities (one row per calling code: 800 808 870 ...);",
         "  sorted by region, then calling_code; key is (region, calling_code)",
         "main_country: 1 = main region of a shared calling code (+1 US, +7 RU, +44 GB ...); 0 otherwise, also for",
         "  codes used by one region only. libphonenumber's region order for a code: the main one, then alphabetical",
         "leading_digits: pattern matched at the start of the national number (lookingAt) that identifies a non-main region",
         "international_prefix, national_prefix_for_parsing: patterns; the latter is matched at the start of the national",
         "  number (may contain $ and groups); national_prefix_transform_rule: replacement in libphonenumber's $1 notation",
         "possible_lengths, possible_lengths_local_only: '|'-separated digit counts of the national number (general desc)",
         "general_pattern: national number (no calling code, no national prefix), whole string ^(?:pattern)$;",
         "  per-type patterns and examples are in number-types.tsv"],
        ["region", "calling_code", "main_country", "leading_digits", "international_prefix", "national_prefix",
         "national_prefix_for_parsing", "national_prefix_transform_rule", "possible_lengths",
         "possible_lengths_local_only", "general_pattern"],
        region_rows,
    )
    type_rows.sort(key=lambda r: (r[0], int(r[1]), r[2]))
    write_tsv(
        os.path.join(args.out, "number-types.tsv"),
        [src, refresh,
         "one row per region and number type that the metadata describes (a missing row = no numbers of that type);",
         "  sorted by region, calling_code, type",
         "type: fixed_line mobile toll_free premium_rate shared_cost voip personal_number pager uan voicemail",
         "pattern: national number, whole string ^(?:pattern)$; possible_lengths: '|'-separated, the type's own or,",
         "  where the metadata gives none, the region's general lengths; example: libphonenumber's example number",
         "libphonenumber: a number is valid for a region when its length is possible and it matches one type pattern;",
         "  fixed_line and mobile patterns are identical in CA GU MP PR US VI: the type is then FIXED_LINE_OR_MOBILE"],
        ["region", "calling_code", "type", "pattern", "possible_lengths", "example"],
        type_rows,
    )
    update_upstream(args.upstream, "phone", {
        "package": PACKAGE,
        "version": args.version,
        "released": args.released,
        "wheel_sha256": args.sha256,
        "imported": os.environ.get("PPDATA_IMPORT_DATE") or datetime.date.today().isoformat(),
        "licence": {"package": "Apache-2.0", "data": "Apache-2.0 (libphonenumber metadata, The Libphonenumber Authors)"},
        "files": ["phone/regions.tsv", "phone/number-types.tsv"],
        "kind": "pypi",
        "counts": {"regions": len(region_rows), "number_types": len(type_rows)},
        "refresh": "Scripts/import-phones.sh",
    })

    per_type = {}
    for r in type_rows:
        per_type[r[2]] = per_type.get(r[2], 0) + 1
    print(f"regions: {len(region_rows)} ({len(geo)} geographic + {len(region_rows) - len(geo)} non-geographic 001), "
          f"calling codes: {len({r[1] for r in region_rows})}")
    print("number types: " + str(len(type_rows)) + " (" + " ".join(f"{k}={v}" for k, v in per_type.items()) + ")")
    same = sorted(m.id for m in metas if m.fixed_line and m.mobile and m.fixed_line.national_number_pattern
                  and m.fixed_line.national_number_pattern == m.mobile.national_number_pattern)
    print(f"regions with identical fixed-line and mobile patterns: {len(same)} ({' '.join(same)})")
    for note in notes:
        print("note:", note)


if __name__ == "__main__":
    run(main, "import_phones")
