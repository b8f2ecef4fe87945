import { parseSource } from '../document/parse';
import type { Range, SourceDocument, Span } from '../document/types';
import { CATALOGUE, RULE_ALIASES, ruleInfo } from '../rules/index';
import type { OptionSpec, Severity } from '../rules/types';
import { SEVERITY_SETTINGS } from './options';
import { CHANGES, changeInfo } from '../diff/catalogue';
import { readIgnore, readOverrides } from './locations';
import type { LintConfig, RuleSetting } from './types';
import { isObj, type Obj } from '../../shared/object';

/** Something wrong in a configuration file: where (file, key path, range) and what. */
export interface ConfigProblem {
  /** The configuration file, as the caller named it. */
  file: string;
  /** The key path of the offending entry, e.g. `rules.path-no-verbs.options.verbs[2]`; empty for the whole file. */
  path: string;
  message: string;
  /** 0-based range of the offending key or value. */
  range: Range;
}

/** A parsed configuration; when `problems` is non-empty, `config` holds only the entries that were valid. */
export interface ParsedConfig {
  config: LintConfig;
  problems: ConfigProblem[];
}

export interface ParseConfigOptions {
  /** The rule ids that may be configured; the whole catalogue by default. */
  knownRules?: Iterable<string>;
}

/** Parses and validates the text of a `.rest-conventions.yaml` (or `.yml`/`.json`) file. Never throws. */
export function parseConfig(file: string, text: string, opts: ParseConfigOptions = {}): ParsedConfig {
  const doc = parseSource(file, text);
  const problems: ConfigProblem[] = [];
  const rules: Record<string, RuleSetting> = {};
  const config: { -readonly [K in keyof LintConfig]: LintConfig[K] } = { rules };
  const problem = (path: string, message: string, span: Span) =>
    problems.push({ file, path, message, range: doc.rangeOf(span) });

  if (doc.errors.length > 0) {
    for (const e of doc.errors) problem('', e.message, e.span);
    return { config, problems };
  }
  const root = doc.root;
  if (root === null || root === undefined) return { config, problems };
  if (!isObj(root)) {
    problem('', 'The configuration must be a mapping with a `rules` key.', { start: 0, end: text.length });
    return { config, problems };
  }
  for (const key of Object.keys(root)) {
    if (!TOP_KEYS.includes(key))
      problem(
        key,
        `Unknown key "${key}"; the configuration has \`rules\`, \`ignore\`, \`overrides\` and \`changes\`.`,
        keySpan(doc, root, key),
      );
  }
  const known = new Set(opts.knownRules ?? CATALOGUE.map((r) => r.id));
  const ignore = readIgnore(doc, root, known, problem);
  if (ignore.length > 0) config.ignore = ignore;
  const overrides = readOverrides(doc, root, known, problem);
  if (overrides.length > 0) config.overrides = overrides;
  const changes = readChanges(doc, root, problem);
  if (changes) config.changes = changes;
  if (!('rules' in root) || root.rules === null) return { config, problems };
  const ruleMap = root.rules;
  if (!isObj(ruleMap)) {
    problem(
      'rules',
      '`rules` must be a mapping from rule id to a severity or to `{severity, options}`.',
      valueSpan(doc, root, 'rules'),
    );
    return { config, problems };
  }
  for (const [id, value] of Object.entries(ruleMap)) {
    const path = `rules${segment(id)}`;
    const alias = RULE_ALIASES[id];
    if (alias && !known.has(id)) {
      // A former id stands for the rules it was split into; a setting of one of them by name wins over it.
      const setting = readSetting(doc, id, path, ruleMap, value, problem);
      if (setting) for (const target of alias) if (!(target in ruleMap)) rules[target] = setting;
      continue;
    }
    if (!known.has(id)) {
      const near = closest(id, known);
      problem(path, `Unknown rule "${id}".${near ? ` Did you mean "${near}"?` : ''}`, keySpan(doc, ruleMap, id));
      continue;
    }
    const setting = readSetting(doc, id, path, ruleMap, value, problem);
    if (setting) rules[id] = setting;
  }
  return { config, problems };
}

/** One line per problem, compiler-style: `file:line:col: key.path: message` (1-based line and column). */
export function formatConfigProblem(p: ConfigProblem): string {
  return `${p.file}:${p.range.start.line + 1}:${p.range.start.character + 1}: ${p.path ? `${p.path}: ` : ''}${p.message}`;
}

/** The keys a configuration file may have. */
const TOP_KEYS = ['rules', 'ignore', 'overrides', 'changes', '$schema'];

/** `changes`: a severity (or `off`) per change id of `rest-conventions diff`, like `rules` without options. */
function readChanges(
  doc: SourceDocument,
  root: Obj,
  problem: ProblemSink,
): Record<string, Severity | 'off'> | undefined {
  if (!('changes' in root) || root.changes === null) return undefined;
  const map = root.changes;
  if (!isObj(map)) {
    problem('changes', '`changes` must be a mapping from change id to a severity.', valueSpan(doc, root, 'changes'));
    return undefined;
  }
  const out: Record<string, Severity | 'off'> = {};
  const known = CHANGES.map((c) => c.id);
  for (const [id, value] of Object.entries(map)) {
    const path = `changes${segment(id)}`;
    if (!changeInfo(id)) {
      const near = closest(id, known);
      problem(path, `Unknown change "${id}".${near ? ` Did you mean "${near}"?` : ''}`, keySpan(doc, map, id));
      continue;
    }
    const severity = typeof value === 'string' ? readSeverity(value) : undefined;
    if (severity) out[id] = severity;
    else problem(path, badSeverity(value), valueSpan(doc, map, id));
  }
  return out;
}

type ProblemSink = (path: string, message: string, span: Span) => void;

function readSetting(
  doc: SourceDocument,
  id: string,
  path: string,
  holder: Obj,
  value: unknown,
  problem: ProblemSink,
): RuleSetting | undefined {
  if (typeof value === 'string') {
    const severity = readSeverity(value);
    if (!severity) problem(path, badSeverity(value), valueSpan(doc, holder, id));
    return severity ? { severity } : undefined;
  }
  if (!isObj(value)) {
    problem(
      path,
      `Expected a severity (${SEVERITY_SETTINGS.join(', ')}) or a mapping with \`severity\` and \`options\`.`,
      valueSpan(doc, holder, id),
    );
    return undefined;
  }
  const setting: RuleSetting = {};
  let ok = true;
  for (const key of Object.keys(value)) {
    if (key !== 'severity' && key !== 'options') {
      problem(
        `${path}${segment(key)}`,
        `Unknown key "${key}"; a rule setting has \`severity\` and \`options\`.`,
        keySpan(doc, value, key),
      );
      ok = false;
    }
  }
  if (value.severity !== undefined) {
    const severity = typeof value.severity === 'string' ? readSeverity(value.severity) : undefined;
    if (severity) setting.severity = severity;
    else {
      problem(`${path}.severity`, badSeverity(value.severity), valueSpan(doc, value, 'severity'));
      ok = false;
    }
  }
  if (value.options !== undefined && value.options !== null) {
    const options = readOptions(doc, id, `${path}.options`, value, value.options, problem);
    if (options) setting.options = options;
    else ok = false;
  }
  return ok ? setting : undefined;
}

function readOptions(
  doc: SourceDocument,
  id: string,
  path: string,
  holder: Obj,
  value: unknown,
  problem: ProblemSink,
): Obj | undefined {
  const specs = ruleInfo(id)?.options;
  if (!isObj(value)) {
    problem(path, '`options` must be a mapping.', valueSpan(doc, holder, 'options'));
    return undefined;
  }
  const names = specs ? Object.keys(specs) : [];
  let ok = true;
  const out: Obj = {};
  for (const [name, v] of Object.entries(value)) {
    const spec = specs?.[name];
    if (!spec) {
      const known = names.length ? `it takes ${names.map((n) => `\`${n}\``).join(', ')}` : 'it takes none';
      problem(
        `${path}${segment(name)}`,
        `Unknown option "${name}" for rule "${id}"; ${known}.`,
        keySpan(doc, value, name),
      );
      ok = false;
      continue;
    }
    if (checkOption(doc, `${path}${segment(name)}`, value, name, v, spec, problem)) out[name] = v;
    else ok = false;
  }
  return ok ? out : undefined;
}

function checkOption(
  doc: SourceDocument,
  path: string,
  holder: Obj,
  name: string,
  v: unknown,
  spec: OptionSpec,
  problem: ProblemSink,
): boolean {
  if (spec.type === 'enum') {
    if (typeof v === 'string' && spec.values.includes(v)) return true;
    problem(path, `Expected one of ${spec.values.join(', ')}; got ${describe(v)}.`, valueSpan(doc, holder, name));
    return false;
  }
  if (!Array.isArray(v)) {
    problem(path, `Expected a list of strings; got ${describe(v)}.`, valueSpan(doc, holder, name));
    return false;
  }
  let ok = true;
  v.forEach((item, i) => {
    if (typeof item === 'string' && item.length > 0) return;
    const span = doc.locate(v)?.items?.[i] ?? valueSpan(doc, holder, name);
    problem(`${path}[${i}]`, `Expected a non-empty string; got ${describe(item)}.`, span);
    ok = false;
  });
  return ok;
}

function readSeverity(value: string): Severity | 'off' | undefined {
  return (SEVERITY_SETTINGS as readonly string[]).includes(value) ? (value as Severity | 'off') : undefined;
}

function badSeverity(value: unknown): string {
  return `Invalid severity ${describe(value)}; use one of ${SEVERITY_SETTINGS.join(', ')}.`;
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'string') return JSON.stringify(v);
  return `${typeof v} ${String(v)}`;
}

function segment(key: string): string {
  return /^[A-Za-z0-9_$-]+$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

function keySpan(doc: SourceDocument, holder: object, key: string): Span {
  const loc = doc.locate(holder);
  return loc?.keys?.get(key)?.key ?? loc?.span ?? { start: 0, end: 0 };
}

function valueSpan(doc: SourceDocument, holder: object, key: string): Span {
  const loc = doc.locate(holder);
  return loc?.keys?.get(key)?.value ?? loc?.span ?? { start: 0, end: 0 };
}

/** The known id nearest to a misspelt one (edit distance at most a third of its length), for "did you mean". */
function closest(id: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDist = Math.max(2, Math.floor(id.length / 3)) + 1;
  for (const k of known) {
    const d = editDistance(id, k);
    if (d < bestDist) [best, bestDist] = [k, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}
