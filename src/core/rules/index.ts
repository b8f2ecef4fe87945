import type { Rule, RuleInfo } from './types';
import { parseError } from './parse-error';
import { duplicateOperationId } from './duplicate-operation-id';

/** Every rule that runs over a model, in catalogue order. */
export const RULES: readonly Rule[] = [
  duplicateOperationId,
];

/** The whole catalogue: the engine's own `parse-error` plus every rule. */
export const CATALOGUE: readonly RuleInfo[] = [parseError, ...RULES];

const byId = new Map<string, RuleInfo>(CATALOGUE.map((r) => [r.id, r]));

/** The catalogue entry with this id, if there is one. */
export function ruleInfo(id: string): RuleInfo | undefined {
  return byId.get(id);
}
