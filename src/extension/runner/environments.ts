import { isObj } from '../../shared/object';
/** The workspace file that holds the environments: committed, and never holding a secret. */
export const ENVIRONMENTS_FILE = '.rest-conventions/environments.json';

/** The variable that replaces the spec's server when an environment sets it. */
export const BASE_URL_VARIABLE = 'base_url';

/** Variable names that look like secrets: the file is committed, so they are refused with a pointer to the secret store. */
const SECRET_NAME = /token|secret|passw|api[-_]?key|credential|private/i;

/** The environments read from the file, and what was wrong with it. */
export interface Environments {
  /** Environment name → variable name → value. */
  byName: Map<string, Map<string, string>>;
  problems: string[];
}

/** No environments. */
export function noEnvironments(): Environments {
  return { byName: new Map(), problems: [] };
}

/**
 * Reads `.rest-conventions/environments.json`: `{"environments": {"local": {"base_url": "http://…", "tenant": "acme"}}}`.
 * Numbers and booleans become strings; other values and secret-looking names are left out with a problem each.
 */
export function parseEnvironments(text: string): Environments {
  const out = noEnvironments();
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (e) {
    out.problems.push(`${ENVIRONMENTS_FILE} is not valid JSON: ${(e as Error).message}`);
    return out;
  }
  const envs = isObj(root) ? root.environments : undefined;
  if (!isObj(envs)) {
    out.problems.push(`${ENVIRONMENTS_FILE}: expected an object with an "environments" object.`);
    return out;
  }
  for (const [name, raw] of Object.entries(envs)) {
    if (!isObj(raw)) {
      out.problems.push(`${ENVIRONMENTS_FILE}: environment "${name}" is not an object of variables.`);
      continue;
    }
    const vars = new Map<string, string>();
    for (const [k, v] of Object.entries(raw)) {
      if (SECRET_NAME.test(k)) {
        out.problems.push(
          `${ENVIRONMENTS_FILE}: "${name}.${k}" looks like a secret and is ignored; set secrets with "Set secret…" in the runner, which keeps them in the editor's secret storage.`,
        );
        continue;
      }
      if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') vars.set(k, String(v));
      else out.problems.push(`${ENVIRONMENTS_FILE}: "${name}.${k}" must be a string, number or boolean.`);
    }
    out.byName.set(name, vars);
  }
  return out;
}

/** Replaces `{{name}}` with the variable's value; unknown names stay as written. */
export function substitute(text: string, vars: ReadonlyMap<string, string> | undefined): string {
  if (!vars || !vars.size || text.indexOf('{{') < 0) return text;
  return text.replace(/\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g, (whole, name: string) => vars.get(name) ?? whole);
}
