import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'security-defined';

function run(spec: string) {
  return lintText(spec, RULE).map((f) => ({ ...brief(f, spec), pointer: f.pointer }));
}

describe('rule security-defined', () => {
  const op = `
    paths:
      /v1/books:
        get:
          responses: { '200': { description: ok } }
  `;

  it('flags a 3.x document with no components at its openapi key', () => {
    const spec = `openapi: 3.1.0\ninfo: { title: t, version: '1' }\n${op.trim()}`;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '0:0-0:7', text: 'openapi' }]);
    assert.equal(found[0].pointer, '/openapi');
    assert.equal(found[0].severity, 'error');
    assert.match(found[0].message, /No security scheme is defined.*components\.securitySchemes.*Bearer/);
  });

  it('flags components without securitySchemes at the components key', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
      components:
        schemas: {}
    `;
    assert.deepEqual(run(spec), [{ rule: RULE, range: '6:0-6:10', text: 'components', pointer: '/components' }]);
  });

  it('flags an empty securitySchemes map at its key', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
      components:
        securitySchemes: {}
    `;
    assert.deepEqual(run(spec), [{ rule: RULE, range: '7:2-7:17', text: 'securitySchemes', pointer: '/components/securitySchemes' }]);
  });

  it('flags a 2.0 document with no securityDefinitions at its swagger key', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '0:0-0:7', text: 'swagger' }]);
    assert.match(found[0].message, /securityDefinitions/);
  });

  it('flags schemes that no requirement applies, at securitySchemes', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
      components:
        securitySchemes:
          bearerAuth: { type: http, scheme: bearer }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '7:2-7:17', text: 'securitySchemes' }]);
    assert.match(found[0].message, /no operation requires any of them.*security: \[\{bearerAuth: \[\]\}\]/);
  });

  it('flags an empty root security list at its key when nothing else applies a scheme', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      security: []
      securityDefinitions:
        token: { type: oauth2, flow: application, tokenUrl: 'https://example.com/token', scopes: {} }
      paths:
        /v1/books:
          get:
            security: [{}]
            responses: { '200': { description: ok } }
    `;
    assert.deepEqual(run(spec), [{ rule: RULE, range: '2:0-2:8', text: 'security', pointer: '/security' }]);
  });

  it('stays quiet when a scheme is applied globally', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      security:
        - bearerAuth: []
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
      components:
        securitySchemes:
          bearerAuth: { type: http, scheme: bearer }
    `;
    assert.deepEqual(run(spec), []);
  });

  it('stays quiet when only one operation applies a scheme (2.0)', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      securityDefinitions:
        basic: { type: basic }
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
          post:
            security: [{ basic: [] }]
            responses: { '201': { description: ok } }
    `;
    assert.deepEqual(run(spec), []);
  });

  it('stays quiet for a document with no operations (a components-only file)', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      components:
        schemas:
          Book: { type: object }
    `;
    assert.deepEqual(run(spec), []);
  });
});
