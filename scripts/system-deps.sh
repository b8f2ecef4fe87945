#!/usr/bin/env bash
# The system packages the browser and VS Code suites and `npm run demo` need: chromium (the webview tests, the
# real VS Code's window), ripgrep, g++, make, python3 and libkrb5-dev (code-server's native modules), and
# pre-commit (the packaging suite runs the repository's pre-commit hook with it). Checks
# first and returns at once when everything is there. Otherwise installs the missing ones with apt-get when it
# can (as root, or through sudo without a password); when it cannot, it names what is missing and the one
# command that installs it, and exits 1. `npm test` and `npm run demo` call it; it is safe to run again.
set -euo pipefail

missing=()
have() { command -v "$1" >/dev/null 2>&1; }
if [ -z "${CHROMIUM_PATH:-}" ] && ! have chromium && [ ! -x /usr/lib/chromium/chromium ]; then missing+=(chromium); fi
have rg || missing+=(ripgrep)
{ have g++ && have make; } || missing+=(build-essential)
have python3 || missing+=(python3)
have pre-commit || missing+=(pre-commit)
if [ ! -f /usr/include/krb5.h ] && [ ! -f /usr/include/gssapi/gssapi.h ]; then missing+=(libkrb5-dev); fi

[ ${#missing[@]} -eq 0 ] && exit 0

command_line="sudo apt-get install -y ${missing[*]}"
say() { echo "system-deps: $*" >&2; }
say "missing system packages: ${missing[*]}"
if ! have apt-get; then
  say "this is not a Debian or Ubuntu machine: install the equivalents of ${missing[*]} with your package manager"
  say "(or point CHROMIUM_PATH at a Chromium or Chrome binary for the browser suites)."
  exit 1
fi
if [ "$(id -u)" -eq 0 ]; then
  run=()
elif have sudo && sudo -n true 2>/dev/null; then
  run=(sudo -n)
else
  say "cannot install them without a password. Install them with:"
  echo "  $command_line" >&2
  exit 1
fi
say "installing them with apt-get (about a minute)…"
export DEBIAN_FRONTEND=noninteractive
if ! { "${run[@]}" apt-get update -qq && "${run[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
  say "apt-get failed. Install them with:"
  echo "  $command_line" >&2
  exit 1
fi
say "installed: ${missing[*]}"
