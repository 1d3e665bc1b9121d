#!/usr/bin/env bash
# Regenerates the Swift tables from Data/ and docs/rules.md: Sources/PPData/Generated (reference tables) and
# Sources/PPDataValidation/Generated (PayPal's request schemas, from Data/openapi; the diagnostic-code catalogue,
# from docs/rules.md's "Code reference").
set -euo pipefail
cd "$(dirname "$0")/.."
swift run --quiet ppdata-generate --data Data
