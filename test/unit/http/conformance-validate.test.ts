import * as assert from 'node:assert/strict';
import { validateSchema, type SchemaProblem } from '../../../src/core/http/conformance';
import { checkStringFormat } from '../../../src/core/http/conformance/formats';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { dedent } from '../helpers/lint';

const model = buildModel(
  parseSource(
    'spec.yaml',
    dedent(`
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths: {}
      components:
        schemas:
          Node:
            type: object
            required: [id]
            properties:
              id: { type: integer }
              children: { type: array, items: { $ref: '#/components/schemas/Node' } }
          Loop: { $ref: '#/components/schemas/Loop2' }
          Loop2: { allOf: [{ $ref: '#/components/schemas/Loop' }], type: string }
          Cat: { type: object, required: [kind, meows], properties: { kind: { const: cat }, meows: { type: boolean } } }
          Dog: { type: object, required: [kind, barks], properties: { kind: { const: dog }, barks: { type: boolean } } }
          Broken: { $ref: '#/components/schemas/Missing' }
    `),
  ),
)!;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function problems(schema: unknown, value: unknown, max?: number): SchemaProblem[] {
  return validateSchema(schema, value, { deref: model.deref, max }).problems;
}

describe('schema validator', () => {
  const table: [string, unknown, unknown, [string, string][]][] = [
    [
      'an integer given as a string',
      {
        type: 'object',
        properties: { data: { type: 'array', items: { type: 'object', properties: { id: { type: 'integer' } } } } },
      },
      { data: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: '7' }] },
      [['/data/3/id', 'expected an integer, got the string "7"']],
    ],
    ['a float for an integer', { type: 'integer' }, 1.5, [['', 'expected an integer, got the number 1.5']]],
    ['an integer is a number', { type: 'number' }, 3, []],
    ['3.1 type arrays', { type: ['string', 'null'] }, 5, [['', 'expected a string or null, got the number 5']]],
    ['3.1 type arrays accept null', { type: ['string', 'null'] }, null, []],
    ['3.0 nullable', { type: 'string', nullable: true }, null, []],
    ['2.0 x-nullable', { type: 'string', 'x-nullable': true }, null, []],
    ['null without nullable', { type: 'string' }, null, [['', 'expected a string, got null']]],
    [
      'a nullable type mismatch names null too',
      { type: 'integer', nullable: true },
      'x',
      [['', 'expected an integer or null, got the string "x"']],
    ],
    [
      'required and additionalProperties',
      { type: 'object', required: ['id', 'name'], additionalProperties: false, properties: { id: {}, name: {} } },
      { id: 1, extra: true },
      [
        ['', 'the required property "name" is missing'],
        ['/extra', 'the property "extra" is not declared, and additionalProperties is false'],
      ],
    ],
    [
      'additionalProperties as a schema',
      { type: 'object', additionalProperties: { type: 'string' } },
      { a: 'x', b: 2 },
      [['/b', 'expected a string, got the number 2']],
    ],
    [
      'patternProperties',
      { type: 'object', patternProperties: { '^x-': { type: 'string' } }, additionalProperties: false },
      { 'x-a': 'ok', 'x-b': 1 },
      [['/x-b', 'expected a string, got the number 1']],
    ],
    [
      'a key with a slash is escaped in the pointer',
      { type: 'object', additionalProperties: { type: 'integer' } },
      { 'a/b~c': 'x' },
      [['/a~1b~0c', 'expected an integer, got the string "x"']],
    ],
    ['enum', { enum: ['open', 'closed'] }, 'pending', [['', 'expected one of "open", "closed", got "pending"']]],
    ['a single-value enum', { enum: ['only'] }, 'other', [['', 'expected "only", got "other"']]],
    ['const', { const: 3 }, 4, [['', 'expected 3, got 4']]],
    ['enum compares objects by value', { enum: [{ a: [1, 2] }] }, { a: [1, 2] }, []],
    [
      'minimum and maximum',
      { type: 'array', items: { type: 'integer', minimum: 1, maximum: 10 } },
      [0, 5, 11],
      [
        ['/0', 'expected at least 1, got 0'],
        ['/2', 'expected at most 10, got 11'],
      ],
    ],
    [
      '3.0 boolean exclusive bounds',
      { minimum: 0, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: true },
      0,
      [['', 'expected more than 0, got 0']],
    ],
    [
      '3.1 numeric exclusive bounds',
      { exclusiveMinimum: 0, exclusiveMaximum: 5 },
      5,
      [['', 'expected less than 5, got 5']],
    ],
    ['multipleOf with decimals', { multipleOf: 0.01 }, 0.3, []],
    ['multipleOf', { multipleOf: 5 }, 7, [['', 'expected a multiple of 5, got 7']]],
    [
      'lengths count characters, not UTF-16 units',
      { type: 'string', minLength: 2, maxLength: 3 },
      '😀',
      [['', 'expected at least 2 characters, got 1']],
    ],
    ['maxLength', { maxLength: 1 }, 'ab', [['', 'expected at most 1 character, got 2']]],
    [
      'pattern',
      { type: 'string', pattern: '^[A-Z]{3}$' },
      'usd',
      [['', 'the string "usd" does not match the pattern ^[A-Z]{3}$']],
    ],
    ['an invalid pattern is skipped', { type: 'string', pattern: '([a-z' }, 'anything', []],
    ['a pattern valid only without the u flag', { type: 'string', pattern: '^\\-\\d$' }, '-1', []],
    [
      'formats',
      {
        type: 'object',
        properties: {
          at: { format: 'date-time' },
          day: { format: 'date' },
          mail: { format: 'email' },
          id: { format: 'uuid' },
          link: { format: 'uri' },
          n: { format: 'int32' },
        },
      },
      {
        at: '2024-02-30T10:00:00Z',
        day: '2024-02-29',
        mail: 'nobody',
        id: '123e4567-e89b-12d3-a456-426614174000',
        link: '/relative',
        n: 2147483648,
      },
      [
        ['/at', 'the string "2024-02-30T10:00:00Z" is not a valid date-time'],
        ['/mail', 'the string "nobody" is not a valid email'],
        ['/link', 'the string "/relative" is not a valid uri'],
        ['/n', 'the number 2147483648 is not a valid int32'],
      ],
    ],
    ['unknown formats pass', { type: 'string', format: 'binary' }, 'x', []],
    [
      'minItems, maxItems',
      { type: 'array', minItems: 2, maxItems: 3 },
      [1],
      [['', 'expected at least 2 items, got 1']],
    ],
    [
      'uniqueItems compares objects whatever their key order',
      { type: 'array', uniqueItems: true },
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [['', 'items 0 and 1 are equal, but items must be unique']],
    ],
    [
      'prefixItems then items',
      { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: { type: 'boolean' } },
      ['a', 'b', true, 3],
      [
        ['/1', 'expected an integer, got the string "b"'],
        ['/3', 'expected a boolean, got the number 3'],
      ],
    ],
    ['minProperties', { type: 'object', minProperties: 2 }, { a: 1 }, [['', 'expected at least 2 properties, got 1']]],
    [
      'allOf applies every part',
      { allOf: [{ required: ['a'] }, { required: ['b'] }] },
      {},
      [
        ['', 'the required property "a" is missing'],
        ['', 'the required property "b" is missing'],
      ],
    ],
    ['anyOf passes with one branch', { anyOf: [{ type: 'string' }, { type: 'integer' }] }, 3, []],
    [
      'anyOf with one branch of the right type reports that branch',
      { anyOf: [{ type: 'string' }, { type: 'object', required: ['id'] }] },
      {},
      [['', 'the required property "id" is missing']],
    ],
    [
      'anyOf with no branch of the right type',
      { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      true,
      [['', 'the boolean true matches none of the 2 alternatives of anyOf']],
    ],
    [
      'oneOf matching two branches',
      { oneOf: [{ type: 'integer' }, { type: 'number' }] },
      3,
      [['', 'the value matches alternatives #1 and #2 of oneOf, but must match exactly one']],
    ],
    ['oneOf matching exactly one', { oneOf: [{ type: 'integer' }, { type: 'string' }] }, 3, []],
    ['not', { not: { type: 'string' } }, 'x', [['', 'the value matches the schema under "not", which it must not']]],
    [
      'if/then/else',
      { if: { properties: { kind: { const: 'a' } } }, then: { required: ['a'] }, else: { required: ['b'] } },
      { kind: 'a' },
      [['', 'the required property "a" is missing']],
    ],
    [
      'a boolean false schema',
      { type: 'object', properties: { gone: false } },
      { gone: 1 },
      [['/gone', 'no value is allowed here']],
    ],
    [
      'a recursive $ref over a nested value',
      ref('Node'),
      { id: 1, children: [{ id: 2, children: [{ children: [] }] }] },
      [['/children/0/children/0', 'the required property "id" is missing']],
    ],
    ['a $ref loop at the same value stops', ref('Loop'), 5, [['', 'expected a string, got the number 5']]],
    ['a broken $ref checks nothing', ref('Broken'), 5, []],
    [
      '3.1 $ref siblings apply too',
      { $ref: '#/components/schemas/Node', maxProperties: 1 },
      { id: 1, children: [] },
      [['', 'expected at most 1 property, got 2']],
    ],
    [
      'a discriminator picks the branch by its $ref name',
      { oneOf: [ref('Cat'), ref('Dog')], discriminator: { propertyName: 'kind' } },
      { kind: 'Dog' },
      [
        ['', 'the required property "barks" is missing'],
        ['/kind', 'expected "dog", got "Dog"'],
      ],
    ],
    [
      'a discriminator mapping',
      {
        oneOf: [ref('Cat'), ref('Dog')],
        discriminator: { propertyName: 'kind', mapping: { dog: '#/components/schemas/Dog' } },
      },
      { kind: 'dog', barks: 'loud' },
      [['/barks', 'expected a boolean, got the string "loud"']],
    ],
    [
      'an unknown discriminator value',
      { oneOf: [ref('Cat'), ref('Dog')], discriminator: { propertyName: 'kind' } },
      { kind: 'cow' },
      [['/kind', 'the discriminator value "cow" names none of the alternatives']],
    ],
    [
      'a missing discriminator property',
      { oneOf: [ref('Cat'), ref('Dog')], discriminator: { propertyName: 'kind' } },
      {},
      [['', 'the discriminator property "kind" is missing']],
    ],
    [
      'write-only properties are neither required nor expected in a response',
      {
        type: 'object',
        required: ['password', 'id'],
        properties: { id: {}, password: { type: 'string', writeOnly: true } },
      },
      { password: 'x' },
      [
        ['', 'the required property "id" is missing'],
        ['/password', 'the property "password" is write-only and should not be in a response'],
      ],
    ],
    ['3.0 nullable beside allOf lets null through', { nullable: true, allOf: [ref('Node')] }, null, []],
    ['3.0 nullable enum', { type: 'string', enum: ['a'], nullable: true }, null, []],
    [
      'a draft-4 tuple: items as a list, then additionalItems',
      { type: 'array', items: [{ type: 'string' }], additionalItems: { type: 'integer' } },
      ['a', 'b'],
      [['/1', 'expected an integer, got the string "b"']],
    ],
    [
      'contains',
      { type: 'array', contains: { type: 'integer' } },
      ['a'],
      [['', 'expected at least 1 item matching "contains"']],
    ],
    [
      'maxContains counts its items in the plural (it said "at most 2 item")',
      { type: 'array', contains: { type: 'integer' }, maxContains: 2 },
      [1, 2, 3],
      [['', 'expected at most 2 items matching "contains"']],
    ],
    [
      'minContains counts its items in the plural',
      { type: 'array', contains: { type: 'integer' }, minContains: 2 },
      [1, 'a'],
      [
        ['/1', 'expected an integer, got the string "a"'],
        ['', 'expected at least 2 items matching "contains"'],
      ],
    ],
    [
      'dependentRequired',
      { dependentRequired: { card: ['expiry'] } },
      { card: '4111' },
      [['', 'the property "card" needs "expiry" beside it, which is missing']],
    ],
    [
      'propertyNames',
      { type: 'object', propertyNames: { maxLength: 3 } },
      { abcd: 1 },
      [['', 'the property name "abcd": expected at most 3 characters, got 4']],
    ],
    [
      'unevaluatedProperties false',
      { type: 'object', properties: { a: {} }, unevaluatedProperties: false },
      { a: 1, b: 2 },
      [['/b', 'the property "b" is not declared, and unevaluatedProperties is false']],
    ],
    [
      'a property named __proto__ is checked like any other',
      JSON.parse('{"type": "object", "properties": {"__proto__": {"type": "number"}}}'),
      JSON.parse('{"__proto__": "x"}'),
      [['/__proto__', 'expected a number, got the string "x"']],
    ],
    [
      'an $id in a schema does not move where the bundle finds its references',
      { $id: 'https://example.com/user', type: 'object', properties: { node: ref('Node') } },
      { node: {} },
      [['/node', 'the required property "id" is missing']],
    ],
    [
      'a long string is quoted short',
      { type: 'integer' },
      'x'.repeat(50),
      [['', `expected an integer, got the string "${'x'.repeat(40)}…"`]],
    ],
  ];

  for (const [name, schema, value, expected] of table) {
    it(name, () =>
      assert.deepEqual(
        problems(schema, value).map((p) => [p.pointer, p.message]),
        expected,
      ),
    );
  }

  it('stops at the cap and says it left problems out', () => {
    const r = validateSchema(
      { type: 'array', items: { type: 'string' } },
      Array.from({ length: 80 }, (_, i) => i),
      { deref: model.deref, max: 50 },
    );
    assert.equal(r.problems.length, 50);
    assert.equal(r.truncated, true);
    assert.deepEqual(r.problems[49], {
      pointer: '/49',
      message: 'expected a string, got the number 49',
      cause: 'expected a string, got a number',
    });
  });

  it('checks a deeply nested value, and says so instead of crashing when it is nested too deeply to check', () => {
    const nest = (levels: number) => {
      let deep: unknown = { id: 1 };
      for (let i = 0; i < levels; i++) deep = { id: i, children: [deep] };
      return deep;
    };
    assert.deepEqual(problems(ref('Node'), nest(60)), []);
    assert.deepEqual(problems(ref('Node'), nest(5000)), [
      { pointer: '', message: 'the body is nested too deeply to check against its schema' },
    ]);
  });

  it('does not run patterns on a body with a string longer than 10,000 characters, nor compare the items of arrays over 2,000', () => {
    const schema = {
      type: 'object',
      properties: { s: { type: 'string', pattern: '^a+$' }, list: { type: 'array', uniqueItems: true } },
    };
    assert.deepEqual(
      problems(schema, { s: 'b', list: [1, 1] }).map((p) => p.pointer),
      ['/s', '/list'],
    );
    assert.deepEqual(
      problems(schema, { s: 'b'.repeat(10_001), list: [1, 1] }).map((p) => p.pointer),
      ['/list'],
    );
    assert.deepEqual(
      problems(schema, { s: 'b', list: Array.from({ length: 2_001 }, () => 1) }).map((p) => p.pointer),
      ['/s'],
    );
  });

  it('ignores keyword values of the wrong kind, as specs hold them, and checks the rest', () => {
    const schema = {
      type: 'object',
      required: true,
      properties: { a: { type: 7, enum: 'x', minimum: 3 }, b: { $anchor: 'same' }, c: { $anchor: 'same' } },
    };
    assert.deepEqual(problems(schema, { a: 1 }), [{ pointer: '/a', message: 'expected at least 3, got 1' }]);
  });

  it('checks request direction with read-only properties', () => {
    const schema = { type: 'object', required: ['id'], properties: { id: { readOnly: true } } };
    assert.deepEqual(validateSchema(schema, {}, { deref: model.deref, direction: 'request' }).problems, []);
    assert.deepEqual(validateSchema(schema, { id: 1 }, { deref: model.deref, direction: 'request' }).problems, [
      { pointer: '/id', message: 'the property "id" is read-only and should not be in a request' },
    ]);
  });

  it('checks date-time leniently but for real', () => {
    const ok = [
      '2024-01-01T00:00:00Z',
      '2024-01-01t00:00:00.123+01:00',
      '2024-01-01 00:00:00+0100',
      '2016-12-31T23:59:60Z',
    ];
    const bad = ['2024-01-01', '2024-13-01T00:00:00Z', '2024-01-01T24:00:00Z', '2024-01-01T00:00:00', 'yesterday'];
    assert.deepEqual(
      ok.map((s) => checkStringFormat('date-time', s)),
      ok.map(() => true),
    );
    assert.deepEqual(
      bad.map((s) => checkStringFormat('date-time', s)),
      bad.map(() => false),
    );
  });
});
