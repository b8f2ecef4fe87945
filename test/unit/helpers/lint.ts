import * as assert from 'node:assert/strict';
import { lint, type LintInput } from '../../../src/core/lint';
import type { Finding } from '../../../src/core/rules/types';

/** Removes the common leading indentation so fixtures can be written inline. */
export function dedent(text: string): string {
  const lines = text.replace(/^\n/, '').split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}

/** Lints an inline YAML/JSON fixture with only the given rules. */
export function lintText(text: string, rules?: string | string[], extra: Partial<LintInput> = {}): Finding[] {
  const only = rules === undefined ? undefined : Array.isArray(rules) ? rules : [rules];
  const res = lint({ uri: extra.uri ?? 'spec.yaml', text: dedent(text), only, ...extra });
  assert.deepEqual(res.ruleFailures, [], 'no rule may throw');
  return res.findings;
}

/** A finding shortened to what tests assert: rule, 0-based `line:char-line:char`, and the underlined text. */
export function brief(f: Finding, text?: string): { rule: string; range: string; text?: string } {
  const r = `${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`;
  return text === undefined
    ? { rule: f.rule, range: r }
    : { rule: f.rule, range: r, text: dedent(text).slice(f.span.start, f.span.end) };
}
