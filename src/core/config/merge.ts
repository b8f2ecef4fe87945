import type { LintConfig, RuleSetting } from './types';

/**
 * Layers configurations: for each rule, a later config's severity replaces an earlier one's, and its
 * options are merged over the earlier options key by key (e.g. editor settings first, the file last); `ignore`
 * entries and path `overrides` add up, a later override winning over an earlier one on the same path.
 */
export function mergeConfigs(...configs: readonly LintConfig[]): LintConfig {
  const rules: Record<string, RuleSetting> = {};
  for (const c of configs) {
    for (const [id, s] of Object.entries(c.rules)) {
      const prev = rules[id];
      const merged: RuleSetting = { ...prev };
      if (s.severity !== undefined) merged.severity = s.severity;
      if (s.options !== undefined) merged.options = { ...prev?.options, ...s.options };
      rules[id] = merged;
    }
  }
  const ignore = configs.flatMap((c) => c.ignore ?? []);
  const overrides = configs.flatMap((c) => c.overrides ?? []);
  return { rules, ...(ignore.length > 0 ? { ignore } : {}), ...(overrides.length > 0 ? { overrides } : {}) };
}
