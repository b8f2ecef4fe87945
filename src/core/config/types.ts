import type { RuleOptions, Severity } from '../rules/types';

/** How one rule is set up: its severity (or `off`) and its options. */
export interface RuleSetting {
  severity?: Severity | 'off';
  options?: RuleOptions;
}

/** A resolved configuration: per-rule settings by rule id. An empty object means "every default". */
export interface LintConfig {
  rules: Readonly<Record<string, RuleSetting>>;
}

export const DEFAULT_CONFIG: LintConfig = { rules: {} };
