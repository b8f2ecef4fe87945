/**
 * Sets of characters a regular expression's parts may start with (backtracking-bound.ts), as sorted, disjoint
 * ranges of code points; -1 stands for the end of the string. Only what can be read for sure is narrowed: anything
 * else (negated classes, `\s`, `\p{…}`) is every character, which only makes the bound larger.
 */

/** Sorted, disjoint, inclusive ranges of code points (-1: the end of the string). */
export type CharSet = readonly (readonly [number, number])[];

/** No character. */
export const NONE: CharSet = [];
/** Every character. */
export const ANY_CHAR: CharSet = [[0, 0x10ffff]];
/** The end of the string. */
export const END: CharSet = [[-1, -1]];
/** Every character or the end of the string. */
export const ANY: CharSet = [[-1, 0x10ffff]];

const DIGITS: CharSet = [[48, 57]];
const WORD: CharSet = [
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
];
const CONTROL: Record<string, number> = { t: 9, n: 10, v: 11, f: 12, r: 13, '0': 0 };

/** Ranges a set keeps at most: past them it is every character (a larger set only makes the bound larger). */
const MAX_RANGES = 32;

/** The union of two sets. */
export function union(a: CharSet, b: CharSet): CharSet {
  const all = [...a, ...b].sort((x, y) => x[0] - y[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of all) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  if (out.length <= MAX_RANGES) return out;
  // Every character, and the end of the string if the set held it.
  return out[0][0] < 0 ? ANY : ANY_CHAR;
}

/** No character is in both. */
export function disjoint(a: CharSet, b: CharSet): boolean {
  return a.every(([lo, hi]) => b.every(([l, h]) => hi < l || h < lo));
}

/**
 * An escaped surrogate pair, `\uD83D\uDE00`: under the `u` flag one code point (U+1F600), the same character as
 * `\u{1F600}` or a literal 😀 (`PAIR_ESCAPE` is the text for a reader's regular expression).
 */
export const PAIR_ESCAPE = 'u[dD][89abAB][0-9A-Fa-f]{2}\\\\u[dD][c-fC-F][0-9A-Fa-f]{2}';
const PAIR = new RegExp(`^\\\\(${PAIR_ESCAPE})$`);

/** The code point of an escape that stands for one character (`\.`, `\n`, `\u0041`, `\u{1F600}`, `\x41`), if it is one. */
function escapedChar(escape: string): number | undefined {
  const c = escape[1];
  if (c in CONTROL) return CONTROL[c];
  if (PAIR.test(escape))
    return ((parseInt(escape.slice(2, 6), 16) - 0xd800) << 10) + parseInt(escape.slice(8), 16) + 0x2400;
  const hex = /^\\(?:u\{([0-9A-Fa-f]+)\}|u([0-9A-Fa-f]{4})|x([0-9A-Fa-f]{2}))$/.exec(escape);
  if (hex) return codePoint(parseInt(hex[1] ?? hex[2] ?? hex[3], 16));
  // Under the `u` flag only syntax characters and `/`, `-` may be escaped as themselves.
  if (escape.length === 2 && /[\^$\\.*+?()[\]{}|/-]/.test(c)) return c.charCodeAt(0);
  return undefined;
}

/** The set of an escape outside a class (`\d`, `\w`, `\.`, …). */
export function atomSet(escape: string): CharSet {
  if (escape === '\\d') return DIGITS;
  if (escape === '\\w') return WORD;
  const code = escapedChar(escape);
  return code === undefined ? ANY_CHAR : [[code, code]];
}

/** The set of a character class `[…]`, as written (negated classes: every character). */
export function classSet(text: string): CharSet {
  if (text.startsWith('[^')) return ANY_CHAR;
  const body = text.slice(1, -1);
  // Each member: an escape or one code point; a range joins two single characters with `-`.
  const members = body.match(CLASS_MEMBER) ?? [];
  let set = NONE;
  for (let k = 0; k < members.length; k++) {
    const lo = single(members[k]);
    if (members[k + 1] === '-' && k + 2 < members.length && lo !== undefined) {
      const hi = single(members[k + 2]);
      if (hi === undefined) return ANY_CHAR;
      set = union(set, [[lo, hi]]);
      k += 2;
      continue;
    }
    set = union(set, lo !== undefined ? [[lo, lo]] : members[k].startsWith('\\') ? atomSet(members[k]) : ANY_CHAR);
  }
  return set;
}

/** A member of a class: an escape (a surrogate pair escape whole) or one code point. */
const CLASS_MEMBER = new RegExp(
  `\\\\(?:[pP]\\{[^}]*\\}|u\\{[0-9A-Fa-f]+\\}|${PAIR_ESCAPE}|u[0-9A-Fa-f]{4}|x[0-9A-Fa-f]{2}|c[A-Za-z]|.)|.`,
  'gsu',
);

/** A code point read from a pattern, or undefined for a lone surrogate (what it matches is not read: every character). */
export function codePoint(code: number): number | undefined {
  return code >= 0xd800 && code <= 0xdfff ? undefined : code;
}

/** The code point a class member stands for, when it is one character. */
function single(member: string): number | undefined {
  if (!member.startsWith('\\')) return codePoint(member.codePointAt(0) ?? 0);
  if (member === '\\b') return 8; // in a class, a backspace
  return escapedChar(member);
}
