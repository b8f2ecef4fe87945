import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { startMockServer, type MockServer } from '../../../src/node/mock-server';

/** A spec whose HTTP scheme name and cookie name are regex syntax that backtracks catastrophically. */
const SPEC = `openapi: 3.1.0
info: { title: hostile schemes, version: '1' }
servers: [{ url: 'http://localhost/' }]
paths:
  /things:
    get:
      security: [{ odd: [] }]
      responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } }, '401': { description: no } }
  /crumbs:
    get:
      security: [{ crumb: [] }]
      responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: string } } } } }, '401': { description: no } }
components:
  securitySchemes:
    odd: { type: http, scheme: '(.*)*x' }
    crumb: { type: apiKey, in: cookie, name: '(a+)+$' }
`;

describe('mock server: scheme words and cookie names from the spec are compared as text (real HTTP on 127.0.0.1)', function () {
  let mock: MockServer;
  before(async () => {
    const model = buildModel(parseSource('hostile.yaml', SPEC));
    assert.ok(model);
    mock = await startMockServer(model, { port: 0, seed: 1, log: () => {} });
  });
  after(() => mock.close());

  const status = async (p: string, headers: Record<string, string>) =>
    (await fetch(`http://127.0.0.1:${mock.port}${p}`, { headers })).status;

  it('answers a bearer token against a scheme named `(.*)*x`: refused, and accepted with the scheme word itself', async () => {
    assert.equal(await status('/things', { authorization: `Bearer ${'a'.repeat(40)}` }), 401);
    assert.equal(await status('/things', { authorization: `${'x'.repeat(40)} ${'a'.repeat(40)}` }), 401);
    assert.equal(await status('/things', { authorization: '(.*)*X token' }), 200);
  });

  it('reads a cookie named `(a+)+$` by its name only', async () => {
    assert.equal(await status('/crumbs', { cookie: `${'a'.repeat(40)}!=1` }), 401);
    assert.equal(await status('/crumbs', { cookie: 'other=1; (a+)+$=v' }), 200);
  });
});
