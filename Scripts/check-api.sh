#!/usr/bin/env bash
# CI: the public API of each library product (PPData, PPDataValidation, PPDataFormatting) must match its committed
# list in API/<product>.txt, so that widening (or narrowing) the API is always a deliberate, reviewed change.
#
#   Scripts/check-api.sh            compare; on a difference print it and exit 1
#   Scripts/check-api.sh --update   rewrite API/*.txt from the current source (then review and commit the diff)
#
# The lists come from the compiler's symbol graphs (`swift package dump-symbol-graph`, public symbols only, without
# synthesized members), reduced by Scripts/api_list.py to one sorted line per declaration and conformance.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi

update=0
case "${1:-}" in
  "") ;;
  --update) update=1 ;;
  *) echo "usage: Scripts/check-api.sh [--update]" >&2; exit 64 ;;
esac

products=(PPData PPDataValidation PPDataFormatting)

log=$(mktemp)
current=$(mktemp -d)
trap 'rm -rf "$log" "$current"' EXIT
# dump-symbol-graph never removes a graph it no longer writes (a module's extensions of another module's types,
# MODULE@Other.symbols.json, vanish when the last one goes): start from an empty directory.
rm -rf "$(dirname "$(swift build --show-bin-path)")/symbolgraph"
if ! swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members >"$log" 2>&1; then
  cat "$log" >&2
  echo "check-api: swift package dump-symbol-graph failed" >&2
  exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -n 1)
if [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
  cat "$log" >&2
  echo "check-api: cannot find the symbol graph directory in dump-symbol-graph's output" >&2
  exit 1
fi

status=0
for product in "${products[@]}"; do
  python3 Scripts/api_list.py "$graphs" "$product" >"$current/$product.txt"
  committed="API/$product.txt"
  if [ "$update" -eq 1 ]; then
    mkdir -p API
    cp "$current/$product.txt" "$committed"
    echo "check-api: wrote $committed ($(wc -l <"$committed") declarations)"
  elif [ ! -f "$committed" ]; then
    echo "check-api: $committed is missing" >&2
    status=1
  elif ! diff -u --label "$committed (committed)" --label "$product (this source)" "$committed" "$current/$product.txt"; then
    status=1
  else
    echo "check-api: $product matches $committed ($(wc -l <"$committed") declarations)"
  fi
done

if [ "$status" -ne 0 ]; then
  cat >&2 <<'MSG'
check-api: the public API differs from the committed list (above: - removed, + added).
If the change is deliberate, accept it with `Scripts/check-api.sh --update` and commit API/*.txt with the change;
removing or changing a line breaks consumers. Otherwise make the declaration `package` or internal.
MSG
fi
exit "$status"
