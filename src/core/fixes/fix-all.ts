import type { TextLoader } from '../document/refs';
import { lint, type LintResult } from '../lint';
import type { Finding } from '../rules/types';
import { FIXERS, ruleFixes } from './index';
import { applyEdits, diffLines, LineIndex } from './text';
import type { Fix } from './types';

/** What fixing every finding of some rules produced: one fix with all the edits, and how many findings it removes. */
export interface FixAllResult {
  fix?: Fix;
  /** Findings of those rules before, and after the fix. */
  before: number;
  after: number;
}

function key(f: Finding): string {
  return `${f.rule}\u0000${f.pointer}\u0000${f.message}`;
}

function ownFindings(res: LintResult, uri: string): Finding[] {
  return res.findings.filter((f) => f.uri === uri);
}

/**
 * Fixes every finding of `rules` (every rule with a fix when omitted) in one document with the fixes marked
 * safe for that: one at a time, re-linting after each, so fixes that need the same shared component create it
 * once and later ones see what earlier ones added. A step is kept only when the text still parses and the
 * number of findings of those rules drops; the result is the line diff between the text and the fixed text.
 */
export function computeFixAll(text: string, uri: string, rules?: readonly string[], load?: TextLoader): FixAllResult {
  const only = rules ?? Object.keys(FIXERS);
  const run = (t: string) => lint({ uri, text: t, load, only });
  let current = text;
  let res = run(current);
  const before = ownFindings(res, uri).length;
  const skipped = new Set<string>();
  for (let budget = before; budget > 0 && res.model; budget--) {
    let advanced = false;
    for (const f of ownFindings(res, uri)) {
      if (skipped.has(key(f))) continue;
      const safe = ruleFixes(f, res.model).find((x) => x.fixAllSafe);
      if (!safe) {
        skipped.add(key(f));
        continue;
      }
      const next = applyEdits(current, safe.edits);
      const nextRes = run(next);
      if (nextRes.model && ownFindings(nextRes, uri).length < ownFindings(res, uri).length) {
        current = next;
        res = nextRes;
        advanced = true;
        break;
      }
      skipped.add(key(f));
    }
    if (!advanced) break;
  }
  const after = ownFindings(res, uri).length;
  if (current === text) return { before, after };
  const index = new LineIndex(text);
  const edits = diffLines(text, current).map((e) => ({ uri, span: e.span, range: index.range(e.span), newText: e.newText }));
  const title = rules?.length === 1 ? `Fix all ${rules[0]} findings in the file` : 'Fix all auto-fixable REST Conventions findings in the file';
  return { fix: { title, kind: 'quickfix', edits }, before, after };
}
