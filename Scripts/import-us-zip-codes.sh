#!/usr/bin/env bash
# Refresh Data/address/us-zip-codes.tsv from the PyPI package zipcodes (US ZIP codes with
# their USPS city names: the preferred name, the other acceptable names and the names
# USPS says not to use). Installs the pinned, hash-checked wheel into a throw-away venv,
# runs Scripts/import_us_zip_codes.py with it, records the version in
# Data/upstream-address-phone.json. Needs python3 (venv) and network access to PyPI.
# The package embeds its data in a compiled module, so the wheel is the x86_64 Linux one;
# on another platform, download that wheel with `pip download --platform`.
# To upgrade: change VERSION, SHA256 and RELEASED (pip download --no-deps zipcodes==X;
# sha256sum the wheel), run, review `git diff Data/`, update Data/README.md.
set -euo pipefail

PACKAGE=zipcodes
VERSION=3.0.0
SHA256=862d8f6b6b82b50f5268ae2651cf08af1892526ea929fbe658d3872ebe395b1a   # cp39-abi3 manylinux_2_17 x86_64 wheel
RELEASED=2026-06-14

root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=Scripts/pinned-venv.sh
source "$root/Scripts/pinned-venv.sh"
pinned_venv "$PACKAGE" "$VERSION" "$SHA256"

"$venv/bin/python" "$root/Scripts/import_us_zip_codes.py" --out "$root/Data/address/us-zip-codes.tsv" \
  --version "$VERSION" --released "$RELEASED" --sha256 "$SHA256" \
  --upstream "$root/Data/upstream-address-phone.json"
