#!/usr/bin/env bash
# Builds the libFuzzer target in Fuzz/ (with AddressSanitizer) and runs it for the given number of seconds.
#
#   Scripts/fuzz.sh [seconds] [extra libFuzzer flags...]   # default 60 s; 0 = build only
#   FUZZ_BUILD=/path Scripts/fuzz.sh 600                    # build folder (default .build-fuzz, git-ignored)
#   Scripts/fuzz.sh --reproduce FILE...                     # runs the given inputs once each (no fuzzing)
#
# The modules are compiled straight with swiftc, so the fuzz target never becomes part of `swift build` or
# `swift test`. The corpus grows in $FUZZ_BUILD/corpus and persists between runs; crashes, hangs (-timeout) and
# sanitizer reports land in $FUZZ_BUILD/artifacts/. See Fuzz/README.md.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${FUZZ_BUILD:-$root/.build-fuzz}"
swiftc="${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}"
mkdir -p "$build/modules" "$build/corpus" "$build/artifacts"

reproduce=0
seconds=60
if [[ "${1:-}" == "--reproduce" ]]; then reproduce=1; shift
elif [[ "${1:-}" =~ ^[0-9]+$ ]]; then seconds="$1"; shift
fi

# -package-name: the modules share `package` declarations, as SwiftPM builds them.
# -D PPDATA_AUDIT_FAST_PATHS: every Orders v2 fast path that accepts is checked against the full check
# (PPDataValidation's FastPathAudit); a disagreement stops the process, so the fuzzer keeps the input.
flags=(-O -sanitize=fuzzer,address -parse-as-library -swift-version 6 -g -package-name ppdata -D PPDATA_AUDIT_FAST_PATHS)

# Compiles one module from its sources when any source is newer than the module (or the module is missing).
module() {
    local name="$1"; shift
    local sources
    mapfile -t sources < <(find "$@" -name '*.swift' | sort)
    local object="$build/modules/$name.o"
    if [[ -f "$object" ]] && [[ -z "$(find "$@" -name '*.swift' -newer "$object" | head -1)" ]]; then return; fi
    echo "fuzz.sh: compiling $name (${#sources[@]} files)" >&2
    "$swiftc" "${flags[@]}" -wmo -module-name "$name" -emit-module -emit-module-path "$build/modules/$name.swiftmodule" \
        -I "$build/modules" -c "${sources[@]}" -o "$object"
    touch "$build/modules/.relink"
}

module PPData "$root/Sources/PPData"
module _PPDataConcurrency "$root/Sources/_PPDataConcurrency"
module PPDataValidation "$root/Sources/PPDataValidation"
if [[ ! -x "$build/fuzz-validate" || -f "$build/modules/.relink" || "$root/Fuzz/FuzzValidate.swift" -nt "$build/fuzz-validate" ]]; then
    echo "fuzz.sh: linking fuzz-validate" >&2
    "$swiftc" "${flags[@]}" -module-name FuzzValidate -I "$build/modules" "$root/Fuzz/FuzzValidate.swift" \
        "$build/modules/PPData.o" "$build/modules/_PPDataConcurrency.o" "$build/modules/PPDataValidation.o" -o "$build/fuzz-validate" 2> >(grep -v 'Cannot export local symbol' >&2)
    rm -f "$build/modules/.relink"
fi

if (( reproduce )); then
    export SWIFT_BACKTRACE=enable=no
    export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    exec "$build/fuzz-validate" -runs=1 "$@"
fi
(( seconds > 0 )) || exit 0

# Seeds: every example, every test fixture, every regression input and every real document (copied under
# content-hash names, so the corpus never holds a seed twice). The real documents carry members no fixture has.
seeds="$build/seeds"
rm -rf "$seeds"; mkdir -p "$seeds"
while IFS= read -r -d '' file; do
    cp "$file" "$seeds/$(sha1sum "$file" | cut -c1-40)"
done < <(find "$root/Examples" "$root/Tests/PPDataValidationTests/Fixtures" "$root/Tests/RealDocuments" -type f \
    \( -name '*.json' -o -name '*.ndjson' -o -name '*.bin' -o -name '*.har' \) ! -name manifest.json -print0)

# A dictionary of every key and string value of the seeds and of PayPal's OpenAPI documents (every member name and
# enumeration value, so a member no seed has, such as a stored card's `payer_id`, can be spliced in), plus JSON
# tokens: mutations then splice in real field names (`purchase_units`, `unit_amount`) instead of waiting for random
# bytes to spell them.
dict="$build/json.dict"
{
    printf '%s\n' '"{"' '"}"' '"["' '"]"' '":"' '","' '"\\""' '"true"' '"false"' '"null"' '"-0"' '"1e400"' '"\\\\u0000"' '"\\xef\\xbb\\xbf"'
    find "$root/Examples" "$root/Tests/PPDataValidationTests/Fixtures" "$root/Tests/RealDocuments" "$root/Data/openapi" \
        -type f -name '*.json' -print0 \
        | xargs -0 grep -ohE '"[A-Za-z0-9_.@+ -]{1,40}"' | sort -u | sed 's/\\/\\\\/g; s/"/\\"/g; s/^/"/; s/$/"/'
} > "$dict"

cd "$build"
# The Swift runtime's backtracer reads process memory after an abort, which AddressSanitizer reports as a second,
# unrelated crash; libFuzzer's own stack trace is enough.
export SWIFT_BACKTRACE=enable=no
# Suppressions for LeakSanitizer, if any are ever needed (Fuzz/lsan.supp; empty now).
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
exec "$build/fuzz-validate" "$build/corpus" "$seeds" \
    -dict="$dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -jobs=1 -workers=1 -print_final_stats=1 -artifact_prefix="$build/artifacts/" "$@"
