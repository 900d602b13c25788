#!/usr/bin/env bash
# First step of `npm test`: the system packages the tests need and npm does not
# install. Chromium for Playwright (playwright.config.ts: CHROMIUM_PATH, else
# /usr/bin/chromium); PostgreSQL's server binaries for the store tests, which
# start a cluster of their own with initdb unless TEST_POSTGRES_URL names a
# server (__tests__/server/support/postgres-cluster.ts looks for them the same
# way). What is missing is installed from Debian's packages when we may (root,
# or sudo without a password); otherwise we stop and name the command to run.
# When everything is present this only looks, and returns at once.
set -euo pipefail

has_chromium() {
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]
}

# initdb, pg_ctl and postgres in one folder, on PATH or in Debian's
# /usr/lib/postgresql/<version>/bin; as root, also the `postgres` account the
# tests run them as (initdb refuses root), which Debian's package creates.
has_postgres() {
  [ -n "${TEST_POSTGRES_URL:-}" ] && return 0
  if [ "$(id -u)" -eq 0 ] && ! id -u postgres >/dev/null 2>&1; then return 1; fi
  local dir IFS=:
  for dir in $PATH /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ] && return 0
  done
  return 1
}

# The Debian packages to install, space-separated; empty when nothing is missing.
missing_packages() {
  local packages=""
  has_chromium || packages="chromium"
  has_postgres || packages="${packages:+$packages }postgresql"
  echo "$packages"
}

missing="$(missing_packages)"
[ -z "$missing" ] && exit 0

if [ -n "${CHROMIUM_PATH:-}" ] && ! has_chromium; then
  echo "CHROMIUM_PATH is ${CHROMIUM_PATH}, which is not an executable: point it at Chromium, or unset it to use /usr/bin/chromium." >&2
  exit 1
fi

why="npm test needs" separator=" "
for package in $missing; do
  case "$package" in
    chromium) why="${why}${separator}chromium (the browser of the end-to-end tests)" ;;
    postgresql) why="${why}${separator}postgresql (initdb, for the store tests)" ;;
  esac
  separator=" and "
done
if ! command -v apt-get >/dev/null 2>&1; then
  echo "${why}: install them with your system's package manager, then run npm test again." >&2
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root="sudo -n"
else
  echo "${why}. Install them once, then run npm test again:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing}" >&2
  exit 1
fi

echo "${why}: installing them from Debian's packages..." >&2
apt_get="${as_root} env DEBIAN_FRONTEND=noninteractive apt-get -y -qq -o Dpkg::Use-Pty=0"
# The package lists are fetched only when the install cannot do without them (a fresh image has none).
# shellcheck disable=SC2086 # $apt_get and $missing are word lists
if ! $apt_get install $missing >/dev/null 2>&1; then
  $apt_get update
  $apt_get install $missing >/dev/null
fi

still_missing="$(missing_packages)"
if [ -n "$still_missing" ]; then
  echo "Installed ${missing}, yet the tests still lack ${still_missing}: see the comment at the top of $0." >&2
  exit 1
fi
