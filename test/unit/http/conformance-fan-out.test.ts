import * as assert from 'node:assert/strict';
import { validateSchema } from '../../../src/core/http/conformance';
import { parseSource } from '../../../src/core/document/parse';
import { MockApi } from '../../../src/core/mock/mock-api';
import { buildModel } from '../../../src/core/openapi/build';

/** A spec whose schemas `L1`…`L{n-1}` are each made by `level` from a `$ref` to the one before. */
function fanOut(n: number, level: (ref: string) => string): string {
  const ref = (i: number) => `{$ref: "#/components/schemas/L${i}"}`;
  const body = `{content: {application/json: {schema: ${ref(n - 1)}}}}`;
  const lines = [
    'openapi: 3.1.0',
    'info: {title: t, version: "1"}',
    'servers: [{url: "http://127.0.0.1/v1"}]',
    'paths:',
    '  /pets:',
    `    post: {requestBody: ${body}, responses: {"201": {description: ok, ${body.slice(1)}}}`,
    'components:',
    '  schemas:',
    '    L0: {type: object, properties: {id: {type: string}}}',
  ];
  for (let i = 1; i < n; i++) lines.push(`    L${i}: ${level(ref(i - 1))}`);
  return lines.join('\n') + '\n';
}

const TOO_INTRICATE =
  /^the schema combines its parts too many times to check the body against \(over [\d,]+ schema evaluations\); it was not checked$/;

describe('schema validator on schemas that fan out through $refs', () => {
  const shapes: [string, (ref: string) => string, unknown][] = [
    ['allOf', (r) => `{allOf: [${r}, ${r}]}`, { id: 'x' }],
    ['anyOf and oneOf', (r) => `{anyOf: [${r}, ${r}], oneOf: [${r}, {type: string}]}`, { id: 'x' }],
    ['if, then and else', (r) => `{if: ${r}, then: ${r}, else: ${r}}`, { id: 'x' }],
    ['not and dependentSchemas', (r) => `{not: {not: ${r}}, dependentSchemas: {id: ${r}}}`, { id: 'x' }],
    // Two in-place applications a level, each reading one level deeper into the value.
    ['properties under allOf', (r) => `{allOf: [{properties: {a: ${r}}}, {properties: {a: ${r}}}]}`, deepA(40)],
    ['items under anyOf', (r) => `{anyOf: [{items: ${r}}, {prefixItems: [${r}]}]}`, deepArray(40)],
  ];
  for (const [name, level, value] of shapes) {
    it(`says it did not check a body against 40 schemas combined through ${name} (2^40 evaluations)`, () => {
      const model = buildModel(parseSource('fan.yaml', fanOut(40, level)))!;
      const schema = { $ref: '#/components/schemas/L39' };
      const res = validateSchema(schema, value, { deref: model.deref });
      assert.equal(res.problems.length, 1);
      assert.equal(res.problems[0].pointer, '');
      assert.match(res.problems[0].message, TOO_INTRICATE);
    });
  }

  it('still checks a schema that combines a few levels twice, and a deep recursive value', () => {
    const model = buildModel(
      parseSource(
        'fan.yaml',
        fanOut(8, (r) => `{allOf: [${r}, ${r}]}`),
      ),
    )!;
    const schema = { $ref: '#/components/schemas/L7' };
    assert.deepEqual(validateSchema(schema, { id: 'x' }, { deref: model.deref }).problems, []);
    // The same problem once for each of the 2^7 ways to L0 (at most 50 reported).
    const found = validateSchema(schema, { id: 1 }, { deref: model.deref }).problems;
    assert.deepEqual(
      [...new Set(found.map((p) => `${p.pointer}: ${p.message}`))],
      ['/id: expected a string, got the number 1'],
    );
    const tree = buildModel(
      parseSource(
        'tree.yaml',
        fanOut(2, () => '{type: object, properties: {a: {$ref: "#/components/schemas/L1"}}}'),
      ),
    )!;
    assert.deepEqual(
      validateSchema({ $ref: '#/components/schemas/L1' }, deepA(200), { deref: tree.deref }).problems,
      [],
    );
  });

  it('the mock answers a body for such a schema with a 400 that says why, and its own answers are not held up', () => {
    const model = buildModel(
      parseSource(
        'fan.yaml',
        fanOut(40, (r) => `{allOf: [${r}, ${r}]}`),
      ),
    )!;
    const bugs: string[] = [];
    const api = new MockApi(model, { log: (line) => bugs.push(line) });
    const res = api.handle({
      method: 'POST',
      path: '/v1/pets',
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/json' },
      body: { id: 'x' },
    });
    assert.equal(res.status, 400);
    assert.match(JSON.stringify(res.body), /combines its parts too many times/);
  });
});

/** `{a: {a: … {id: "x"}}}`, `depth` levels. */
function deepA(depth: number): unknown {
  let v: unknown = { id: 'x' };
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

/** `[[… [{id: "x"}]]]`, `depth` levels. */
function deepArray(depth: number): unknown {
  let v: unknown = { id: 'x' };
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
