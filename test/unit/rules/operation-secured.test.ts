import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'operation-secured';

function run(spec: string) {
  return lintText(spec, RULE).map((f) => ({ ...brief(f, spec), pointer: f.pointer }));
}

const SCHEMES = `
      components:
        securitySchemes:
          bearerAuth: { type: http, scheme: bearer }`;

describe('rule operation-secured', () => {
  it('flags operations with no security at their method key', () => {
    const spec =
      `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
          post:
            security: [{ bearerAuth: [] }]
            responses: { '201': { description: ok } }
    `.trimEnd() + SCHEMES;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => ({ ...brief(f, spec), pointer: f.pointer })),
      [{ rule: RULE, range: '4:4-4:7', text: 'get', pointer: '/paths/~1v1~1books/get' }],
    );
    assert.equal(found[0].severity, 'warning');
    assert.match(
      found[0].message,
      /No security applies to GET \/v1\/books \(there is no `security` requirement here or at the root\).*security: \[\]/,
    );
  });

  it('treats operation-level `security: []` and `security: [{}]` as explicit opt-outs', () => {
    const spec =
      `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/health:
          get:
            security: []
            responses: { '200': { description: ok } }
        /v1/status:
          get:
            security: [{}]
            responses: { '200': { description: ok } }
    `.trimEnd() + SCHEMES;
    assert.deepEqual(run(spec), []);
  });

  it('counts optional auth (`[{}, {bearerAuth: []}]`) as secured', () => {
    const spec =
      `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            security: [{}, { bearerAuth: [] }]
            responses: { '200': { description: ok } }
    `.trimEnd() + SCHEMES;
    assert.deepEqual(run(spec), []);
  });

  it('stays quiet when a global requirement applies', () => {
    const spec =
      `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      security:
        - bearerAuth: []
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
    `.trimEnd() + SCHEMES;
    assert.deepEqual(run(spec), []);
  });

  it('flags operations inheriting an empty root security list', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      securityDefinitions:
        token: { type: apiKey, in: header, name: Authorization }
      security: []
      paths:
        /v1/books:
          delete:
            responses: { '204': { description: ok } }
          get:
            security: [{ token: [] }]
            responses: { '200': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '7:4-7:10', text: 'delete' }],
    );
    assert.match(found[0].message, /the root `security` list requires no scheme/);
  });

  it('reports once for the API, every unsecured operation related, when fewer than half are secured', () => {
    const spec =
      `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
          post:
            security: [{ bearerAuth: [] }]
            responses: { '201': { description: ok } }
          delete:
            responses: { '204': { description: ok } }
    `.trimEnd() + SCHEMES;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => ({ ...brief(f, spec), pointer: f.pointer })),
      [{ rule: RULE, range: '2:0-2:5', text: 'paths', pointer: '/paths' }],
    );
    assert.match(found[0].message, /^Security applies to 1 of 3 operations; the other 2 \(listed as related\)/);
    assert.deepEqual(
      found[0].related?.map((r) => [r.pointer, r.message]),
      [
        ['/paths/~1v1~1books/get', 'GET /v1/books'],
        ['/paths/~1v1~1books/delete', 'DELETE /v1/books'],
      ],
    );
  });

  it('is silent when security-defined fires: no scheme defined, or none applied anywhere', () => {
    const noSchemes = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
    `;
    assert.deepEqual(
      lintText(noSchemes, [RULE, 'security-defined']).map((f) => f.rule),
      ['security-defined'],
    );
    const unapplied = noSchemes.trimEnd() + SCHEMES;
    assert.deepEqual(
      lintText(unapplied, [RULE, 'security-defined']).map((f) => f.rule),
      ['security-defined'],
    );
  });
});
