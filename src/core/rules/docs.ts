/** Where each rule's documentation lives: `docs/rules/<id>.md` in the repository. */
export const RULE_DOCS_BASE = 'https://github.com/rest-conventions/rest-conventions/blob/main/docs/rules/';

/** The documentation URL of a rule, used by the CLI's output, SARIF and the editor's diagnostic links. */
export function ruleDocUrl(id: string): string {
  return `${RULE_DOCS_BASE}${encodeURIComponent(id)}.md`;
}
