# Sourced by start.sh, test.sh and .ci/run: makes sure a Node >= 22.19 is first on PATH.
# Fresh machines ship Node 20, which cannot run the .ts server, Vite 8 or Vitest 5. The npm
# package `node` carries the real Node 24 binary, so the machine's npm can install it into the
# repo (.node/ is git-ignored) without reaching anything but the npm registry.

NODE_ENV_REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# True when the `node` on PATH is new enough (22.19+, what package.json "engines" asks for).
node_env_is_recent() {
  command -v node >/dev/null 2>&1 &&
    node -e 'const [a, b] = process.versions.node.split(".").map(Number);
             process.exit(a > 22 || (a === 22 && b >= 19) ? 0 : 1)'
}

# The folder holding include/node/node.h for the node on PATH: a tarball layout (<prefix>/bin/node)
# or the npm `node` package, whose headers sit in its node-<os>-<arch> dependency.
node_env_headers_dir() {
  local bin dir
  bin="$(readlink -f "$(command -v node)")"
  for dir in "$(dirname "$(dirname "$bin")")" "$(dirname "$(dirname "$bin")")"/node_modules/node-*-*; do
    if [ -f "$dir/include/node/node.h" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

if ! node_env_is_recent; then
  if [ ! -x "$NODE_ENV_REPO/.node/bin/node" ]; then
    echo "node-env: $(node --version 2>/dev/null || echo 'no node') is too old, installing node@24 into .node/"
    npm install --prefix "$NODE_ENV_REPO/.node" -g node@24 --no-audit --no-fund --loglevel=error
  fi
  export PATH="$NODE_ENV_REPO/.node/bin:$PATH"
  hash -r
  node_env_is_recent || {
    echo "node-env: $NODE_ENV_REPO/.node/bin/node is not Node >= 22.19" >&2
    return 1
  }
fi

# ~/.npmrc on these machines says nodedir=/usr (Node 20 headers): an addon built from source
# against them would not load in Node 24. Point node-gyp at the headers of the node we run, or at
# nothing (node-gyp then fails loudly instead of building a wrong binary).
npm_config_nodedir="$(node_env_headers_dir || true)"
export npm_config_nodedir

echo "node-env: node $(node --version) at $(command -v node) (headers: ${npm_config_nodedir:-none})"

# Install when node_modules is missing or older than the lock file (npm writes
# node_modules/.package-lock.json on every install, so its date tells when the tree was made).
# `npm install`, not `npm ci` (which has refused locks made here); it keeps the locked versions, and
# the lock lists what it would add (every platform's optional Biome binary), so the tree stays clean.
node_env_ensure_deps() {
  if [ "$NODE_ENV_REPO/package-lock.json" -nt "$NODE_ENV_REPO/node_modules/.package-lock.json" ]; then
    echo "node-env: node_modules missing or older than package-lock.json, installing"
    (cd "$NODE_ENV_REPO" && npm install --no-audit --no-fund --loglevel=error)
  fi
}
