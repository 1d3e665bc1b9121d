#!/usr/bin/env bash
# Regenerates the Swift tables in Sources/PPData/Generated from Data/.
# Usage: Scripts/regenerate.sh [OUTPUT_DIR]   (default: Sources/PPData/Generated)
set -euo pipefail
cd "$(dirname "$0")/.."
swift run --quiet ppdata-generate --data Data --output "${1:-Sources/PPData/Generated}"
