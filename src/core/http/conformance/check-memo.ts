/**
 * What checks through a document's shared bundle (shared-bundle.ts) found, kept across lints in one process (the
 * editor's lint worker lints a large spec again after every edit, and most of its examples and schemas are as they
 * were), keyed by content only: the exact text of each definition the check can reach and of the value checked. A
 * result is reused only for the same definitions and the same value, so what was linted before never changes what a
 * lint finds; the tables are bounded in entries and characters (the least recently used go first), since specs are
 * untrusted. GitHub's 10 MB spec keeps 255 results in 0.6 M characters (the same for its YAML and its JSON).
 */

/** A map that keeps at most `maxEntries` entries and about `maxChars` characters, dropping the least recently used. */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, { value: V; chars: number }>();
  private chars = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  /** The value kept for `key` (now the most recently used), or undefined. */
  get(key: string): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  /** Keeps `value` for `key`; `chars`: what the value holds besides the key, in characters. */
  set(key: string, value: V, chars = 0): void {
    const size = key.length + chars;
    if (size > this.maxChars) return;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.chars -= key.length + old.chars;
    }
    this.entries.set(key, { value, chars });
    this.chars += size;
    for (const [k, e] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.entries.delete(k);
      this.chars -= k.length + e.chars;
    }
  }

  /** How many entries and characters are kept. */
  get size(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.chars };
  }
}

/** A text longer than this (a definition, a value) is not keyed: its check is made every time. */
const MAX_TEXT = 1 << 20;

/**
 * The exact JSON text of a value, or undefined when JSON would not say it exactly (a BigInt, NaN, ±Infinity, -0,
 * `undefined`, an object of a class, a cycle) or it is longer than `MAX_TEXT`: such a value is checked every time.
 */
export function exactText(value: unknown): string | undefined {
  if (!plainJson(value)) return undefined;
  const text = JSON.stringify(value);
  return text.length <= MAX_TEXT ? text : undefined;
}

/**
 * Whether JSON.stringify writes the value exactly: only plain objects, arrays, strings, finite numbers but -0,
 * booleans and null, at most `MAX_TEXT` of them (each takes a character at least: a cycle never ends within that).
 */
function plainJson(value: unknown): boolean {
  const stack: unknown[] = [value];
  for (let n = 0; stack.length > 0; n++) {
    if (n > MAX_TEXT) return false;
    const v = stack.pop();
    switch (typeof v) {
      case 'string':
      case 'boolean':
        continue;
      case 'number':
        if (!Number.isFinite(v) || Object.is(v, -0)) return false;
        continue;
      case 'object': {
        if (v === null) continue;
        if (Array.isArray(v)) {
          for (let i = 0; i < v.length; i++) stack.push(v[i]);
          continue;
        }
        const proto = Object.getPrototypeOf(v) as unknown;
        if (proto !== Object.prototype && proto !== null) return false;
        for (const k in v) stack.push((v as Record<string, unknown>)[k]);
        continue;
      }
      default:
        return false;
    }
  }
  return true;
}

/**
 * Definition texts seen lately, each with a number that stands for it in result keys. Numbers are never given twice:
 * a text dropped and seen again gets a new one, so a key made with the old number is never made again.
 */
const textIds = new BoundedMemo<number>(10_000, 2_000_000);
let nextId = 0;

/** The number that stands for a definition's text in result keys (see `textIds`). */
export function textId(text: string): number {
  let id = textIds.get(text);
  if (id === undefined) textIds.set(text, (id = nextId++));
  return id;
}

/** One check's result as kept: the problems found (frozen: callers share them), whether more were left out. */
export interface KeptResult {
  problems: readonly Readonly<{ pointer: string; message: string; cause?: string }>[];
  truncated: boolean;
  unchecked?: true;
}

/** How many results `keptResults` keeps at most, and their keys' and messages' characters in all. */
export const RESULT_LIMITS = { entries: 10_000, chars: 4_000_000 };

/** The results of checks, by key (validate.ts: the way of reading, `max`, the definitions reached, the value). */
export const keptResults = new BoundedMemo<KeptResult>(RESULT_LIMITS.entries, RESULT_LIMITS.chars);

/** Keeps a result under `key` (its problems frozen) and returns it. */
export function keepResult(key: string, result: KeptResult): KeptResult {
  const problems = result.problems.map((p) => Object.freeze({ ...p }));
  const chars = problems.reduce((n, p) => n + p.pointer.length + p.message.length + (p.cause?.length ?? 0), 0);
  const kept = { ...result, problems };
  keptResults.set(key, kept, chars);
  return kept;
}
