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
    const spec = `
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
    assert.deepEqual(found.map((f) => ({ ...brief(f, spec), pointer: f.pointer })), [
      { rule: RULE, range: '4:4-4:7', text: 'get', pointer: '/paths/~1v1~1books/get' },
    ]);
    assert.equal(found[0].severity, 'warning');
    assert.match(found[0].message, /No security applies to GET \/v1\/books \(there is no `security` requirement here or at the root\).*security: \[\]/);
  });

  it('treats operation-level `security: []` and `security: [{}]` as explicit opt-outs', () => {
    const spec = `
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
    const spec = `
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
    const spec = `
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
      security: []
      paths:
        /v1/books:
          delete:
            responses: { '204': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '5:4-5:10', text: 'delete' }]);
    assert.match(found[0].message, /the root `security` list requires no scheme/);
  });
});
