#!/usr/bin/env bash
# Refresh Data/icu-currencies.tsv: the currency codes the system's ICU knows (libicu-dev, installed with apt-get when
# missing), each with the fraction digits ICU gives it, listed by Scripts/icu_currencies.c, and the digits of the
# newest CLDR release as the PyPI package babel carries them (pinned, hash-checked wheel in a throw-away venv; only
# its data is read). Records both versions in Data/upstream.json. Needs python3 (venv), a C compiler, pkg-config and
# network access to PyPI.
# To upgrade CLDR: change VERSION and SHA256 (pip download --no-deps babel==X; sha256sum the wheel). To upgrade ICU:
# run on a system with the newer ICU. Then review `git diff Data/`, update Data/README.md and run
# Scripts/regenerate.sh.
set -euo pipefail

PACKAGE=babel
VERSION=2.19.0
SHA256=6d49734aed1d595b2c065d012174df8c83964692f26fc461702281634dd7555b   # py3-none-any wheel

root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=Scripts/pinned-venv.sh
source "$root/Scripts/pinned-venv.sh"
# shellcheck source=Scripts/system-icu.sh
source "$root/Scripts/system-icu.sh"
pinned_venv "$PACKAGE" "$VERSION" "$SHA256"
icu_probe "$root/Scripts/icu_currencies.c" "$venv/icu_currencies"
"$venv/icu_currencies" > "$venv/listing.txt"

"$venv/bin/python" "$root/Scripts/import_icu_currencies.py" --icu-listing "$venv/listing.txt" \
  --icu-package "$icu_package" --version "$VERSION" --sha256 "$SHA256" \
  --out "$root/Data/icu-currencies.tsv" --upstream "$root/Data/upstream.json"
