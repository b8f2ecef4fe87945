import { changeInfo } from '../diff/catalogue';

/** Where each rule's documentation lives: `docs/rules/<id>.md` in the repository. */
export const RULE_DOCS_BASE = 'https://github.com/rest-conventions/rest-conventions/blob/main/docs/rules/';

/** The page listing every change id of `rest-conventions diff` (docs/diff-changes.md), one anchor per id. */
const CHANGE_DOCS = 'https://github.com/rest-conventions/rest-conventions/blob/main/docs/diff-changes.md#';

/**
 * The documentation URL of a rule (or of a change id of `rest-conventions diff`, whose findings go through the same
 * formatters), used by the CLI's output, SARIF and the editor's diagnostic links.
 */
export function ruleDocUrl(id: string): string {
  if (changeInfo(id)) return `${CHANGE_DOCS}${encodeURIComponent(id)}`;
  return `${RULE_DOCS_BASE}${encodeURIComponent(id)}.md`;
}
