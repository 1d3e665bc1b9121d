#!/usr/bin/env bash
# Builds the DocC documentation of the three library products with warnings treated as errors (a broken symbol
# link or article fails), then checks that every public symbol has a documentation comment. Run by .ci/run.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
for target in PPData PPDataValidation PPDataFormatting; do
  swift package generate-documentation --target "$target" --warnings-as-errors
done
# The plugin extracts symbol graphs into .build/<triple>/extracted-symbols/<package identity>/<target>/.
extracted="$(dirname "$(swift build --show-bin-path)")/extracted-symbols"
graphs="$(dirname "$(find "$extracted" -type d -name PPDataValidation | head -n 1)")"
python3 Scripts/check_doc_coverage.py "$graphs/PPData" "$graphs/PPDataValidation" "$graphs/PPDataFormatting"
