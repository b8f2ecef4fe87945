/** The GitHub spec as JSON (shipped by @octokit/openapi). */
export const GITHUB_JSON: string;
/** Where the YAML form is kept. */
export const GITHUB_YAML: string;
/** Creates the YAML form if it is missing and returns its path. */
export function ensureGithubYaml(): string;
