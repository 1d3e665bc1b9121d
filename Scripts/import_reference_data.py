#!/usr/bin/env python3
"""Refresh the upstream ISO snapshots in Data/ from their sources.

- Data/iso3166-1.tsv and Data/iso3166-3.tsv from Debian's iso-codes JSON files.
- Data/iso4217.tsv from the ISO 4217 table shipped by the PyPI package `iso4217`.

Run through Scripts/import-reference-data.sh, which installs the pinned, hash-checked `iso4217` wheel into a
temporary venv and passes the iso-codes version and the wheel's sha256: ISO_CODES_JSON ISO_CODES_VERSION SHA256.
The hand-kept PayPal tables in Data/ are not touched.
"""
import json
import pathlib
import sys
import xml.etree.ElementTree as ET
from importlib import resources

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "Data"
ISO_CODES = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/iso-codes/json")


def clean(value):
    value = (value or "").strip()
    if "\t" in value or "\n" in value:
        raise SystemExit(f"value contains a tab or newline: {value!r}")
    return value


def write(path, header_comments, columns, rows):
    lines = [f"# {c}" for c in header_comments]
    lines.append("\t".join(columns))
    lines += ["\t".join(clean(v) for v in row) for row in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {path.relative_to(ROOT)}: {len(rows)} rows")


def iso3166(version):
    entries = json.loads((ISO_CODES / "iso_3166-1.json").read_text(encoding="utf-8"))["3166-1"]
    rows = sorted(
        (e["alpha_2"], e["alpha_3"], e["numeric"], e["name"], e.get("common_name", ""), e.get("official_name", ""))
        for e in entries
    )
    write(
        DATA / "iso3166-1.tsv",
        [
            "ISO 3166-1 countries: alpha-2, alpha-3, numeric, English short name, common name, official name.",
            f"source: Debian package iso-codes {version}, file iso_3166-1.json (LGPL-2.1-or-later).",
            "refresh: Scripts/import-reference-data.sh (do not edit by hand).",
        ],
        ["alpha2", "alpha3", "numeric", "name", "commonName", "officialName"],
        rows,
    )
    withdrawn = json.loads((ISO_CODES / "iso_3166-3.json").read_text(encoding="utf-8"))["3166-3"]
    rows = sorted(
        (e["alpha_4"], e["alpha_2"], e["alpha_3"], e.get("numeric", ""), e["name"], e["withdrawal_date"])
        for e in withdrawn
    )
    write(
        DATA / "iso3166-3.tsv",
        [
            "ISO 3166-3 formerly used country codes: alpha-4, the withdrawn alpha-2 and alpha-3, numeric, name, withdrawal date.",
            f"source: Debian package iso-codes {version}, file iso_3166-3.json (LGPL-2.1-or-later).",
            "refresh: Scripts/import-reference-data.sh (do not edit by hand).",
        ],
        ["alpha4", "alpha2", "alpha3", "numeric", "name", "withdrawn"],
        rows,
    )


def iso4217():
    import iso4217 as package

    xml = resources.files(package).joinpath("table.xml").read_bytes()
    tree = ET.fromstring(xml)
    published = tree.attrib["Pblshd"]
    seen = {}
    for node in tree.findall("CcyTbl/CcyNtry"):
        code = node.findtext("Ccy")
        if not code:
            continue  # "No universal currency" rows
        name = node.findtext("CcyNm").strip()
        numeric = (node.findtext("CcyNbr") or "").strip()
        units = (node.findtext("CcyMnrUnts") or "").strip()
        units = units if units.isdigit() else ""  # "N.A." for funds and metals
        row = (code.strip(), numeric, name, units)
        if code in seen and seen[code] != row:
            raise SystemExit(f"conflicting ISO 4217 rows for {code}: {seen[code]} vs {row}")
        seen[code] = row
    rows = sorted(seen.values())
    write(
        DATA / "iso4217.tsv",
        [
            "ISO 4217 list one: code, numeric code, English name, minor units (empty where ISO says N.A.).",
            f"source: PyPI package iso4217 {package.__version__}, table.xml published {published} (the official SIX list one; package licence: Public Domain).",
            "refresh: Scripts/import-reference-data.sh (do not edit by hand).",
        ],
        ["code", "numeric", "name", "minorUnits"],
        rows,
    )
    return package.__version__, published


if __name__ == "__main__":
    iso_codes_version = sys.argv[2] if len(sys.argv) > 2 else "unknown"
    wheel_sha256 = sys.argv[3] if len(sys.argv) > 3 else "unknown"
    iso3166(iso_codes_version)
    version, published = iso4217()
    upstream_path = DATA / "upstream.json"
    upstream = json.loads(upstream_path.read_text(encoding="utf-8")) if upstream_path.exists() else {}
    upstream["iso-codes"] = {
        "kind": "debian",
        "package": "iso-codes",
        "version": iso_codes_version,
        "files": ["iso3166-1.tsv", "iso3166-3.tsv"],
        "licence": "LGPL-2.1-or-later",
        "refresh": "Scripts/import-reference-data.sh",
    }
    upstream["iso4217"] = {
        "kind": "pypi",
        "package": "iso4217",
        "version": version,
        "published": published,
        "files": ["iso4217.tsv"],
        "licence": "Public Domain",
        "refresh": "Scripts/import-reference-data.sh",
        "wheel_sha256": wheel_sha256,
    }
    upstream_path.write_text(json.dumps(upstream, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote Data/upstream.json")
