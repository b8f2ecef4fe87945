/** The character classes of YAML the fast parser reads by UTF-16 code (`charCodeAt`; past the end is `NaN`). */

/** True for the characters YAML treats as "empty" after an indicator: space, tab, line break, end of text. */
export function isEmptyCode(c: number): boolean {
  return c === 32 || c === 10 || c === 9 || c === 13 || c !== c;
}

/** True for `,[]{}`. */
export function isFlowIndicator(c: number): boolean {
  return c === 44 || c === 91 || c === 93 || c === 123 || c === 125;
}

/** True for the indicators that never start a plain scalar: ``,[]{}#&*!|>'"%@` ``. */
export function isFixedIndicator(c: number): boolean {
  switch (c) {
    case 44: // ,
    case 91: // [
    case 93: // ]
    case 123: // {
    case 125: // }
    case 35: // #
    case 38: // &
    case 42: // *
    case 33: // !
    case 124: // |
    case 62: // >
    case 39: // '
    case 34: // "
    case 37: // %
    case 64: // @
    case 96: // `
      return true;
  }
  return false;
}
