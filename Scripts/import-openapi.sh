#!/usr/bin/env bash
# Refreshes Data/openapi/*.json from a checkout of PayPal's published OpenAPI documents
# (github.com/paypal/paypal-rest-api-specifications, Apache-2.0) and records the commit in Data/upstream.json.
# Usage: Scripts/import-openapi.sh PATH_TO_CHECKOUT
# Afterwards run Scripts/regenerate.sh: the generator fails on an addition the documents now have, an override that
# no longer differs, or a new pattern it cannot enforce (Data/README.md, "PayPal's OpenAPI documents").
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
checkout="${1:?usage: Scripts/import-openapi.sh PATH_TO_paypal-rest-api-specifications}"
files=(checkout_orders_v2.json payments_payment_v1.json payments_payment_v2.json payments_payouts_batch_v1.json
  vault_payment_tokens_v3.json)
for file in "${files[@]}"; do
  [ -f "$checkout/openapi/$file" ] || { echo "error: $checkout/openapi/$file not found" >&2; exit 1; }
  cp "$checkout/openapi/$file" "$root/Data/openapi/$file"
done
commit=$(git -C "$checkout" rev-parse HEAD 2>/dev/null || echo unknown)
python3 - "$root/Data/upstream.json" "$commit" "${files[@]}" <<'PY'
import json, sys
path, commit, files = sys.argv[1], sys.argv[2], sys.argv[3:]
with open(path) as f:
    data = json.load(f)
data["paypal-rest-api-specifications"] = {
    "files": [f"openapi/{name}" for name in files],
    "kind": "git",
    "licence": "Apache-2.0",
    "package": "github.com/paypal/paypal-rest-api-specifications",
    "version": commit,
}
with open(path, "w") as f:
    json.dump(data, f, indent=2, sort_keys=True)
    f.write("\n")
PY
echo "Data/openapi refreshed from $commit; now run Scripts/regenerate.sh and review git diff Data Sources"
