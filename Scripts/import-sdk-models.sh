#!/usr/bin/env bash
# Refreshes Data/openapi/sdk/models.json, the request objects PayPal's current API has and its published OpenAPI
# documents lack (the `sdk:` objects of Data/openapi/additions.tsv and what they reach), from a clone of PayPal's
# generated TypeScript server SDK (github.com/paypal/PayPal-TypeScript-Server-SDK), and records its version in
# Data/upstream.json. Only facts are taken: member names, types, enumerations, limits.
# Usage: Scripts/import-sdk-models.sh PATH_TO_CLONE [REVISION]   (REVISION defaults to the pinned v2.4.0, 4f10a01)
# Afterwards run Scripts/regenerate.sh and review git diff Data Sources.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
checkout="${1:?usage: Scripts/import-sdk-models.sh PATH_TO_PayPal-TypeScript-Server-SDK [REVISION]}"
revision="${2:-4f10a01}"
python3 "$root/Scripts/import_sdk_models.py" --checkout "$checkout" --revision "$revision" \
  --additions "$root/Data/openapi/additions.tsv" --out "$root/Data/openapi/sdk/models.json" \
  --upstream "$root/Data/upstream.json"
