#!/usr/bin/env bash
# README's second command: install what is missing, then run every check (scripts/test-all.ts).
# Set TEST_DATABASE_URL (see scripts/pg-test-cluster.sh) to include the PostgreSQL server suite.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source scripts/node-env.sh
node_env_ensure_deps
exec npm test
