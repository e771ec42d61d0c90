#!/usr/bin/env bash
# README's first command: install what is missing, build the app, run the server.
# The server reads PORT (8080), HOST, DATA_DIR (./data) and DATABASE_URL, and migrates and
# seeds on first start.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node-env.sh
node_env_ensure_deps
npm run build
# exec so that signals (Ctrl-C, a service manager's SIGTERM) reach the server itself.
exec node server/main.ts
