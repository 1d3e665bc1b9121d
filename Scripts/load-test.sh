#!/usr/bin/env bash
# Load test of `ppdata validate --format ndjson` (issue 7): N NDJSON documents (default 1,000,000) through the
# release build, measuring peak RSS and checking that every document line has exactly one output line, in order.
#
#   Scripts/load-test.sh [documents]          # default 1000000; also runs documents/10 to show RSS is flat
#   PPDATA=/path/to/ppdata Scripts/load-test.sh # use that binary instead of building .build/release/ppdata
#   LOAD_TEST_DIR=/tmp/lt Scripts/load-test.sh  # keep the input and output there (default: a temp dir, removed)
#
# The input mixes every kind (address, MPL payment, Payments v1, Apple Pay, capture), invalid and malformed
# documents, CRLF line ends, blank and whitespace-only lines; each document carries its own number so no two lines
# are alike. Figures: Scripts/README.md.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
count="${1:-1000000}"
[[ "$count" =~ ^[0-9]+$ ]] && (( count >= 10 )) || { echo "usage: $0 [documents >= 10]" >&2; exit 64; }

if [[ -n "${PPDATA:-}" ]]; then
    binary="$PPDATA"
else
    echo "load-test: building ppdata (release)" >&2
    (cd "$root" && swift build -c release --product ppdata >&2)
    binary="$root/.build/release/ppdata"
fi
[[ -x "$binary" ]] || { echo "load-test: no executable at $binary" >&2; exit 2; }

if [[ -n "${LOAD_TEST_DIR:-}" ]]; then
    work="$LOAD_TEST_DIR"; mkdir -p "$work"
else
    work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
fi

# One document per template; __N__ becomes the document's number. Templates 1-5 and 9 (an Orders v2 order) are
# valid, 6-8 are not (a bad country code, a line cut in the middle of a string, a subtotal its items do not add up
# to).
cat > "$work/templates" <<'EOF'
{"address_line_1":"__N__ Main St","admin_area_2":"Omaha","admin_area_1":"NE","postal_code":"68102","country_code":"US"}
{"recipient":"buyer__N__@shop.example","subTotal":"38.50","paymentCurrency":"USD","paymentType":"TYPE_GOODS","invoiceData":{"totalTax":"3.09","totalShipping":"4.99","invoiceItems":[{"name":"Book __N__","itemId":"BK-1","totalPrice":"25.00","itemPrice":"12.50","itemCount":2},{"name":"Bookmark","totalPrice":"13.50","itemPrice":"4.50","itemCount":3}]},"customId":"order-__N__","lang":"en_US"}
{"intent":"sale","payer":{"payment_method":"paypal"},"transactions":[{"amount":{"total":"30.11","currency":"USD","details":{"subtotal":"30.00","tax":"0.07","shipping":"0.03","handling_fee":"1.00","shipping_discount":"-1.00","insurance":"0.01"}},"invoice_number":"__N__","item_list":{"items":[{"name":"hat","quantity":"5","price":"3","currency":"USD"},{"name":"bag","quantity":"1","price":"15","currency":"USD"}]}}]}
{"merchantIdentifier":"merchant.com.example.shop","countryCode":"US","currencyCode":"USD","supportedNetworks":["visa","masterCard"],"merchantCapabilities":["3DS"],"paymentSummaryItems":[{"label":"Item __N__","amount":"45.00"},{"label":"Tax","amount":"3.60"},{"label":"Acme","amount":"48.60"}]}
{"amount":{"currency":"JPY","total":"__N__"},"is_final_capture":true}
{"country_code":"UK","admin_area_2":"London","address_line_1":"__N__ Downing Street"}
{"recipient":"buyer__N__@shop.example","subTotal":"
{"recipient":"buyer__N__@shop.example","subTotal":"40.00","paymentCurrency":"USD","invoiceData":{"totalTax":"0","totalShipping":"0","invoiceItems":[{"name":"Book","totalPrice":"25.00","itemPrice":"12.50","itemCount":2}]}}
{"intent":"CAPTURE","purchase_units":[{"reference_id":"u-__N__","amount":{"currency_code":"USD","value":"76.35","breakdown":{"item_total":{"currency_code":"USD","value":"64.99"},"tax_total":{"currency_code":"USD","value":"5.36"},"shipping":{"currency_code":"USD","value":"7.50"},"handling":{"currency_code":"USD","value":"1.00"},"shipping_discount":{"currency_code":"USD","value":"2.50"}}},"items":[{"name":"Field Guide __N__","quantity":"2","unit_amount":{"currency_code":"USD","value":"24.50"},"tax":{"currency_code":"USD","value":"2.02"},"category":"PHYSICAL_GOODS"},{"name":"Kit","quantity":"1","unit_amount":{"currency_code":"USD","value":"15.99"},"tax":{"currency_code":"USD","value":"1.32"},"category":"PHYSICAL_GOODS"}],"shipping":{"name":{"full_name":"Jane Smith"},"address":{"address_line_1":"2211 N First Street","admin_area_2":"San Jose","admin_area_1":"CA","postal_code":"95131","country_code":"US"}}}]}
EOF

# Writes `$1` documents to `$2`: documents cycle through slots 0-9 (slots 0-7 are templates 1-8; slot 8 repeats
# template 1 and slot 9 is template 9, both with CRLF line ends); a blank line follows every 7th document, a whitespace-only line every
# 13th. Prints the number of valid documents.
generate() {
    # Python rather than awk: mawk's gsub slows down as the file grows (1,000,000 lines took minutes).
    python3 - "$1" "$2" "$work/templates" <<'PY'
import sys
n, out, templates = int(sys.argv[1]), sys.argv[2], open(sys.argv[3]).read().splitlines()
valid = 0
with open(out, "w", newline="") as f:
    for d in range(1, n + 1):
        slot = (d - 1) % 10
        line = templates[slot if slot < 8 else (0 if slot == 8 else 8)].replace("__N__", str(d))
        f.write(line + ("\r\n" if slot >= 8 else "\n"))
        if slot <= 4 or slot >= 8:
            valid += 1
        if d % 7 == 0:
            f.write("\n")
        if d % 13 == 0:
            f.write("  \t \n")
print(valid)
PY
}

# Runs one load of `$1` documents, from a file or (`$2` = pipe) through a pipe into standard input; prints a
# result line and checks the output.
run() {
    local n="$1" via="${2:-file}" input="$work/input-$1.ndjson" output="$work/output-$1.ndjson"
    local expected_valid
    expected_valid="$(generate "$n" "$input")"
    local bytes; bytes="$(stat -c %s "$input")"

    # RSS over time: sample the validator's VmRSS every 0.2 s while /usr/bin/time waits for it.
    local status=0
    if [[ "$via" == pipe ]]; then
        cat "$input" | /usr/bin/time -v -o "$work/time-$n" "$binary" validate --ndjson --format ndjson - \
            > "$output" 2> "$work/stderr-$n" &
    else
        /usr/bin/time -v -o "$work/time-$n" "$binary" validate --format ndjson "$input" > "$output" 2> "$work/stderr-$n" &
    fi
    local timer=$!
    : > "$work/rss-$n"
    local start; start="$(date +%s.%N)"
    while kill -0 "$timer" 2> /dev/null; do
        local child; child="$(pgrep -P "$timer" | head -1 || true)"
        if [[ -n "$child" ]]; then
            awk -v t="$(date +%s.%N)" -v s="$start" '/^VmRSS/ { printf "%.1f %d\n", t - s, $2 }' "/proc/$child/status" \
                >> "$work/rss-$n" 2> /dev/null || true
        fi
        sleep 0.2
    done
    wait "$timer" || status=$?

    # Exit 1: the input holds invalid documents by construction. Anything else, or any stderr, is a failure.
    [[ "$status" == 1 ]] || { echo "load-test: exit status $status, expected 1" >&2; cat "$work/stderr-$n" >&2; exit 1; }
    [[ ! -s "$work/stderr-$n" ]] || { echo "load-test: unexpected stderr:" >&2; head "$work/stderr-$n" >&2; exit 1; }

    # Every document line (not blank, not whitespace-only, CR stripped) has exactly one output line, in order: the
    # output's document line numbers must equal the input's non-blank line numbers, one for one.
    awk '{ sub(/\r$/, "") } /[^ \t]/ { print NR }' "$input" > "$work/expected-lines-$n"
    sed -E 's/^\{"source":"[^"]*","line":([0-9]+),.*/\1/' "$output" > "$work/actual-lines-$n"
    if ! cmp -s "$work/expected-lines-$n" "$work/actual-lines-$n"; then
        echo "load-test: output lines do not match input documents one for one, in order:" >&2
        diff "$work/expected-lines-$n" "$work/actual-lines-$n" | head -5 >&2
        exit 1
    fi
    local documents; documents="$(wc -l < "$output")"
    local valid; valid="$(grep -c '"valid":true' "$output" || true)"
    [[ "$documents" == "$n" && "$valid" == "$expected_valid" ]] || {
        echo "load-test: $documents documents ($n expected), $valid valid ($expected_valid expected)" >&2; exit 1; }

    local peak wall user sys
    peak="$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time-$n")"
    wall="$(awk -F': ' '/Elapsed \(wall clock\)/ { print $2 }' "$work/time-$n")"
    user="$(awk -F': ' '/User time/ { print $2 }' "$work/time-$n")"
    sys="$(awk -F': ' '/System time/ { print $2 }' "$work/time-$n")"
    local seconds; seconds="$(echo "$wall" | awk -F: '{ s = 0; for (i = 1; i <= NF; i++) s = s * 60 + $i; print s }')"
    # RSS at 25%, 50%, 75% and 100% of the samples: flat means these stay put while the documents stream.
    local profile; profile="$(awk 'function at(f) { i = int(NR * f); return r[i < 1 ? 1 : i] / 1024 }
        { r[NR] = $2 } END { if (NR == 0) { print "-"; exit }
        printf "%.1f/%.1f/%.1f/%.1f MB", at(0.25), at(0.5), at(0.75), at(1) }' "$work/rss-$n")"
    printf '%-5s documents=%d input=%.1fMB valid=%d wall=%ss cpu=%.1fs docs/s=%.0f peakRSS=%.1fMB rss(25/50/75/100%%)=%s order=ok\n' \
        "$via" "$n" "$(echo "$bytes" | awk '{ print $1 / 1048576 }')" "$valid" "$seconds" "$(echo "$user $sys" | awk '{ print $1 + $2 }')" \
        "$(echo "$n $seconds" | awk '{ print ($2 > 0 ? $1 / $2 : 0) }')" "$(echo "$peak" | awk '{ print $1 / 1024 }')" "$profile"
    echo "$peak" > "$work/peak-$n"
    rm -f "$input" "$output"
}

small=$(( count / 10 ))
run "$small"
run "$count" pipe
pipe_peak="$(cat "$work/peak-$count")"
run "$count"
small_peak="$(cat "$work/peak-$small")"
large_peak="$(cat "$work/peak-$count")"
(( pipe_peak > large_peak )) && large_peak="$pipe_peak"
# Flat: ten times the documents may not cost more than 5 MB more; and under the 50 MB target.
verdict=ok
(( large_peak - small_peak <= 5 * 1024 )) || { echo "load-test: peak RSS grows with the input: $small_peak kB → $large_peak kB" >&2; verdict=fail; }
(( large_peak <= 50 * 1024 )) || { echo "load-test: peak RSS $large_peak kB is above 50 MB" >&2; verdict=fail; }
echo "load-test: peak RSS ${small}: $(( small_peak / 1024 )) MB, ${count}: $(( large_peak / 1024 )) MB — $verdict"
[[ "$verdict" == ok ]]
