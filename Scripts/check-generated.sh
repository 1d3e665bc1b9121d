#!/usr/bin/env bash
# Fails when the committed generated code differs from what Data/ generates now.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
swift run --quiet ppdata-generate --data Data --output "$tmp"
if ! diff -ru Sources/PPData/Generated "$tmp" >"$tmp.diff" 2>&1; then
  cat "$tmp.diff"
  rm -f "$tmp.diff"
  echo "error: generated code in Sources/PPData/Generated is stale; run Scripts/regenerate.sh and commit the result" >&2
  exit 1
fi
rm -f "$tmp.diff"
echo "generated code is up to date"
