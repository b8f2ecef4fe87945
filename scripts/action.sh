#!/usr/bin/env bash
# The step of the GitHub Action (action.yml): installs the CLI's npm package on its own (no dev dependencies),
# lints with workflow annotations, writes a SARIF log when asked, and with a base revision compares each spec with its
# version there (annotations, and a markdown changelog when asked). Inputs come as RC_* environment variables.
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

base="${RC_BASE:-}"
if [ -n "$base" ]; then
  # `--base=REV` in one argument: a revision that starts with `-` is refused by the CLI, never read as an option.
  diff_status=0
  "$cli" diff --base="$base" --format github-actions --fail-on "${RC_FAIL_ON:-error}" "${config[@]}" -- "${paths[@]}" ||
    diff_status=$?
  changelog="${RC_CHANGELOG:-}"
  if [[ "$changelog" == *$'\n'* || "$changelog" == *$'\r'* ]]; then
    echo "::error title=REST Conventions::The 'changelog' input is a file name on one line." >&2
    diff_status=2
  elif [ -n "$changelog" ]; then
    "$cli" diff --base="$base" --format markdown --fail-on never -o "$changelog" "${config[@]}" -- "${paths[@]}" || true
    echo "changelog=$changelog" >> "${GITHUB_OUTPUT:-/dev/null}"
  fi
  echo "diff-exit-code=$diff_status" >> "${GITHUB_OUTPUT:-/dev/null}"
  # The step fails with the worse of the two: a usage or file error (2) over findings (1).
  if [ "$diff_status" -gt "$status" ]; then status=$diff_status; fi
fi
exit "$status"
