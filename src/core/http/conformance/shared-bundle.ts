import { validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import type { Obj } from '../../../shared/object';
import { Bundler, type BundleOptions } from './bundle';
import { exactText, textId } from './check-memo';

/** A bundle's references to its definitions, found in a definition's text (a superset: data that reads the same too). */
const DEF_REF = /#\/\$defs\/(r\d+)/g;

/**
 * One document's schemas bundled once for the validator, shared by every value checked against them: a spec's
 * examples (or a mock's bodies) reach the same few hundred schemas again and again, and bundling them, and walking
 * the bundle for the validator, once per value took most of a large spec's check.
 */
export class SharedBundle {
  private readonly bundler: Bundler;
  private readonly lookup: Record<string, Schema | boolean> = Object.create(null) as Record<string, Schema | boolean>;
  /** The bundle as the messages read it: every schema under `$defs`. */
  readonly root: { $defs: Obj };
  /** Each definition's text number (check-memo.ts) and the definitions its text names; null when it has no exact text. */
  private readonly texts = new Map<string, { id: number; refs: string[] } | null>();
  private readonly closures = new Map<string, string | undefined>();

  constructor(options: BundleOptions) {
    this.bundler = new Bundler(options);
    this.root = { $defs: this.bundler.defs };
  }

  /** The name under `$defs` of a schema object, bundled (with what it references) on first sight. */
  add(schema: Obj): string {
    const name = this.bundler.named(schema);
    this.bundler.breakLoops([name]);
    // Every reference of the bundle is `#/$defs/<name>`, which the validator looks up as written: no walk of the
    // bundle to register its parts (the validator's own `dereference` took as long as the bundling).
    for (const fresh of this.bundler.takeFresh()) this.lookup[`#/$defs/${fresh}`] = this.bundler.defs[fresh] as Schema;
    return name;
  }

  /**
   * What a check against definition `name` reads, as a key: each definition it can reach (by its references, and by
   * any text in it that reads like one) with the number of its exact text; undefined when one has no exact text.
   * Definitions do not change once `add` has returned them, so the key is worked out once per bundle.
   */
  closureKey(name: string): string | undefined {
    if (this.closures.has(name)) return this.closures.get(name);
    const parts: string[] = [];
    const seen = new Set<string>([name]);
    const queue = [name];
    let key: string | undefined;
    for (let i = 0; i < queue.length; i++) {
      const t = this.textOf(queue[i]);
      if (!t) break;
      parts.push(`${queue[i]}:${t.id}`);
      for (const r of t.refs) {
        if (seen.has(r)) continue;
        seen.add(r);
        queue.push(r);
      }
      if (i === queue.length - 1) key = parts.join(',');
    }
    this.closures.set(name, key);
    return key;
  }

  private textOf(name: string): { id: number; refs: string[] } | null {
    let t = this.texts.get(name);
    if (t !== undefined) return t;
    const def = this.bundler.defs[name];
    // Text that only reads like a reference may name no definition yet (one may come later: not kept).
    if (def === undefined) return { id: -1, refs: [] };
    const text = exactText(def);
    t = text === undefined ? null : { id: textId(text), refs: [...text.matchAll(DEF_REF)].map((m) => m[1]) };
    this.texts.set(name, t);
    return t;
  }

  /** The schema to count a check's cost on (cost.ts): a reference to the definition, beside the definitions. */
  costRoot(name: string): Obj {
    return { $ref: `#/$defs/${name}`, $defs: this.bundler.defs };
  }

  /** Validates a value against a definition, every problem reported, locations from the bundle's root. */
  validate(name: string, value: unknown): { valid: boolean; errors: OutputUnit[] } {
    const schema = this.bundler.defs[name] as Schema | boolean;
    return validate(value, schema, '2020-12', this.lookup, false, null, '#', `#/$defs/${name}`);
  }
}

/**
 * The shared bundles of one document, one per way of reading its schemas (direction, guards): made once per document
 * (a lint), and passed to every `validateSchema` of that document with the same document's `deref`.
 */
export class DocumentBundles {
  private readonly byKey = new Map<string, SharedBundle>();

  /** The bundle for one way of reading, made on first use. */
  get(key: string, options: BundleOptions): SharedBundle {
    let b = this.byKey.get(key);
    if (!b) this.byKey.set(key, (b = new SharedBundle(options)));
    return b;
  }
}
