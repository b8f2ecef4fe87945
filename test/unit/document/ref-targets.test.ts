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
});
