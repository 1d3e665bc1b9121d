#!/usr/bin/env python3
"""Write Data/time-zones.tsv: every time zone name ICU accepts by name, from the IANA time zone database and ICU.

Run through Scripts/import-time-zones.sh, which installs the pinned PyPI package tzdata (the IANA database as data
files) into a throw-away venv and runs this file with that venv's interpreter, and builds Scripts/icu_time_zones.c
against the system's ICU to list ICU's ids (--icu-listing).

A name is in the table when the IANA database has it (a zone, or a link to one) or when ICU accepts it by name
(ICU's own legacy ids such as PST and SystemV/AST4, and names the IANA database has dropped). Safari checks an Apple
Pay time zone with ICU's ucal_getCanonicalTimeZoneID, whose names are IANA's plus ICU's; a newer IANA release
reaches Safari with the system's time zone data, so IANA's current names are kept even when this ICU lacks them.
"""

import datetime
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from import_common import fail, icu_import_arguments, icu_licence, run, update_upstream, write_tsv  # noqa: E402

import tzdata  # the pinned package, installed by the shell script

# A name as the table stores it: ASCII letters, digits and the marks IANA's and ICU's names use.
NAME = re.compile(r"[A-Za-z][A-Za-z0-9_+/-]*")
# Sanity floors: an upgrade that loses most of its data stops the import.
MINIMUM_IANA = 550
MINIMUM_ICU = 600


def read_iana():
    """The IANA names (the package's `zones` list) and each link's zone (tzdata.zi's `L TARGET NAME` lines)."""
    folder = os.path.dirname(tzdata.__file__)
    with open(os.path.join(folder, "zones"), encoding="utf-8") as f:
        names = [line.strip() for line in f if line.strip()]
    links = {}
    version = None
    with open(os.path.join(folder, "zoneinfo", "tzdata.zi"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("# version "):
                version = line.split()[2]
            elif line.startswith("L "):
                _, target, name = line.split()
                links[name] = target
    if version is None:
        fail("tzdata.zi has no '# version' line")
    for name in list(links):
        seen = {name}
        while links[name] in links:  # a link to a link: follow it to the zone
            if links[name] in seen:
                fail(f"IANA link loop at {name}")
            seen.add(links[name])
            links[name] = links[links[name]]
    return names, links, version


def read_icu(path):
    ids = {}
    versions = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            cells = line.rstrip("\n").split("\t")
            if cells[0] in ("icu", "tzdata") and len(cells) == 2:
                versions[cells[0]] = cells[1]
            elif cells[0] == "id" and len(cells) == 3:
                ids[cells[1]] = cells[2]
            else:
                fail(f"{path}: unexpected line {line!r}")
    if set(versions) != {"icu", "tzdata"}:
        fail(f"{path}: no ICU or time zone data version")
    return ids, versions


def main():
    args = icu_import_arguments()

    iana, links, iana_version = read_iana()
    icu, icu_versions = read_icu(args.icu_listing)
    if len(iana) < MINIMUM_IANA or len(icu) < MINIMUM_ICU:
        fail(f"only {len(iana)} IANA names and {len(icu)} ICU ids")
    rows = []
    for name in sorted(set(iana) | set(icu), key=lambda n: n.encode()):
        if not NAME.fullmatch(name):
            fail(f"name {name!r} is outside the characters the table reads")
        sources = [s for s, names in (("iana", iana), ("icu", icu)) if name in names]
        if name in iana:
            canonical = links.get(name, "")
        else:
            # ICU's canonical ids are CLDR's, some of them IANA links (America/Buenos_Aires): follow those to the zone.
            canonical = links.get(icu[name], icu[name])
            canonical = "" if canonical == name else canonical
        rows.append([name, canonical, "|".join(sources)])

    comments = [
        f"source: the IANA time zone database {iana_version} (public domain), as PyPI tzdata {args.version} (Apache-2.0)",
        "  ships it: its `zones` list and the links of its tzdata.zi;",
        f"  and ICU {icu_versions['icu']} (Unicode licence; time zone data {icu_versions['tzdata']}, Debian {args.icu_package}):",
        "  the ids ucal_openTimeZoneIDEnumeration lists, and Etc/Unknown, which it accepts by name",
        "refresh: Scripts/import-time-zones.sh (do not edit by hand; see Data/README.md)",
        "one row per name ICU or the IANA database accepts, sorted by bytes; names are case-sensitive",
        "canonical: the IANA zone a link names (empty for a zone itself); for a name only ICU has, ICU's canonical id",
        "  (followed to the IANA zone where that id is an IANA link)",
        "sources: iana, icu or both (|-separated)",
    ]
    write_tsv(args.out, comments, ["name", "canonical", "sources"], rows)
    update_upstream(args.upstream, "time-zones", {
        "counts": {"names": len(rows), "iana": len(iana), "icu": len(icu)},
        "files": ["time-zones.tsv"],
        "icu": {"version": icu_versions["icu"], "tzdata": icu_versions["tzdata"], "package": args.icu_package, "licence": icu_licence(icu_versions["icu"])},
        "imported": os.environ.get("PPDATA_IMPORT_DATE") or datetime.date.today().isoformat(),
        "kind": "pypi",
        "licence": "Public Domain (IANA time zone database); Apache-2.0 (the tzdata package)",
        "package": "tzdata",
        "refresh": "Scripts/import-time-zones.sh",
        "tzdb": iana_version,
        "version": args.version,
        "wheel_sha256": args.sha256,
    })


if __name__ == "__main__":
    run(main, "import_time_zones")
