#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the server-postgres test suite; the system cluster is left alone.
#   export TEST_DATABASE_URL="$(bash scripts/pg-test-cluster.sh start)"   # prints the URL only
#   bash scripts/pg-test-cluster.sh stop                                  # stops it and deletes it
# The cluster lives in a temp folder, on a free port, with its socket in that folder too, so it
# clashes with nothing. Its folder is remembered in .test-results/ for `stop`.
set -euo pipefail

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
STATE="$REPO/.test-results/pg-test-cluster.dir"

log() { echo "pg-test-cluster: $*" >&2; }

# Debian keeps the server binaries off PATH, under /usr/lib/postgresql/<version>/bin.
pg_bin() {
  if command -v "$1" >/dev/null 2>&1; then
    command -v "$1"
    return
  fi
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  [ -x "$dir/$1" ] || {
    log "$1 not found (apt-get install -y postgresql)"
    exit 1
  }
  echo "$dir/$1"
}

# initdb and the server refuse to run as root: run them as postgres then, as ourselves otherwise.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

# Ask the kernel for a free port (any node will do, even the machine's Node 20).
free_port() {
  node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => {
    console.log(s.address().port); s.close(); })'
}

stop() {
  [ -f "$STATE" ] || return 0
  local dir
  dir="$(cat "$STATE")"
  if [ -f "$dir/postmaster.pid" ]; then
    as_owner "$(pg_bin pg_ctl)" -D "$dir" -m immediate -w stop >/dev/null
  fi
  rm -rf "$dir" "$STATE"
  log "stopped and removed $dir"
}

start() {
  stop # a cluster left over by an interrupted run
  local dir port
  dir="$(mktemp -d "${TMPDIR:-/tmp}/pg-test.XXXXXX")"
  mkdir -p "$(dirname "$STATE")"
  echo "$dir" >"$STATE"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
  as_owner "$(pg_bin initdb)" -D "$dir" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync >/dev/null
  port="$(free_port)"
  # Durability is pointless for a cluster deleted after the run: turning it off speeds tests up.
  as_owner "$(pg_bin pg_ctl)" -D "$dir" -l "$dir/server.log" -w start -o \
    "-p $port -k $dir -c listen_addresses=localhost -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    >/dev/null || {
    cat "$dir/server.log" >&2
    exit 1
  }
  log "started in $dir on port $port"
  echo "postgres://postgres@localhost:$port/postgres"
}

case "${1:-}" in
start) start ;;
stop) stop ;;
*)
  echo "usage: $0 start|stop" >&2
  exit 2
  ;;
esac
