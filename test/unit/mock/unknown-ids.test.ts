import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseSource } from '../../../src/core/document/parse';
import { MockApi, type MockRequest } from '../../../src/core/mock/mock-api';
import { buildModel } from '../../../src/core/openapi/build';

const DEMO = path.resolve(__dirname, '../../../examples/demo-api/openapi.yaml');

function call(api: MockApi, method: string, p: string) {
  const req: MockRequest = {
    method,
    path: p,
    query: new URLSearchParams(),
    headers: { authorization: 'Bearer t' },
  };
  return api.handle(req);
}

describe('mock: an id the mock never created is 404 and invents nothing (issue 27.1)', () => {
  it('answers 404 to GET, PUT, PATCH and DELETE of an unknown id, and the list stays as it was', () => {
    const model = buildModel(parseSource(DEMO, readFileSync(DEMO, 'utf8')))!;
    const api = new MockApi(model);
    const before = (call(api, 'GET', '/v1/books?limit=100').body as { data: unknown[] }).data;
    for (const method of ['GET', 'PATCH', 'DELETE'])
      assert.equal(call(api, method, '/v1/books/never-made').status, 404, method);
    const after = (call(api, 'GET', '/v1/books?limit=100').body as { data: unknown[] }).data;
    assert.deepEqual(after, before);
  });
});
