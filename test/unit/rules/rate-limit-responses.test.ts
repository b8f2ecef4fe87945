import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'rate-limit-responses';

describe('rule rate-limit-responses', () => {
  it('flags an operation without 429 when most document one', () => {
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
          get: { responses: { '200': { description: ok }, '429': { description: slow down } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => ({ ...brief(f, spec), pointer: f.pointer })),
      [{ rule: RULE, range: '9:6-9:15', text: 'responses', pointer: '/paths/~1v1~1books/post/responses' }],
    );
    assert.equal(
      found[0].message,
      'The API declares rate limits (a 429 response on GET /v1/books) but POST /v1/books documents no 429 response; add a 429 response for when the client exceeds the rate limit.',
    );
  });

  it('reports once for the API when a few operations document 429 among many (GitHub: 2 of 1,223)', () => {
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
    assert.deepEqual(
      found.map((f) => ({ ...brief(f, spec), pointer: f.pointer })),
      [{ rule: RULE, range: '2:0-2:5', text: 'paths', pointer: '/paths' }],
    );
    assert.equal(
      found[0].message,
      '429 is documented on 1 of 3 operations, though the API declares rate limits (a 429 response on GET /v1/books); add a 429 response with the X-RateLimit-* headers to each (listed as related), for instance one shared response referenced from each.',
    );
    assert.deepEqual(
      found[0].related?.map((r) => `${brief({ ...found[0], ...r }, spec).range} ${r.message}`),
      ['9:6-9:15 POST /v1/books', '12:4-12:7 GET /v1/me'],
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
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '2:0-2:5', text: 'paths' }],
    );
    assert.match(
      found[0].message,
      /^429 is documented on 0 of 1 operation, though .*the x-ratelimit-remaining header on GET \/v1\/books/,
    );
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
    assert.deepEqual(
      found.map((f) => brief(f, v2)),
      [{ rule: RULE, range: '2:0-2:5', text: 'paths' }],
    );
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
