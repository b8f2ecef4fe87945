import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { validateSchema } from '../../../src/core/http/conformance';
import { fragmentTokens } from '../../../src/core/document/pointer';

/**
 * The official JSON-Schema-Test-Suite (test/fixtures/json-schema-test-suite, required tests only) through the runner's
 * response check, `validateSchema`, for the draft each OpenAPI version follows: draft 4 (2.0, 3.0) and 2020-12 (3.1,
 * 3.2). `$ref`s are followed the way the runner follows them in a spec: JSON pointers into the document (here the
 * test's schema) and the suite's remote documents by URL; anchors, `$id`-relative and `$dynamicRef` references are
 * not (OpenAPI documents reference by pointer). The cases that fail are listed in expected-failures.json, so a change
 * that breaks or fixes one shows here.
 */
const suite = path.resolve(__dirname, '../../fixtures/json-schema-test-suite');
const expectedFailures: Record<string, string[]> = JSON.parse(
  readFileSync(path.join(suite, 'expected-failures.json'), 'utf8'),
);

/** The suite's remote documents by URL (`http://localhost:1234/…`), for one draft. */
function remotes(draft: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (dir: string) => {
    for (const f of readdirSync(dir)) {
      const p = path.join(dir, f);
      if (statSync(p).isDirectory()) {
        if (!/^draft/.test(f) || f === draft) walk(p);
      } else
        out.set(
          `http://localhost:1234/${path.relative(path.join(suite, 'remotes'), p).split(path.sep).join('/')}`,
          JSON.parse(readFileSync(p, 'utf8')),
        );
    }
  };
  walk(path.join(suite, 'remotes'));
  return out;
}

/** Each object of the remote documents, with the document it belongs to (a `#…` reference in it points into that one). */
function owners(docs: Map<string, unknown>): WeakMap<object, unknown> {
  const out = new WeakMap<object, unknown>();
  for (const doc of docs.values()) {
    const stack = [doc];
    while (stack.length) {
      const n = stack.pop();
      if (n === null || typeof n !== 'object') continue;
      out.set(n, doc);
      for (const v of Object.values(n)) stack.push(v);
    }
  }
  return out;
}

/**
 * Follows a `$ref` as a JSON pointer into the document that holds it (the test's schema or a remote document) or into a
 * remote document by URL, the way the runner's model follows references between files; undefined when it cannot.
 */
function derefIn(root: unknown, docs: Map<string, unknown>, owner: WeakMap<object, unknown>): (v: unknown) => unknown {
  return (v) => {
    const ref = v !== null && typeof v === 'object' ? (v as { $ref?: unknown }).$ref : undefined;
    if (typeof ref !== 'string') return v;
    const hash = ref.indexOf('#');
    const base = hash < 0 ? ref : ref.slice(0, hash);
    const doc = base === '' ? (owner.get(v as object) ?? root) : docs.get(base);
    if (doc === undefined) return undefined;
    try {
      let n: unknown = doc;
      for (const t of fragmentTokens(hash < 0 ? '' : ref.slice(hash)))
        n = n !== null && typeof n === 'object' ? (n as Record<string, unknown>)[t] : undefined;
      return n;
    } catch {
      return undefined;
    }
  };
}

for (const [draft, versions] of [
  ['draft4', 'OpenAPI 2.0 and 3.0'],
  ['draft2020-12', 'OpenAPI 3.1 and 3.2'],
] as const) {
  describe(`JSON-Schema-Test-Suite ${draft} (${versions}) through the runner's response check`, () => {
    it('passes every case but the listed ones', () => {
      const docs = remotes(draft);
      const owner = owners(docs);
      const failures: string[] = [];
      let total = 0;
      for (const file of readdirSync(path.join(suite, 'tests', draft)).sort()) {
        const groups = JSON.parse(readFileSync(path.join(suite, 'tests', draft, file), 'utf8')) as {
          description: string;
          schema: unknown;
          tests: { description: string; data: unknown; valid: boolean }[];
        }[];
        for (const g of groups) {
          const deref = derefIn(g.schema, docs, owner);
          for (const t of g.tests) {
            total++;
            const valid = validateSchema(g.schema, t.data, { deref, max: 1 }).problems.length === 0;
            if (valid !== t.valid) failures.push(`${file}: ${g.description}: ${t.description}`);
          }
        }
      }
      const rate = (100 * (total - failures.length)) / total;
      console.log(`      ${draft}: ${total - failures.length} of ${total} cases pass (${rate.toFixed(1)}%)`);
      assert.deepEqual(failures, expectedFailures[draft]);
    });
  });
}
