import type { TextStyle } from './style';
import { isObj as isPlainObj, type Obj } from '../../shared/object';

/** True for a plain object (not an array, not null). */
export function isObj(v: unknown): v is Obj {
  return isPlainObj(v) && !(v instanceof RawScalar);
}

/** Text written into YAML exactly as given (a plain `off` that the quoting rules would otherwise quote). */
export class RawScalar {
  constructor(readonly text: string) {}
}

function isScalar(v: unknown): boolean {
  return v === null || typeof v !== 'object' || v instanceof RawScalar;
}

const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n|~|\.inf|-\.inf|\.nan)$/i;

/** True when a string can be written as a YAML plain scalar and read back as the same string. */
function plainSafe(s: string, inFlow: boolean): boolean {
  if (s === '' || RESERVED.test(s) || /^[-+.]?\d/.test(s)) return false;
  if (/^[\s\-?:,[\]{}#&*!|>'"%@`]/.test(s) || /\s$/.test(s)) return false;
  if (/: |:$| #|[\n\r\t]/.test(s)) return false;
  return !inFlow || !/[,[\]{}]/.test(s);
}

function quoted(s: string, quote: "'" | '"'): string {
  return quote === "'" && !/[\n\r\t\\]/.test(s) ? `'${s.replace(/'/g, "''")}'` : JSON.stringify(s);
}

/** A YAML scalar: plain when it reads back unchanged, quoted in the file's style otherwise. */
export function yamlScalar(v: unknown, st: TextStyle, inFlow = false): string {
  if (v instanceof RawScalar) return v.text;
  if (typeof v === 'string') return plainSafe(v, inFlow) ? v : quoted(v, st.quote);
  return v === null || v === undefined ? 'null' : String(v);
}

/** A YAML mapping key; status codes take the file's status-key quoting. */
export function yamlKey(k: string, st: TextStyle, inFlow = false): string {
  if (/^(?:[1-5]\d\d|[1-5]XX)$/.test(k)) return st.statusQuote === '' ? k : quoted(k, st.statusQuote);
  return plainSafe(k, inFlow) ? k : quoted(k, st.quote);
}

/** A value in YAML flow style: `{ a: 1, b: [x, y] }`. */
export function yamlFlow(v: unknown, st: TextStyle): string {
  if (Array.isArray(v)) return `[${v.map((x) => yamlFlow(x, st)).join(', ')}]`;
  if (isObj(v)) {
    const entries = Object.entries(v).map(([k, x]) => `${yamlKey(k, st, true)}: ${yamlFlow(x, st)}`);
    if (entries.length === 0) return '{}';
    return st.flowSpace ? `{ ${entries.join(', ')} }` : `{${entries.join(', ')}}`;
  }
  return yamlScalar(v, st, true);
}

/** The entries of a mapping as block YAML lines, each starting at `column`. */
export function yamlEntries(obj: Obj, column: number, st: TextStyle): string[] {
  const pad = ' '.repeat(column);
  const out: string[] = [];
  for (const [k, v] of Object.entries(obj)) {
    const key = `${pad}${yamlKey(k, st)}:`;
    if (isScalar(v)) out.push(`${key} ${yamlScalar(v, st)}`);
    else if (Array.isArray(v)) {
      if (v.length === 0 || v.every(isScalar)) out.push(`${key} ${yamlFlow(v, st)}`);
      else {
        out.push(key);
        const dash = column + (st.seqIndent ? st.unit.length : 0);
        for (const item of v) out.push(...yamlItem(item, dash, dash + st.itemOffset, st));
      }
    } else if (Object.keys(v as Obj).length === 0) out.push(`${key} {}`);
    else {
      out.push(key);
      out.push(...yamlEntries(v as Obj, column + st.unit.length, st));
    }
  }
  return out;
}

/** One block sequence item: its dash at `dashColumn`, its content from `contentColumn`. */
export function yamlItem(item: unknown, dashColumn: number, contentColumn: number, st: TextStyle): string[] {
  const dash = `${' '.repeat(dashColumn)}-${' '.repeat(Math.max(1, contentColumn - dashColumn - 1))}`;
  if (isScalar(item) || Array.isArray(item) || Object.keys(item as Obj).length === 0)
    return [`${dash}${yamlFlow(item, st)}`];
  const lines = yamlEntries(item as Obj, contentColumn, st);
  lines[0] = dash + lines[0].slice(contentColumn);
  return lines;
}

/** A value as JSON whose continuation lines start with `indent` (the leading whitespace of its line); on one line without it. */
export function jsonValue(v: unknown, indent: string | undefined, st: TextStyle): string {
  if (st.unit === '' || indent === undefined) return JSON.stringify(v);
  return JSON.stringify(v, null, st.unit)
    .split('\n')
    .join(st.eol + indent);
}
