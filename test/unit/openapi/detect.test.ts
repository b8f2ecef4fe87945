import * as assert from 'node:assert/strict';
import { looksLikeOpenApi } from '../../../src/core/openapi/detect';

describe('openapi: detect, shared by the CLI and the editor', () => {
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

  it('recognises broken minified JSON that tries to be OpenAPI, wherever its openapi key is', () => {
    assert.equal(looksLikeOpenApi('{"info":{"title":"x","version":"1"},"openapi":"3.0.0","paths":{"/a":{'), true);
    assert.equal(looksLikeOpenApi('{"openapi":"3.1.0","paths":{,}}'), true);
  });
});
