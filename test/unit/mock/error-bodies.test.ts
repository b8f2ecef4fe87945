import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { startMockServer } from '../../../src/node/mock-server';

// Issue 27.4: error bodies follow the spec's own error schema, with the real reason where the schema takes it.

const ERROR = {
  type: 'object',
  required: ['type', 'message', 'code'],
  properties: {
    type: { type: 'string', enum: ['error'] },
    code: { type: 'string', enum: ['invalid', 'missing'] },
    message: { type: 'string' },
  },
};
const json = (schema: unknown) => ({ 'application/json': { schema } });
const SPEC = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Things', version: '1' },
  paths: {
    '/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      get: {
        responses: {
          '200': {
            description: 'A thing.',
            content: json({ type: 'object', properties: { id: { type: 'integer' } } }),
          },
          '400': { description: 'Bad.', content: json(ERROR) },
          '404': { description: 'None.', content: json(ERROR) },
        },
      },
    },
  },
});

describe('mock: error bodies in the spec’s own error schema (issue 27.4, real HTTP on 127.0.0.1)', function () {
  this.timeout(30_000);

  it('keeps enum-bound fields as the schema allows and puts the real reason in the message', async () => {
    const bugs: string[] = [];
    const mock = await startMockServer(buildModel(parseSource('things.json', SPEC))!, {
      port: 0,
      log: (l) => bugs.push(l),
    });
    try {
      const missing = await fetch(`http://127.0.0.1:${mock.port}/things/12345`);
      assert.equal(missing.status, 404);
      const body = (await missing.json()) as { type: string; code: string; message: string };
      assert.equal(body.type, 'error', 'not the status word the enum does not take');
      assert.ok(['invalid', 'missing'].includes(body.code));
      assert.match(body.message, /No member 12345/);
      const bad = await fetch(`http://127.0.0.1:${mock.port}/things/abc`);
      assert.equal(bad.status, 400);
      assert.match(((await bad.json()) as { message: string }).message, /path\.id: expected an integer/);
      assert.deepEqual(bugs, []);
    } finally {
      await mock.close();
    }
  });
});
