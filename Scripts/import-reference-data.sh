#!/usr/bin/env bash
# Refreshes Data/iso3166-1.tsv, Data/iso3166-3.tsv and Data/iso4217.tsv from their upstream sources:
# Debian's iso-codes package (installed with apt-get when missing) and the PyPI package iso4217, whose pinned,
# hash-checked wheel is installed into a throw-away venv. Afterwards run Scripts/regenerate.sh and review
# `git diff Data Sources`.
# To upgrade iso4217: change ISO4217_VERSION and ISO4217_SHA256 (pip download --no-deps iso4217==X; sha256sum the
# wheel), run, review `git diff Data/`, update Data/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."
ISO4217_VERSION=1.16.20260101
ISO4217_SHA256=69c591b93c7d783ec8c309ebee8df1aa28f8403d44bcce518ae8db050462084b   # py2.py3-none-any wheel

if [ ! -f /usr/share/iso-codes/json/iso_3166-1.json ]; then
  echo "installing iso-codes" >&2
  apt-get update -qq && apt-get install -y -qq iso-codes
fi
iso_codes_version=$(dpkg-query -W -f='${Version}' iso-codes 2>/dev/null || echo unknown)

# shellcheck source=Scripts/pinned-venv.sh
source Scripts/pinned-venv.sh
pinned_venv iso4217 "$ISO4217_VERSION" "$ISO4217_SHA256"
"$venv/bin/python" Scripts/import_reference_data.py /usr/share/iso-codes/json "$iso_codes_version" "$ISO4217_SHA256"
