import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'rate-limit-responses';

describe('rule rate-limit-responses', () => {
  it('flags operations without 429 once one operation declares a 429', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              '200': { description: ok }
              '429': { description: slow down }
          post:
            responses:
              '201': { description: created }
        /v1/me:
          get: {}
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => ({ ...brief(f, spec), pointer: f.pointer })), [
      { rule: RULE, range: '9:6-9:15', text: 'responses', pointer: '/paths/~1v1~1books/post/responses' },
      { rule: RULE, range: '12:4-12:7', text: 'get', pointer: '/paths/~1v1~1me/get' },
    ]);
    assert.equal(
      found[0].message,
      'The API declares rate limits (a 429 response on GET /v1/books) but POST /v1/books documents no 429 response; add a 429 response for when the client exceeds the rate limit.',
    );
  });

  it('stays quiet when nothing declares rate limits', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              '200':
                description: ok
                headers:
                  X-Request-Id: { schema: { type: string } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('takes an X-RateLimit-* header on any response as a declaration (any case)', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              '200':
                description: ok
                headers:
                  x-ratelimit-remaining: { schema: { type: integer } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => brief(f, spec)), [{ rule: RULE, range: '5:6-5:15', text: 'responses' }]);
    assert.match(found[0].message, /the x-ratelimit-remaining header on GET \/v1\/books/);
  });

  it('takes shared components.headers and 2.0 shared responses as declarations', () => {
    const v3 = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok } }
      components:
        headers:
          X-RateLimit-Limit: { schema: { type: integer } }
    `;
    assert.match(lintText(v3, RULE)[0].message, /the shared header components\.headers\.X-RateLimit-Limit/);
    const v2 = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { 200: { description: ok } }
      responses:
        TooManyRequests:
          description: slow down
          headers:
            X-RateLimit-Reset: { type: integer }
    `;
    const found = lintText(v2, RULE);
    assert.deepEqual(found.map((f) => brief(f, v2)), [{ rule: RULE, range: '5:6-5:15', text: 'responses' }]);
    assert.match(found[0].message, /the X-RateLimit-Reset header of responses\.TooManyRequests/);
  });

  it('accepts a 4XX range in place of 429', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { '200': { description: ok }, '429': { description: slow } }
          post:
            responses: { '201': { description: ok }, 4XX: { description: client error } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });
});
