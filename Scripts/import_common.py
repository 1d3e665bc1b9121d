"""Helpers shared by the Data/ import scripts (import_addresses.py, import_phones.py).

Data/ files are UTF-8 TSV without quoting, so every cell is checked for tabs and line breaks before it is written;
imported patterns are checked to stay inside a regex subset that ICU/NSRegularExpression, Swift Regex and Python read
alike.
"""
import argparse
import datetime
import json
import os
import re
import sys


class ImportFailure(Exception):
    """A data problem that stops an import; the importers print it and exit 1."""


def fail(msg):
    raise ImportFailure(msg)


def run(main, name):
    """Runs an importer's `main`, printing an ImportFailure as `name: message` and exiting 1."""
    try:
        main()
    except ImportFailure as e:
        print(f"{name}: {e}", file=sys.stderr)
        sys.exit(1)


def check_cell(value, where):
    if any(c in value for c in "\t\r\n"):
        fail(f"{where}: value contains a tab or line break: {value!r}")
    return value


def write_tsv(path, comments, header, rows):
    lines = [f"# {c}" if c else "#" for c in comments]
    lines.append("\t".join(header))
    for row in rows:
        if len(row) != len(header):
            fail(f"{path}: row has {len(row)} cells, header has {len(header)}: {row!r}")
        lines.append("\t".join(check_cell(v, f"{path} {row[:2]}") for v in row))
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


def icu_licence(version):
    """ICU's licence by release: the Unicode License v3 from ICU 74, Unicode-DFS-2016 before."""
    major = int(version.split(".")[0])
    return "Unicode-3.0" if major >= 74 else "Unicode-DFS-2016"


def icu_import_arguments():
    """The arguments of the importers that read the system's ICU beside a pinned PyPI package (time zones,
    currencies): the ICU probe's listing and package, the package's version and wheel hash, the output files."""
    parser = argparse.ArgumentParser()
    for name in ("--icu-listing", "--icu-package", "--version", "--sha256", "--out", "--upstream"):
        parser.add_argument(name, required=True)
    return parser.parse_args()


def update_upstream(path, key, record):
    """Replace one entry of the small upstream-versions JSON file, keeping the others."""
    doc = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    doc[key] = record
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        json.dump(doc, f, ensure_ascii=False, indent=2, sort_keys=True)
        f.write("\n")


def regex_portability_problems(p, allow_anchor=False):
    problems = []
    i = 0
    n = len(p)
    while i < n:
        c = p[i]
        if c == "\\":
            if i + 1 >= n:
                problems.append("trailing backslash")
                break
            e = p[i + 1]
            if e not in "d.-+()[]{}?*|\\/$^ ":
                problems.append(f"escape \\{e}")
            i += 2
            continue
        if c == "[":
            j = i + 1
            if j < n and p[j] == "^":
                j += 1
            if j < n and p[j] == "]":
                j += 1
            while j < n and p[j] != "]":
                if p[j] == "\\":
                    if j + 1 < n and p[j + 1] not in "d-]\\^":
                        problems.append(f"escape \\{p[j + 1]} in class")
                    j += 2
                    continue
                if p[j] == "[":
                    problems.append("nested class / set operation")
                j += 1
            if j >= n:
                problems.append("unterminated class")
            i = j + 1
            continue
        if c == "(":
            if p.startswith("(?:", i):
                i += 3
                continue
            if p.startswith("(?", i):
                problems.append(f"group syntax {p[i:i + 4]!r}")
            i += 1
            continue
        if c in "?*+":
            if i + 1 < n and p[i + 1] == "+":
                problems.append("possessive quantifier")
            i += 1
            continue
        if c == "{":
            m = re.match(r"\{\d+(,\d*)?\}", p[i:])
            if not m:
                problems.append("literal or malformed {")
                i += 1
                continue
            i += len(m.group(0))
            if i < n and p[i] == "+":
                problems.append("possessive quantifier")
            continue
        if c in "^$":
            if not allow_anchor:
                problems.append(f"anchor {c}")
            i += 1
            continue
        i += 1
    return problems
