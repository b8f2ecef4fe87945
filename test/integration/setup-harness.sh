#!/usr/bin/env bash
# Installs a real VS Code for the integration tests on machines without a desktop: code-server (VS Code
# 1.100.3, the last release that runs on Node 20) into PREFIX (default .vscode-test/harness), after
# scripts/system-deps.sh has made sure of the system packages (chromium, ripgrep, build tools). Does nothing when the wanted
# version is already there, so CI can cache the folder.
set -euo pipefail
# chromium, ripgrep and the build tools: installed when missing, or named with the command that installs them.
bash "$(dirname "$0")/../../scripts/system-deps.sh"
CODE_SERVER_VERSION=4.100.3
RIPGREP_PKG_VERSION=1.15.11
H=$(mkdir -p "${1:-.vscode-test/harness}" && cd "${1:-.vscode-test/harness}" && pwd)
stamp="$H/node_modules/code-server/package.json"
if [ -f "$stamp" ] && grep -q "\"version\": \"$CODE_SERVER_VERSION\"" "$stamp"; then
  exit 0
fi
for tool in rg g++ make python3; do
  command -v "$tool" >/dev/null || { echo "setup-harness: '$tool' is missing; run scripts/system-deps.sh" >&2; exit 1; }
done

# @vscode/ripgrep downloads its binary from GitHub in its postinstall; seed its cache with Debian's rg.
export TMPDIR="$H/tmp"
cache="$TMPDIR/vscode-ripgrep-cache-$RIPGREP_PKG_VERSION"
mkdir -p "$cache"
d=$(mktemp -d)
cp "$(command -v rg)" "$d/rg"
tar czf "$cache/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" -C "$d" rg
rm -rf "$d"

# code-server's postinstall refuses root unless npm_config_unsafe_perm is set; node-pty's postinstall runs
# `npx node-gyp`, which must not prompt; native modules build against the local Node headers when present.
export npm_config_unsafe_perm=true npm_config_yes=true
[ -f /usr/include/node/node.h ] && export npm_config_nodedir=/usr
[ -f "$H/package.json" ] || echo '{"name":"rest-conventions-vscode-harness","private":true}' > "$H/package.json"
echo "setup-harness: installing code-server $CODE_SERVER_VERSION (VS Code 1.100.3) into $H for the VS Code suites;" \
  "this takes about 2 minutes once (it builds native modules), later runs reuse it."
npm install --prefix "$H" --no-audit --no-fund --no-save --loglevel=error "code-server@$CODE_SERVER_VERSION"
rm -rf "$TMPDIR"
echo "setup-harness: code-server $CODE_SERVER_VERSION installed in $H"
