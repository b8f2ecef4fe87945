#!/usr/bin/env bash
# The step of the GitHub Action (action.yml): installs the CLI's npm package on its own (no dev dependencies),
# lints with workflow annotations, and writes a SARIF log when asked. Inputs come as RC_* environment variables.
set -euo pipefail
set -f # the paths are the CLI's to expand (globs included), not the shell's

pkg="${RC_VERSION:-}"
if [ -z "$pkg" ]; then
  pkg="rest-conventions@$(node -p 'require(process.argv[1]).version' "$RC_ACTION_PATH/package.json")"
elif [[ "$pkg" != *.tgz && "$pkg" != */* && "$pkg" != rest-conventions@* ]]; then
  pkg="rest-conventions@$pkg"
fi
prefix="${RC_TEMP:-${TMPDIR:-/tmp}}/rest-conventions-cli"
mkdir -p "$prefix"
[ -f "$prefix/package.json" ] || echo '{"private": true}' > "$prefix/package.json"
npm install --prefix "$prefix" --omit=dev --no-audit --no-fund --loglevel=error "$pkg" >&2
cli="$prefix/node_modules/.bin/rest-conventions"

read -r -d '' -a paths <<< "${RC_PATHS:-}" || true
if [ "${#paths[@]}" -eq 0 ]; then
  echo "::error title=REST Conventions::The 'paths' input is empty: name the specs to lint." >&2
  exit 2
fi
config=()
[ -n "${RC_CONFIG:-}" ] && config=(--config "$RC_CONFIG")

status=0
"$cli" lint --format github-actions --fail-on "${RC_FAIL_ON:-error}" "${config[@]}" -- "${paths[@]}" || status=$?

sarif="${RC_SARIF:-}"
[ -z "$sarif" ] && [ "${RC_UPLOAD_SARIF:-false}" = "true" ] && sarif="${RC_TEMP:-${TMPDIR:-/tmp}}/rest-conventions.sarif"
if [ -n "$sarif" ]; then
  # The log records the same findings; its own exit code is the first run's to report.
  "$cli" lint --format sarif --fail-on never -o "$sarif" "${config[@]}" -- "${paths[@]}" || true
  echo "sarif=$sarif" >> "${GITHUB_OUTPUT:-/dev/null}"
fi
echo "exit-code=$status" >> "${GITHUB_OUTPUT:-/dev/null}"
exit "$status"
