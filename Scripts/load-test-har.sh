#!/usr/bin/env bash
# Memory test of `ppdata validate` on a large HAR file (issue 43: "peak RSS stays under 100 MB for a 200 MB HAR").
# Builds a HAR of about SIZE megabytes (default 200) from the entries of Tests/RealDocuments/traffic's recording,
# every tenth entry a large non-PayPal response (0.1 to 2 MB of text, as a browser's capture of scripts and
# images has), runs the release binary on it with /usr/bin/time, and fails when the peak RSS is 100 MB or more or
# when an entry is missing from the output.
#
#   Scripts/load-test-har.sh [megabytes]
#   PPDATA=/path/to/ppdata Scripts/load-test-har.sh     # use that binary instead of building .build/release/ppdata
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
size="${1:-200}"
[[ "$size" =~ ^[0-9]+$ ]] && (( size >= 1 )) || { echo "usage: $0 [megabytes >= 1]" >&2; exit 64; }
if [[ -n "${PPDATA:-}" ]]; then
    binary="$PPDATA"
else
    (cd "$root" && swift build -c release --product ppdata >&2)
    binary="$root/.build/release/ppdata"
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 - "$root/Tests/RealDocuments/traffic/node-sdk-sandbox.har" "$work/big.har" "$size" <<'PY'
import json, random, sys
source, target, megabytes = sys.argv[1], sys.argv[2], int(sys.argv[3])
random.seed(43)
entries = json.load(open(source))["log"]["entries"]
written = count = 0
with open(target, "w") as out:
    out.write('{"log": {"version": "1.2", "creator": {"name": "load-test-har", "version": "1"}, "entries": [\n')
    while written < megabytes * 1_000_000:
        if count % 10 == 9:
            entry = {"request": {"method": "GET", "url": "https://cdn.example.com/app.js"},
                     "response": {"status": 200, "content": {"mimeType": "text/javascript",
                                                             "text": "x" * random.randint(100_000, 2_000_000)}}}
        else:
            entry = entries[count % len(entries)]
        text = json.dumps(entry)
        out.write((",\n" if count else "") + text)
        written += len(text)
        count += 1
    out.write("]}}\n")
print(count, file=open(target + ".count", "w"))
PY
entries="$(cat "$work/big.har.count")"
/usr/bin/time -f '%M %e' -o "$work/time" "$binary" validate --format ndjson "$work/big.har" > "$work/out.ndjson" || true
read -r rss seconds < <(tail -n 1 "$work/time")
lines="$(wc -l < "$work/out.ndjson")"
echo "HAR $(du -m "$work/big.har" | cut -f1) MB, $entries entries: $lines output lines, peak RSS $((rss / 1024)) MB, $seconds s"
[[ "$lines" == "$entries" ]] || { echo "load-test-har: expected $entries output lines" >&2; exit 1; }
(( rss < 100 * 1024 )) || { echo "load-test-har: peak RSS $((rss / 1024)) MB is 100 MB or more" >&2; exit 1; }
