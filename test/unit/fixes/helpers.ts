import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { computeFixes, type Fix } from '../../../src/core/fixes/index';
import { applyEdits } from '../../../src/core/fixes/text';
import { lint } from '../../../src/core/lint';
import type { Finding } from '../../../src/core/rules/types';
import { dedent } from '../helpers/lint';

/** Identifies a finding across edits that move it: rule, pointer and message. */
export function findingKey(f: Finding): string {
  return `${f.rule} ${f.pointer} ${f.message}`;
}

/** How many findings each rule has at each pointer. */
export function placeCounts(findings: readonly Finding[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of findings) out.set(`${f.rule} ${f.pointer}`, (out.get(`${f.rule} ${f.pointer}`) ?? 0) + 1);
  return out;
}

/** The rules with more findings after than before (a finding that only moves, e.g. to a new `components` key, is not new), except those in `allow`. */
export function newPlaces(
  before: readonly Finding[],
  after: readonly Finding[],
  allow: readonly string[] = [],
): string[] {
  const count = (fs: readonly Finding[]) => {
    const m = new Map<string, number>();
    for (const f of fs) m.set(f.rule, (m.get(f.rule) ?? 0) + 1);
    return m;
  };
  const was = count(before);
  return [...count(after)]
    .filter(([rule, n]) => n > (was.get(rule) ?? 0) && !allow.includes(rule))
    .map(([rule, n]) => `${rule}: ${was.get(rule) ?? 0} → ${n}`);
}

/** True when the finding's place (rule and pointer) has fewer findings after, and the finding itself is gone. */
export function isGone(finding: Finding, before: readonly Finding[], after: readonly Finding[]): boolean {
  const k = `${finding.rule} ${finding.pointer}`;
  return (
    !after.some((f) => findingKey(f) === findingKey(finding)) &&
    (placeCounts(after).get(k) ?? 0) < (placeCounts(before).get(k) ?? 0)
  );
}

/** Every finding of a text (all rules). */
export function findingsOf(text: string, uri = 'spec.yaml'): Finding[] {
  const res = lint({ uri, text });
  assert.deepEqual(res.ruleFailures, [], 'no rule may throw');
  return res.findings;
}

/** The fixes offered for the findings of `rule` in `text`, with the finding each is for. */
export function fixesOf(text: string, rule: string, uri = 'spec.yaml'): { finding: Finding; fix: Fix }[] {
  const res = lint({ uri, text });
  return res.findings
    .filter((f) => f.rule === rule)
    .flatMap((finding) => computeFixes(text, uri, finding, res.model).map((fix) => ({ finding, fix })));
}

/** The edits of a fix applied to the text of its file. */
export function apply(text: string, fix: Fix): string {
  return applyEdits(
    text,
    fix.edits.map((e) => ({ span: e.span, newText: e.newText })),
  );
}

/**
 * Applies the first fix of `rule` whose title matches and checks what every fix must keep: the result parses,
 * the finding is gone, no finding appears that was not there before (unless of a rule in `allowNew`).
 * Returns the fixed text.
 */
export function fixAndCheck(
  source: string,
  rule: string,
  title: RegExp,
  opts: { uri?: string; allowNew?: string[]; raw?: boolean } = {},
): string {
  const uri = opts.uri ?? 'spec.yaml';
  const text = opts.raw ? source : dedent(source);
  const before = findingsOf(text, uri);
  const offered = fixesOf(text, rule, uri);
  const hit = offered.find((o) => title.test(o.fix.title));
  assert.ok(hit, `no fix matching ${title} among: ${offered.map((o) => o.fix.title).join(' | ')}`);
  const out = apply(text, hit.fix);
  assert.deepEqual(parseSource(uri, out).errors, [], `the fixed text parses:\n${out}`);
  const after = findingsOf(out, uri);
  assert.ok(isGone(hit.finding, before, after), `the finding is gone: ${hit.finding.message}\n${out}`);
  assert.deepEqual(newPlaces(before, after, opts.allowNew), [], 'no new findings');
  return out;
}

/** The comment lines of a text, trimmed. */
export function comments(text: string): string[] {
  return text
    .split(/\r?\n/)
    .filter((l) => /^\s*#/.test(l) || / #/.test(l))
    .map((l) => l.trim());
}
