// A table-driven rule tester in the spirit of ESLint's RuleTester. Each case is a small spec written as YAML with
// the findings the rule must report (pointer, range, underlined text, message) and, when the rule fixes them, the
// text its preferred fix must produce. Every case also runs as JSON (the YAML converted, each expected range
// mapped to the same key or value of the JSON text), and every fix of every finding is applied and checked to
// remove its finding and add none.
import * as assert from 'node:assert/strict';
import { parse as parseYaml } from 'yaml';
import { parseSource } from '../../../src/core/document/parse';
import type { SourceDocument, Span } from '../../../src/core/document/types';
import { modelOf, ruleFixes, type Fix } from '../../../src/core/fixes/index';
import { applyEdits } from '../../../src/core/fixes/text';
import { lint } from '../../../src/core/lint';
import { ruleInfo } from '../../../src/core/rules/index';
import type { Finding, Rule, RuleOptions, Severity } from '../../../src/core/rules/types';
import { dedent } from './lint';

type Format = 'yaml' | 'json';

/** A spec the rule must leave clean. */
export interface ValidCase {
  /** What the case shows; the test's title. */
  name: string;
  /** The spec as YAML (indented freely: it is dedented). */
  spec: string;
  /** The rule's options, as `.rest-conventions.yaml` would give them. */
  options?: RuleOptions;
  /** The formats to run the case in (both by default); YAML only for what JSON cannot say (comments, anchors). */
  formats?: readonly Format[];
  /** Other files the spec's `$ref`s name, as YAML by URI (`schemas.yaml`); in the JSON run each is JSON too. */
  files?: Readonly<Record<string, string>>;
}

/** One finding a case expects, placed in the YAML text. */
export interface ExpectedFinding {
  pointer: string;
  /** 0-based `line:char-line:char` in the (dedented) YAML text. */
  range: string;
  /** The underlined YAML text. */
  text: string;
  /** A pattern the message must match, or the whole message. */
  message?: RegExp | string;
  /** The severity it is reported with (the rule's default unless the case's options change it). */
  severity?: Severity;
  /** The file it is in when not the spec: a key of the case's `files` (its range is in that file's YAML). */
  file?: string;
  /** Every other place a grouped finding covers, in order (left out, they are not checked). */
  related?: readonly ExpectedRelated[];
}

/** One other place a grouped finding covers, placed in the YAML text like the finding. */
export interface ExpectedRelated {
  pointer: string;
  range: string;
  text: string;
  /** What the place is (`GET /users`), exactly; left out when the rule gives none. */
  message?: string;
}

/** A spec the rule must flag. */
export interface InvalidCase extends ValidCase {
  /** Every finding of the rule, in order. */
  findings: readonly ExpectedFinding[];
  /**
   * The YAML text after the first fix of the first finding (its preferred fix); `null` when the rule offers no
   * fix for it. Left out, only the general checks run. In JSON, the fixed text must hold the same value.
   */
  output?: string | null;
  /**
   * Rules whose findings a fix may add, each with the reason in a comment at the case: the rule itself when a fix
   * moves a gap the API's norm judges (it is then reported elsewhere), or another rule the fixed spec now
   * concerns (a security scheme added makes auth-error-responses apply).
   */
  fixMayAdd?: readonly string[];
}

/** A position's 0-based `line:char`. */
function pos(doc: SourceDocument, offset: number): string {
  const p = doc.positionAt(offset);
  return `${p.line}:${p.character}`;
}

function rangeText(doc: SourceDocument, span: Span): string {
  return `${pos(doc, span.start)}-${pos(doc, span.end)}`;
}

/** The span of a `line:char-line:char` range in a document. */
function spanOf(doc: SourceDocument, range: string): Span {
  const m = /^(\d+):(\d+)-(\d+):(\d+)$/.exec(range);
  assert.ok(m, `a range is line:char-line:char, not ${range}`);
  const lines = doc.text.split('\n');
  const offset = (line: number, ch: number) => lines.slice(0, line).reduce((n, l) => n + l.length + 1, 0) + ch;
  return { start: offset(Number(m[1]), Number(m[2])), end: offset(Number(m[3]), Number(m[4])) };
}

/** Where a span sits in a document's value: a container, or one entry's key or value, or characters inside a key or string. */
interface Anchor {
  path: (string | number)[];
  part: 'node' | 'key' | 'value';
  /** Characters inside the key's or value's string content (after an opening quote). */
  inner?: { start: number; end: number };
}

/** Each located place of a document: containers, keys and values, depth first. */
function* places(
  doc: SourceDocument,
  node: unknown,
  path: (string | number)[] = [],
): Generator<{ anchor: Anchor; span: Span }> {
  if (node === null || typeof node !== 'object') return;
  const loc = doc.locate(node);
  if (!loc) return;
  yield { anchor: { path, part: 'node' }, span: loc.span };
  const entries: [string | number, unknown][] = Array.isArray(node) ? node.map((v, i) => [i, v]) : Object.entries(node);
  for (const [k, v] of entries) {
    const at = [...path, k];
    if (typeof k === 'string') {
      const e = loc.keys?.get(k);
      if (e) yield { anchor: { path: at, part: 'key' }, span: e.key };
      if (e) yield { anchor: { path: at, part: 'value' }, span: e.value };
    } else if (loc.items?.[k]) yield { anchor: { path: at, part: 'value' }, span: loc.items[k] };
    yield* places(doc, v, at);
  }
}

/** Where the first character of a key's or scalar's content is: after its opening quote, if any. */
function contentStart(doc: SourceDocument, span: Span): number {
  return /["']/.test(doc.text[span.start]) ? span.start + 1 : span.start;
}

function anchorOf(doc: SourceDocument, span: Span): Anchor | undefined {
  const all = [...places(doc, doc.root)];
  const exact = all.find((p) => p.span.start === span.start && p.span.end === span.end);
  if (exact) return exact.anchor;
  const around = all
    .filter((p) => p.anchor.part !== 'node' && p.span.start <= span.start && span.end <= p.span.end)
    .pop();
  if (!around) return undefined;
  const base = contentStart(doc, around.span);
  return { ...around.anchor, inner: { start: span.start - base, end: span.end - base } };
}

function spanAt(doc: SourceDocument, anchor: Anchor): Span | undefined {
  const key = JSON.stringify(anchor.path);
  const found = [...places(doc, doc.root)].find(
    (p) => p.anchor.part === anchor.part && JSON.stringify(p.anchor.path) === key,
  );
  if (!found || !anchor.inner) return found?.span;
  const base = contentStart(doc, found.span);
  return { start: base + anchor.inner.start, end: base + anchor.inner.end };
}

/** A case's text in one format: the dedented YAML, or its value as JSON. The YAML must parse. */
function textIn(yaml: string, format: Format): string {
  const errors = parseSource('case.yaml', yaml).errors.map((e) => e.message);
  assert.deepEqual(errors, [], `the case's YAML parses:\n${yaml}`);
  return format === 'yaml' ? yaml : `${JSON.stringify(parseYaml(yaml), null, 2)}\n`;
}

function lintCase(
  uri: string,
  text: string,
  rule: string,
  options?: RuleOptions,
  only: readonly string[] | null = [rule],
  files?: Readonly<Record<string, string>>,
): Finding[] {
  const config = { rules: options ? { [rule]: { options } } : {} };
  const res = lint({ uri, text, only: only ?? undefined, config, load: loader(files) });
  assert.deepEqual(res.ruleFailures, [], 'no rule may throw');
  return res.findings;
}

function key(f: Finding): string {
  return `${f.rule} ${f.pointer} ${f.message}`;
}

function applyFix(text: string, fix: Fix): string {
  return applyEdits(
    text,
    fix.edits.map((e) => ({ span: e.span, newText: e.newText })),
  );
}

/**
 * Applies every fix of every finding: the result parses, the finding is gone, no finding of the rule is added, and
 * no other rule has more findings than before. Other rules' findings are counted, not matched: a fix may move one
 * without adding a problem (security-defined reports a missing `components` at `openapi`, then at `components`).
 */
function checkFixes(
  uri: string,
  text: string,
  rule: string,
  c: InvalidCase,
  findings: readonly Finding[],
  files?: Readonly<Record<string, string>>,
): void {
  const model = modelOf(text, uri, loader(files));
  assert.ok(model, 'the case is an OpenAPI document');
  const before = lintCase(uri, text, rule, c.options, null, files);
  const had = new Set(before.map(key));
  for (const finding of findings) {
    for (const fix of ruleFixes(finding, model)) {
      const out = applyFix(text, fix);
      const doc = parseSource(uri, out);
      assert.deepEqual(
        doc.errors.map((e) => e.message),
        [],
        `"${fix.title}" leaves text that parses`,
      );
      const after = lintCase(uri, out, rule, c.options, null, files);
      assert.ok(!after.some((f) => key(f) === key(finding)), `"${fix.title}" removes its finding: ${finding.message}`);
      const added = after.filter((f) => f.rule === rule && !had.has(key(f)) && !c.fixMayAdd?.includes(f.rule));
      assert.deepEqual(added.map(key), [], `"${fix.title}" adds no finding`);
      const count = (fs: readonly Finding[], r: string) => fs.filter((f) => f.rule === r).length;
      const grown = [...new Set(after.map((f) => f.rule))].filter(
        (r) => r !== rule && count(after, r) > count(before, r) && !c.fixMayAdd?.includes(r),
      );
      assert.deepEqual(grown, [], `"${fix.title}" adds no finding of another rule`);
    }
  }
}

function runValid(rule: string, c: ValidCase, format: Format): void {
  const text = textIn(dedent(c.spec), format);
  assert.deepEqual(lintCase(`spec.${format}`, text, rule, c.options, [rule], filesIn(c, format)).map(key), []);
}

/** Serves a case's other files to `$ref`s. */
function loader(files?: Readonly<Record<string, string>>): ((uri: string) => string | undefined) | undefined {
  return files && ((uri) => files[uri]);
}

/** A case's other files in one format. */
function filesIn(c: ValidCase, format: Format): Record<string, string> | undefined {
  return c.files && Object.fromEntries(Object.entries(c.files).map(([u, t]) => [u, textIn(dedent(t), format)]));
}

/** One file of a case: its YAML, where expected ranges are written, and its text in the run's format. */
interface CaseFile {
  yaml: string;
  yamlDoc: SourceDocument;
  text: string;
  doc: SourceDocument;
}

function sameSpan(a: Span, b: Span): boolean {
  return a.start === b.start && a.end === b.end;
}

/**
 * Where an expected range of the YAML is in the case's text: itself in YAML, the same key or value in JSON. `at`
 * tells whether the rule reported a place at a span (to choose between a JSON string with its quotes or without).
 */
function placeIn(
  format: Format,
  yaml: string,
  yamlDoc: SourceDocument,
  doc: SourceDocument,
  e: { range: string; text: string },
  at: (span: Span) => boolean,
  found: string,
): { range: string; text: string } {
  const span = spanOf(yamlDoc, e.range);
  assert.equal(
    yaml.slice(span.start, span.end),
    e.text,
    `the case's range ${e.range} underlines ${JSON.stringify(e.text)} (${found})`,
  );
  if (format === 'yaml') return { range: e.range, text: e.text };
  const anchor = anchorOf(yamlDoc, span);
  assert.ok(anchor, `the range ${e.range} is a container, a key or a value of the YAML`);
  const mapped = spanAt(doc, anchor);
  assert.ok(mapped, `the JSON has the place of ${e.range}`);
  // A whole key or string may be underlined with its quotes or without them (a rule that marks characters
  // inside it, e.g. server-url): the same place either way.
  const inner = { start: mapped.start + 1, end: mapped.end - 1 };
  const quoted = !anchor.inner && doc.text[mapped.start] === '"' && doc.text[mapped.end - 1] === '"';
  const place = quoted && at(inner) ? inner : mapped;
  return { range: rangeText(doc, place), text: doc.text.slice(place.start, place.end) };
}

function runInvalid(rule: string, c: InvalidCase, format: Format): void {
  const uri = `spec.${format}`;
  const files = filesIn(c, format);
  const caseFiles = new Map<string, CaseFile>();
  for (const [u, y] of [[uri, c.spec], ...Object.entries(c.files ?? {})]) {
    const yaml = dedent(y);
    const text = textIn(yaml, format);
    caseFiles.set(u, { yaml, yamlDoc: parseSource('spec.yaml', yaml), text, doc: parseSource(u, text) });
  }
  const fileOf = (u: string): CaseFile => {
    const file = caseFiles.get(u);
    assert.ok(file, `${u} is a file of the case`);
    return file;
  };
  const { text } = fileOf(uri);
  const findings = lintCase(uri, text, rule, c.options, [rule], files);
  const actual = findings.map((f) => {
    const { doc } = fileOf(f.uri);
    return {
      ...(f.uri === uri ? {} : { file: f.uri }),
      pointer: f.pointer,
      range: rangeText(doc, f.span),
      text: doc.text.slice(f.span.start, f.span.end),
    };
  });
  const found = `the rule reports ${JSON.stringify(actual)}`;
  const expected = c.findings.map((e) => {
    const { yaml, yamlDoc, doc } = fileOf(e.file ?? uri);
    const sameAt = (span: Span) =>
      findings.some((f) => f.uri === (e.file ?? uri) && f.pointer === e.pointer && sameSpan(f.span, span));
    return {
      ...(e.file === undefined ? {} : { file: e.file }),
      pointer: e.pointer,
      ...placeIn(format, yaml, yamlDoc, doc, e, sameAt, found),
    };
  });
  assert.deepEqual(actual, expected);
  findings.forEach((f, i) => {
    const related = c.findings[i].related;
    if (!related) return;
    const { yaml, yamlDoc, doc } = fileOf(f.uri);
    const got = (f.related ?? []).map((r) => ({
      pointer: r.pointer,
      range: rangeText(doc, r.span),
      text: doc.text.slice(r.span.start, r.span.end),
      message: r.message,
    }));
    const listed = `the rule relates ${JSON.stringify(got)}`;
    const want = related.map((r) => {
      const sameAt = (span: Span) => (f.related ?? []).some((x) => x.pointer === r.pointer && sameSpan(x.span, span));
      return { pointer: r.pointer, ...placeIn(format, yaml, yamlDoc, doc, r, sameAt, listed), message: r.message };
    });
    assert.deepEqual(got, want, `the places related to ${f.pointer}`);
  });
  findings.forEach((f, i) => {
    if (c.findings[i].severity) assert.equal(f.severity, c.findings[i].severity);
    const m = c.findings[i].message;
    if (typeof m === 'string') assert.equal(f.message, m);
    else if (m) assert.match(f.message, m);
  });
  if (c.output !== undefined) {
    const model = modelOf(text, uri, loader(files));
    assert.ok(model);
    const fix = ruleFixes(findings[0], model)[0];
    if (c.output === null) assert.equal(fix, undefined, 'no fix is offered');
    else {
      assert.ok(fix, 'a fix is offered');
      const out = applyFix(text, fix);
      if (format === 'yaml') assert.equal(out, dedent(c.output));
      else assert.deepEqual(JSON.parse(out), parseYaml(dedent(c.output)));
    }
  }
  checkFixes(uri, text, rule, c, findings, files);
}

/** Fails unless the catalogue runs this very module under its id (a rule missing from RULES would run nothing). */
export function assertInCatalogue(module: Rule): void {
  assert.ok(ruleInfo(module.id) === module, `RULES in src/core/rules/index.ts lists this module as ${module.id}`);
}

/**
 * Registers a mocha suite for one rule module: every valid and invalid case, as YAML and as JSON. It takes the
 * module, not its id, and checks that the catalogue runs that very module under its id, so no case passes with
 * nothing run.
 */
export function ruleTester(
  module: Rule,
  cases: { valid: readonly ValidCase[]; invalid: readonly InvalidCase[] },
): void {
  const rule = module.id;
  describe(`rule ${rule} (table)`, () => {
    it('is the rule the catalogue runs under its id', () => assertInCatalogue(module));
    for (const c of cases.valid) {
      for (const format of c.formats ?? (['yaml', 'json'] as const))
        it(`valid, ${format}: ${c.name}`, () => runValid(rule, c, format));
    }
    for (const c of cases.invalid) {
      for (const format of c.formats ?? (['yaml', 'json'] as const))
        it(`invalid, ${format}: ${c.name}`, () => runInvalid(rule, c, format));
    }
  });
}
