#!/usr/bin/env bash
# Refresh Data/phone/*.tsv from the PyPI package phonenumbers (Google libphonenumber
# metadata, Apache-2.0). Installs the pinned, hash-checked wheel into a throw-away venv,
# runs Scripts/import_phones.py with it, records the version in
# Data/upstream-address-phone.json. Needs python3 (venv), network access to PyPI, and
# /usr/share/iso-codes (Debian package iso-codes) for the ISO cross-check.
# To upgrade: change VERSION, SHA256 and RELEASED (pip download --no-deps phonenumbers==X;
# sha256sum the wheel), run, review `git diff Data/`, update Data/README.md.
set -euo pipefail

PACKAGE=phonenumbers
VERSION=9.0.43
SHA256=349bc799f15e010e35bd2c7d28149950ae74479cb1e11fb054ed9a95ecb4b437   # py2.py3-none-any wheel
RELEASED=2026-11-06

root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=Scripts/pinned-venv.sh
source "$root/Scripts/pinned-venv.sh"
pinned_venv "$PACKAGE" "$VERSION" "$SHA256"

"$venv/bin/python" "$root/Scripts/import_phones.py" --out "$root/Data/phone" \
  --version "$VERSION" --released "$RELEASED" --sha256 "$SHA256" \
  --upstream "$root/Data/upstream-address-phone.json"
