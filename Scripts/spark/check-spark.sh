#!/usr/bin/env bash
# Proves the Spark recipe of docs/spark.md on a local Spark (issue 42): N NDJSON documents (default 1,000,000) through
# a plain `ppdata validate --ndjson --format ndjson` and through Scripts/spark/pipe_validate.py (RDD.pipe, one ppdata
# per partition), then checks that both give the same results, document for document: the same count, the same line
# numbers (those of the input's non-blank lines, in order), the same "valid" flags and issue codes, and byte for byte
# the same output. Prints the versions and both timings; exits non-zero on any difference. Run by hand, not by CI.
#
#   Scripts/spark/check-spark.sh [documents]                  # default 1000000
#   PPDATA=/path/to/ppdata             the binary (default: builds one with Scripts/build-release.sh)
#   SPARK_PYTHON=/tmp/spark-venv/bin/python   a Python with pyspark (default: python3); Java 17+ on PATH
#   SPARK_MASTER='local[2]'            the master (default local[2]); SPARK_SPLIT_MB=N splits of N MB (default Hadoop's)
#   CHECK_SPARK_DIR=/tmp/cs            keep the input and outputs there (default: a temp dir, removed)
#
# Setting up (Debian 12): apt-get install -y openjdk-17-jre-headless
#   python3 -m venv /tmp/spark-venv && /tmp/spark-venv/bin/pip install pyspark==4.3.0
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
count="${1:-1000000}"
[[ "$count" =~ ^[0-9]+$ ]] && (( count >= 100 )) || { echo "usage: $0 [documents >= 100]" >&2; exit 64; }
python="${SPARK_PYTHON:-python3}"
master="${SPARK_MASTER:-local[2]}"

if [[ -n "${PPDATA:-}" ]]; then
    binary="$PPDATA"
else
    echo "check-spark: building ppdata (Scripts/build-release.sh)" >&2
    binary="$(bash "$root/Scripts/build-release.sh" | tail -1)"
fi
[[ -x "$binary" ]] || { echo "check-spark: no executable at $binary" >&2; exit 2; }
command -v java > /dev/null || {
    echo "check-spark: no java on PATH (apt-get install openjdk-17-jre-headless)" >&2; exit 2; }
"$python" -c 'import pyspark' 2> /dev/null || {
    echo "check-spark: $python cannot import pyspark (set SPARK_PYTHON; see the comment at the top)" >&2; exit 2; }
# The Python workers must be the driver's Python (same version, same pyspark).
export PYSPARK_PYTHON="${PYSPARK_PYTHON:-$(command -v "$python")}"
# Local mode talks to itself only: keep Spark's driver and block manager on the loopback address.
[[ "$master" != local* ]] || export SPARK_LOCAL_IP="${SPARK_LOCAL_IP:-127.0.0.1}"

if [[ -n "${CHECK_SPARK_DIR:-}" ]]; then
    work="$CHECK_SPARK_DIR"; mkdir -p "$work"
else
    work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
fi
input="$work/payments.ndjson"
# Both runs check expiry dates against the same day, even across midnight.
now="$(date -u +%F)"

echo "check-spark: java: $(java -version 2>&1 | head -1)"
echo "check-spark: pyspark: $("$python" -c 'import pyspark; print(pyspark.__version__)') ($python)"
echo "check-spark: ppdata: $("$binary" --version) ($binary)"
echo "check-spark: machine: $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo)"

# The input: every example of Examples/ minified to one line, in variations (currency changed to EUR, to JPY with
# decimal amounts, to lower case or to an unknown code; amounts scaled, scaled with three decimals, or one amount
# changed so the totals no longer add up), chosen at random with a fixed seed (a valid one 70% of the time, by
# ppdata's verdict on each variation), so valid and invalid documents of every kind are mixed in no periodic order.
# Between them: blank and whitespace-only lines (counted as lines, not documents), CRLF line ends, lines cut short,
# duplicate keys (whose message quotes a line number), a byte order mark at the start of a line, and a lone CR inside
# a line (Spark's textFile would end a line there; ppdata does not).
echo "check-spark: generating $count documents" >&2
"$python" - "$root/Examples" "$count" "$input" "$work/edges.ndjson" "$binary" <<'PY'
import copy, glob, json, os, random, re, subprocess, sys

examples_dir, count, out, edges, binary = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
rng = random.Random(42)
CURRENCY_KEYS = {"currency", "currency_code", "currencyCode", "paymentCurrency"}
AMOUNT = re.compile(r"^-?[0-9]+\.[0-9]{2}$")

def walk(value, on_member):
    if isinstance(value, dict):
        for key in list(value):
            value[key] = on_member(key, value[key])
            walk(value[key], on_member)
    elif isinstance(value, list):
        for item in value:
            walk(item, on_member)

def with_currency(code):
    return lambda key, v: code if key in CURRENCY_KEYS and isinstance(v, str) else v

def scaled(factor, decimals=2):
    return lambda key, v: f"{float(v) * factor:.{decimals}f}" if isinstance(v, str) and AMOUNT.match(v) else v

def bump_first():                                  # the first amount plus 1.00: totals no longer add up
    done = []
    def on_member(key, v):
        if not done and isinstance(v, str) and AMOUNT.match(v):
            done.append(True)
            return f"{float(v) + 1:.2f}"
        return v
    return on_member

# Each makes a fresh member callback for one document.
variations = [lambda: (lambda key, v: v), lambda: with_currency("EUR"), lambda: with_currency("JPY"),
              lambda: with_currency("usd"), lambda: with_currency("XYZ"), bump_first, lambda: scaled(3, 3)]
variations += [lambda f=f: scaled(f) for f in (2, 5, 0.5, 7)]
templates = []
for path in sorted(glob.glob(os.path.join(examples_dir, "*.json"))):
    document = json.load(open(path, encoding="utf-8"))
    for make in variations:
        varied = copy.deepcopy(document)
        walk(varied, make())
        templates.append(json.dumps(varied, ensure_ascii=False, separators=(",", ":")))
templates = sorted(set(templates))
# ppdata's verdict on each template, so that about 70% of the documents are valid, as in a real payment log.
verdicts = subprocess.run([binary, "validate", "--ndjson", "--format", "ndjson", "-"], input="\n".join(templates),
                          capture_output=True, text=True).stdout.splitlines()
valid_templates = [t for t, v in zip(templates, verdicts) if '"valid":true' in v]
invalid_templates = [t for t, v in zip(templates, verdicts) if '"valid":true' not in v]
assert len(verdicts) == len(templates) and valid_templates and invalid_templates, "ppdata's verdicts on the templates"
duplicate_key = ('{"amount":{"currency":"USD","total":"%d.00"},"is_final_capture":true,'
                 '"amount":{"currency":"EUR","total":"1.00"}}')

documents = 0
with open(out, "w", encoding="utf-8", newline="") as f:
    while documents < count:
        r = rng.random()
        if r < 0.05:
            f.write("\n")
            continue
        if r < 0.07:
            f.write(" \t \n")
            continue
        line = rng.choice(valid_templates if rng.random() < 0.7 else invalid_templates)
        r = rng.random()
        if r < 0.005:
            line = line[: len(line) // 2]                      # cut short: MALFORMED_JSON
        elif r < 0.010:
            line = duplicate_key % documents                   # DUPLICATE_KEY, "(first at line N, column M)"
        elif r < 0.011:
            line = "\ufeff" + line                             # a byte order mark before the document
        elif r < 0.012:
            line = line.replace(",", ",\r", 1)                 # a lone CR inside the line
        f.write(line + ("\r\n" if rng.random() < 0.1 else "\n"))
        documents += 1
print(f"check-spark: {documents} documents from {len(valid_templates)} valid and {len(invalid_templates)} invalid "
      f"templates, {os.path.getsize(out) / 1e6:.1f} MB", file=sys.stderr)

# The edge cases, dense, for a run with splits of a few kB so that they fall on partition starts: lines holding just
# a byte order mark (blank as a file's first line, as this one is; an empty document anywhere else), a BOM before a
# document, lone CRs, blank and whitespace-only lines, CRLF, duplicate keys; the documents are the short templates.
short = [t for t in templates if len(t) < 400]
with open(edges, "w", encoding="utf-8", newline="") as f:
    f.write("\ufeff\n")
    for n in range(3000):
        r = rng.random()
        line = ("\ufeff" if r < 0.15 else "" if r < 0.25 else " \t" if r < 0.30 else
                duplicate_key % n if r < 0.35 else "\ufeff" + rng.choice(short) if r < 0.45 else
                rng.choice(short).replace(",", ",\r", 1) if r < 0.55 else rng.choice(short))
        f.write(line + ("\r\n" if rng.random() < 0.2 else "\n"))
PY

seconds_since() { awk -v s="$1" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }'; }

# plain NAME INPUT: the plain run into $work/NAME.plain.ndjson; sets plain_seconds.
plain() {
    local status=0 start; start="$(date +%s.%N)"
    "$binary" validate --ndjson --format ndjson --now "$now" "$2" > "$work/$1.plain.ndjson" 2> "$work/$1.plain.err" \
        || status=$?
    plain_seconds="$(seconds_since "$start")"
    [[ "$status" == 1 && ! -s "$work/$1.plain.err" ]] || {
        echo "check-spark: the plain run exited $status (1 expected)" >&2; head "$work/$1.plain.err" >&2; exit 1; }
}

# spark NAME INPUT [SPLIT-MB]: the Spark job into $work/NAME.spark-out, its part files joined in partition order into
# $work/NAME.spark.ndjson; sets spark_seconds and partitions.
spark() {
    local status=0 start; start="$(date +%s.%N)"
    rm -rf "$work/$1.spark-out"
    "$python" "$root/Scripts/spark/pipe_validate.py" --master "$master" --ppdata "$binary" \
        --output "$work/$1.spark-out" ${3:+--split-mb "$3"} --validate-args "--now $now" "$2" \
        2> "$work/$1.spark.err" || status=$?
    spark_seconds="$(seconds_since "$start")"
    grep -ao 'pipe_validate: .*' "$work/$1.spark.err" | sed 's/^/check-spark: /' || true
    [[ "$status" == 1 ]] || {
        echo "check-spark: the Spark run exited $status (1 expected)" >&2; tail -20 "$work/$1.spark.err" >&2; exit 1; }
    [[ -f "$work/$1.spark-out/_SUCCESS" ]] || { echo "check-spark: the Spark job wrote no _SUCCESS" >&2; exit 1; }
    # Numeric order of part-00000, part-00001, ... (past 99999 the names grow a digit).
    find "$work/$1.spark-out" -name 'part-*' | sort -t- -k2,2n | xargs -r cat > "$work/$1.spark.ndjson"
    partitions="$(find "$work/$1.spark-out" -name 'part-*' | wc -l)"
}

# compare NAME INPUT: document for document, the input's non-blank lines, the plain results and the Spark results,
# aligned by line number; then byte for byte. Prints a line and returns 0 when all agree.
compare() {
    "$python" - "$2" "$work/$1.plain.ndjson" "$work/$1.spark.ndjson" <<'PY' || return 1
import json, sys
from itertools import zip_longest

def documents(path):   # the line numbers of the non-blank lines (blank: spaces, tabs, CR; a BOM on line 1)
    with open(path, "rb") as f:
        for number, line in enumerate(f, 1):
            if number == 1 and line.startswith(b"\xef\xbb\xbf"):
                line = line[3:]
            if line.strip(b" \t\r\n"):
                yield number

def results(path):
    with open(path, encoding="utf-8") as f:
        for text in f:
            o = json.loads(text)
            yield o["line"], o["valid"], tuple(i["code"] for i in o["issues"]), [i["line"] for i in o["issues"]]

count = valid = 0
for expected, plain, spark in zip_longest(documents(sys.argv[1]), results(sys.argv[2]), results(sys.argv[3])):
    count += 1
    if plain is None or spark is None or expected is None or plain != spark or plain[0] != expected \
            or any(line != expected for line in plain[3]):
        print(f"check-spark: MISMATCH at document {count}: input line {expected}\n  plain {plain}\n  spark {spark}",
              file=sys.stderr)
        sys.exit(1)
    valid += plain[1]
print(f"check-spark: {count} documents aligned by line number: {valid} valid, {count - valid} invalid, "
      "the same valid flags and issue codes in plain and Spark runs")
PY
    cmp -s "$work/$1.plain.ndjson" "$work/$1.spark.ndjson" || {
        echo "check-spark: MISMATCH: the outputs are not byte-identical:" >&2
        cmp "$work/$1.plain.ndjson" "$work/$1.spark.ndjson" >&2 || true
        return 1
    }
}

verdict=0
echo "check-spark: edge cases at partition starts (4 kB splits)" >&2
plain edges "$work/edges.ndjson"
spark edges "$work/edges.ndjson" 0.004
compare edges "$work/edges.ndjson" || verdict=1
edge_partitions="$partitions"

echo "check-spark: plain run" >&2
plain payments "$input"
echo "check-spark: Spark run ($master)" >&2
spark payments "$input" "${SPARK_SPLIT_MB:-}"
echo "check-spark: comparing" >&2
compare payments "$input" || verdict=1

echo "check-spark: input $(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.1f MB", b / 1e6 }'), $count documents"
echo "check-spark: plain ppdata: ${plain_seconds} s"
echo "check-spark: Spark $master, $partitions partitions: ${spark_seconds} s (JVM start-up included)"
if (( verdict == 0 )); then
    echo "check-spark: MATCH (count, order, valid flags, issue codes; outputs byte-identical; also the edge cases" \
        "over $edge_partitions partitions)"
else
    echo "check-spark: FAILED"
fi
exit "$verdict"
