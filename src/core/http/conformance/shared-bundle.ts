import { validate, type OutputUnit, type Schema } from '@cfworker/json-schema';
import type { Obj } from '../../../shared/object';
import { Bundler, type BundleOptions } from './bundle';

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
