import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseMockArgs } from '../../../src/cli/mock-command';
import { parseSource } from '../../../src/core/document/parse';
import { MockApi, type MockRequest } from '../../../src/core/mock/mock-api';
import { buildModel } from '../../../src/core/openapi/build';

const DEMO = path.resolve(__dirname, '../../../examples/demo-api/openapi.yaml');

function get(api: MockApi, p: string): number {
  const req: MockRequest = {
    method: 'GET',
    path: p,
    query: new URLSearchParams(),
    headers: { authorization: 'Bearer t' },
  };
  return api.handle(req).status;
}

describe('mock --strict: ids the mock never created are 404', () => {
  it('is an option of the command', () => {
    const a = parseMockArgs(['--strict', 'api.yaml']);
    assert.ok(typeof a !== 'string');
    assert.equal(a.strict, true);
    const b = parseMockArgs(['api.yaml']);
    assert.ok(typeof b !== 'string');
    assert.equal(b.strict, false);
  });

  it('answers 404 for an unseen id when strict, and a generated member otherwise', () => {
    const model = buildModel(parseSource(DEMO, readFileSync(DEMO, 'utf8')))!;
    assert.equal(get(new MockApi(model, { strictIds: true }), '/v1/books/never-made'), 404);
    assert.equal(get(new MockApi(model), '/v1/books/never-made'), 200);
  });
});
