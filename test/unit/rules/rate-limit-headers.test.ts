import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'rate-limit-headers';

function run(spec: string) {
  return lintText(spec, RULE).map((f) => ({ ...brief(f, spec), pointer: f.pointer }));
}

describe('rule rate-limit-headers', () => {
  it('flags a 429 with no headers at its status key', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              '200': { description: ok }
              '429': { description: slow down }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => ({ ...brief(f, spec), pointer: f.pointer })), [
      { rule: RULE, range: '7:8-7:13', text: "'429'", pointer: '/paths/~1v1~1books/get/responses/429' },
    ]);
    assert.equal(
      found[0].message,
      'The 429 response of GET /v1/books lacks X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset; declare them as integer headers so clients know their limit, what remains and when it resets.',
    );
  });

  it('flags missing headers at the headers key and a non-integer one at its type, matching names in any case', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              '429':
                description: slow down
                headers:
                  x-ratelimit-limit: { schema: { type: integer } }
                  X-RATELIMIT-RESET: { schema: { type: string, format: date-time } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => ({ ...brief(f, spec), pointer: f.pointer })), [
      { rule: RULE, range: '8:10-8:17', text: 'headers', pointer: '/paths/~1v1~1books/get/responses/429/headers' },
      { rule: RULE, range: '10:49-10:55', text: 'string', pointer: '/paths/~1v1~1books/get/responses/429/headers/X-RATELIMIT-RESET/schema/type' },
    ]);
    assert.match(found[0].message, /lacks X-RateLimit-Remaining; declare it as an integer header/);
    assert.match(found[1].message, /The X-RATELIMIT-RESET header of the 429 response of GET \/v1\/books is "string"; declare it as an integer/);
  });

  it('flags an untyped header at its name', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              '429':
                description: slow down
                headers:
                  X-RateLimit-Limit: { description: the limit }
                  X-RateLimit-Remaining: { schema: { type: [integer, 'null'] } }
                  X-RateLimit-Reset: { schema: { allOf: [{ type: integer }] } }
    `;
    assert.deepEqual(run(spec), [
      { rule: RULE, range: '9:12-9:29', text: 'X-RateLimit-Limit', pointer: '/paths/~1v1~1books/get/responses/429/headers/X-RateLimit-Limit' },
    ]);
  });

  it('reports a shared 429 response once, in components, even when many operations use it', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses: { '429': { $ref: '#/components/responses/TooManyRequests' } }
          post:
            responses: { '429': { $ref: '#/components/responses/TooManyRequests' } }
      components:
        responses:
          TooManyRequests:
            description: slow down
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(found.map((f) => ({ ...brief(f, spec), pointer: f.pointer })), [
      { rule: RULE, range: '10:4-10:19', text: 'TooManyRequests', pointer: '/components/responses/TooManyRequests' },
    ]);
    assert.match(found[0].message, /^The shared 429 response \/components\/responses\/TooManyRequests \(used by GET \/v1\/books\) lacks/);
  });

  it('follows $ref\'d headers and schemas into components and reports the bad type there once', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              '429':
                description: slow down
                headers:
                  X-RateLimit-Limit: { $ref: '#/components/headers/Limit' }
                  X-RateLimit-Remaining: { $ref: '#/components/headers/Remaining' }
                  X-RateLimit-Reset: { $ref: '#/components/headers/Reset' }
          post:
            responses:
              '429':
                description: slow down
                headers:
                  X-RateLimit-Limit: { $ref: '#/components/headers/Limit' }
                  X-RateLimit-Remaining: { $ref: '#/components/headers/Remaining' }
                  X-RateLimit-Reset: { $ref: '#/components/headers/Reset' }
      components:
        headers:
          Limit: { schema: { type: integer } }
          Remaining: { schema: { $ref: '#/components/schemas/Count' } }
          Reset: { schema: { type: integer } }
        schemas:
          Count: { type: number }
    `;
    assert.deepEqual(run(spec), [
      { rule: RULE, range: '26:19-26:25', text: 'number', pointer: '/components/schemas/Count/type' },
    ]);
  });

  it('reads 2.0 headers, which carry their type directly', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              429:
                description: slow down
                headers:
                  X-RateLimit-Limit: { type: integer }
                  X-RateLimit-Remaining: { type: integer }
                  X-RateLimit-Reset: { type: string }
    `;
    assert.deepEqual(run(spec), [
      { rule: RULE, range: '11:39-11:45', text: 'string', pointer: '/paths/~1v1~1books/get/responses/429/headers/X-RateLimit-Reset/type' },
    ]);
  });

  it('reports a 2.0 shared response at its name under the root responses', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              429: { $ref: '#/responses/TooManyRequests' }
      responses:
        TooManyRequests:
          description: slow down
    `;
    assert.deepEqual(run(spec), [
      { rule: RULE, range: '8:2-8:17', text: 'TooManyRequests', pointer: '/responses/TooManyRequests' },
    ]);
  });

  it('stays quiet for a complete 429 and ignores other responses', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /v1/books:
          get:
            responses:
              '200': { description: ok }
              '503': { description: unavailable }
              '429':
                description: slow down
                headers:
                  X-RateLimit-Limit: { schema: { type: integer } }
                  X-RateLimit-Remaining: { schema: { type: integer } }
                  X-RateLimit-Reset: { schema: { type: integer, format: int64 } }
    `;
    assert.deepEqual(run(spec), []);
  });
});
