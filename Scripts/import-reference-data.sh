#!/usr/bin/env bash
# Refreshes Data/iso3166-1.tsv, Data/iso3166-3.tsv and Data/iso4217.tsv from their upstream sources:
# Debian's iso-codes package (installed with apt-get when missing) and the PyPI package iso4217,
# installed into a temporary venv. Afterwards run Scripts/regenerate.sh and review `git diff Data Sources`.
set -euo pipefail
cd "$(dirname "$0")/.."
ISO4217_VERSION="${ISO4217_VERSION:-1.16.20260101}"

if [ ! -f /usr/share/iso-codes/json/iso_3166-1.json ]; then
  echo "installing iso-codes" >&2
  apt-get update -qq && apt-get install -y -qq iso-codes
fi
iso_codes_version=$(dpkg-query -W -f='${Version}' iso-codes 2>/dev/null || echo unknown)

venv=$(mktemp -d)
trap 'rm -rf "$venv"' EXIT
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check "iso4217==${ISO4217_VERSION}"
"$venv/bin/python" Scripts/import_reference_data.py /usr/share/iso-codes/json "$iso_codes_version"
