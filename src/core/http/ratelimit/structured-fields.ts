/** RFC 8941 / RFC 9651 structured field values: lists, dictionaries, items and their parameters. */

/** A token (`foo`, `*bar`), kept apart from a string so that `"a"` and `a` can be told apart. */
export class SfToken {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** A bare item: integer or decimal, string, token, byte sequence, boolean, date (RFC 9651, as epoch seconds in `SfDate`). */
export type BareItem = number | string | SfToken | Uint8Array | boolean | SfDate;

/** An RFC 9651 date (`@1659578233`), seconds since the epoch. */
export class SfDate {
  constructor(readonly seconds: number) {}
}

/** Parameters of an item or inner list, in order; a key given twice keeps its last value (RFC 8941 §4.2.3.2). */
export type Parameters = Map<string, BareItem>;

/** An item with its parameters. */
export interface Item {
  value: BareItem;
  params: Parameters;
}

/** An inner list `(a b);p=1` with its parameters. */
export interface InnerList {
  items: Item[];
  params: Parameters;
}

/** A list or dictionary member: an item or an inner list. */
export type Member = Item | InnerList;

/** Whether a member is an inner list. */
export function isInnerList(m: Member): m is InnerList {
  return 'items' in m;
}

/** Raised on a field that is not a valid structured field; callers then ignore the field as RFC 8941 says. */
export class SfParseError extends Error {}

/** Parses a List field (`a;x=1, "b";y=2`); repeated field lines should be joined with `, ` first. */
export function parseList(input: string): Member[] {
  return parseField(input, (p) => p.list());
}

/** Parses a Dictionary field (`limit=10, remaining=1;q=1, flag`); a key given twice keeps its last value. */
export function parseDictionary(input: string): Map<string, Member> {
  return parseField(input, (p) => p.dictionary());
}

/** Parses an Item field (`5;w=60`). */
export function parseItem(input: string): Item {
  return parseField(input, (p) => p.item());
}

/** Reads a whole field with `read`: spaces around it allowed, nothing else after it. */
function parseField<T>(input: string, read: (p: Parser) => T): T {
  const p = new Parser(input);
  p.skipSp();
  const out = read(p);
  p.skipSp();
  p.end();
  return out;
}

/** A parameter's numeric value, when it is a number. */
export function numberParam(params: Parameters, key: string): number | undefined {
  const v = params.get(key);
  return typeof v === 'number' ? v : undefined;
}

/** A bare item as text, when it is a string or a token. */
export function textOf(v: BareItem | undefined): string | undefined {
  if (typeof v === 'string') return v;
  if (v instanceof SfToken) return v.value;
  return undefined;
}

const KEY_START = /[a-z*]/;
const KEY_CHAR = /[a-z0-9_\-.*]/;
const TOKEN_START = /[A-Za-z*]/;
const TOKEN_CHAR = /[!#$%&'*+\-.^_`|~0-9A-Za-z:/]/;

class Parser {
  private i = 0;
  constructor(private readonly s: string) {}

  private fail(what: string): never {
    throw new SfParseError(`${what} at character ${this.i + 1} of "${this.s}"`);
  }

  skipSp(): void {
    while (this.s[this.i] === ' ') this.i++;
  }

  private skipOws(): void {
    while (this.s[this.i] === ' ' || this.s[this.i] === '\t') this.i++;
  }

  end(): void {
    if (this.i < this.s.length) this.fail('Unexpected text');
  }

  list(): Member[] {
    const out: Member[] = [];
    this.commaSeparated(() => out.push(this.member()));
    return out;
  }

  dictionary(): Map<string, Member> {
    const out = new Map<string, Member>();
    this.commaSeparated(() => {
      const key = this.key();
      if (this.s[this.i] !== '=') return void out.set(key, { value: true, params: this.parameters() });
      this.i++;
      out.set(key, this.member());
    });
    return out;
  }

  /** Reads entries separated by commas and optional white space to the end (no trailing comma), `entry` one each. */
  private commaSeparated(entry: () => void): void {
    while (this.i < this.s.length) {
      entry();
      this.skipOws();
      if (this.i >= this.s.length) return;
      if (this.s[this.i] !== ',') this.fail('Expected a comma');
      this.i++;
      this.skipOws();
      if (this.i >= this.s.length) this.fail('Trailing comma');
    }
  }

  private member(): Member {
    return this.s[this.i] === '(' ? this.innerList() : this.item();
  }

  private innerList(): InnerList {
    this.i++;
    const items: Item[] = [];
    for (;;) {
      this.skipSp();
      if (this.s[this.i] === ')') {
        this.i++;
        return { items, params: this.parameters() };
      }
      if (this.i >= this.s.length) this.fail('Unterminated inner list');
      items.push(this.item());
      const c = this.s[this.i];
      if (c !== ' ' && c !== ')') this.fail('Expected a space or ")"');
    }
  }

  item(): Item {
    const value = this.bareItem();
    return { value, params: this.parameters() };
  }

  private parameters(): Parameters {
    const out: Parameters = new Map();
    while (this.s[this.i] === ';') {
      this.i++;
      this.skipSp();
      const key = this.key();
      let value: BareItem = true;
      if (this.s[this.i] === '=') {
        this.i++;
        value = this.bareItem();
      }
      out.set(key, value);
    }
    return out;
  }

  private key(): string {
    const start = this.i;
    if (!KEY_START.test(this.s[this.i] ?? '')) this.fail('Expected a key');
    while (this.i < this.s.length && KEY_CHAR.test(this.s[this.i])) this.i++;
    return this.s.slice(start, this.i);
  }

  private bareItem(): BareItem {
    const c = this.s[this.i] ?? '';
    if (c === '-' || (c >= '0' && c <= '9')) return this.number();
    if (c === '"') return this.string();
    if (c === ':') return this.bytes();
    if (c === '?') return this.boolean();
    if (c === '@') {
      this.i++;
      const n = this.number();
      if (!Number.isInteger(n)) this.fail('A date must be an integer');
      return new SfDate(n);
    }
    if (c === '%') return this.displayString();
    if (TOKEN_START.test(c)) return this.token();
    return this.fail('Expected an item');
  }

  private number(): number {
    const m = /^-?(\d+)(\.(\d*))?/.exec(this.s.slice(this.i, this.i + 20));
    if (!m) this.fail('Expected a number');
    if (m[2] === undefined) {
      if (m[1].length > 15) this.fail('Integer too long');
    } else if (m[1].length > 12 || m[3].length < 1 || m[3].length > 3) this.fail('Malformed decimal');
    this.i += m[0].length;
    return Number(m[0]);
  }

  private string(): string {
    this.i++;
    let out = '';
    while (this.i < this.s.length) {
      const c = this.s[this.i++];
      if (c === '\\') {
        const next = this.s[this.i++];
        if (next !== '"' && next !== '\\') this.fail('Invalid escape in a string');
        out += next;
      } else if (c === '"') return out;
      else {
        const code = c.charCodeAt(0);
        if (code < 0x20 || code > 0x7e) this.fail('Invalid character in a string');
        out += c;
      }
    }
    return this.fail('Unterminated string');
  }

  private displayString(): string {
    this.i++;
    if (this.s[this.i] !== '"') this.fail('Expected a display string');
    this.i++;
    const bytes: number[] = [];
    while (this.i < this.s.length) {
      const c = this.s[this.i++];
      if (c === '"') return new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes));
      if (c === '%') {
        const hex = this.s.slice(this.i, this.i + 2);
        if (!/^[0-9a-f]{2}$/.test(hex)) this.fail('Invalid percent escape');
        bytes.push(parseInt(hex, 16));
        this.i += 2;
      } else bytes.push(c.charCodeAt(0));
    }
    return this.fail('Unterminated display string');
  }

  private token(): SfToken {
    const start = this.i;
    this.i++;
    while (this.i < this.s.length && TOKEN_CHAR.test(this.s[this.i])) this.i++;
    return new SfToken(this.s.slice(start, this.i));
  }

  private bytes(): Uint8Array {
    this.i++;
    const end = this.s.indexOf(':', this.i);
    if (end < 0) this.fail('Unterminated byte sequence');
    const b64 = this.s.slice(this.i, end);
    if (!/^[A-Za-z0-9+/=]*$/.test(b64)) this.fail('Invalid base64');
    this.i = end + 1;
    let bin: string;
    try {
      bin = atob(b64);
    } catch {
      return this.fail('Invalid base64');
    }
    return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  }

  private boolean(): boolean {
    this.i++;
    const c = this.s[this.i++];
    if (c === '1') return true;
    if (c === '0') return false;
    return this.fail('Expected ?0 or ?1');
  }
}
