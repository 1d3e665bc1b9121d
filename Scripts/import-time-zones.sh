#!/usr/bin/env bash
# Refresh Data/time-zones.tsv: the time zone names ICU accepts by name. The IANA time zone database comes from
# the PyPI package tzdata (pinned, hash-checked wheel in a throw-away venv); ICU's ids from the system's ICU
# (libicu-dev, installed with apt-get when missing), listed by Scripts/icu_time_zones.c. Records both versions in
# Data/upstream.json. Needs python3 (venv), a C compiler, pkg-config and network access to PyPI.
# To upgrade: change VERSION and SHA256 (pip download --no-deps tzdata==X; sha256sum the wheel), run, review
# `git diff Data/`, update Data/README.md, then run Scripts/regenerate.sh.
set -euo pipefail

PACKAGE=tzdata
VERSION=2026.6
SHA256=0a10eec6e13ef16b627fabed9a5f2ba61a62b1c67f327305f4e7e412a70b4aec   # py2.py3-none-any wheel

root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=Scripts/pinned-venv.sh
source "$root/Scripts/pinned-venv.sh"
# shellcheck source=Scripts/system-icu.sh
source "$root/Scripts/system-icu.sh"
pinned_venv "$PACKAGE" "$VERSION" "$SHA256"
icu_probe "$root/Scripts/icu_time_zones.c" "$venv/icu_time_zones"
"$venv/icu_time_zones" > "$venv/icu.txt"

"$venv/bin/python" "$root/Scripts/import_time_zones.py" --icu-listing "$venv/icu.txt" --icu-package "$icu_package" \
  --version "$VERSION" --sha256 "$SHA256" --out "$root/Data/time-zones.tsv" --upstream "$root/Data/upstream.json"
