#!/usr/bin/env python3
"""Applies every suggestion of a `ppdata validate --ndjson --format ndjson` report to its document, one at a time,
validates each changed document again with the same kind, and says whether the suggestion fixed what it named.

    check-suggestions.py BINARY CORPUS.ndjson REPORT.ndjson

A suggestion fails when, after it is written in, the same code is still reported at its pointer, or an error is
there that was not before. Errors that appear elsewhere are counted apart, by the pair of codes: some are meant (a
sum's suggestion moves the total, and the message says what to send there). Exits 1 when any suggestion fails.

The tool reads the report's JSON pointers and suggestions only; it knows no rule. A suggestion that is a JSON string
literal (`"98109"` for a JSON number that PayPal wants as text) is written as that string, `true`/`false` for a
boolean as the boolean, a digit string for a JSON number as a number, and `UNKNOWN_FIELD`'s as the member's new
name. Suggestions that offer a choice (`BQ or CW or SX`), documents that do not parse, and suggestions for a member
that is missing are left out and counted.
"""
import collections
import json
import os
import re
import subprocess
import sys
import tempfile


JSON_NUMBER = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?")


class Number(str):
    """A JSON number kept as its text, so that writing the document back changes nothing else."""


class Members:
    """A JSON object's members in order, duplicates kept."""

    def __init__(self, pairs):
        self.pairs = [list(pair) for pair in pairs]


def parse(text):
    return json.loads(text, parse_float=Number, parse_int=Number, object_pairs_hook=Members)


def write(value):
    if isinstance(value, Number):
        return str(value)
    if isinstance(value, Members):
        return "{" + ",".join(json.dumps(k, ensure_ascii=False) + ":" + write(v) for k, v in value.pairs) + "}"
    if isinstance(value, list):
        return "[" + ",".join(write(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def child(value, segment):
    if isinstance(value, Members):
        return next((v for k, v in value.pairs if k == segment), None)
    if isinstance(value, list) and segment.isdigit() and int(segment) < len(value):
        return value[int(segment)]
    return None


def converted(old, suggestion):
    if len(suggestion) >= 2 and suggestion[0] == suggestion[-1] == '"':
        try:
            return json.loads(suggestion)
        except ValueError:
            pass
    if isinstance(old, bool) and suggestion in ("true", "false"):
        return suggestion == "true"
    if isinstance(old, Number) and JSON_NUMBER.fullmatch(suggestion):
        return Number(suggestion)
    return suggestion


def apply(root, issue):
    """Writes the suggestion into `root`; False when its pointer names nothing there."""
    segments = [s.replace("~1", "/").replace("~0", "~") for s in issue["path"].split("/")[1:]]
    if not segments:
        return False
    parent = root
    for segment in segments[:-1]:
        parent = child(parent, segment)
        if parent is None:
            return False
    last, suggestion = segments[-1], issue["suggestion"]
    if isinstance(parent, Members):
        for pair in parent.pairs:
            if pair[0] == last:
                if issue["code"] == "UNKNOWN_FIELD":
                    pair[0] = suggestion
                else:
                    pair[1] = converted(pair[1], suggestion)
                return True
        return False
    if isinstance(parent, list) and last.isdigit() and int(last) < len(parent):
        parent[int(last)] = converted(parent[int(last)], suggestion)
        return True
    return False


def main(binary, corpus, report_path):
    with open(corpus, encoding="utf-8", errors="surrogateescape") as file:
        documents = file.read().split("\n")
    with open(report_path) as file:
        reports = {r["line"]: r for r in map(json.loads, file)}
    changed = collections.defaultdict(list)  # kind -> [(line, issue index, text)]
    skipped = collections.Counter()
    for line, report in reports.items():
        kind, issues = report.get("kind"), report.get("issues", [])
        for index, issue in enumerate(issues):
            suggestion = issue.get("suggestion")
            if suggestion is None:
                continue
            if not kind or any(i["code"] in ("MALFORMED_JSON", "DUPLICATE_KEY") for i in issues):
                skipped["the document does not parse"] += 1
            elif " or " in suggestion:
                skipped["a choice of values"] += 1
            else:
                root = parse(documents[line - 1])
                if apply(root, issue):
                    changed[kind].append((line, index, write(root)))
                else:
                    skipped["a member to add"] += 1

    failed, elsewhere, applied = collections.Counter(), collections.Counter(), 0
    with tempfile.TemporaryDirectory() as folder:
        for kind, entries in sorted(changed.items()):
            path = os.path.join(folder, kind + ".ndjson")
            with open(path, "w", encoding="utf-8", errors="surrogateescape") as file:
                file.write("".join(text + "\n" for _, _, text in entries))
            run = subprocess.run(
                [binary, "validate", "--ndjson", "--kind", kind, "--format", "ndjson", "--now", "2026-01-15", path],
                capture_output=True, text=True)
            after = [json.loads(line) for line in run.stdout.splitlines()]
            for (line, index, _), result in zip(entries, after, strict=True):
                applied += 1
                issue = reports[line]["issues"][index]
                path_fixed = issue["path"]
                if issue["code"] == "UNKNOWN_FIELD":
                    path_fixed = path_fixed.rsplit("/", 1)[0] + "/" + issue["suggestion"]
                before = {(i["code"], i["path"]) for i in reports[line]["issues"] if i["severity"] == "error"}
                for found in result.get("issues", []):
                    new_error = found["severity"] == "error" and (found["code"], found["path"]) not in before
                    if found["path"] == path_fixed and (found["code"] == issue["code"] or new_error):
                        failed[(issue["code"], found["code"])] += 1
                        print(f"line {line}: {issue['code']} {issue['path']} -> {issue['suggestion']!r}: "
                              f"{found['code']} {found['message']}")
                    elif new_error:
                        elsewhere[(issue["code"], found["code"])] += 1

    print(f"{applied} suggestions applied; {applied - sum(failed.values())} fixed what they named; "
          f"left out: {dict(skipped) or 'none'}")
    for (code, found), count in failed.most_common():
        print(f"  failed: {code} -> {found} x{count}")
    for (code, found), count in elsewhere.most_common():
        print(f"  new error elsewhere: {code} -> {found} x{count}")
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
