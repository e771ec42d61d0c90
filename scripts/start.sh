#!/usr/bin/env bash
# README's first command: install what is missing, build the app, run the server.
# The server reads PORT (8080), HOST, DATA_DIR (./data) and DATABASE_URL, and migrates and
# seeds on first start.
#   bash scripts/start.sh --demo   # demo mode (DEMO_MODE=1): demo accounts, demo freight data and
#                                  # the dev mailbox, for one person's machine; never expose it
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
case "${1:-}" in
--demo)
  export DEMO_MODE=1
  echo "start: demo mode (demo accounts, dev mailbox); never expose this to a network"
  ;;
"") ;;
*)
  echo "usage: $0 [--demo]" >&2
  exit 2
  ;;
esac
source scripts/node-env.sh
node_env_ensure_deps
npm run build
# exec so that signals (Ctrl-C, a service manager's SIGTERM) reach the server itself.
exec node server/main.ts
