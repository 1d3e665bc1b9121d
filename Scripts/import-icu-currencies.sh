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
if ! pkg-config --exists icu-i18n 2>/dev/null; then
  echo "installing libicu-dev and pkg-config" >&2
  apt-get update -qq && apt-get install -y -qq libicu-dev pkg-config
fi
icu_package="libicu-dev $(dpkg-query -W -f='${Version}' libicu-dev 2>/dev/null || echo unknown)"

# shellcheck source=Scripts/pinned-venv.sh
source "$root/Scripts/pinned-venv.sh"
pinned_venv "$PACKAGE" "$VERSION" "$SHA256"
# shellcheck disable=SC2046  # pkg-config's flags are words
cc "$root/Scripts/icu_currencies.c" $(pkg-config --cflags --libs icu-i18n icu-uc) -o "$venv/icu_currencies"
"$venv/icu_currencies" > "$venv/listing.txt"

"$venv/bin/python" "$root/Scripts/import_icu_currencies.py" --icu-listing "$venv/listing.txt" \
  --icu-package "$icu_package" --version "$VERSION" --sha256 "$SHA256" \
  --out "$root/Data/icu-currencies.tsv" --upstream "$root/Data/upstream.json"
