import * as assert from 'node:assert/strict';
import { externalRefTargets } from '../../../src/core/document/ref-targets';

describe('document: the files $refs name', () => {
  it('lists the file part of external $refs once each, skipping local pointers', () => {
    const yaml = [
      'a:',
      "  $ref: '#/components/schemas/A'",
      '  b: { $ref: common.yaml#/components/schemas/B }',
      '  c:',
      '    $ref: "./schemas/c.yaml"',
      "  d: {'$ref': 'common.yaml#/x'}",
      '  e:',
      "    $ref: 'it''s.yaml'",
    ].join('\n');
    assert.deepEqual(externalRefTargets(yaml), ['common.yaml', './schemas/c.yaml', "it's.yaml"]);
    const json = '{"a": {"$ref": "#/x"}, "b": {"$ref": "other.json#/y"}, "c": {"$ref":"dir\\/z.json"}}';
    assert.deepEqual(externalRefTargets(json), ['other.json', 'dir/z.json']);
    assert.deepEqual(externalRefTargets('openapi: 3.1.0\n'), []);
  });

  it('never offers a $ref that names a schema of the same text by its absolute $id (Clair, OpenAPI 3.1)', () => {
    const yaml = [
      'components:',
      '  schemas:',
      '    digest:',
      '      $id: https://clairproject.org/api/http/v1/digest.schema.json',
      '    layer:',
      "      $id: 'https://clairproject.org/api/http/v1/layer.schema.json'",
      '      properties:',
      "        hash: { $ref: 'https://clairproject.org/api/http/v1/digest.schema.json' }",
      '        other: { $ref: https://clairproject.org/api/http/v1/other.schema.json }',
    ].join('\n');
    assert.deepEqual(externalRefTargets(yaml), ['https://clairproject.org/api/http/v1/other.schema.json']);
  });
});
