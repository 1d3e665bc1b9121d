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
rm -rf "$work/spark-out"
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
"$python" - "$root/Examples" "$count" "$input" "$binary" <<'PY'
import copy, glob, json, os, random, re, subprocess, sys

examples_dir, count, out, binary = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
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
PY

seconds_since() { awk -v s="$1" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }'; }

echo "check-spark: plain run" >&2
start="$(date +%s.%N)"
status=0
"$binary" validate --ndjson --format ndjson --now "$now" "$input" > "$work/plain.ndjson" 2> "$work/plain.err" \
    || status=$?
plain_seconds="$(seconds_since "$start")"
[[ "$status" == 1 && ! -s "$work/plain.err" ]] || {
    echo "check-spark: the plain run exited $status (1 expected)" >&2; head "$work/plain.err" >&2; exit 1; }

echo "check-spark: Spark run ($master)" >&2
start="$(date +%s.%N)"
status=0
"$python" "$root/Scripts/spark/pipe_validate.py" --master "$master" --ppdata "$binary" --output "$work/spark-out" \
    ${SPARK_SPLIT_MB:+--split-mb "$SPARK_SPLIT_MB"} --validate-args "--now $now" "$input" 2> "$work/spark.err" \
    || status=$?
spark_seconds="$(seconds_since "$start")"
grep -ao 'pipe_validate: .*' "$work/spark.err" | sed 's/^/check-spark: /' || true
[[ "$status" == 1 ]] || {
    echo "check-spark: the Spark run exited $status (1 expected)" >&2; tail -20 "$work/spark.err" >&2; exit 1; }
[[ -f "$work/spark-out/_SUCCESS" ]] || { echo "check-spark: the Spark job wrote no _SUCCESS" >&2; exit 1; }
# The part files in partition order (part-00000, ...: numeric order, as names past 99999 grow a digit).
find "$work/spark-out" -name 'part-*' | sort -t- -k2,2n | xargs cat > "$work/spark.ndjson"
partitions="$(find "$work/spark-out" -name 'part-*' | wc -l)"

# Document for document: the input's non-blank lines, the plain results and the Spark results, aligned by line.
echo "check-spark: comparing" >&2
verdict=0
"$python" - "$input" "$work/plain.ndjson" "$work/spark.ndjson" <<'PY' || verdict=1
import json, sys
from itertools import zip_longest

def documents(path):   # the physical line numbers of the non-blank lines (ppdata's blank: spaces, tabs, CR)
    with open(path, "rb") as f:
        for number, line in enumerate(f, 1):
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
if (( verdict == 0 )) && ! cmp -s "$work/plain.ndjson" "$work/spark.ndjson"; then
    echo "check-spark: MISMATCH: the outputs are not byte-identical:" >&2
    cmp "$work/plain.ndjson" "$work/spark.ndjson" >&2 || true
    verdict=1
fi

echo "check-spark: input $(awk -v b="$(stat -c %s "$input")" 'BEGIN { printf "%.1f MB", b / 1e6 }'), $count documents"
echo "check-spark: plain ppdata: ${plain_seconds} s"
echo "check-spark: Spark $master, $partitions partitions: ${spark_seconds} s (JVM start-up included)"
if (( verdict == 0 )); then
    echo "check-spark: MATCH (count, order, valid flags, issue codes; outputs byte-identical)"
else
    echo "check-spark: FAILED"
fi
exit "$verdict"
