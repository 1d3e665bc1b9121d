#!/usr/bin/env python3
"""Reduces the symbol graphs of one library product to a sorted list of its public declarations.

Usage: api_list.py SYMBOLGRAPH_DIR MODULE

Reads MODULE.symbols.json and every MODULE@Other.symbols.json (MODULE's public extensions of other modules' types)
from SYMBOLGRAPH_DIR, as `swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members`
writes them, and prints one line per public declaration and per conformance, sorted, so two runs on the same source
print the same bytes:

    <kind> <path> | <declaration>
    conformance <type> : <protocol>

<path> is the symbol's path (`DocumentKind.detect(_:)`), prefixed with the extended module for extensions of another
module's types (`PPData.CurrencyCode.localizedNames(in:)`); <declaration> is the declaration's text on one line, with
the constraints of the extension it is declared in. Synthesized members (Equatable's `!=`, a protocol's default
implementations) are not listed: they come with a conformance, which is.
"""

import json
import pathlib
import sys


def fragments_text(fragments):
    """The declaration fragments as one line of text, whitespace collapsed."""
    return " ".join("".join(f["spelling"] for f in fragments).split())


def constraints_text(symbol):
    """`where ...` for a member of a constrained extension (its declaration alone does not say so)."""
    extension = symbol.get("swiftExtension") or {}
    constraints = extension.get("constraints") or []
    if not constraints:
        return ""
    kinds = {"conformance": ":", "sameType": "==", "superclass": ":"}
    parts = [f"{c['lhs']} {kinds.get(c['kind'], c['kind'])} {c['rhs']}" for c in constraints]
    return " [extension where " + ", ".join(sorted(parts)) + "]"


def lines_for(graph_path, module):
    graph = json.loads(graph_path.read_text(encoding="utf-8"))
    extended = graph_path.name[: -len(".symbols.json")].partition("@")[2]
    prefix = extended + "." if extended else ""
    names = {}
    lines = set()
    for symbol in graph["symbols"]:
        path = prefix + ".".join(symbol["pathComponents"])
        names[symbol["identifier"]["precise"]] = path
        declaration = fragments_text(symbol.get("declarationFragments", []))
        lines.add(f"{symbol['kind']['identifier']} {path} | {declaration}{constraints_text(symbol)}")
    for relation in graph.get("relationships", []):
        if relation["kind"] != "conformsTo" or relation["source"] not in names:
            continue
        target = relation.get("targetFallback") or names.get(relation["target"]) or relation["target"]
        lines.add(f"conformance {names[relation['source']]} : {target}")
    return lines


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    directory, module = pathlib.Path(sys.argv[1]), sys.argv[2]
    graphs = [directory / f"{module}.symbols.json"] + sorted(directory.glob(f"{module}@*.symbols.json"))
    if not graphs[0].is_file():
        sys.exit(f"api_list.py: no symbol graph for {module} in {directory}")
    lines = set()
    for graph in graphs:
        lines |= lines_for(graph, module)
    sys.stdout.write("".join(line + "\n" for line in sorted(lines)))


if __name__ == "__main__":
    main()
