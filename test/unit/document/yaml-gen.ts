import { mutate } from './mutate';

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same document on every machine. */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  /** A float in [0, 1). */
  next(): number {
    let t = (this.s = (this.s + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Plain scalar texts, many of them at the edges of the core schema and of the plain-scalar rules. */
const PLAIN = [
  'a',
  'word',
  'two words',
  'a:b',
  'a#b',
  'http://x.y/z?q=1#f',
  'x-y',
  '-x',
  '?x',
  ':x',
  '1',
  '-1',
  '+1',
  '0',
  '007',
  '0o17',
  '0x1F',
  '1.5',
  '-.5',
  '1e3',
  '1_000',
  '.inf',
  '-.Inf',
  '.nan',
  '.NaN',
  'null',
  'Null',
  '~',
  'true',
  'False',
  'yes',
  'no',
  'on',
  '2001-12-14',
  '12:30',
  'é',
  '日本',
  'a\tb',
  "it's",
  'a "q" b',
  '@x',
  '`x',
  '%x',
  '!x',
  '&x',
  '*x',
  'x]',
  'x}',
  'x,',
  'a  b',
  '<<',
  '=',
  '---x',
  '...x',
];
/** Mapping keys: plain, quoted, numbers, booleans, the merge key. */
const KEYS = [
  'a',
  'b',
  'key',
  'type',
  'description',
  '200',
  'true',
  'null',
  '~',
  '"q"',
  "'s'",
  '"a b"',
  '"<<"',
  'x y',
  '/p/{id}',
  '$ref',
  'é',
  '-k',
  '?k',
  '1.0',
  '"2"',
];
/** Escapes and pieces for double-quoted scalars. */
const DQ = ['a', ' ', '\\n', '\\t', '\\"', '\\\\', '\\u00e9', '\\x41', '\\/', '\\ ', '\\e', '#', ': ', "'", '\t', 'é'];
/** Trailing comments and spaces after a value. */
const TRAIL = ['', '', '', ' # c', '  #c', ' ', '\t', '#c', ' \t# c'];

/**
 * Generates YAML texts in the shapes real and broken OpenAPI files take (block and flow collections, compact
 * nesting, every scalar style with chomping and indentation indicators, anchors, aliases and merge keys, empty
 * values, comments, blank lines, tabs, stray indicators), then sometimes breaks them with a few small edits.
 * Unlike YAML written by `yaml.stringify`, this reaches the corners where a fast parser and the reference differ.
 */
export class YamlGen {
  private readonly rng: Rng;
  private anchors: string[] = [];
  private depth = 0;

  constructor(private readonly seed: number) {
    this.rng = new Rng(seed);
  }

  /** The document for this generator's seed. */
  document(): string {
    const r = this.rng;
    const head = r.chance(0.1) ? '---\n' : r.chance(0.03) ? '--- # c\n' : '';
    const body = r.chance(0.7)
      ? this.blockMap(0)
      : r.chance(0.6)
        ? this.blockSeq(0)
        : r.chance(0.5)
          ? this.flow() + '\n'
          : this.scalarLine(-1) + '\n';
    const tail = r.chance(0.05) ? '...\n' : r.chance(0.05) ? '\n\n# end\n' : '';
    let text = (r.chance(0.05) ? '# head\n' : '') + head + body + tail;
    if (r.chance(0.04)) text = text.replace(/\n/g, '\r\n');
    if (r.chance(0.03)) text = text.replace(/\n$/, '');
    const edits = r.chance(0.35) ? 1 + r.int(3) : 0;
    for (let i = 0; i < edits; i++) text = mutate(text, this.seed * 7 + i);
    return text;
  }

  private pad(n: number): string {
    return ' '.repeat(Math.max(0, n));
  }

  private anchor(): string {
    if (!this.rng.chance(0.12)) return '';
    const name = this.rng.pick(['a', 'b', 'base', 'x1', 'n']);
    this.anchors.push(name);
    return `&${name} `;
  }

  private blockMap(indent: number): string {
    const r = this.rng;
    this.depth++;
    const n = 1 + r.int(this.depth > 3 ? 2 : 4);
    let out = '';
    for (let i = 0; i < n; i++) {
      if (r.chance(0.06)) out += r.chance(0.5) ? '\n' : `${this.pad(r.int(indent + 3))}# note\n`;
      let key = r.pick(KEYS);
      if (this.anchors.length > 0 && r.chance(0.08)) key = '<<';
      if (r.chance(0.04)) key = `&k ${key}`;
      if (r.chance(0.02) && this.anchors.length > 0) key = `*${r.pick(this.anchors)} `;
      const sep = r.chance(0.04) ? ':\t' : r.chance(0.03) ? ' :' : ':';
      out += `${this.pad(indent)}${key}${sep}${key === '<<' ? this.mergeValue() : this.value(indent, false)}`;
    }
    this.depth--;
    return out;
  }

  private mergeValue(): string {
    const r = this.rng;
    const a = () => `*${r.pick(this.anchors)}`;
    return r.chance(0.7) ? ` ${a()}\n` : r.chance(0.5) ? ` [${a()}, ${a()}]\n` : ` {m: 1}\n`;
  }

  private blockSeq(indent: number): string {
    const r = this.rng;
    this.depth++;
    const n = 1 + r.int(this.depth > 3 ? 2 : 4);
    let out = '';
    for (let i = 0; i < n; i++) {
      if (r.chance(0.05)) out += '\n';
      out += `${this.pad(indent)}-${this.value(indent, true)}`;
    }
    this.depth--;
    return out;
  }

  /** What follows a mapping's `:` or a sequence's `-`, with its line break(s). */
  private value(indent: number, inSeq: boolean): string {
    const r = this.rng;
    const sp = r.chance(0.05) ? '\t' : r.chance(0.1) ? '  ' : ' ';
    const roll = r.next();
    const deep = this.depth > 4;
    if (roll < 0.08) return `${r.pick(['', ' ', ' # empty', '\t'])}\n`;
    if (roll < 0.4 || deep) return `${sp}${this.anchor()}${this.scalarLine(indent)}${r.pick(TRAIL)}\n`;
    if (roll < 0.5) return `${sp}${this.anchor()}${this.flow()}${r.pick(TRAIL)}\n`;
    if (roll < 0.58) return `${sp}${this.anchor()}${this.blockScalar(indent)}`;
    if (roll < 0.63 && this.anchors.length > 0)
      return `${sp}${r.chance(0.05) ? '&c ' : ''}*${r.pick(this.anchors)}${r.pick(TRAIL)}\n`;
    if (inSeq && roll < 0.72) {
      // A compact mapping or sequence on the dash's line.
      const col = indent + 1 + sp.length;
      const inner = r.chance(0.6) ? this.blockMap(col) : this.blockSeq(col);
      return sp + this.anchor() + inner.slice(col);
    }
    const a = this.anchor().trimEnd();
    const head = a ? `${sp}${a}${r.pick(TRAIL)}\n` : `${r.pick(TRAIL)}\n`;
    const step = r.pick([2, 2, 2, 4, 1, 3]);
    const child = r.chance(0.55)
      ? this.blockMap(indent + step)
      : this.blockSeq(!inSeq && r.chance(0.4) ? indent : indent + step);
    return head + child;
  }

  /** A one-line or multi-line plain or quoted scalar (continuation lines indented past `indent`). */
  private scalarLine(indent: number): string {
    const r = this.rng;
    const roll = r.next();
    const more = this.pad(indent + 1 + r.int(3));
    if (roll < 0.5) {
      let s = r.pick(PLAIN);
      if (r.chance(0.12)) s += `\n${r.chance(0.3) ? '\n' : ''}${more}${r.pick(PLAIN)}`;
      return s;
    }
    if (roll < 0.8) {
      let s = '"';
      for (let i = r.int(5); i > 0; i--) s += r.pick(DQ);
      if (r.chance(0.15)) s += `${r.pick(['', '\\', ' '])}\n${r.chance(0.3) ? '\n' : ''}${more}${r.pick(DQ)}`;
      return s + '"';
    }
    let s = "'";
    for (let i = r.int(4); i > 0; i--) s += r.pick(['a', "''", ' ', '"', '\\', '#', ': ', 'é']);
    if (r.chance(0.15)) s += `\n${more}b`;
    return s + "'";
  }

  /** A flow collection on one or a few lines. */
  private flow(level = 0): string {
    const r = this.rng;
    const isMap = r.chance(0.45);
    const n = r.int(level > 2 ? 2 : 4);
    const items: string[] = [];
    for (let i = 0; i < n; i++) {
      const v = () => {
        const roll = r.next();
        if (roll < 0.15 && level < 3) return this.flow(level + 1);
        if (roll < 0.2 && this.anchors.length > 0) return `*${r.pick(this.anchors)}`;
        if (roll < 0.28) return r.pick(['-', '?', ':', '- x', '? x', '', '!t x', '&f y']);
        if (roll < 0.5) return `"${r.pick(DQ)}"`;
        return r.pick(PLAIN.filter((p) => !/[\n]/.test(p)));
      };
      if (isMap) items.push(r.chance(0.08) ? v() : `${r.pick(KEYS)}:${r.pick([' ', ' ', '', '\n  '])}${v()}`);
      else items.push(r.chance(0.06) ? `${r.pick(KEYS)}: ${v()}` : v());
    }
    const sep = r.chance(0.1) ? ',\n  ' : r.pick([', ', ',', ' ,']);
    const trailing = r.chance(0.1) ? ',' : '';
    return (isMap ? '{' : '[') + items.join(sep) + trailing + (isMap ? '}' : ']');
  }

  /** A block scalar header and its lines. */
  private blockScalar(indent: number): string {
    const r = this.rng;
    const style = r.pick(['|', '>']);
    const chomp = r.pick(['', '', '-', '+']);
    const explicit = r.chance(0.1) ? String(1 + r.int(3)) : '';
    const header = style + (r.chance(0.5) ? chomp + explicit : explicit + chomp) + r.pick(['', '', ' # c', ' ']);
    const base = indent + 1 + (explicit ? Number(explicit) - 1 : r.int(3));
    let out = header + '\n';
    const lines = r.int(4);
    for (let i = 0; i < lines; i++) {
      const roll = r.next();
      if (roll < 0.15) out += '\n';
      else if (roll < 0.25) out += this.pad(base + 2) + 'more\n';
      else if (roll < 0.3) out += this.pad(base) + '\ttab\n';
      else if (roll < 0.35) out += this.pad(base + r.int(3)) + '\n';
      else out += this.pad(base) + r.pick(['text', 'a b', '# not a comment', 'x: y', '- z', 'é']) + '\n';
    }
    if (r.chance(0.2)) out += '\n';
    return out;
  }
}
