import type { SourceFormat } from '../document/types';

/** How a file is written, so that inserted text looks like the rest of it. */
export interface TextStyle {
  format: SourceFormat;
  eol: '\n' | '\r\n';
  /** One level of indentation: spaces in YAML; spaces or a tab in JSON; empty for one-line JSON. */
  unit: string;
  /** Quotes around status keys in YAML (`'200':`, `"200":` or plain `200:`). */
  statusQuote: '' | "'" | '"';
  /** Quotes for YAML strings that need them (`$ref` values start with `#`, so they always do). */
  quote: "'" | '"';
  /** YAML: block sequence items indented under their key (`key:\n  - a`) rather than level with it (`key:\n- a`). */
  seqIndent: boolean;
  /** YAML: a space inside flow braces (`{ a: 1 }` rather than `{a: 1}`). */
  flowSpace: boolean;
  /** YAML: how far a block sequence item's content sits from its dash (2 for `- a`, 4 for `-   a`). */
  itemOffset: number;
}

const STATUS_KEY = /^[ \t-]*(['"]?)(?:[1-5]\d\d|[1-5]XX)\1[ \t]*:/m;
const REF_VALUE = /["']?\$ref["']?[ \t]*:[ \t]*(['"])/;
const SAMPLE = 256 * 1024;

/** Reads the conventions of a file from (the start of) its text. */
export function detectStyle(text: string, format: SourceFormat): TextStyle {
  const sample = text.length > SAMPLE ? text.slice(0, SAMPLE) : text;
  const eol = /\r\n/.test(sample.slice(0, sample.indexOf('\n') + 1)) ? '\r\n' : '\n';
  if (format === 'json')
    return {
      format,
      eol,
      unit: jsonUnit(sample),
      statusQuote: '"',
      quote: '"',
      seqIndent: true,
      flowSpace: false,
      itemOffset: 2,
    };
  const status = STATUS_KEY.exec(sample);
  const ref = REF_VALUE.exec(sample);
  const quote = ref ? (ref[1] as "'" | '"') : preferredQuote(sample);
  return {
    format,
    eol,
    unit: ' '.repeat(yamlIndentWidth(sample)),
    statusQuote: status ? (status[1] as '' | "'" | '"') : quote,
    quote,
    seqIndent: sequencesIndented(sample),
    flowSpace: !/\{[^\s}]/.test(sample) || /\{ [^\s}]/.test(sample),
    itemOffset: 1 + (/^[ \t]*-( +)[^\s-]/m.exec(sample)?.[1].length ?? 1),
  };
}

function jsonUnit(text: string): string {
  const m = /\n([ \t]+)\S/.exec(text);
  return m ? (m[1][0] === '\t' ? '\t' : m[1]) : '';
}

function preferredQuote(text: string): "'" | '"' {
  const single = text.match(/: '/g)?.length ?? 0;
  const double = text.match(/: "/g)?.length ?? 0;
  return double > single ? '"' : "'";
}

/** Content lines of a YAML text as [indentation, text after it]; blank and comment-only lines are skipped. */
function contentLines(text: string): [number, string][] {
  const out: [number, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    const m = /^( *)(\S.*)$/.exec(line);
    if (m && !m[2].startsWith('#')) out.push([m[1].length, m[2]]);
  }
  return out;
}

/** The most common step between a `key:` line and the deeper line after it (2 when there is none). */
function yamlIndentWidth(text: string): number {
  const lines = contentLines(text);
  const counts = new Map<number, number>();
  for (let i = 0; i + 1 < lines.length; i++) {
    const [indent, body] = lines[i];
    if (!/:\s*$/.test(body) || body.startsWith('- ')) continue;
    const step = lines[i + 1][0] - indent;
    if (step > 0 && step <= 8 && !lines[i + 1][1].startsWith('- ')) counts.set(step, (counts.get(step) ?? 0) + 1);
  }
  let best = 2;
  let bestCount = 0;
  for (const [step, n] of counts) if (n > bestCount || (n === bestCount && step < best)) [best, bestCount] = [step, n];
  return best;
}

function sequencesIndented(text: string): boolean {
  const lines = contentLines(text);
  for (let i = 0; i + 1 < lines.length; i++) {
    const [indent, body] = lines[i];
    if (!/:\s*$/.test(body) || !lines[i + 1][1].startsWith('- ')) continue;
    const keyColumn = indent + (body.startsWith('- ') ? 2 : 0);
    return lines[i + 1][0] > keyColumn;
  }
  return true;
}
