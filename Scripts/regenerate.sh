#!/usr/bin/env bash
# Regenerates the Swift tables from Data/: Sources/PPData/Generated (reference tables) and
# Sources/PPDataValidation/Generated (PayPal's request schemas, from Data/openapi).
set -euo pipefail
cd "$(dirname "$0")/.."
swift run --quiet ppdata-generate --data Data
