import { parseConfig } from '../core/config/parse';
import { DEFAULT_CONFIG, type LintConfig } from '../core/config/types';
import type { ProxySettings } from '../core/http/proxy';
import { DEFAULT_BASELINE } from '../core/files/front';
import { DEFAULT_FIX_TYPES, FIX_TYPES, type FixType } from '../core/fixes/contract';
import { SETTINGS_SECTION } from './ids';
import type { RunnerSettings } from './runner/host';

/*
 * The one reader of the extension's settings, without `vscode` (settings.ts hands it VS Code's configuration; the
 * unit tests a map): every setting's default, what a valid value is and what replaces an invalid one.
 */

/** Every setting the extension reads (under `restConventions.`) with its default, as package.json declares it. */
export const SETTING_DEFAULTS = {
  enable: true,
  run: 'onType',
  rules: {},
  files: ['**/*.yaml', '**/*.yml', '**/*.json'],
  remoteRefs: false,
  remoteRefsPrivate: false,
  baseline: DEFAULT_BASELINE,
  baselineFindings: 'hint',
  fixTypes: DEFAULT_FIX_TYPES,
  'diff.base': '',
  'runner.timeout': 30_000,
  'runner.codeLens': true,
  'runner.largeBodyThreshold': 1024 * 1024,
  'runner.secretHeaders': [],
  'runner.maxResponseSize': 50 * 1024 * 1024,
} as const;

/** A setting the extension reads. */
export type SettingKey = keyof typeof SETTING_DEFAULTS;

/** The value of one setting (its default when unset): VS Code's configuration, or a test's. */
export type SettingsSource = (key: SettingKey) => unknown;

/** The value of one of VS Code's own `http.*` settings (`proxy`, `noProxy`, `proxyStrictSSL`), or undefined. */
export type HttpSettingsSource = (key: 'proxy' | 'noProxy' | 'proxyStrictSSL') => unknown;

/** When documents are linted: as you type (debounced), or only when saved (and when opened). */
export type RunMode = 'onType' | 'onSave';

/** The extension's lint settings for one resource, read and validated in one place. */
export interface Settings {
  enable: boolean;
  run: RunMode;
  /** Per-rule overrides from `restConventions.rules`; `.rest-conventions.yaml` is merged over them. */
  rules: LintConfig;
  /** Globs of the files to lint (documents must also be OpenAPI). */
  files: string[];
  /** Fetch remote (`http(s)://`) `$ref`s; honoured only in a trusted workspace. */
  remoteRefs: boolean;
  /** With `remoteRefs`: also fetch from loopback, link-local and private-network addresses; trusted workspaces only. */
  remoteRefsPrivate: boolean;
  /** The baseline file, relative to the workspace folder (`rest-conventions lint --update-baseline` writes it). */
  baseline: string;
  /** Findings recorded in the baseline: shown as hints, or hidden. */
  baselineFindings: 'hint' | 'hide';
  /** `restConventions.diff.base`: the git revision breaking changes are found against; empty for the merge-base. */
  diffBase: string;
  /** The kinds of fix "Fix all" and fix-on-save apply (`restConventions.fixTypes`; `contract` ones only when listed). */
  fixTypes: FixType[];
  /** What was wrong in the settings, one message each (invalid entries are left out). */
  problems: string[];
}

/** At most this much body text goes to the webview; the rest is in "Open in editor". */
const MAX_VIEW_CHARS = 16 * 1024 * 1024;

/** The lint settings from a source; `trusted`: remote `$ref`s are fetched only in a trusted workspace. */
export function lintSettingsFrom(get: SettingsSource, trusted: boolean): Settings {
  const D = SETTING_DEFAULTS;
  const problems: string[] = [];
  const run = get('run');
  if (run !== 'onType' && run !== 'onSave')
    problems.push(`restConventions.run: expected "onType" or "onSave", got ${JSON.stringify(run)}.`);
  const files = get('files');
  const validFiles = Array.isArray(files)
    ? files.filter((f): f is string => typeof f === 'string' && f.length > 0)
    : [...D.files];
  if (!Array.isArray(files) || validFiles.length !== files.length)
    problems.push('restConventions.files: expected a list of glob strings.');
  const baseline = get('baseline');
  if (typeof baseline !== 'string') problems.push('restConventions.baseline: expected a file name.');
  const shown = get('baselineFindings');
  if (shown !== 'hint' && shown !== 'hide')
    problems.push(`restConventions.baselineFindings: expected "hint" or "hide", got ${JSON.stringify(shown)}.`);
  const types = get('fixTypes');
  const fixTypes = Array.isArray(types) ? FIX_TYPES.filter((t) => types.includes(t)) : [...D.fixTypes];
  if (!Array.isArray(types) || fixTypes.length !== types.length)
    problems.push(`restConventions.fixTypes: expected a list of ${FIX_TYPES.map((t) => `"${t}"`).join(' and ')}.`);
  const diffBase = get('diff.base');
  if (typeof diffBase !== 'string') problems.push('restConventions.diff.base: expected a git revision.');
  return {
    enable: get('enable') !== false,
    baseline: typeof baseline === 'string' ? baseline : D.baseline,
    baselineFindings: shown === 'hide' ? 'hide' : 'hint',
    run: run === 'onSave' ? 'onSave' : 'onType',
    rules: readRules(get('rules'), problems),
    files: validFiles,
    remoteRefs: get('remoteRefs') === true && trusted,
    remoteRefsPrivate: get('remoteRefsPrivate') === true && trusted,
    diffBase: typeof diffBase === 'string' ? diffBase : '',
    fixTypes,
    problems,
  };
}

/** The runner's settings from a source, with VS Code's proxy settings and the environment (for `HTTPS_PROXY`…). */
export function runnerSettingsFrom(
  get: SettingsSource,
  http: HttpSettingsSource,
  env: Record<string, string | undefined>,
): RunnerSettings {
  const D = SETTING_DEFAULTS;
  const proxyUrl = http('proxy');
  const proxy = typeof proxyUrl === 'string' ? proxyUrl.trim() : '';
  const noProxy = http('noProxy');
  const proxySettings: ProxySettings = proxy
    ? { url: proxy, noProxy: Array.isArray(noProxy) ? noProxy.join(',') : undefined }
    : { env };
  return {
    timeoutMs: positive(get('runner.timeout'), D['runner.timeout']),
    largeBodyBytes: positive(get('runner.largeBodyThreshold'), D['runner.largeBodyThreshold']),
    maxViewBytes: MAX_VIEW_CHARS,
    maxResponseBytes: positive(get('runner.maxResponseSize'), D['runner.maxResponseSize']),
    proxy: proxySettings,
    proxyStrictSSL: http('proxyStrictSSL') !== false,
    secretHeaders: stringList(get('runner.secretHeaders')),
  };
}

/** True when CodeLenses ("▶ Try it") are on. */
export function codeLensFrom(get: SettingsSource): boolean {
  return get('runner.codeLens') !== false;
}

function positive(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback;
}

function stringList(v: unknown): string[] {
  return Array.isArray(v)
    ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim().toLowerCase())
    : [];
}

function readRules(value: unknown, problems: string[]): LintConfig {
  if (value === undefined || value === null) return DEFAULT_CONFIG;
  if (typeof value !== 'object' || Array.isArray(value)) {
    problems.push('restConventions.rules: expected an object from rule id to a severity.');
    return DEFAULT_CONFIG;
  }
  const parsed = parseConfig(`${SETTINGS_SECTION}.rules`, JSON.stringify({ rules: value }));
  for (const p of parsed.problems) problems.push(`${SETTINGS_SECTION}.${p.path}: ${p.message}`);
  return parsed.config;
}
