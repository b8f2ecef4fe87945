import type { RuleInfo } from './types';
export { RULE_ALIASES } from './aliases';
import { parseError } from './parse-error';
import { RULES } from './registry.generated';

/** Every rule that runs over a model, in catalogue order (generated from the rule modules by `npm run generate`). */
export { RULES };

/** The whole catalogue: the engine's own `parse-error` plus every rule. */
export const CATALOGUE: readonly RuleInfo[] = [parseError, ...RULES];

const byId = new Map<string, RuleInfo>(CATALOGUE.map((r) => [r.id, r]));

/** The catalogue entry with this id, if there is one. */
export function ruleInfo(id: string): RuleInfo | undefined {
  return byId.get(id);
}
