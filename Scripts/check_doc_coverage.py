"""Lists public symbols without a documentation comment in the symbol graphs DocC was built from, and fails when
there is one. Usage: check_doc_coverage.py SYMBOLGRAPH_DIR... (see check-docs.sh).

Members that only implement a protocol requirement inherit the protocol's documentation (DocC shows it), and
compiler-synthesized members (Equatable, Codable, RawRepresentable, enum cases' implicit members) have no source to
document, so neither is counted."""
import json
import pathlib
import sys


def main() -> int:
    missing = []
    total = 0
    for directory in sys.argv[1:]:
        for path in sorted(pathlib.Path(directory).glob("*.symbols.json")):
            graph = json.loads(path.read_text(encoding="utf-8"))
            # Symbols that implement a requirement of a protocol, or come from a default implementation.
            inherited = {
                relation["source"]
                for relation in graph.get("relationships", [])
                if relation["kind"] in ("requirementOf", "defaultImplementationOf", "overrides")
            }
            for symbol in graph.get("symbols", []):
                if symbol.get("accessLevel") != "public":
                    continue
                identifier = symbol["identifier"]["precise"]
                # An extension block itself is not documented; its members are.
                if symbol["kind"]["identifier"].endswith(".extension"):
                    continue
                if identifier in inherited or symbol.get("location") is None:
                    continue
                total += 1
                if not symbol.get("docComment", {}).get("lines"):
                    location = symbol["location"]
                    file = location["uri"].split("/Sources/", 1)[-1]
                    line = location["position"]["line"] + 1
                    missing.append(f"Sources/{file}:{line}: {'.'.join(symbol['pathComponents'])} has no doc comment")
    for line in missing:
        print(line)
    print(f"{total - len(missing)} of {total} public symbols documented")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
