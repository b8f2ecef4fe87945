import type { RuleOptions, Severity } from '../rules/types';
import type { IgnoreEntry, PathOverride } from './locations';

/** How one rule is set up: its severity (or `off`) and its options. */
export interface RuleSetting {
  severity?: Severity | 'off';
  options?: RuleOptions;
}

/** A resolved configuration: per-rule settings by rule id. An empty object means "every default". */
export interface LintConfig {
  rules: Readonly<Record<string, RuleSetting>>;
  /** Findings to leave out, by rule and place (a JSON pointer or an API path glob). */
  ignore?: readonly IgnoreEntry[];
  /** Rule severities for the findings on some API paths. */
  overrides?: readonly PathOverride[];
  /** Severity (or `off`) per change id of `rest-conventions diff`, overriding the change catalogue's. */
  changes?: Readonly<Record<string, Severity | 'off'>>;
}

export const DEFAULT_CONFIG: LintConfig = { rules: {} };
