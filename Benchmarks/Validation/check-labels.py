#!/usr/bin/env python3
"""Compares ppdata's verdicts (`validate --format ndjson` over the broad corpus) with the generator's labels
(BroadCorpusGenerator.swift): a faulty document must be invalid, a clean one valid, and warnings may appear only where
one was meant. Prints the agreement and every disagreement (at most 40), and exits 1 unless all agree.
Usage: check-labels.py broad.labels.tsv cli-out.ndjson"""
import collections, json, sys

labels = {}
for row in open(sys.argv[1], encoding="utf-8"):
    line, kind, status, codes = row.rstrip("\n").split("\t")
    labels[int(line)] = (kind, status, [] if codes == "-" else codes.split(","))
results, reported = {}, collections.Counter()
for row in open(sys.argv[2], encoding="utf-8"):
    document = json.loads(row)
    if "line" in document and "valid" in document:
        results[document["line"]] = document
        reported.update(issue["code"] for issue in document["issues"])
agree, meant_found, stray_warnings, problems = 0, 0, 0, []
missing_codes = collections.Counter()
for line, (kind, status, codes) in sorted(labels.items()):
    result = results.get(line)
    if result is None:
        problems.append(f"line {line}: no result"); continue
    errors = {i["code"] for i in result["issues"] if i["severity"] == "error"}
    warnings = {i["code"] for i in result["issues"] if i["severity"] == "warning"}
    ok = (status == "faulty") == (not result["valid"])
    agree += ok
    if not ok:
        problems.append(f"line {line} {kind} {status} {codes}: valid={result['valid']} {sorted(errors | warnings)}")
    found = {c for c in codes if c in errors | warnings}
    if status == "faulty" and found: meant_found += 1
    for code in set(codes) - found: missing_codes[f"{kind} {code}"] += 1
    if status != "faulty" and warnings - set(codes):
        stray_warnings += 1
        if len(problems) < 40: problems.append(f"line {line} {kind} {status} {codes}: unintended warnings {sorted(warnings - set(codes))}")
total = len(labels)
faulty = sum(1 for _, s, _ in labels.values() if s == "faulty")
print(f"labels vs ppdata: {agree}/{total} documents agree on valid/invalid ({100 * agree / total:.2f}%); "
      f"{meant_found}/{faulty} faulty documents report a code they were built for; "
      f"{stray_warnings} clean documents with a warning nobody meant")
print(f"{len(reported)} distinct codes reported over the corpus")
for code, count in missing_codes.most_common(15):
    print(f"  meant but not reported: {code} x{count}")
for problem in problems[:40]:
    print("  " + problem)
sys.exit(0 if agree == total else 1)
