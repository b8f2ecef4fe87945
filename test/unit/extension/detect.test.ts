import * as assert from 'node:assert/strict';
import { externalRefTargets, looksLikeOpenApi } from '../../../src/extension/detect';

describe('extension: detect', () => {
  it('recognises OpenAPI and Swagger documents in YAML and JSON', () => {
    assert.equal(looksLikeOpenApi('openapi: 3.1.0\ninfo: {}\n'), true);
    assert.equal(looksLikeOpenApi('# header\ninfo:\n  title: x\nswagger: "2.0"\n'), true);
    assert.equal(looksLikeOpenApi("'openapi' : 3.0.3\n"), true);
    assert.equal(looksLikeOpenApi('{\n  "info": {},\n  "openapi": "3.0.0"\n}'), true);
    assert.equal(looksLikeOpenApi('{"swagger":"2.0"}'), true);
  });

  it('passes over YAML whose openapi key is not at the top level, and other files', () => {
    assert.equal(looksLikeOpenApi('info:\n  openapi: 3\n'), false);
    assert.equal(looksLikeOpenApi('name: my-package\nversion: 1.0.0\n'), false);
    assert.equal(looksLikeOpenApi('{"name": "openapi"}'), false);
    assert.equal(looksLikeOpenApi('openapiVersion: 3\n'), false);
  });

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
