const INSERTS = [
  ' ',
  '\n',
  ':',
  '-',
  '#',
  '"',
  "'",
  '[',
  ']',
  '{',
  '}',
  ',',
  '&a ',
  '*a',
  '|',
  '>',
  '\t',
  'x',
  '  ',
  '\n  ',
  '? ',
  '!',
  '%',
];

/** A deterministic small edit of a text (delete, insert or replace one piece) picked by `seed`. */
export function mutate(text: string, seed: number): string {
  let s = (seed * 2654435761 + 12345) >>> 0;
  const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0);
  const at = next() % Math.max(1, text.length);
  const piece = INSERTS[next() % INSERTS.length];
  switch (next() % 3) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + piece + text.slice(at);
    default:
      return text.slice(0, at) + piece + text.slice(at + 1);
  }
}
