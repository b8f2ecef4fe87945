// Writes GitHub's REST spec as YAML to bench/.work/github.yaml (from the JSON in @octokit/openapi) unless it exists.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The GitHub spec as JSON (shipped by @octokit/openapi). */
export const GITHUB_JSON = require.resolve('@octokit/openapi/generated/api.github.com.json');
/** Where the YAML form is kept. */
export const GITHUB_YAML = join(here, '.work', 'github.yaml');

/** Creates the YAML form if it is missing and returns its path. */
export function ensureGithubYaml() {
  if (existsSync(GITHUB_YAML)) return GITHUB_YAML;
  const { stringify } = require('yaml');
  mkdirSync(dirname(GITHUB_YAML), { recursive: true });
  const value = JSON.parse(readFileSync(GITHUB_JSON, 'utf8'));
  writeFileSync(GITHUB_YAML, stringify(value, { aliasDuplicateObjects: false, lineWidth: 0 }));
  return GITHUB_YAML;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) console.log(ensureGithubYaml());
