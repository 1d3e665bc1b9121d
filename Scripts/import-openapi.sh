#!/usr/bin/env bash
# Refreshes Data/openapi/*.json from a checkout of PayPal's published OpenAPI documents
# (github.com/paypal/paypal-rest-api-specifications, Apache-2.0) and records the commit in Data/upstream.json.
# Usage: Scripts/import-openapi.sh PATH_TO_CHECKOUT
#        Scripts/import-openapi.sh --commit 'HASH (SUBJECT)' PATH_TO_COPY
# PATH_TO_CHECKOUT must be the top of a git work tree of its own, with the five documents as committed: the
# commit recorded is its HEAD. A copy that is not such a work tree needs --commit, the commit it was taken from,
# written as recorded: its hash (7 or more hex digits) and its subject in parentheses.
# Nothing in Data/ changes unless all five documents exist and parse as JSON.
# Afterwards run Scripts/regenerate.sh: the generator fails on an addition the documents now have, an override that
# no longer differs, or a new pattern it cannot enforce (Data/openapi/README.md).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
usage="usage: Scripts/import-openapi.sh [--commit 'HASH (SUBJECT)'] PATH_TO_paypal-rest-api-specifications"
commit=""
if [ "${1:-}" = "--commit" ]; then
  commit="${2:?$usage}"
  shift 2
fi
[ $# -eq 1 ] || { echo "$usage" >&2; exit 2; }
[ -d "$1" ] || { echo "error: $1 is not a directory" >&2; exit 1; }
checkout="$(cd "$1" && pwd -P)"
files=(checkout_orders_v2.json payments_payment_v1.json payments_payment_v2.json payments_payouts_batch_v1.json
  vault_payment_tokens_v3.json)

# The commit, as Data/upstream.json writes it: "ec4d8f3 (Update OpenAPI 3.0 Specifications (#17))".
toplevel="$(git -C "$checkout" rev-parse --show-toplevel 2>/dev/null || true)"
if [ -n "$toplevel" ] && [ "$(cd "$toplevel" && pwd -P)" = "$checkout" ]; then
  head="$(git -C "$checkout" rev-parse HEAD)"
  changed="$(git -C "$checkout" status --porcelain -- "${files[@]/#/openapi/}")"
  if [ -n "$changed" ]; then
    echo "error: the documents in $checkout differ from its HEAD ($head):" >&2
    echo "$changed" >&2
    exit 1
  fi
  if [ -n "$commit" ]; then
    case "$head" in
      "${commit%% *}"*) ;;
      *) echo "error: --commit $commit is not $checkout's HEAD, $head" >&2; exit 1 ;;
    esac
  else
    commit="${head:0:7} ($(git -C "$checkout" log -1 --format=%s HEAD))"
  fi
elif [ -z "$commit" ]; then
  echo "error: $checkout is not the top of a git work tree of its own (its repository: ${toplevel:-none});" >&2
  echo "  clone github.com/paypal/paypal-rest-api-specifications, or name the commit with --commit 'HASH (SUBJECT)'" >&2
  exit 1
fi
if ! [[ "$commit" =~ ^[0-9a-f]{7,40}\ \(.+\)$ ]]; then
  echo "error: --commit must be a commit hash and its subject in parentheses, e.g. 'ec4d8f3 (Update ...)': $commit" >&2
  exit 1
fi
commit="${commit:0:7} (${commit#*(}"

# Every document must exist and be a JSON object with an "openapi" version before any is copied.
python3 - "$checkout/openapi" "${files[@]}" <<'PY'
import json, os, sys
folder, names = sys.argv[1], sys.argv[2:]
problems = []
for name in names:
    path = os.path.join(folder, name)
    if not os.path.isfile(path):
        problems.append(f"{path}: not found")
        continue
    try:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
    except (ValueError, UnicodeDecodeError) as error:
        problems.append(f"{path}: not valid JSON: {error}")
        continue
    if not isinstance(document, dict) or not str(document.get("openapi", "")).startswith("3."):
        problems.append(f"{path}: not an OpenAPI 3 document (no \"openapi\": \"3.x\" member)")
for problem in problems:
    print(f"error: {problem}", file=sys.stderr)
if problems:
    print("error: nothing copied; Data/ is unchanged", file=sys.stderr)
    sys.exit(1)
PY

# Stage everything next to its destination, then move it into place.
staging="$(mktemp -d "$root/Data/openapi/.import.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
for file in "${files[@]}"; do
  cp "$checkout/openapi/$file" "$staging/$file"
done
python3 - "$root/Data/upstream.json" "$staging/upstream.json" "$commit" "${files[@]}" <<'PY'
import json, sys
path, out, commit, files = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
with open(path) as f:
    data = json.load(f)
data["paypal-rest-api-specifications"] = {
    "files": [f"openapi/{name}" for name in files],
    "kind": "git",
    "licence": "Apache-2.0",
    "package": "github.com/paypal/paypal-rest-api-specifications",
    "refresh": "Scripts/import-openapi.sh",
    "version": commit,
}
with open(out, "w") as f:
    json.dump(data, f, indent=2, sort_keys=True)
    f.write("\n")
PY
for file in "${files[@]}"; do
  mv "$staging/$file" "$root/Data/openapi/$file"
done
mv "$staging/upstream.json" "$root/Data/upstream.json"
echo "Data/openapi refreshed from $commit; now run Scripts/regenerate.sh and review git diff Data Sources"
