import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'auth-error-responses';

function run(spec: string) {
  return lintText(spec, RULE).map((f) => ({ ...brief(f, spec), pointer: f.pointer }));
}

describe('rule auth-error-responses', () => {
  it("judges 401 and 403 separately by the API's norm: a deviation at its responses key, a gap of most at the paths key", () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      security: [{ bearerAuth: [] }]
      paths:
        /v1/books:
          get:
            responses:
              '200': { description: ok }
              '403': { description: forbidden }
          post:
            responses:
              '201': { description: created }
      components:
        securitySchemes:
          bearerAuth: { type: http, scheme: bearer }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => ({ ...brief(f, spec), pointer: f.pointer })),
      [
        { rule: RULE, range: '3:0-3:5', text: 'paths', pointer: '/paths' },
        { rule: RULE, range: '10:6-10:15', text: 'responses', pointer: '/paths/~1v1~1books/post/responses' },
      ],
    );
    assert.equal(
      found[0].message,
      '401 is documented on 0 of 2 secured operations; add a 401 response for missing or invalid credentials to each (listed as related), for instance one shared response referenced from each.',
    );
    assert.deepEqual(
      found[0].related?.map((r) => [r.pointer, r.message, `${r.range.start.line}:${r.range.start.character}`]),
      [
        ['/paths/~1v1~1books/get/responses', 'GET /v1/books', '6:6'],
        ['/paths/~1v1~1books/post/responses', 'POST /v1/books', '10:6'],
      ],
    );
    assert.equal(
      found[1].message,
      'POST /v1/books requires credentials but documents no 403 response; add a 403 response for valid credentials without permission.',
    );
  });

  it('points a deviation at the method key when the operation has no responses at all (2.0)', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      securityDefinitions:
        token: { type: apiKey, in: header, name: Authorization }
      security: [{ token: [] }]
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } }
          post: {}
    `;
    assert.deepEqual(run(spec), [
      { rule: RULE, range: '9:4-9:8', text: 'post', pointer: '/paths/~1v1~1books/post' },
      { rule: RULE, range: '9:4-9:8', text: 'post', pointer: '/paths/~1v1~1books/post' },
    ]);
  });

  it('stays quiet with 401 and 403, and accepts a 4XX range as covering both', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      security: [{ bearerAuth: [] }]
      paths:
        /v1/books:
          get:
            responses:
              '200': { description: ok }
              '401': { description: unauthorized }
              '403': { description: forbidden }
          delete:
            responses:
              '204': { description: gone }
              4XX: { description: client error }
      components:
        securitySchemes:
          bearerAuth: { type: http, scheme: bearer }
    `;
    assert.deepEqual(run(spec), []);
  });

  it('skips public operations (no security, or an explicit opt-out) and counts `default` (rules version 2)', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      security: [{ bearerAuth: [] }]
      paths:
        /v1/health:
          get:
            security: []
            responses: { '200': { description: ok } }
        /v1/books:
          get:
            responses:
              '200': { description: ok }
              default: { description: any error }
      components:
        securitySchemes:
          bearerAuth: { type: http, scheme: bearer }
    `;
    assert.deepEqual(run(spec), []);
    const without = spec.replace('              default: { description: any error }\n', '');
    assert.deepEqual(
      run(without).map((f) => f.pointer),
      ['/paths', '/paths'],
    );
  });

  it('counts shared responses reached through $ref', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            security: [{ bearerAuth: [] }]
            responses:
              '200': { description: ok }
              '401': { $ref: '#/components/responses/Unauthorized' }
              '403': { $ref: '#/components/responses/Forbidden' }
      components:
        responses:
          Unauthorized: { description: no }
          Forbidden: { description: no }
        securitySchemes:
          bearerAuth: { type: http, scheme: bearer }
    `;
    assert.deepEqual(run(spec), []);
  });
});
