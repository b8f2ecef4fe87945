import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { hasMergedProperty, mergeSchema } from '../../../src/core/openapi/schema';

describe('openapi/schema', () => {
  const text = [
    'openapi: 3.1.0',
    'info: { title: t, version: "1" }',
    'paths: {}',
    'components:',
    '  schemas:',
    '    Page: { type: object, properties: { pagination: { type: object } } }',
    '    List: { allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { data: { type: array } } }] }',
    '    Base: { allOf: [{ $ref: "#/components/schemas/Page" }], properties: { id: { type: string } } }',
    '    Loop: { allOf: [{ $ref: "#/components/schemas/Loop" }], properties: { name: { type: string } } }',
    '    Broken: { allOf: [{ $ref: "#/nowhere" }] }',
    '    Plain: { type: string }',
  ].join('\n');
  const model = buildModel(parseSource('spec.yaml', text))!;
  const schemas = (model.root.components as { schemas: Record<string, unknown> }).schemas;

  it('finds a property through $refs and allOf exactly when mergeSchema has it', () => {
    for (const name of Object.keys(schemas)) {
      for (const prop of ['pagination', 'data', 'id', 'name', 'type', 'allOf']) {
        const merged = mergeSchema(model, schemas[name], `/components/schemas/${name}`);
        assert.equal(hasMergedProperty(model, schemas[name], `/components/schemas/${name}`, prop), merged?.properties.has(prop) ?? false, `${name}.${prop}`);
      }
    }
    assert.equal(hasMergedProperty(model, schemas.List, '/components/schemas/List', 'pagination'), true);
    assert.equal(hasMergedProperty(model, { $ref: '#/components/schemas/List' }, '/x', 'id'), true);
    assert.equal(hasMergedProperty(model, undefined, '', 'id'), false);
  });
});
