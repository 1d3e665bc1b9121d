#!/usr/bin/env bash
# Refresh Data/icu-currencies.tsv: the currency codes the system's ICU knows (libicu-dev, installed with apt-get when
# missing), each with the fraction digits ICU gives it, listed by Scripts/icu_currencies.c. Records ICU's version in
# Data/upstream.json. Needs python3, a C compiler and pkg-config.
# To upgrade: run on a system with the newer ICU, review `git diff Data/`, update Data/README.md, then run
# Scripts/regenerate.sh.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
if ! pkg-config --exists icu-i18n 2>/dev/null; then
  echo "installing libicu-dev and pkg-config" >&2
  apt-get update -qq && apt-get install -y -qq libicu-dev pkg-config
fi
icu_package="libicu-dev $(dpkg-query -W -f='${Version}' libicu-dev 2>/dev/null || echo unknown)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# shellcheck disable=SC2046  # pkg-config's flags are words
cc "$root/Scripts/icu_currencies.c" $(pkg-config --cflags --libs icu-i18n icu-uc) -o "$work/icu_currencies"
"$work/icu_currencies" > "$work/listing.txt"

python3 "$root/Scripts/import_icu_currencies.py" --icu-listing "$work/listing.txt" --icu-package "$icu_package" \
  --out "$root/Data/icu-currencies.tsv" --upstream "$root/Data/upstream.json"
