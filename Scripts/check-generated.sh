#!/usr/bin/env bash
# Fails when the committed generated code differs from what Data/ and docs/rules.md generate now: the reference
# tables (Sources/PPData/Generated), and the request-schema tables and the diagnostic-code catalogue
# (Sources/PPDataValidation/Generated).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/tables" "$tmp/schemas"
swift run --quiet ppdata-generate --data Data --output "$tmp/tables" --schema-output "$tmp/schemas"
stale=0
for pair in "Sources/PPData/Generated:tables" "Sources/PPDataValidation/Generated:schemas"; do
  committed=${pair%%:*}
  if ! diff -ru "$committed" "$tmp/${pair##*:}" >"$tmp/diff" 2>&1; then
    cat "$tmp/diff"
    echo "error: generated code in $committed is stale; run Scripts/regenerate.sh and commit the result" >&2
    stale=1
  fi
done
[ "$stale" -eq 0 ] || exit 1
echo "generated code is up to date"
