import * as assert from 'node:assert/strict';
import { oasValidator, shallowValidator } from '../../../src/core/openapi/oas-validators';
import { schemaSlotValid30 } from '../../../src/core/openapi/schema-object-30';
import { structuralProblems } from '../../../src/core/openapi/structure';

/** A 3.0 document with `schema` in each of the four places a Schema Object goes. */
function documentWith(schema: unknown): unknown {
  return {
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: {
      '/pets': {
        get: {
          parameters: [{ name: 'q', in: 'query', schema }],
          responses: {
            '200': {
              description: 'ok',
              headers: { 'X-Count': { schema } },
              content: { 'application/json': { schema } },
            },
          },
        },
      },
    },
    components: { schemas: { Pet: schema } },
  };
}

/** What the full validator says of a Schema Object. */
const fullyValid = (schema: unknown) => oasValidator('3.0')(documentWith(schema));

const VALID: unknown[] = [
  {},
  { $ref: '#/components/schemas/Other' },
  { $ref: '#/x', description: 'siblings of $ref are the Reference Object’s business' },
  { type: 'string', format: 'date-time', pattern: '^a', minLength: 0, maxLength: 10, nullable: true, title: 'T' },
  { type: 'number', multipleOf: 0.5, minimum: -1, maximum: 1e9, exclusiveMinimum: true, exclusiveMaximum: false },
  { type: 'array', items: { $ref: '#/a' }, minItems: 1, maxItems: 3, uniqueItems: true },
  {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string', enum: ['a', 1, null] }, tags: { $ref: '#/t' } },
    additionalProperties: { type: 'string' },
    minProperties: 1,
    maxProperties: 9,
    discriminator: { propertyName: 'kind', mapping: { a: '#/a' }, 'x-other': 1 },
    xml: { name: 'pet', namespace: 'urn:x', prefix: 'p', attribute: false, wrapped: true, 'x-y': 1 },
    externalDocs: { url: 'https://example.com', description: 'd', 'x-z': true },
    readOnly: false,
    writeOnly: false,
    deprecated: true,
    default: { id: 1 },
    example: [1, 'two'],
    'x-internal': { anything: true },
  },
  { allOf: [{ $ref: '#/a' }, { type: 'object' }], oneOf: [{}], anyOf: [{ not: { type: 'string' } }] },
  { additionalProperties: false, properties: {} },
  { additionalProperties: true },
];

const INVALID: unknown[] = [
  null,
  'string',
  [],
  { $ref: 7 },
  { title: 1 },
  { description: null },
  { format: true },
  { pattern: [] },
  { multipleOf: 0 },
  { multipleOf: -2 },
  { multipleOf: '2' },
  { maximum: '1' },
  { minimum: null },
  { exclusiveMaximum: 'yes' },
  { nullable: 1 },
  { maxLength: -1 },
  { minLength: 1.5 },
  { maxItems: '3' },
  { minProperties: null },
  { required: [] },
  { required: ['a', 'a'] },
  { required: ['a', 1] },
  { required: 'a' },
  { enum: [] },
  { enum: 'a' },
  { type: 'file' },
  { type: ['string', 'null'] },
  { not: 'x' },
  { items: [{ type: 'string' }] },
  { allOf: {} },
  { oneOf: [{ type: 'nope' }] },
  { properties: [] },
  { properties: { a: { type: 1 } } },
  { properties: { a: { $ref: false } } },
  { additionalProperties: 'no' },
  { additionalProperties: { minLength: -1 } },
  { items: { items: { items: { required: [] } } } },
  { discriminator: {} },
  { discriminator: { propertyName: 1 } },
  { discriminator: { propertyName: 'k', mapping: { a: 1 } } },
  { discriminator: { propertyName: 'k', mapping: [] } },
  { externalDocs: {} },
  { externalDocs: { url: 'u', other: 1 } },
  { xml: { attribute: 'yes' } },
  { xml: { name: 1 } },
  { xml: { unknown: 1 } },
  { xml: 'x' },
  { const: 1 },
  { examples: [1] },
  { $schema: 'http://json-schema.org/draft-04/schema#' },
  JSON.parse('{"__proto__": {"type": "string"}}'),
];

describe('openapi: the 3.0 Schema Object check beside the shallow validator', () => {
  it('passes valid Schema and Reference Objects, as the full validator does', () => {
    for (const schema of VALID) {
      assert.equal(fullyValid(schema), true, `the full validator should pass ${JSON.stringify(schema)}`);
      assert.equal(schemaSlotValid30(schema), true, JSON.stringify(schema));
    }
  });

  it('fails each kind of invalid Schema Object that the full validator fails', () => {
    for (const schema of INVALID) {
      assert.equal(fullyValid(schema), false, `the full validator should fail ${JSON.stringify(schema)}`);
      assert.equal(schemaSlotValid30(schema), false, JSON.stringify(schema));
    }
  });

  it('leaves nesting deeper than it follows to the full validator', () => {
    let deep: unknown = { type: 'string' };
    for (let i = 0; i < 200; i++) deep = { items: deep };
    assert.equal(schemaSlotValid30(deep), false);
    assert.equal(fullyValid(deep), true);
    assert.deepEqual(structuralProblems('3.0', documentWith(deep)), []);
  });

  it('is handed every Schema Object place by the shallow validator, which checks everything else', () => {
    const shallow = shallowValidator('3.0');
    assert.ok(shallow);
    const marker = { type: 'string' };
    assert.equal(shallow(documentWith(marker)), true);
    const slots = shallow.takeSchemaSlots();
    assert.equal(slots.length, 4);
    assert.ok(slots.every((s) => s === marker));
    assert.deepEqual(shallow.takeSchemaSlots(), [], 'the list starts afresh');
    // A Reference Object in a Schema Object's place is the shallow validator's, and is not handed over.
    assert.equal(shallow(documentWith({ $ref: '#/components/schemas/Other' })), true);
    assert.deepEqual(shallow.takeSchemaSlots(), []);
    // Outside Schema Objects it reports what the full validator reports.
    const broken = documentWith({}) as { paths: Record<string, Record<string, unknown>> };
    broken.paths['/pets'].gett = {};
    assert.equal(shallow(broken), false);
    shallow.takeSchemaSlots();
    // Versions whose Schema Objects have no hand-written check have no shallow validator.
    assert.equal(shallowValidator('2.0'), undefined);
    assert.equal(shallowValidator('3.1'), undefined);
  });

  it('never passes a Schema Object that the full validator fails (seeded mutations of valid ones)', () => {
    let seed = 13;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const values: unknown[] = [null, 0, -1, 1.5, 2, 'x', '', true, false, [], ['a'], ['a', 'a'], {}, { type: 'x' }];
    const keys = [
      ...new Set(VALID.flatMap((s) => Object.keys(s as object))),
      'unknown',
      'x-ok',
      '$ref',
      'propertyName',
      'mapping',
      'url',
    ];
    /** Sets a random key somewhere in a copy of `schema` to a random value. */
    const mutate = (schema: unknown): unknown => {
      const copy = structuredClone(schema) as Record<string, unknown>;
      const objects: Record<string, unknown>[] = [];
      const collect = (v: unknown) => {
        if (v && typeof v === 'object') {
          if (!Array.isArray(v)) objects.push(v as Record<string, unknown>);
          for (const x of Object.values(v)) collect(x);
        }
      };
      collect(copy);
      const target = objects[random(objects.length)];
      target[keys[random(keys.length)]] = values[random(values.length)];
      return copy;
    };
    let passed = 0;
    let failed = 0;
    for (let i = 0; i < 3000; i++) {
      let schema = VALID[random(VALID.length)];
      const rounds = 1 + random(3);
      for (let r = 0; r < rounds; r++) schema = mutate(schema);
      const full = fullyValid(schema);
      const quick = schemaSlotValid30(schema);
      if (quick) assert.equal(full, true, `passed by the check, failed by the validator: ${JSON.stringify(schema)}`);
      else assert.equal(full, false, `failed by the check, passed by the validator: ${JSON.stringify(schema)}`);
      if (full) passed++;
      else failed++;
    }
    assert.ok(passed > 300 && failed > 300, `both outcomes are exercised (${passed} valid, ${failed} invalid)`);
  });
});
