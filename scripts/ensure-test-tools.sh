#!/usr/bin/env bash
# First step of `npm test`: that it runs on Node 24, the system packages the
# tests need and npm does not install, then the PostgreSQL extensions of the
# pgvector engine's tests.
#
# - Chromium for Playwright (playwright.config.ts: CHROMIUM_PATH, else
#   /usr/bin/chromium).
# - PostgreSQL's server binaries for the store tests, which start a cluster of
#   their own with initdb unless TEST_POSTGRES_URL names a server
#   (__tests__/server/support/postgres-cluster.ts looks for them the same way).
# - pgvector and Citus for that server, which Debian's packages lack: built
#   from their upstream source releases in PG_EXTENSION_SOURCES (default
#   ../shared/sources; each checked against its checksum below) with Debian's
#   build packages, about three minutes on two cores (Citus's build is most of it); where there are no sources,
#   installed from an apt repository that carries them (PGDG's, Citus's).
#
# What is missing is installed when we may (root, or sudo without a password);
# otherwise we stop and name the command to run. When everything is present
# this only looks, and returns at once.
set -euo pipefail
cd "$(dirname "$0")/.."

PGVECTOR_RELEASE="pgvector-0.8.6"
PGVECTOR_SHA256="5743dac39fdfa740533cf95e71b033bd5513b71dda194b3cf19464ccbf76f3fb"
CITUS_RELEASE="citus-13.2.2"
CITUS_SHA256="dd2453caec20a830e5e63f1def5c5a98cb6f57ae510407cdcd800916fcdab430"
# Citus 13.2.2 defines have_createdb_privilege, which newer PostgreSQL 15 releases (15.20's headers; not 15.18's) export
# too: this patch guards Citus's definition, and is applied when the server's headers declare the function.
CITUS_PATCH="citus-13.2.2-pg15.14-headers.patch"
SOURCES="${PG_EXTENSION_SOURCES:-../shared/sources}"
[ -d "$SOURCES" ] && SOURCES="$(cd "$SOURCES" && pwd)"

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

# The major version of Debian's newest PostgreSQL server (the one the tests start), e.g. 15.
postgres_major() {
  local dir
  dir="$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin 2>/dev/null | sort -V | tail -n 1)"
  [ -n "$dir" ] && basename "$(dirname "$dir")"
}

# An extension that server can load: its control file and its library where Debian's server looks for them.
has_extension() {
  local major
  major="$(postgres_major)" || return 1
  [ -f "/usr/share/postgresql/$major/extension/$1.control" ] && [ -f "/usr/lib/postgresql/$major/lib/$1.so" ]
}

# The Debian packages to install, space-separated; empty when nothing is missing.
missing_packages() {
  local packages=""
  has_chromium || packages="chromium"
  has_postgres || packages="${packages:+$packages }postgresql"
  echo "$packages"
}

# The extensions to install (vector, citus), space-separated. A server named by TEST_POSTGRES_URL brings its own.
missing_extensions() {
  [ -n "${TEST_POSTGRES_URL:-}" ] && return 0
  local extensions=""
  has_extension vector || extensions="vector"
  has_extension citus || extensions="${extensions:+$extensions }citus"
  echo "$extensions"
}

# Sets as_root to the prefix that runs a command as root, or stops naming the command to run as root.
need_root() {
  if [ "$(id -u)" -eq 0 ]; then
    as_root=""
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root="sudo -n"
  else
    echo "$1. Run it once as root, then run npm test again:" >&2
    echo "  $2" >&2
    exit 1
  fi
}

# apt-get install of the given packages; the package lists are fetched only when the install cannot do without them (a fresh image has none).
apt_install() {
  local apt_get="${as_root} env DEBIAN_FRONTEND=noninteractive apt-get -y -qq -o Dpkg::Use-Pty=0"
  # shellcheck disable=SC2086 # $apt_get is a word list
  if ! $apt_get install "$@" >/dev/null 2>&1; then
    $apt_get update >/dev/null
    $apt_get install "$@" >/dev/null
  fi
}

install_packages() {
  local missing="$1" why="npm test needs" separator=" " package
  if [ -n "${CHROMIUM_PATH:-}" ] && ! has_chromium; then
    echo "CHROMIUM_PATH is ${CHROMIUM_PATH}, which is not an executable: point it at Chromium, or unset it to use /usr/bin/chromium." >&2
    exit 1
  fi
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
  need_root "$why" "sudo apt-get update && sudo apt-get install -y ${missing}"
  echo "${why}: installing them from Debian's packages..." >&2
  # shellcheck disable=SC2086 # $missing is a word list
  apt_install $missing
}

# The release's tarball in $SOURCES, checked; fails naming what is wrong.
checked_source() {
  local file="$SOURCES/$1.tar.gz" sum
  [ -f "$file" ] || return 1
  sum="$(sha256sum "$file" | cut -d' ' -f1)"
  if [ "$sum" != "$2" ]; then
    echo "$file is not the upstream release $1: its SHA-256 is $sum, not $2." >&2
    exit 1
  fi
  echo "$file"
}

# Unpacks the tarball into a temporary folder, runs the build there (as this user) and `make install` as root.
build_extension() {
  local tarball="$1" release="$2" configure="$3" folder
  folder="$(mktemp -d)"
  tar -xzf "$tarball" -C "$folder"
  (
    cd "$folder/$release"
    eval "$configure"
    # Quiet unless it fails: then its output says why.
    make -s -j"$(nproc)" PG_CONFIG="$pg_config" >"$folder/build.log" 2>&1 || { cat "$folder/build.log" >&2; exit 1; }
    # shellcheck disable=SC2086 # $as_root is a word list
    $as_root make -s install PG_CONFIG="$pg_config" >"$folder/build.log" 2>&1 || { cat "$folder/build.log" >&2; exit 1; }
  )
  rm -rf "$folder"
}

install_extensions() {
  local missing="$1" major pgvector_tarball citus_tarball
  major="$(postgres_major)"
  pg_config="/usr/lib/postgresql/$major/bin/pg_config"
  local noun="extension"
  [[ "$missing" == *" "* ]] && noun="extensions"
  local why="npm test needs the PostgreSQL ${noun} ${missing/ / and } (for the pgvector engine's tests)"
  if pgvector_tarball="$(checked_source "$PGVECTOR_RELEASE" "$PGVECTOR_SHA256")" && citus_tarball="$(checked_source "$CITUS_RELEASE" "$CITUS_SHA256")"; then
    need_root "$why" "sudo bash $0"
    echo "${why}: building from the releases in ${SOURCES} (about three minutes)..." >&2
    apt_install "postgresql-server-dev-$major" liblz4-dev libzstd-dev libcurl4-openssl-dev libkrb5-dev
    if [[ " $missing " == *" vector "* ]]; then
      build_extension "$pgvector_tarball" "$PGVECTOR_RELEASE" true
    fi
    if [[ " $missing " == *" citus "* ]]; then
      # shellcheck disable=SC2016 # expanded inside build_extension
      build_extension "$citus_tarball" "$CITUS_RELEASE" 'if grep -rqs have_createdb_privilege "$("$pg_config" --includedir-server)"; then patch -s -p1 < "$SOURCES/$CITUS_PATCH"; fi; ./configure -q PG_CONFIG="$pg_config" >/dev/null'
    fi
    return 0
  fi
  # No sources: the packages of PGDG's and Citus's apt repositories, where this machine has them.
  need_root "$why" "sudo bash $0  # with ${PGVECTOR_RELEASE}.tar.gz and ${CITUS_RELEASE}.tar.gz in ${SOURCES}, or PG_EXTENSION_SOURCES naming their folder"
  if ! apt_install "postgresql-$major-pgvector" "postgresql-$major-citus-13.2" 2>/dev/null; then
    echo "${why}, and found neither their source releases (${PGVECTOR_RELEASE}.tar.gz and ${CITUS_RELEASE}.tar.gz) in ${SOURCES} nor an apt repository with postgresql-$major-pgvector and postgresql-$major-citus-13.2." >&2
    echo "Put the releases in a folder and run npm test again with PG_EXTENSION_SOURCES naming it." >&2
    exit 1
  fi
}

# Installs what `list` names as missing with `install`, then looks again: what is still missing stops the tests here.
ensure() {
  local list="$1" install="$2" missing still_missing
  missing="$("$list")"
  [ -z "$missing" ] && return 0
  "$install" "$missing"
  still_missing="$("$list")"
  if [ -n "$still_missing" ]; then
    echo "Installed ${missing}, yet the tests still lack ${still_missing}: see the comment at the top of $0." >&2
    exit 1
  fi
}

# The tests run on Node 24, from the `node` package npm install puts in node_modules/.bin (first on npm scripts' PATH).
# An install with --ignore-scripts leaves that package without its binary, and npm would run the tests on the system's Node.
if [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 24 ]; then
  echo "npm test runs on Node 24 or later, which npm install puts in node_modules/.bin/node; this is Node $(node --version) ($(command -v node)). Run npm install (without --ignore-scripts), then npm test again." >&2
  exit 1
fi

ensure missing_packages install_packages
ensure missing_extensions install_extensions
