import { parseSource } from '../document/parse';
import type { SourceDocument, Span } from '../document/types';
import { EditPlan } from './edit-plan';
import { isObj, RawScalar } from './emit';
import { detectStyle } from './style';
import { LineIndex, lineEnd, lineStart, nextLineStart, type TextEdit } from './text';
import type { ConfigFileRef, Fix } from './types';

const NEXT_LINE = /^([ \t]*)#\s*rest-conventions-disable-next-line\b(.*)$/;

/** The comment that silences one rule on the line after it. */
export function disableComment(rule: string): string {
  return `# rest-conventions-disable-next-line ${rule}`;
}

function fix(title: string, uri: string, text: string, edits: TextEdit[], create = false): Fix {
  const index = new LineIndex(text);
  return {
    title,
    kind: 'quickfix',
    edits: edits.map((e) => ({
      uri,
      span: e.span,
      range: index.range(e.span),
      newText: e.newText,
      ...(create ? { create } : {}),
    })),
  };
}

/**
 * "Disable <rule> for this line" in a YAML file: the suppression comment on its own line above `line`, indented
 * like it; when the line above already is such a comment, the rule is added to it. Reads the text only up to
 * that line.
 */
export function disableLineFix(text: string, uri: string, rule: string, line: number): Fix | undefined {
  if (line < 0) return undefined;
  let start = 0;
  let prevStart = -1;
  for (let l = 0; l < line; l++) {
    if (start >= text.length) return undefined;
    prevStart = start;
    start = nextLineStart(text, start);
    if (start === prevStart || (start >= text.length && !/[\r\n]$/.test(text))) return undefined;
  }
  const firstBreak = lineEnd(text, 0);
  const eol = text[firstBreak] === '\r' && text[firstBreak + 1] === '\n' ? '\r\n' : '\n';
  const title = `Disable ${rule} for this line`;
  const at = (offset: number, l: number, character: number, newText: string): Fix => ({
    title,
    kind: 'quickfix',
    edits: [
      {
        uri,
        span: { start: offset, end: offset },
        range: { start: { line: l, character }, end: { line: l, character } },
        newText,
      },
    ],
  });
  if (prevStart >= 0) {
    const prev = text.slice(prevStart, lineEnd(text, prevStart));
    const m = NEXT_LINE.exec(prev);
    if (m) {
      const listed = m[2].split(/[\s,]+/).filter((w) => /^[a-z0-9-]+$/.test(w));
      if (listed.length === 0 || listed.includes(rule)) return undefined;
      return at(prevStart + prev.length, line - 1, prev.length, ` ${rule}`);
    }
  }
  const indent = /^[ \t]*/.exec(text.slice(start, lineEnd(text, start)))![0];
  return at(start, line, 0, `${indent}${disableComment(rule)}${eol}`);
}

function fileName(uri: string): string {
  return uri.slice(uri.replace(/\\/g, '/').lastIndexOf('/') + 1);
}

/**
 * "Disable <rule> in .rest-conventions.yaml": creates the file with `rules: {<rule>: off}`, or sets the rule to
 * `off` in an existing one (its severity, when the rule has a `{severity, options}` setting), in its own style.
 */
export function disableInConfigFix(rule: string, config: ConfigFileRef): Fix | undefined {
  const title = `Disable ${rule} in ${fileName(config.uri)}`;
  const json = config.uri.toLowerCase().endsWith('.json');
  if (config.text === undefined || (config.text.trim() === '' && json)) {
    const body = json ? `{\n  "rules": {\n    ${JSON.stringify(rule)}: "off"\n  }\n}\n` : `rules:\n  ${rule}: off\n`;
    return fix(title, config.uri, '', [{ span: { start: 0, end: 0 }, newText: body }], config.text === undefined);
  }
  const text = config.text;
  const doc = parseSource(config.uri, text);
  if (doc.errors.length > 0) return undefined;
  const style = detectStyle(text, doc.format);
  const off = doc.format === 'json' ? 'off' : new RawScalar('off');
  const offText = doc.format === 'json' ? '"off"' : 'off';
  const root = doc.root;
  if (root === null || root === undefined) {
    const sep = text === '' || /[\r\n]$/.test(text) ? '' : style.eol;
    return fix(title, config.uri, text, [
      {
        span: { start: text.length, end: text.length },
        newText: `${sep}rules:${style.eol}${style.unit}${rule}: off${style.eol}`,
      },
    ]);
  }
  if (!isObj(root)) return undefined;
  const plan = new EditPlan(doc, style);
  const rules = root.rules;
  if (rules === undefined) plan.set(root, ['rules', rule], off);
  else if (rules === null) return nullRules(title, config.uri, doc, rule, style.eol, style.unit);
  else if (!plan.isMapping(rules)) return undefined;
  else if (!(rule in rules)) plan.set(rules, [rule], off);
  else {
    const setting = rules[rule];
    const target = isObj(setting) ? setting : rules;
    const key = isObj(setting) ? 'severity' : rule;
    if (target[key] === 'off') return undefined;
    const value = doc.locate(target)?.keys?.get(key)?.value;
    if (value) plan.replace(value, offText);
    else if (!plan.set(target, [key], off)) return undefined;
  }
  const edits = plan.edits();
  return edits && edits.length > 0 ? fix(title, config.uri, text, edits) : undefined;
}

/** `rules:` with nothing after it: the rule goes on the next line, one level in. */
function nullRules(
  title: string,
  uri: string,
  doc: SourceDocument,
  rule: string,
  eol: string,
  unit: string,
): Fix | undefined {
  const entry = doc.locate(doc.root as object)?.keys?.get('rules');
  if (!entry || doc.format !== 'yaml') return undefined;
  const text = doc.text;
  const edits: TextEdit[] = [];
  const value: Span = entry.value;
  if (value.end > value.start) edits.push({ span: value, newText: '' });
  const at = lineEnd(text, Math.max(entry.key.end, value.end));
  const column = entry.key.start - lineStart(text, entry.key.start);
  edits.push({ span: { start: at, end: at }, newText: `${eol}${' '.repeat(column)}${unit}${rule}: off` });
  return fix(title, uri, text, edits);
}
