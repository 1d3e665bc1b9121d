#!/usr/bin/env bash
# Differential check of ppdata against PayPal's published OpenAPI request schemas (Data/openapi/). For every kind in
# the KINDS table of Scripts/schema_differential.py it builds the spec's request examples and one-constraint
# mutations of Examples/<kind>-valid.json, checks each with jsonschema (Draft 4, as OpenAPI 3.0's schema object is)
# and with `ppdata validate --format ndjson`, and lists every schema violation ppdata does not report at the same
# JSON pointer, less the allowlist Data/openapi/overrides.tsv; exit 1 when one is missed. Needs the built binary,
# python3 with venv, and PyPI. How to read the output: the docstring of Scripts/schema_differential.py.
#
#   Scripts/check-schema-differential.sh [--report FILE] [--kinds K1,K2] [--top N] [--max-depth N]
#
# jsonschema is the version check-sarif.sh uses (4.26.0), here as a hash-checked wheel, followed by the same pinned
# dependencies. To upgrade: change the versions and the hash (pip download --no-deps jsonschema==X; sha256sum it).
set -euo pipefail

JSONSCHEMA_VERSION=4.26.0
JSONSCHEMA_SHA256=d489f15263b8d200f8387e64b4c3a75f06629559fb73deb8fdfb525f2dab50ce

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${PPDATA_BINARY:-$root/.build/debug/ppdata}"
[ -x "$binary" ] || (cd "$root" && swift build --product ppdata)

# shellcheck source=Scripts/pinned-venv.sh
source "$root/Scripts/pinned-venv.sh"
pinned_venv jsonschema "$JSONSCHEMA_VERSION" "$JSONSCHEMA_SHA256"
"$venv/bin/pip" install --quiet --disable-pip-version-check \
  referencing==0.37.0 jsonschema-specifications==2025.9.1 attrs==26.1.0 rpds-py==0.30.0
"$venv/bin/python" "$root/Scripts/schema_differential.py" --ppdata "$binary" --root "$root" "$@"
