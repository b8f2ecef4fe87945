/**
 * Scalar decoding for the fast YAML parser, written to give exactly what the `yaml` package gives with the
 * YAML 1.2 core schema: plain scalars resolve to null/bool/int/float or stay strings, and multi-line plain,
 * quoted and block scalars fold the way `yaml`'s composer folds them.
 */

const INT_OCT = /^0o[0-7]+$/;
const INT_DEC = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** The core-schema value of a plain scalar's text (`~`/`null` → null, `true`, `0x1F`, `.inf`, or the string). */
export function resolvePlain(s: string): unknown {
  if (s.length === 0) return null;
  const c = s.charCodeAt(0);
  switch (c) {
    case 126: // ~
      return s.length === 1 ? null : s;
    case 110: // n
    case 78: // N
      return s === 'null' || s === 'Null' || s === 'NULL' ? null : s;
    case 116: // t
    case 84: // T
      return s === 'true' || s === 'True' || s === 'TRUE' ? true : s;
    case 102: // f
    case 70: // F
      return s === 'false' || s === 'False' || s === 'FALSE' ? false : s;
  }
  if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46) return resolveNumber(s);
  return s;
}

function resolveNumber(s: string): unknown {
  if (INT_OCT.test(s)) return parseInt(s.substring(2), 8);
  if (INT_DEC.test(s)) return parseInt(s, 10);
  if (INT_HEX.test(s)) return parseInt(s.substring(2), 16);
  if (FLOAT_NAN.test(s)) return s.slice(-3).toLowerCase() === 'nan' ? NaN : s[0] === '-' ? -Infinity : Infinity;
  if (FLOAT_EXP.test(s) || FLOAT.test(s)) return parseFloat(s);
  return s;
}

/** A resolved key the way JSON sees it: null → "", numbers and booleans as `String()` gives them. */
export function keyString(value: unknown): string {
  return value === null ? '' : typeof value === 'string' ? value : String(value);
}

/** Folds a multi-line plain scalar (or single-quoted content): one line break → space, n breaks → n-1 newlines. */
export function unfoldLines(source: string): string {
  const line = /(.*?)\r?\n/sy;
  let match = line.exec(source);
  if (!match) return source;
  const trimEnd = /(?<![ \t])[ \t]+$/;
  const trimBoth = /^[ \t]+|(?<![ \t])[ \t]+$/g;
  let res = match[1].replace(trimEnd, '');
  let sep = ' ';
  let pos = line.lastIndex;
  while ((match = line.exec(source))) {
    const lm = match[1].replace(trimBoth, '');
    if (lm === '') {
      if (sep === '\n') res += sep;
      else sep = '\n';
    } else {
      res += sep + lm;
      sep = ' ';
    }
    pos = line.lastIndex;
  }
  const last = /[ \t]*(.*)/sy;
  last.lastIndex = pos;
  match = last.exec(source);
  return res + sep + (match?.[1] ?? '');
}

/** The value of a single-quoted scalar, given its source with both quotes. */
export function singleQuotedValue(source: string): string {
  return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
}

const ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  N: '\u0085',
  _: '\u00a0',
  L: '\u2028',
  P: '\u2029',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  '\t': '\t',
};

/** The value of a double-quoted scalar, given its source with both quotes; undefined for an invalid escape. */
export function doubleQuotedValue(source: string): string | undefined {
  let res = '';
  for (let i = 1; i < source.length - 1; ++i) {
    const ch = source[i];
    if (ch === '\r' && source[i + 1] === '\n') continue;
    if (ch === '\n') {
      let fold = '';
      let next = source[i + 1];
      while (next === ' ' || next === '\t' || next === '\n' || next === '\r') {
        if (next === '\r' && source[i + 2] !== '\n') break;
        if (next === '\n') fold += '\n';
        i += 1;
        next = source[i + 1];
      }
      res += fold || ' ';
    } else if (ch === '\\') {
      let next = source[++i];
      const cc = ESCAPES[next];
      if (cc) res += cc;
      else if (next === '\n') {
        next = source[i + 1];
        while (next === ' ' || next === '\t') next = source[++i + 1];
      } else if (next === '\r' && source[i + 1] === '\n') {
        next = source[++i + 1];
        while (next === ' ' || next === '\t') next = source[++i + 1];
      } else if (next === 'x' || next === 'u' || next === 'U') {
        const length = next === 'x' ? 2 : next === 'u' ? 4 : 8;
        const hex = source.substr(i + 1, length);
        if (hex.length !== length || !/^[0-9a-fA-F]+$/.test(hex)) return undefined;
        const code = parseInt(hex, 16);
        if (code > 0x10ffff) return undefined;
        res += String.fromCodePoint(code);
        i += length;
      } else {
        return undefined;
      }
    } else if (ch === ' ' || ch === '\t') {
      const wsStart = i;
      let next = source[i + 1];
      while (next === ' ' || next === '\t') next = source[++i + 1];
      if (next !== '\n' && !(next === '\r' && source[i + 2] === '\n'))
        res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
    } else {
      res += ch;
    }
  }
  return res;
}

/**
 * The value of a block scalar. `content` is the text of its lines after the header line (each ending in a
 * line break, trailing blank lines included); `literal` is `|` (else `>`); `chomp` is '', '-' or '+';
 * `explicitIndent` is the header's indentation indicator (0 when absent), counted from `parentIndent`.
 * Returns undefined for shapes the `yaml` package reports as errors (more-indented leading blank lines).
 */
export function blockScalarValue(
  content: string,
  literal: boolean,
  chomp: string,
  parentIndent: number,
  explicitIndent: number,
): string | undefined {
  // No content at all (the next line is less indented, or the text ends) has no lines: `|+` there is "", as in
  // `yaml` and PyYAML, where splitting "" would give one empty line and so a line break.
  const lines = content ? splitLines(content) : [];
  let chompStart = lines.length;
  for (let i = lines.length - 1; i >= 0; --i) {
    const c = lines[i][1];
    if (c === '' || c === '\r') chompStart = i;
    else break;
  }
  if (chompStart === 0) return chomp === '+' && lines.length > 0 ? '\n'.repeat(Math.max(1, lines.length - 1)) : '';
  if (chomp !== '+') {
    // `yaml`'s lexer leaves trailing blank lines no more indented than the first content line out of the scalar,
    // which matters when an indentation indicator makes that line's extra spaces content (`|-1` then `   `).
    let first = 0;
    while (lines[first][1] === '' || lines[first][1] === '\r') first++;
    const firstIndent = lines[first][0].length;
    let n = lines.length;
    while (n > chompStart && lines[n - 1][0].length <= firstIndent) n--;
    lines.length = n;
  }
  let trimIndent = parentIndent + explicitIndent;
  let contentStart = 0;
  for (let i = 0; i < chompStart; ++i) {
    const [indent, c] = lines[i];
    if (c === '' || c === '\r') {
      if (explicitIndent === 0 && indent.length > trimIndent) trimIndent = indent.length;
    } else {
      if (indent.length < trimIndent) return undefined;
      if (explicitIndent === 0) trimIndent = indent.length;
      contentStart = i;
      break;
    }
  }
  for (let i = lines.length - 1; i >= chompStart; --i) {
    if (lines[i][0].length > trimIndent) chompStart = i + 1;
  }
  let value = '';
  let sep = '';
  let prevMoreIndented = false;
  for (let i = 0; i < contentStart; ++i) value += lines[i][0].slice(trimIndent) + '\n';
  for (let i = contentStart; i < chompStart; ++i) {
    const indent = lines[i][0];
    let c = lines[i][1];
    if (c[c.length - 1] === '\r') c = c.slice(0, -1);
    if (c && indent.length < trimIndent) return undefined;
    if (literal) {
      value += sep + indent.slice(trimIndent) + c;
      sep = '\n';
    } else if (indent.length > trimIndent || c[0] === '\t') {
      if (sep === ' ') sep = '\n';
      else if (!prevMoreIndented && sep === '\n') sep = '\n\n';
      value += sep + indent.slice(trimIndent) + c;
      sep = '\n';
      prevMoreIndented = true;
    } else if (c === '') {
      if (sep === '\n') value += '\n';
      else sep = '\n';
    } else {
      value += sep + c;
      sep = ' ';
      prevMoreIndented = false;
    }
  }
  if (chomp === '+') {
    for (let i = chompStart; i < lines.length; ++i) value += '\n' + lines[i][0].slice(trimIndent);
    if (value[value.length - 1] !== '\n') value += '\n';
  } else if (chomp !== '-') {
    value += '\n';
  }
  return value;
}

/** Splits block scalar content into `[indent, rest]` per line, as `yaml` does. */
function splitLines(source: string): [string, string][] {
  const split = source.split(/\n( *)/);
  const first = split[0];
  const m = /^( *)/.exec(first);
  const lines: [string, string][] = [m?.[1] ? [m[1], first.slice(m[1].length)] : ['', first]];
  for (let i = 1; i < split.length; i += 2) lines.push([split[i], split[i + 1]]);
  return lines;
}
