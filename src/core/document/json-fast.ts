import { ARRAY, JSON_OBJECT, jsonKey, jsonStringEnd, type LocationStore } from './location-store';
import type { ParsedSource } from './source';
import { MAX_DEPTH } from './limits';
import { isObj } from '../../shared/object';
import type { ParseProblem } from './types';

/**
 * Parses JSON with positions. The values come from `JSON.parse` (native, the fastest there is); a scan of the
 * text then records every container's packed location (key and value spans) without building strings or numbers
 * again, and each container is paired with its parsed value. Duplicate keys are reported the way the YAML path
 * reports them. Returns false when the text is not valid JSON: nothing is recorded and `jsonSyntaxError` can say
 * where it breaks.
 */
export function parseJsonFast(doc: ParsedSource): boolean {
  const text = doc.text;
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let value: unknown;
  try {
    value = JSON.parse(start ? text.slice(1) : text);
  } catch {
    return false;
  }
  walkText(doc, start, value);
  doc.root = value;
  return true;
}

/** Records every container's location by walking the text alongside its parsed value, in JS. */
function walkText(doc: ParsedSource, start: number, value: unknown): void {
  let walker = new JsonWalker(doc.text, doc);
  const errorCount = doc.errors.length;
  try {
    walk(walker, start, value);
  } catch (e) {
    if (e !== REPEATED_KEY) throw e;
    doc.clearLocations();
    doc.errors.length = errorCount;
    walker = new JsonWalker(doc.text, doc);
    walker.byKey = true;
    walk(walker, start, value);
  }
}

function walk(walker: JsonWalker, start: number, value: unknown): void {
  walker.pos = start;
  walker.space();
  walker.walk(value, 0);
}

/** Thrown by a walk that finds a repeated key while it pairs children with values by position. */
const REPEATED_KEY = new Error('repeated key');

/** Sentinel: the walked text is a container the parsed value does not have (after a duplicate key). */
const DETACHED = Symbol('detached');

class JsonWalker {
  pos = 0;
  /** Look every container child up by its key (set after a repeated key was found). */
  byKey = false;
  private tooDeep = false;
  private readonly store: LocationStore;

  constructor(
    private readonly text: string,
    private readonly doc: ParsedSource,
  ) {
    this.store = doc.packedStore();
  }

  space(): void {
    const t = this.text;
    let p = this.pos;
    let c = t.charCodeAt(p);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = t.charCodeAt(++p);
    this.pos = p;
  }

  /** Walks the value at `pos` (valid JSON) whose parsed form is `value`; leaves `pos` after it. */
  walk(value: unknown, depth: number): void {
    const c = this.text.charCodeAt(this.pos);
    if (c === 123) this.object(value, depth);
    else if (c === 91) this.array(value, depth);
    else this.pos = this.scalarEnd(this.pos, c);
  }

  /** The offset after the string, number or literal at `p` (first character `c`). */
  private scalarEnd(p: number, c: number): number {
    if (c === 34) return this.stringEnd(p);
    const t = this.text;
    let d = t.charCodeAt(++p);
    while (d !== 44 && d !== 125 && d !== 93 && d !== 32 && d !== 10 && d !== 13 && d !== 9 && d === d)
      d = t.charCodeAt(++p);
    return p;
  }

  private deeper(depth: number, at: number): boolean {
    if (depth < MAX_DEPTH) return true;
    if (!this.tooDeep) {
      this.tooDeep = true;
      this.doc.errors.push({
        message: `The document is nested deeper than ${MAX_DEPTH} levels.`,
        span: { start: at, end: at + 1 },
      });
    }
    return false;
  }

  /**
   * Walks an object. Its container children are found by position: `JSON.parse` creates properties in text order
   * and `Object.values` lists them in that order, unless a key is an array index (V8 lists those first) or repeats
   * (the first position keeps the last value). Objects with a key that starts with a digit are walked `byKey`
   * (looking each child up by its key text, which costs a string per child); so is every object once one is found
   * to repeat a key.
   */
  private object(value: unknown, depth: number): void {
    const t = this.text;
    const start = this.pos;
    if (!this.deeper(depth, start)) {
      this.pos = this.skipContainer(start);
      return;
    }
    const obj = isObj(value) ? value : undefined;
    const store = this.store;
    const mark = store.mark();
    let values: unknown[] | undefined;
    let byKey = this.byKey;
    let n = 0;
    this.pos++;
    this.space();
    if (t.charCodeAt(this.pos) !== 125) {
      for (; ; n++) {
        const ks = this.pos;
        const ke = this.stringEnd(ks);
        this.pos = ke;
        this.space();
        this.pos++;
        this.space();
        const vs = this.pos;
        const c = t.charCodeAt(vs);
        // Only containers need their parsed value; scalars are skipped without a property lookup.
        if (c === 123 || c === 91) {
          let child: unknown = DETACHED;
          if (obj) {
            if (!byKey && values === undefined) {
              byKey = firstKeyIsDigit(obj);
              if (!byKey) values = Object.values(obj);
            }
            child = values ? values[n] : obj[jsonKey(t, ks, ke)];
          }
          this.walk(child, depth + 1);
        } else {
          this.pos = this.scalarEnd(vs, c);
        }
        store.jsonEntry(ks, ke, vs, this.pos);
        this.space();
        if (t.charCodeAt(this.pos++) === 125) {
          n++;
          break;
        }
        this.space();
      }
    } else {
      this.pos++;
    }
    // A key repeats, so positions and values went out of step: the document is walked again, by key.
    if (values && values.length !== n) throw REPEATED_KEY;
    if (obj) this.checkDuplicates(obj, mark, values?.length);
    const id = store.finish(mark, start, this.pos, JSON_OBJECT);
    if (obj) this.doc.setPacked(obj, id);
  }

  private array(value: unknown, depth: number): void {
    const t = this.text;
    const start = this.pos;
    if (!this.deeper(depth, start)) {
      this.pos = this.skipContainer(start);
      return;
    }
    const arr = Array.isArray(value) ? value : undefined;
    const store = this.store;
    const mark = store.mark();
    this.pos++;
    this.space();
    if (t.charCodeAt(this.pos) !== 93) {
      for (let i = 0; ; i++) {
        const vs = this.pos;
        const c = t.charCodeAt(vs);
        if (c === 123 || c === 91) this.walk(arr ? arr[i] : DETACHED, depth + 1);
        else this.pos = this.scalarEnd(vs, c);
        store.item(vs, this.pos);
        this.space();
        if (t.charCodeAt(this.pos++) === 93) break;
        this.space();
      }
    } else {
      this.pos++;
    }
    const id = store.finish(mark, start, this.pos, ARRAY);
    if (arr) this.doc.setPacked(arr, id);
  }

  /** The offset after the string that starts at `p` (the text is valid JSON). */
  private stringEnd(p: number): number {
    return jsonStringEnd(this.text, p);
  }

  /** The offset after the container at `p`, skipping strings (used past the depth limit). */
  private skipContainer(p: number): number {
    const t = this.text;
    let level = 0;
    for (;;) {
      const c = t.charCodeAt(p);
      if (c === 34) {
        p = this.stringEnd(p);
        continue;
      }
      if (c === 123 || c === 91) level++;
      else if (c === 125 || c === 93) {
        if (--level === 0) return p + 1;
      }
      p++;
    }
  }

  /**
   * Reports each key that repeats an earlier one in the same object ("Map keys must be unique", as YAML
   * does). `JSON.parse` keeps one property per distinct key, so fewer properties than entries means repeats.
   */
  private checkDuplicates(obj: Record<string, unknown>, mark: number, ownCount: number | undefined): void {
    const store = this.store;
    const n = store.pendingCount(mark);
    if (n < 2) return;
    let own = ownCount ?? 0;
    if (ownCount === undefined) for (const _ in obj) own++;
    if (own === n) return;
    const seen = new Set<string>();
    for (let i = 0; i < n; i++) {
      const ks = store.pendingKeyStart(mark, i);
      const key = jsonKey(this.text, ks, this.stringEnd(ks));
      if (seen.has(key)) this.duplicate(ks);
      else seen.add(key);
    }
  }

  private duplicate(at: number): void {
    this.doc.errors.push({ message: 'Map keys must be unique', span: { start: at, end: at + 1 } });
  }
}

/** True when the object's first property (in V8's order, where array indices come first) starts with a digit. */
function firstKeyIsDigit(obj: object): boolean {
  for (const key in obj) {
    const c = key.charCodeAt(0);
    return c >= 48 && c <= 57;
  }
  return false;
}

/**
 * Finds the first syntax error of a text that `JSON.parse` rejected, with its offset and a message in plain
 * words. Iterative, so no nesting depth can overflow the stack.
 */
export function jsonSyntaxError(text: string): ParseProblem {
  const t = text;
  const len = t.length;
  let p = t.charCodeAt(0) === 0xfeff ? 1 : 0;
  const stack: number[] = [];
  const fail = (message: string, at: number): ParseProblem => ({
    message,
    span: { start: at, end: Math.min(at + 1, len) },
  });
  const ws = () => {
    let c = t.charCodeAt(p);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = t.charCodeAt(++p);
    return c;
  };
  let c: number;
  for (;;) {
    // A value is expected at p.
    c = ws();
    if (c === 123 || c === 91) {
      if (stack.length >= MAX_DEPTH) return fail(`The document is nested deeper than ${MAX_DEPTH} levels.`, p);
      stack.push(c);
      p++;
      c = ws();
      if (c === (stack[stack.length - 1] === 123 ? 125 : 93)) {
        stack.pop();
        p++;
      } else if (stack[stack.length - 1] === 123) {
        const e = member();
        if (e) return e;
        continue;
      } else {
        continue;
      }
    } else if (c === 34) {
      const e = string();
      if (e) return e;
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?/y;
      m.lastIndex = p;
      if (!m.exec(t)) return fail('Invalid number.', p);
      p = m.lastIndex;
    } else if (t.startsWith('true', p) || t.startsWith('null', p)) {
      p += 4;
    } else if (t.startsWith('false', p)) {
      p += 5;
    } else {
      return p >= len
        ? fail('Unexpected end of the file: a JSON value is missing.', p)
        : fail('Expected a JSON value.', p);
    }
    // After a value: close containers or move to the next item.
    for (;;) {
      c = ws();
      if (stack.length === 0) {
        return p >= len ? fail(`The file is not valid JSON.`, 0) : fail('Unexpected text after the JSON value.', p);
      }
      const top = stack[stack.length - 1];
      const close = top === 123 ? 125 : 93;
      if (c === close) {
        stack.pop();
        p++;
        continue;
      }
      if (c !== 44) {
        if (p >= len) return fail('Unexpected end of the file: a bracket or brace is not closed.', p);
        return fail(
          top === 123 ? "Expected ',' or '}' after a property value." : "Expected ',' or ']' after an array item.",
          p,
        );
      }
      const comma = p++;
      c = ws();
      if (c === 125 || c === 93) return fail('A trailing comma is not allowed in JSON.', comma);
      if (top === 123) {
        const e = member();
        if (e) return e;
      }
      break;
    }
  }

  function member(): ParseProblem | undefined {
    if (t.charCodeAt(p) !== 34) return fail('Expected a property name in double quotes.', p);
    const e = string();
    if (e) return e;
    if (ws() !== 58) return fail("Expected ':' after a property name.", p);
    p++;
    return undefined;
  }

  function string(): ParseProblem | undefined {
    const open = p++;
    for (;;) {
      const d = t.charCodeAt(p);
      if (d === 34) {
        p++;
        return undefined;
      }
      if (d !== d) return fail('Unterminated string.', open);
      if (d < 32)
        return fail('A control character (such as a line break or tab) must be escaped inside a JSON string.', p);
      if (d === 92) {
        const e = t.charCodeAt(p + 1);
        if (e === 117) {
          if (!/^[0-9a-fA-F]{4}$/.test(t.slice(p + 2, p + 6))) return fail('Invalid \\u escape in a string.', p);
          p += 6;
        } else if (e === 34 || e === 92 || e === 47 || e === 98 || e === 102 || e === 110 || e === 114 || e === 116) {
          p += 2;
        } else {
          return fail('Invalid escape in a string.', p);
        }
      } else {
        p++;
      }
    }
  }
}
