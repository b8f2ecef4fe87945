/**
 * Former rule ids still accepted in configuration and disable comments, each standing for the rules it was
 * split into (RULES.md version 2).
 */
export const RULE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'error-responses': ['bad-request-response', 'not-found-response', 'server-error-response'],
};

/** The rule ids a name in configuration or a disable comment stands for: the name itself, or what it was split into. */
export function expandRuleAlias(name: string): readonly string[] {
  return RULE_ALIASES[name] ?? [name];
}
