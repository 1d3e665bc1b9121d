#!/usr/bin/env python3
"""Write Data/icu-currencies.tsv: every currency code ICU knows, with the fraction digits ICU gives it.

Run through Scripts/import-icu-currencies.sh, which builds Scripts/icu_currencies.c against the system's ICU and
passes its output (--icu-listing), and runs this file with the interpreter of a throw-away venv holding the pinned
PyPI package babel, whose data carries a newer CLDR release's fraction digits (`latestDigits`).

Apple Pay judges a currency by ICU, not by ISO 4217's current list: WebKit refuses an ApplePaySession whose
currencyCode is not among ucurr_openISOCurrencies(UCURR_ALL), PassKit checks it against NSLocale's ISOCurrencyCodes
(the same enumeration), and PassKit rounds an amount to ICU's default fraction digits for the currency (CLDR's
`fractions`, 0 for IQD where ISO 4217 gives 3). So the table keeps ICU's historic codes (DEM) and its digits.
"""

import datetime
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from import_common import fail, icu_import_arguments, icu_licence, run, update_upstream, write_tsv  # noqa: E402

from babel.core import get_global  # the pinned package, installed by the shell script

CODE = re.compile(r"[A-Z]{3}")
TYPES = {"common", "uncommon", "common|deprecated", "uncommon|deprecated"}
# Sanity floor: an ICU that lists far fewer codes stops the import (ICU 72 lists 306).
MINIMUM = 250


def read_listing(path):
    rows = {}
    version = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if cells[0] == "icu" and len(cells) == 2:
                version = cells[1]
            elif cells[0] == "currency" and len(cells) == 5:
                _, code, digits, types, name = cells
                if not CODE.fullmatch(code) or code in rows:
                    fail(f"{path}: code {code!r} is not three capital letters, or is listed twice")
                if not digits.isdigit() or int(digits) > 4:
                    fail(f"{path}: {code} has fraction digits {digits!r}")
                if types not in TYPES:
                    fail(f"{path}: {code} has types {types!r}")
                rows[code] = [code, digits, types, name]
            else:
                fail(f"{path}: unexpected line {line!r}")
    if version is None:
        fail(f"{path}: no ICU version")
    return rows, version


def read_cldr():
    """The newest CLDR release's fraction digits per code, as babel stores CLDR's `fractions`, and its version."""
    fractions = get_global("currency_fractions")
    version = str(get_global("cldr")["version"])
    if "DEFAULT" not in fractions:
        fail("babel's currency_fractions has no DEFAULT entry")
    return (lambda code: (fractions.get(code) or fractions["DEFAULT"])[0]), version


def read_withdrawals():
    """Per code, when CLDR's territory data says it stopped being legal tender everywhere, and what replaced it:
    (last day as YYYY-MM-DD, sorted successor codes), or ("", []) for a code still in use somewhere or in none.
    A successor is the currency that replaced it in a territory that gave it up last."""
    territories = get_global("territory_currencies")
    uses = {}
    for territory, entries in territories.items():
        for code, start, end, tender in entries:
            if tender:
                uses.setdefault(code, []).append((territory, end))

    def replacement(territory, code, ended):
        """The tender currency of `territory` begun last by a year after `ended` and still in use after it: BGN for
        BGL in 1999, not the EUR Bulgaria uses today; ZWG for ZWL, not the USD used beside it since 2009; EUR for LTL,
        which began the day after LTL's last."""
        limit = datetime.date(*ended) + datetime.timedelta(days=366)
        found = [(start, c) for c, start, end, tender in territories[territory]
                 if tender and c != code and start is not None and datetime.date(*start) <= limit
                 and (end is None or end > ended)]
        return max(found)[1] if found else None

    def withdrawal(code):
        found = uses.get(code, [])
        if not found or any(end is None for _, end in found):
            return "", []
        last = max(end for _, end in found)
        # The territories that gave it up last: ANG ended in Aruba in 1986 and in Curaçao and Sint Maarten in 2025,
        # where XCG replaced it; Aruba's florin is no successor of a code in use for 39 years after.
        successors = sorted({c for territory, end in found if end == last
                             for c in [replacement(territory, code, last)] if c is not None})
        return "%04d-%02d-%02d" % last, successors
    return withdrawal


def main():
    args = icu_import_arguments()

    rows, version = read_listing(args.icu_listing)
    if len(rows) < MINIMUM:
        fail(f"only {len(rows)} currency codes")
    latest, cldr = read_cldr()
    withdrawal = read_withdrawals()
    ordered = []
    for code in sorted(rows):
        row = rows[code]
        ended, successors = withdrawal(code)
        ordered.append(row[:2] + [str(latest(code))] + row[2:] + [ended, "|".join(successors)])
    comments = [
        f"source: ICU {version} ({icu_licence(version)}; Debian {args.icu_package}), its currency data from CLDR:",
        "  the codes ucurr_openISOCurrencies(UCURR_ALL) lists, each with ucurr_getDefaultFractionDigits, its",
        "  currency types and its English name (ucurr_getName, locale en);",
        f"  and CLDR {cldr} (Unicode-3.0), as PyPI babel {args.version} (BSD-3-Clause) carries it: its `fractions`",
        "  and its territories' currencies (`currencyData`: which territory used which code, from when to when)",
        "refresh: Scripts/import-icu-currencies.sh (do not edit by hand; see Data/README.md)",
        "one row per code of that ICU, sorted; codes are case-sensitive",
        f"digits: the fraction digits ICU {version} gives amounts in the currency (CLDR's `fractions`; 2 unless CLDR says",
        "  otherwise)",
        f"latestDigits: CLDR {cldr}'s fraction digits for the code, which newer ICUs (and the systems with them) use",
        "types: common or uncommon (ICU's UCURR_COMMON), then |deprecated for a code ICU marks historic",
        f"withdrawn: the last day CLDR {cldr} gives the code as legal tender in any territory, when every territory's",
        "  use of it has ended (BGN 2026-01-31); empty for a code in use or used by no territory",
        "successors: '|'-separated codes that replaced a withdrawn code where it was given up last (on its `withdrawn`",
        "  day): the tender currency begun last on or before that day and still in use after it",
    ]
    write_tsv(args.out, comments, ["code", "digits", "latestDigits", "types", "name", "withdrawn", "successors"], ordered)
    update_upstream(args.upstream, "icu-currencies", {
        "kind": "system",
        "package": args.icu_package,
        "version": version,
        "licence": icu_licence(version),
        "files": ["icu-currencies.tsv"],
        "counts": {
            "codes": len(ordered),
            "deprecated": sum(1 for row in ordered if row[3].endswith("|deprecated")),
            "digitsChanged": sum(1 for row in ordered if row[1] != row[2]),
            "withdrawn": sum(1 for row in ordered if row[5]),
        },
        "cldr": {"version": cldr, "package": "babel", "packageVersion": args.version, "wheel_sha256": args.sha256,
                 "licence": "Unicode-3.0 (CLDR); BSD-3-Clause (babel)"},
        "imported": os.environ.get("PPDATA_IMPORT_DATE") or datetime.date.today().isoformat(),
        "refresh": "Scripts/import-icu-currencies.sh",
    })
    print(f"icu-currencies: {len(ordered)} codes from ICU {version}, digits of CLDR {cldr}")


if __name__ == "__main__":
    run(main, "import_icu_currencies")
