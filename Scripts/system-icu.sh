# Sourced by the Data/ import scripts that read the system's ICU (time zones, currencies).
# Usage: source Scripts/system-icu.sh; icu_probe SOURCE.c OUTPUT   (builds SOURCE.c against the system's ICU into
# OUTPUT; installs libicu-dev and pkg-config with apt-get when missing; sets $icu_package to the package and version)
icu_probe() {
  if ! pkg-config --exists icu-i18n 2>/dev/null; then
    echo "installing libicu-dev and pkg-config" >&2
    apt-get update -qq && apt-get install -y -qq libicu-dev pkg-config
  fi
  icu_package="libicu-dev $(dpkg-query -W -f='${Version}' libicu-dev 2>/dev/null || echo unknown)"
  # shellcheck disable=SC2046  # pkg-config's flags are words
  cc "$1" $(pkg-config --cflags --libs icu-i18n icu-uc) -o "$2"
}
