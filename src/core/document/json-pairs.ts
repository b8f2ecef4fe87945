import { fragmentTokens, unescapeToken } from './pointer';
import { ARRAY, jsonKey, LocationStore } from './location-store';
import type { DeferredPairs, ParsedSource } from './source';
import { FLAG_DIGIT_KEY, type ScannedJson } from './json-scan';

/** How many `$ref`s a search by pointer follows before it gives up (a cycle, or a chain nobody writes). */
const MAX_REF_JUMPS = 32;

/**
 * Which parsed value each container the WebAssembly scan recorded belongs to, worked out when someone asks.
 * Pairing all 90 570 containers of GitHub's spec costs ~35 ms, and linting it places findings on 2 278 of them: a
 * finding's node is found by following the finding's pointer from the root (through local `$ref`s, the way the
 * model reached it), which needs the containers on that path only. Anything else (`locate` of a node without a
 * pointer, `owns`, a pointer that does not lead to the node) pairs them all, once.
 */
export class ScannedPairs implements DeferredPairs {
  private readonly store: LocationStore;
  /** The containers met on the way so far, with their ids (the document's map only gets those asked for). */
  private readonly ids = new Map<object, number>();
  /** What each local `$ref` string leads to (many holders share one). */
  private readonly refs = new Map<string, object | null>();

  private constructor(
    private readonly doc: ParsedSource,
    private readonly root: object,
    private readonly scan: ScannedJson,
    /** Walks the text in JS instead, should the scan and the parsed values ever disagree. */
    private readonly walkText: () => void,
  ) {
    this.store = LocationStore.scanned(scan.table, scan.count, scan.offsets, scan.flags);
    this.ids.set(root, 0);
  }

  /**
   * Gives `doc` the scan's locations, paired with `root` on demand. False when the scan cannot stand for the text:
   * two keys of an object it could not compare are the same once decoded (the JS walk reports them).
   */
  static adopt(doc: ParsedSource, root: unknown, scan: ScannedJson, walkText: () => void): boolean {
    if (scan.count === 0 || root === null || typeof root !== 'object') return scan.count === 0;
    const pairs = new ScannedPairs(doc, root, scan, walkText);
    for (const id of scan.objectsToCheck) if (pairs.store.hasRepeatedKey(id, doc.text)) return false;
    doc.adoptStore(pairs.store);
    if (scan.lineStarts) doc.setLineStarts(scan.lineStarts);
    doc.deferPairing(pairs);
    return true;
  }

  find(node: object, pointer: string): number {
    // Met on the way to an earlier node (a finding's operation, on the way to its responses, say).
    const known = this.ids.get(node);
    if (known !== undefined) return known;
    if (pointer !== '' && pointer.charCodeAt(0) !== 47) return -1;
    const tokens = pointer === '' ? [] : pointer.slice(1).split('/');
    let value: object = this.root;
    let jumps = 0;
    for (let i = 0; ; ) {
      const next = i < tokens.length ? this.child(value, unescapeToken(tokens[i])) : undefined;
      if (next !== undefined) {
        value = next;
        i++;
      } else {
        // The pointer goes on (or ends) past a `$ref`: the model followed it, so does the search.
        const target = jumps++ < MAX_REF_JUMPS ? this.refTarget(value) : undefined;
        if (target === undefined) return -1;
        value = target;
      }
      if (value === node) return this.ids.get(value)!;
    }
  }

  pairAll(): void {
    if (!this.pair(this.root, 0)) {
      this.doc.clearLocations();
      this.walkText();
    }
  }

  /** The child container at `token` of a container met before, recorded with its id; undefined when there is none. */
  private child(parent: object, token: string): object | undefined {
    let value: unknown;
    if (Array.isArray(parent)) {
      if (!/^(?:0|[1-9]\d*)$/.test(token)) return undefined;
      value = parent[Number(token)];
    } else {
      if (!Object.prototype.hasOwnProperty.call(parent, token)) return undefined;
      value = (parent as Record<string, unknown>)[token];
    }
    if (value === null || typeof value !== 'object') return undefined;
    if (this.ids.has(value)) return value;
    const id = this.store.childId(this.ids.get(parent)!, token, this.doc.text);
    if (id < 0 || (this.scan.table[5 * id + 4] === ARRAY) !== Array.isArray(value)) return undefined;
    this.ids.set(value, id);
    return value;
  }

  /** The container a local `$ref` in `holder` points at; undefined for anything else. */
  private refTarget(holder: object): object | undefined {
    const ref = (holder as { $ref?: unknown }).$ref;
    if (Array.isArray(holder) || typeof ref !== 'string' || ref.charCodeAt(0) !== 35) return undefined;
    let target = this.refs.get(ref);
    if (target === undefined) {
      target = null;
      try {
        let value: object | undefined = this.root;
        for (const token of fragmentTokens(ref)) {
          value = this.child(value, token);
          if (value === undefined) break;
        }
        target = value ?? null;
      } catch {
        // not a JSON pointer
      }
      this.refs.set(ref, target);
    }
    return target ?? undefined;
  }

  /**
   * Pairs container `id` and everything under it. Its child containers follow it in the scan's order, each after
   * the subtree of the one before (`next`). Object children are found by position (`Object.values` lists values in
   * text order) unless a key starts with a digit, which V8 may list first: those objects are read by key. False
   * when a value is not the kind of container the text has there (never seen; the JS walk then starts over).
   */
  private pair(value: unknown, id: number): boolean {
    const { table, offsets, next, flags } = this.scan;
    const text = this.doc.text;
    const r = 5 * id;
    const n = table[r + 3];
    const first = table[r + 2];
    const isArray = table[r + 4] === ARRAY;
    if (value === null || typeof value !== 'object' || Array.isArray(value) !== isArray) return false;
    this.doc.setPacked(value, id);
    let child = id + 1;
    if (isArray) {
      const items = value as unknown[];
      if (items.length !== n) return false;
      for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(offsets[first + 2 * i]);
        if (c !== 123 && c !== 91) continue;
        if (!this.pair(items[i], child)) return false;
        child = next[child];
      }
      return true;
    }
    const obj = value as Record<string, unknown>;
    const byKey = (flags[id] & FLAG_DIGIT_KEY) !== 0;
    let values: unknown[] | undefined;
    for (let i = 0; i < n; i++) {
      const o = first + 4 * i;
      const c = text.charCodeAt(offsets[o + 2]);
      if (c !== 123 && c !== 91) continue;
      let v: unknown;
      if (byKey) {
        v = obj[jsonKey(text, offsets[o], offsets[o + 1])];
      } else {
        if (values === undefined) {
          values = Object.values(obj);
          if (values.length !== n) return false;
        }
        v = values[i];
      }
      if (!this.pair(v, child)) return false;
      child = next[child];
    }
    return true;
  }
}
