import { isObj } from '../../shared/object';

/**
 * JSON that keeps integers past 2^53 exactly (int64 ids such as 9223372036854775807): read as BigInt, written as
 * their digits. JSON.parse and JSON.stringify round them (to 9223372036854775808, or `1.2e+22` past 10^21), and
 * JSON.parse's source access and JSON.rawJSON are not in Node 20. Bodies without such a number take the platform's
 * path; only one that holds a long run of digits is read by the small parser below.
 */

/** Digits in a row from which an integer may be past 2^53 (9007199254740993 has 16). */
const LONG_RUN = 16;

/** Whether a JSON text holds a run of LONG_RUN digits outside strings that is an integer (not a fraction's or exponent's). */
export function hasLongInteger(text: string): boolean {
  let inString = false;
  let run = 0;
  /** Whether the digits in a row follow a '.', an 'e' or an exponent's sign: a double's, whatever their number. */
  let afterPoint = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c >= 48 && c <= 57) {
      run++;
      continue;
    }
    // '.', 'e', 'E' after the run: a fraction or an exponent, which JSON.parse reads as a double anyway.
    if (run >= LONG_RUN && !afterPoint && c !== 46 && c !== 101 && c !== 69) return true;
    afterPoint = c === 46 || c === 101 || c === 69 || ((c === 43 || c === 45) && afterPoint && run === 0);
    run = 0;
    if (c === 34) inString = true;
  }
  return run >= LONG_RUN && !afterPoint;
}

/** Parses JSON as JSON.parse does (throwing SyntaxError the same), but an integer past 2^53 is a BigInt. */
export function parseExactJson(text: string): unknown {
  if (!hasLongInteger(text)) return JSON.parse(text) as unknown;
  const p = new ExactParser(text);
  const value = p.value();
  p.end();
  return value;
}

class ExactParser {
  private i = 0;
  constructor(private readonly text: string) {}

  private space(): void {
    for (let c = this.text.charCodeAt(this.i); c === 32 || c === 9 || c === 10 || c === 13;)
      c = this.text.charCodeAt(++this.i);
  }

  private fail(): never {
    throw new SyntaxError(`Unexpected token in JSON at position ${this.i}`);
  }

  end(): void {
    this.space();
    if (this.i !== this.text.length) this.fail();
  }

  value(): unknown {
    this.space();
    const c = this.text[this.i];
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return this.string();
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const)
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return v;
      }
    return this.number();
  }

  private object(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.i++;
    this.space();
    if (this.text[this.i] === '}') {
      this.i++;
      return out;
    }
    for (;;) {
      this.space();
      if (this.text[this.i] !== '"') this.fail();
      const key = this.string();
      this.space();
      if (this.text[this.i++] !== ':') this.fail();
      // An own property even for `__proto__`, as JSON.parse makes it.
      Object.defineProperty(out, key, { value: this.value(), enumerable: true, writable: true, configurable: true });
      this.space();
      const next = this.text[this.i++];
      if (next === '}') return out;
      if (next !== ',') this.fail();
    }
  }

  private array(): unknown[] {
    const out: unknown[] = [];
    this.i++;
    this.space();
    if (this.text[this.i] === ']') {
      this.i++;
      return out;
    }
    for (;;) {
      out.push(this.value());
      this.space();
      const next = this.text[this.i++];
      if (next === ']') return out;
      if (next !== ',') this.fail();
    }
  }

  private string(): string {
    const start = this.i;
    for (this.i++; this.i < this.text.length; this.i++) {
      const c = this.text.charCodeAt(this.i);
      if (c === 92) this.i++;
      else if (c === 34) return JSON.parse(this.text.slice(start, ++this.i)) as string;
    }
    return this.fail();
  }

  private number(): number | bigint {
    const start = this.i;
    for (
      let c = this.text.charCodeAt(this.i);
      (c >= 48 && c <= 57) || c === 45 || c === 43 || c === 46 || c === 101 || c === 69;
    )
      c = this.text.charCodeAt(++this.i);
    const token = this.text.slice(start, this.i);
    if (token === '') this.fail();
    const n = JSON.parse(token) as number; // checks the number's syntax
    let integer = token.length > 0;
    for (let k = token[0] === '-' ? 1 : 0; k < token.length && integer; k++)
      integer = token[k] >= '0' && token[k] <= '9';
    return integer && !Number.isSafeInteger(n) ? BigInt(token) : n;
  }
}

/** JSON text of a value; a BigInt is written as its digits (JSON.stringify throws on one). */
export function stringifyExact(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch (e) {
    if (!(e instanceof TypeError) || !holdsBigInt(value)) throw e;
    return exact(value);
  }
}

/** Whether a value holds a BigInt anywhere (iteratively: any depth). */
export function holdsBigInt(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'bigint') return true;
    if (Array.isArray(v)) for (const x of v) stack.push(x);
    else if (isObj(v)) for (const k in v) stack.push(v[k]);
  }
  return false;
}

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);
/** The doubles next past ±2^63: what an integer outside int64 is checked as, since ±2^63 are int64's bounds as doubles. */
const PAST_INT64 = 2 ** 63 + 2048;

/**
 * A copy of a value with every BigInt as the nearest number (what a validator of JSON numbers can read); one outside
 * int64 as a number outside ±2^63, so that `format: int64` still refuses it after the rounding.
 */
export function withBigIntsAsNumbers(value: unknown): unknown {
  if (typeof value === 'bigint')
    return value > INT64_MAX
      ? Math.max(Number(value), PAST_INT64)
      : value < INT64_MIN
        ? Math.min(Number(value), -PAST_INT64)
        : Number(value);
  if (Array.isArray(value)) return value.map(withBigIntsAsNumbers);
  if (!isObj(value)) return value;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value))
    Object.defineProperty(out, k, {
      value: withBigIntsAsNumbers(value[k]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

function exact(v: unknown): string | undefined {
  if (typeof v === 'bigint') return v.toString();
  if (isObj(v) && typeof (v as { toJSON?: unknown }).toJSON === 'function') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map((x) => exact(x) ?? 'null').join(',')}]`;
  if (isObj(v)) {
    const parts: string[] = [];
    for (const k of Object.keys(v)) {
      const text = exact(v[k]);
      if (text !== undefined) parts.push(`${JSON.stringify(k)}:${text}`);
    }
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(v);
}
