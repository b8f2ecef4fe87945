import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import type { ApiModel } from '../../../src/core/openapi/model';
import {
  describeTypes,
  findProperty,
  follow,
  hasMergedProperty,
  isArraySchema,
  isBinarySchema,
  isObjectSchema,
  mergeSchema,
  schemaTypes,
} from '../../../src/core/openapi/schema';
import { visitSchemas } from '../../../src/core/openapi/visit-schemas';
import { dedent } from '../helpers/lint';

function model(yaml: string, load?: (uri: string) => string | undefined): ApiModel {
  const m = buildModel(parseSource('/specs/spec.yaml', dedent(yaml)), load);
  assert.ok(m, 'the fixture is OpenAPI');
  return m;
}

function schemasOf(m: ApiModel): Record<string, unknown> {
  return (m.root.components as { schemas: Record<string, unknown> }).schemas;
}

function types(m: ApiModel, name: string): string[] | undefined {
  const t = schemaTypes(m, schemasOf(m)[name]);
  return t && [...t].sort();
}

describe('openapi/schema', () => {
  const m = model(`
    openapi: 3.1.0
    info: { title: t, version: '1' }
    paths: {}
    components:
      schemas:
        Obj: { type: object, properties: { id: { type: integer } }, required: [id] }
        NullableObj: { type: [object, 'null'] }
        Nullable30: { type: object, nullable: true }
        Inferred: { properties: { a: { type: string } } }
        InferredArray: { items: { type: string } }
        Enum: { enum: [a, b] }
        Const: { const: 3 }
        Untyped: { description: anything }
        Ref: { $ref: '#/components/schemas/Obj' }
        Chain: { $ref: '#/components/schemas/Ref' }
        Loop: { $ref: '#/components/schemas/Loop2' }
        Loop2: { $ref: '#/components/schemas/Loop' }
        AllOf:
          allOf:
            - $ref: '#/components/schemas/Obj'
            - type: object
              properties: { name: { type: string }, id: { type: string } }
              required: [name]
        Conflict: { allOf: [{ type: string }, { type: object }] }
        NumberInt: { allOf: [{ type: number }, { type: integer }] }
        OneOf: { oneOf: [{ type: string }, { type: integer }] }
        OneOfUnknown: { oneOf: [{ type: string }, { description: any }] }
        Self: { allOf: [{ $ref: '#/components/schemas/Self' }], type: object }
        Tree:
          type: object
          properties:
            children: { type: array, items: { $ref: '#/components/schemas/Tree' } }
        Binary: { type: string, format: binary }
        Media31: { type: string, contentMediaType: image/png }
  `);

  it('reads types: strings, 3.1 arrays, 3.0 nullable, inference from properties, items, enum and const', () => {
    assert.deepEqual(types(m, 'Obj'), ['object']);
    assert.deepEqual(types(m, 'NullableObj'), ['null', 'object']);
    assert.deepEqual(types(m, 'Nullable30'), ['null', 'object']);
    assert.deepEqual(types(m, 'Inferred'), ['object']);
    assert.deepEqual(types(m, 'InferredArray'), ['array']);
    assert.deepEqual(types(m, 'Enum'), ['string']);
    assert.deepEqual(types(m, 'Const'), ['integer']);
    assert.equal(types(m, 'Untyped'), undefined);
  });

  it('follows $ref chains and gives up on reference cycles', () => {
    assert.deepEqual(types(m, 'Chain'), ['object']);
    assert.equal(types(m, 'Loop'), undefined);
    assert.equal(follow(m, schemasOf(m).Loop, '/x'), undefined);
    assert.deepEqual(follow(m, schemasOf(m).Chain, '/components/schemas/Chain')?.pointer, '/components/schemas/Obj');
  });

  it('intersects allOf, unites oneOf, and treats integer as a number', () => {
    assert.deepEqual(types(m, 'AllOf'), ['object']);
    assert.deepEqual(types(m, 'Conflict'), []);
    assert.deepEqual(types(m, 'NumberInt'), ['integer']);
    assert.deepEqual(types(m, 'OneOf'), ['integer', 'string']);
    assert.equal(types(m, 'OneOfUnknown'), undefined);
    assert.deepEqual(types(m, 'Self'), ['object']);
  });

  it('answers object/array/binary questions', () => {
    const s = schemasOf(m);
    assert.equal(isObjectSchema(m, s.NullableObj), true);
    assert.equal(isObjectSchema(m, s.InferredArray), false);
    assert.equal(isArraySchema(m, s.InferredArray), true);
    assert.equal(isArraySchema(m, s.Untyped), false);
    assert.equal(isBinarySchema(m, s.Binary), true);
    assert.equal(isBinarySchema(m, s.Media31), true);
    assert.equal(isBinarySchema(m, s.Obj), false);
  });

  it('merges allOf members: properties (first wins) with their pointers, required names', () => {
    const merged = mergeSchema(m, schemasOf(m).AllOf, '/components/schemas/AllOf')!;
    assert.deepEqual([...merged.properties.keys()], ['id', 'name']);
    assert.equal(merged.properties.get('id')!.pointer, '/components/schemas/Obj/properties/id');
    assert.equal(merged.properties.get('name')!.pointer, '/components/schemas/AllOf/allOf/1/properties/name');
    assert.deepEqual([...merged.required].sort(), ['id', 'name']);
    assert.equal(findProperty(m, schemasOf(m).Chain, 'id')?.pointer, '/components/schemas/Obj/properties/id');
    assert.equal(findProperty(m, schemasOf(m).Chain, 'nope'), undefined);
  });

  it('merges a schema that lists itself in allOf without looping', () => {
    const merged = mergeSchema(m, schemasOf(m).Self, '/components/schemas/Self')!;
    assert.equal(merged.properties.size, 0);
  });

  it('describes types in words', () => {
    assert.equal(describeTypes(new Set(['array'])), 'an array');
    assert.equal(describeTypes(new Set(['object', 'null'])), 'an object or null');
    assert.equal(describeTypes(undefined), 'a schema with no declared type');
  });

  it('visits every schema once, recursive ones included, with pointers', () => {
    const seen: string[] = [];
    visitSchemas(m, (_s, p) => seen.push(p()));
    assert.equal(new Set(seen).size, seen.length);
    assert.ok(seen.includes('/components/schemas/Tree'));
    assert.ok(seen.includes('/components/schemas/Tree/properties/children'));
    assert.ok(seen.includes('/components/schemas/AllOf/allOf/1/properties/name'));
    assert.ok(!seen.includes('/components/schemas/Loop'), 'a cyclic $ref chain has no schema to visit');
  });

  it('visits schemas in parameters, bodies, responses, headers and 2.0 definitions', () => {
    const v3 = model(`
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /a:
          parameters: [{ name: q, in: query, schema: { type: string } }]
          post:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '201':
                description: ok
                headers: { X-A: { schema: { type: integer } } }
                content: { application/json: { schema: { $ref: '#/components/schemas/A' } } }
            callbacks:
              done:
                '{$request.body#/url}':
                  post:
                    requestBody: { content: { application/json: { schema: { type: string } } } }
                    responses: { '200': { description: ok } }
      components:
        schemas:
          A: { type: object }
    `);
    const seen: string[] = [];
    visitSchemas(v3, (_s, p) => seen.push(p()));
    assert.deepEqual(seen.sort(), [
      '/components/schemas/A',
      '/paths/~1a/parameters/0/schema',
      '/paths/~1a/post/callbacks/done/{$request.body#~1url}/post/requestBody/content/application~1json/schema',
      '/paths/~1a/post/requestBody/content/application~1json/schema',
      '/paths/~1a/post/responses/201/headers/X-A/schema',
    ]);
    const v2 = model(`
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /a:
          post:
            parameters: [{ name: b, in: body, schema: { $ref: '#/definitions/B' } }]
            responses: { '200': { description: ok, schema: { type: array, items: { type: string } } } }
      definitions:
        B: { type: object }
    `);
    const seen2: string[] = [];
    visitSchemas(v2, (_s, p) => seen2.push(p()));
    assert.deepEqual(seen2.sort(), [
      '/definitions/B',
      '/paths/~1a/post/responses/200/schema',
      '/paths/~1a/post/responses/200/schema/items',
    ]);
  });

  it('keeps the referring pointer for schemas in other files', () => {
    const ext = model(
      `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /a:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { $ref: 'common.yaml#/Page' } } } }
    `,
      (uri) =>
        uri === '/specs/common.yaml'
          ? 'Page:\n  type: object\n  properties:\n    next: { $ref: "#/Link" }\nLink: { type: string }\n'
          : undefined,
    );
    const holder = (ext.root.paths as any)['/a'].get.responses['200'].content['application/json'];
    const at = follow(ext, holder.schema, '/paths/~1a/get/responses/200/content/application~1json/schema');
    assert.equal(at?.pointer, '/paths/~1a/get/responses/200/content/application~1json/schema');
    assert.deepEqual([...schemaTypes(ext, holder.schema)!], ['object']);
    const next = findProperty(ext, holder.schema, 'next');
    assert.deepEqual([...schemaTypes(ext, next!.schema)!], ['string']);
  });

  it('survives a deeply nested schema chain', () => {
    let yaml = 'openapi: 3.1.0\ninfo: { title: t, version: "1" }\npaths: {}\ncomponents:\n  schemas:\n';
    for (let i = 0; i < 2000; i++) yaml += `    S${i}: { allOf: [{ $ref: '#/components/schemas/S${i + 1}' }] }\n`;
    yaml += '    S2000: { type: object, properties: { deep: { type: string } } }\n';
    const deep = buildModel(parseSource('deep.yaml', yaml))!;
    const s0 = (deep.root.components as any).schemas.S0;
    assert.equal(schemaTypes(deep, s0), undefined, 'past the depth cap the type is unknown');
    let count = 0;
    visitSchemas(deep, () => count++);
    assert.equal(count, 2002, 'S0…S2000 and the `deep` property, each once');
  });

  it('finds a property through $refs and allOf exactly when mergeSchema has it', () => {
    const m = model(`
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths: {}
      components:
        schemas:
          Page: { type: object, properties: { pagination: { type: object } } }
          List: { allOf: [{ $ref: '#/components/schemas/Base' }, { properties: { data: { type: array } } }] }
          Base: { allOf: [{ $ref: '#/components/schemas/Page' }], properties: { id: { type: string } } }
          Loop: { allOf: [{ $ref: '#/components/schemas/Loop' }], properties: { name: { type: string } } }
          Broken: { allOf: [{ $ref: '#/nowhere' }] }
          Plain: { type: string }
    `);
    const schemas = schemasOf(m);
    for (const name of Object.keys(schemas)) {
      for (const prop of ['pagination', 'data', 'id', 'name', 'type', 'allOf']) {
        const pointer = `/components/schemas/${name}`;
        assert.equal(
          hasMergedProperty(m, schemas[name], pointer, prop),
          mergeSchema(m, schemas[name], pointer)?.properties.has(prop) ?? false,
          `${name}.${prop}`,
        );
      }
    }
    assert.equal(hasMergedProperty(m, schemas.List, '/components/schemas/List', 'pagination'), true);
    assert.equal(hasMergedProperty(m, { $ref: '#/components/schemas/List' }, '/x', 'id'), true);
    assert.equal(hasMergedProperty(m, undefined, '', 'id'), false);
  });
});
