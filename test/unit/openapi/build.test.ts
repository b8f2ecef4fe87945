import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';

const spec = {
  openapi: '3.0.3',
  info: { title: 't', version: '1' },
  security: [{ key: [], oauth: ['read', 'write'] }],
  paths: {
    'x-note': {},
    '/a/{id}': {
      parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }, { $ref: '#/components/parameters/Q' }],
      get: {
        parameters: [{ name: 'q', in: 'query', schema: { type: 'integer' } }],
        responses: {
          default: { description: 'd' },
          '404': { $ref: '#/components/responses/NotFound' },
          '2XX': { description: 'ok' },
          '200': {
            description: 'ok',
            headers: { 'X-Rate/Limit': { schema: { type: 'integer' } }, 'x~y': { $ref: '#/components/headers/H' } },
            content: { 'application/json': { schema: { type: 'object' } }, 'text/plain;q=0.5': {} },
          },
          'x-extra': {},
        },
      },
    },
  },
  components: {
    parameters: { Q: { name: 'q', in: 'query', schema: { type: 'string' } } },
    responses: { NotFound: { description: 'nf', content: { 'application/problem+json': {} } } },
    headers: { H: { schema: { type: 'string' } } },
    securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'K' }, oauth: { type: 'oauth2' } },
  },
};

describe('openapi/build', () => {
  for (const format of ['json', 'yaml'] as const) {
    const text = format === 'json' ? JSON.stringify(spec, null, 2) : JSON.stringify(spec);
    const model = buildModel(parseSource(`spec.${format}`, text, format))!;
    const op = model.operations[0];

    it(`reads responses in key order, integer-like keys first, skipping x- keys (${format})`, () => {
      assert.deepEqual(
        op.responses.map((r) => [r.status, r.pointer]),
        [
          ['200', '/paths/~1a~1{id}/get/responses/200'],
          ['404', '/paths/~1a~1{id}/get/responses/404'],
          ['default', '/paths/~1a~1{id}/get/responses/default'],
          ['2XX', '/paths/~1a~1{id}/get/responses/2XX'],
        ],
      );
      assert.equal(op.responses[1].content[0].name, 'application/problem+json');
    });

    it(`escapes media type and header names in pointers (${format})`, () => {
      const ok = op.responses[0];
      assert.deepEqual(
        ok.content.map((m) => [m.name, m.pointer, m.schema?.type]),
        [
          ['application/json', '/paths/~1a~1{id}/get/responses/200/content/application~1json', 'object'],
          ['text/plain;q=0.5', '/paths/~1a~1{id}/get/responses/200/content/text~1plain;q=0.5', undefined],
        ],
      );
      assert.deepEqual(
        ok.headers.map((h) => [h.name, h.pointer, h.schema?.type]),
        [
          ['X-Rate/Limit', '/paths/~1a~1{id}/get/responses/200/headers/X-Rate~1Limit', 'integer'],
          ['x~y', '/paths/~1a~1{id}/get/responses/200/headers/x~0y', 'string'],
        ],
      );
    });

    it(`merges path and operation parameters, the operation's winning, with index pointers (${format})`, () => {
      assert.deepEqual(
        op.parameters.map((p) => [p.name, p.in, p.required, p.pointer, p.level]),
        [
          ['q', 'query', false, '/paths/~1a~1{id}/get/parameters/0', 'operation'],
          ['id', 'path', true, '/paths/~1a~1{id}/parameters/0', 'path'],
        ],
      );
      assert.equal(model.paths.length, 1);
    });

    it(`reads security requirements and schemes in key order (${format})`, () => {
      assert.deepEqual(op.security, [
        {
          schemes: [
            { name: 'key', scopes: [] },
            { name: 'oauth', scopes: ['read', 'write'] },
          ],
        },
      ]);
      assert.equal(op.securitySource, 'global');
      assert.deepEqual(
        model.securitySchemes.map((s) => [s.name, s.type, s.pointer]),
        [
          ['key', 'apiKey', '/components/securitySchemes/key'],
          ['oauth', 'oauth2', '/components/securitySchemes/oauth'],
        ],
      );
    });
  }
});
