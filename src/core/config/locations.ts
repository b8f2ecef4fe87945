import type { SourceDocument, Span } from '../document/types';
import { unescapeToken } from '../document/pointer';
import { expandRuleAlias, RULE_ALIASES } from '../rules/aliases';
import type { Finding, Severity } from '../rules/types';
import { isObj, type Obj } from '../../shared/object';
import { SEVERITY_SETTINGS } from './options';
import { compileApiPathGlob, type GlobMatcher } from '../glob';

/**
 * One `ignore` entry of `.rest-conventions.yaml`: findings of `rule` (`*` for every rule) at a JSON pointer (the
 * place or anything inside it) or on API paths matching a glob. What a disable comment does in YAML, for specs
 * that cannot hold comments (JSON).
 */
export interface IgnoreEntry {
  rule: string;
  pointer?: string;
  path?: string;
}

/** One `overrides` entry: rule severities (or `off`) for the findings on API paths matching one of the globs. */
export interface PathOverride {
  paths: readonly string[];
  rules: Readonly<Record<string, Severity | 'off'>>;
}

/** Where a problem in these entries is, as the configuration parser reports it. */
export type LocationProblemSink = (path: string, message: string, span: Span) => void;

/** The API path a pointer is on (`/paths/~1users~1{id}/get` → `/users/{id}`), if any. */
export function apiPathOf(pointer: string): string | undefined {
  if (!pointer.startsWith('/paths/')) return undefined;
  const end = pointer.indexOf('/', 7);
  return unescapeToken(pointer.slice(7, end < 0 ? undefined : end));
}

/** The longest API path glob read: matching costs (path length × glob length) steps, so both stay small. */
export const MAX_GLOB_LENGTH = 256;

const globs = new Map<string, GlobMatcher>();

/** The compiled form of an API path glob, compiled once per glob; it remembers its answer for each path it saw. */
function pathGlob(glob: string): GlobMatcher {
  let matcher = globs.get(glob);
  if (!matcher) {
    const matches = compileApiPathGlob(glob);
    const answers = new Map<string, boolean>();
    matcher = (path) => {
      let answer = answers.get(path);
      if (answer === undefined) {
        answer = matches(path);
        if (answers.size < 10_000) answers.set(path, answer);
      }
      return answer;
    };
    globs.set(glob, matcher);
  }
  return matcher;
}

/** True when an API path matches a glob (`/internal/**`, `/users/*`, `/v?/health`). */
export function matchesPathGlob(path: string, glob: string): boolean {
  return pathGlob(glob)(path);
}

function ruleMatches(entry: string, rule: string): boolean {
  return entry === '*' || entry === rule || expandRuleAlias(entry).includes(rule);
}

/** True when an `ignore` entry covers the finding. */
function ignores(entry: IgnoreEntry, f: Finding): boolean {
  if (!ruleMatches(entry.rule, f.rule)) return false;
  if (entry.pointer !== undefined)
    return entry.pointer === '' || f.pointer === entry.pointer || f.pointer.startsWith(`${entry.pointer}/`);
  if (entry.path !== undefined) {
    const p = apiPathOf(f.pointer);
    return p !== undefined && matchesPathGlob(p, entry.path);
  }
  return false;
}

/** The severity the last override matching the finding's API path gives its rule, if any. */
function overridden(overrides: readonly PathOverride[], f: Finding): Severity | 'off' | undefined {
  const p = apiPathOf(f.pointer);
  if (p === undefined) return undefined;
  let out: Severity | 'off' | undefined;
  for (const o of overrides) {
    if (!o.paths.some((g) => matchesPathGlob(p, g))) continue;
    for (const [rule, severity] of Object.entries(o.rules)) if (ruleMatches(rule, f.rule)) out = severity;
  }
  return out;
}

/**
 * Applies `ignore` and `overrides` to findings: drops the ignored and those an override turns off, gives the rest
 * the severity an override sets. `offByDefault`: rules turned off for the whole file, whose findings are kept only
 * where an override turns them on.
 */
export function applyLocationSettings(
  findings: readonly Finding[],
  ignore: readonly IgnoreEntry[],
  overrides: readonly PathOverride[],
  offByDefault: ReadonlySet<string>,
): Finding[] {
  const out: Finding[] = [];
  for (const f of findings) {
    if (ignore.some((e) => ignores(e, f))) continue;
    const severity = overrides.length > 0 ? overridden(overrides, f) : undefined;
    if (severity === 'off' || (severity === undefined && offByDefault.has(f.rule))) continue;
    out.push(severity === undefined || severity === f.severity ? f : { ...f, severity });
  }
  return out;
}

/** The rules some override turns on (a severity other than `off`), aliases expanded. */
export function rulesOnSomewhere(overrides: readonly PathOverride[]): Set<string> {
  const out = new Set<string>();
  for (const o of overrides)
    for (const [rule, s] of Object.entries(o.rules)) if (s !== 'off') expandRuleAlias(rule).forEach((r) => out.add(r));
  return out;
}

/** Where a key or value of a mapping is, for problems. */
function spanOf(doc: SourceDocument, holder: object, key: string | number, part: 'key' | 'value'): Span {
  const loc = doc.locate(holder);
  if (typeof key === 'number') return loc?.items?.[key] ?? loc?.span ?? { start: 0, end: 0 };
  const entry = loc?.keys?.get(key);
  return (part === 'key' ? entry?.key : entry?.value) ?? loc?.span ?? { start: 0, end: 0 };
}

/** Reads `ignore`: a list of `{rule, pointer}` or `{rule, path}`. Invalid entries are left out with a problem each. */
export function readIgnore(
  doc: SourceDocument,
  root: Obj,
  known: ReadonlySet<string>,
  problem: LocationProblemSink,
): IgnoreEntry[] {
  const list = root.ignore;
  if (list === null || list === undefined) return [];
  if (!Array.isArray(list)) {
    problem(
      'ignore',
      '`ignore` must be a list of `{rule, pointer}` or `{rule, path}` entries.',
      spanOf(doc, root, 'ignore', 'value'),
    );
    return [];
  }
  const out: IgnoreEntry[] = [];
  list.forEach((item, i) => {
    const at = `ignore[${i}]`;
    if (!isObj(item))
      return problem(
        at,
        'Expected a mapping with `rule` and either `pointer` or `path`.',
        spanOf(doc, list, i, 'value'),
      );
    for (const key of Object.keys(item)) {
      if (!['rule', 'pointer', 'path'].includes(key))
        return problem(
          `${at}.${key}`,
          `Unknown key "${key}"; an ignore entry has \`rule\` and either \`pointer\` or \`path\`.`,
          spanOf(doc, item, key, 'key'),
        );
    }
    const rule = item.rule;
    if (typeof rule !== 'string' || (rule !== '*' && !known.has(rule) && !RULE_ALIASES[rule])) {
      return problem(
        `${at}.rule`,
        `Expected a rule id or \`*\`; got ${JSON.stringify(rule ?? null)}.`,
        spanOf(doc, item, 'rule' in item ? 'rule' : i, 'value'),
      );
    }
    const hasPointer = 'pointer' in item;
    const hasPath = 'path' in item;
    if (hasPointer === hasPath)
      return problem(
        at,
        'Give either `pointer` (a JSON pointer such as /paths/~1users/get) or `path` (an API path glob such as /internal/**), not both or neither.',
        spanOf(doc, list, i, 'value'),
      );
    if (hasPointer) {
      const p = item.pointer;
      if (typeof p !== 'string' || (p !== '' && !p.startsWith('/')))
        return problem(
          `${at}.pointer`,
          'A JSON pointer starts with / (e.g. /paths/~1users/get), or is empty for the whole document.',
          spanOf(doc, item, 'pointer', 'value'),
        );
      out.push({ rule, pointer: p });
    } else {
      const g = item.path;
      if (typeof g !== 'string' || !g.startsWith('/') || g.length > MAX_GLOB_LENGTH)
        return problem(
          `${at}.path`,
          `An API path glob starts with / (e.g. /internal/** or /users/*) and has at most ${MAX_GLOB_LENGTH} characters.`,
          spanOf(doc, item, 'path', 'value'),
        );
      out.push({ rule, path: g });
    }
  });
  return out;
}

/** Reads `overrides`: a list of `{paths: [glob…], rules: {id: severity}}`. Invalid entries are left out with a problem each. */
export function readOverrides(
  doc: SourceDocument,
  root: Obj,
  known: ReadonlySet<string>,
  problem: LocationProblemSink,
): PathOverride[] {
  const list = root.overrides;
  if (list === null || list === undefined) return [];
  if (!Array.isArray(list)) {
    problem(
      'overrides',
      '`overrides` must be a list of `{paths, rules}` entries.',
      spanOf(doc, root, 'overrides', 'value'),
    );
    return [];
  }
  const out: PathOverride[] = [];
  list.forEach((item, i) => {
    const at = `overrides[${i}]`;
    if (!isObj(item))
      return problem(
        at,
        'Expected a mapping with `paths` (API path globs) and `rules` (rule id: severity).',
        spanOf(doc, list, i, 'value'),
      );
    for (const key of Object.keys(item)) {
      if (key !== 'paths' && key !== 'rules')
        return problem(
          `${at}.${key}`,
          `Unknown key "${key}"; an override has \`paths\` and \`rules\`.`,
          spanOf(doc, item, key, 'key'),
        );
    }
    const paths = item.paths;
    if (
      !Array.isArray(paths) ||
      paths.length === 0 ||
      !paths.every((g) => typeof g === 'string' && g.startsWith('/') && g.length <= MAX_GLOB_LENGTH)
    ) {
      return problem(
        `${at}.paths`,
        `Expected a non-empty list of API path globs, each starting with / (e.g. /internal/**), of at most ${MAX_GLOB_LENGTH} characters.`,
        spanOf(doc, item, 'paths' in item ? 'paths' : i, 'value'),
      );
    }
    const rules = item.rules;
    if (!isObj(rules))
      return problem(
        `${at}.rules`,
        'Expected a mapping from rule id to a severity (off, error, warning, info).',
        spanOf(doc, item, 'rules' in item ? 'rules' : i, 'value'),
      );
    const settings: Record<string, Severity | 'off'> = {};
    for (const [rule, severity] of Object.entries(rules)) {
      if (!known.has(rule) && !RULE_ALIASES[rule])
        return problem(`${at}.rules.${rule}`, `Unknown rule "${rule}".`, spanOf(doc, rules, rule, 'key'));
      if (typeof severity !== 'string' || !(SEVERITY_SETTINGS as readonly string[]).includes(severity)) {
        return problem(
          `${at}.rules.${rule}`,
          `Invalid severity ${JSON.stringify(severity)}; use one of ${SEVERITY_SETTINGS.join(', ')} (options cannot vary by path).`,
          spanOf(doc, rules, rule, 'value'),
        );
      }
      settings[rule] = severity as Severity | 'off';
    }
    out.push({ paths: paths as string[], rules: settings });
  });
  return out;
}
