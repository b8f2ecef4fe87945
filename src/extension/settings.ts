import * as vscode from 'vscode';
import { parseConfig } from '../core/config/parse';
import { DEFAULT_CONFIG, type LintConfig } from '../core/config/types';
import { DEFAULT_BASELINE } from '../core/files/front';
import { SETTINGS_SECTION } from './ids';

/** When documents are linted: as you type (debounced), or only when saved (and when opened). */
export type RunMode = 'onType' | 'onSave';

/** The extension's settings for one resource, read and validated in one place. */
export interface Settings {
  enable: boolean;
  run: RunMode;
  /** Per-rule overrides from `restConventions.rules`; `.rest-conventions.yaml` is merged over them. */
  rules: LintConfig;
  /** Globs of the files to lint (documents must also be OpenAPI). */
  files: string[];
  /** Fetch remote (`http(s)://`) `$ref`s; honoured only in a trusted workspace. */
  remoteRefs: boolean;
  /** With `remoteRefs`: also fetch from loopback, link-local and private-network addresses (trusted workspace only). */
  remoteRefsPrivate: boolean;
  /** The baseline file, relative to the workspace folder (`rest-conventions lint --update-baseline` writes it). */
  baseline: string;
  /** Findings recorded in the baseline: shown as hints, or hidden. */
  baselineFindings: 'hint' | 'hide';
  /** `restConventions.diff.base`: the git revision breaking changes are found against; empty for the merge-base. */
  diffBase: string;
  /** What was wrong in the settings, one message each (invalid entries are left out). */
  problems: string[];
}

/** The globs linted when `restConventions.files` is not set. */
export const DEFAULT_FILES: readonly string[] = ['**/*.yaml', '**/*.yml', '**/*.json'];

/** Reads the settings that apply to a document or folder (or the window's, without a scope). */
export function readSettings(scope?: vscode.ConfigurationScope): Settings {
  const c = vscode.workspace.getConfiguration(SETTINGS_SECTION, scope);
  const problems: string[] = [];
  const run = c.get<string>('run', 'onType');
  if (run !== 'onType' && run !== 'onSave')
    problems.push(`restConventions.run: expected "onType" or "onSave", got ${JSON.stringify(run)}.`);
  const files = c.get<unknown>('files', DEFAULT_FILES);
  const validFiles = Array.isArray(files)
    ? files.filter((f): f is string => typeof f === 'string' && f.length > 0)
    : [...DEFAULT_FILES];
  if (!Array.isArray(files) || validFiles.length !== files.length)
    problems.push('restConventions.files: expected a list of glob strings.');
  const baseline = c.get<unknown>('baseline', DEFAULT_BASELINE);
  if (typeof baseline !== 'string') problems.push('restConventions.baseline: expected a file name.');
  const shown = c.get<string>('baselineFindings', 'hint');
  if (shown !== 'hint' && shown !== 'hide')
    problems.push(`restConventions.baselineFindings: expected "hint" or "hide", got ${JSON.stringify(shown)}.`);
  const diffBase = c.get<unknown>('diff.base', '');
  if (typeof diffBase !== 'string') problems.push('restConventions.diff.base: expected a git revision.');
  return {
    enable: c.get<boolean>('enable', true) !== false,
    baseline: typeof baseline === 'string' ? baseline : DEFAULT_BASELINE,
    baselineFindings: shown === 'hide' ? 'hide' : 'hint',
    run: run === 'onSave' ? 'onSave' : 'onType',
    rules: readRules(c.get<unknown>('rules', {}), problems),
    files: validFiles,
    remoteRefs: c.get<boolean>('remoteRefs', false) === true && vscode.workspace.isTrusted,
    remoteRefsPrivate: c.get<boolean>('remoteRefsPrivate', false) === true && vscode.workspace.isTrusted,
    diffBase: typeof diffBase === 'string' ? diffBase : '',
    problems,
  };
}

/** True when a configuration change touches the extension's settings (for any resource). */
export function affectsSettings(e: vscode.ConfigurationChangeEvent): boolean {
  return e.affectsConfiguration(SETTINGS_SECTION);
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
