import * as assert from 'node:assert/strict';
import { parse } from 'yaml';
import { fixAndCheck } from './helpers';

describe('quick fixes: list parameters, 201, rate-limit headers', () => {
  it('appends limit and page to an existing parameter list, as $refs to shared ones (new ones when the API shares any)', () => {
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      servers: [{ url: 'https://api.example.com/v1' }]
      paths:
        /v1/things:
          get:
            parameters:
            - name: q
              in: query
              schema: { type: string }
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array } } } }
              '400': { description: bad }
      components:
        parameters:
          PageSize: { name: limit, in: query, schema: { type: integer } }
      `,
      'list-pagination-params',
      /limit/,
    );
    assert.ok(
      out.includes(
        [
          '      parameters:',
          '      - name: q',
          '        in: query',
          '        schema: { type: string }',
          "      - $ref: '#/components/parameters/PageSize'",
          "      - $ref: '#/components/parameters/Page'",
          '      responses:',
        ].join('\n'),
      ),
      out,
    );
    // The API shares parameters, so the one it lacked becomes a shared component too (as error responses do).
    assert.ok(
      out.endsWith(
        [
          '    PageSize: { name: limit, in: query, schema: { type: integer } }',
          '    Page:',
          '      name: page',
          '      in: query',
          '      description: Page number, from 1.',
          '      schema:',
          '        type: integer',
          '        minimum: 1',
          '        default: 1',
          '',
        ].join('\n'),
      ),
      out,
    );
  });

  it('shares limit and page once when one fix adds them to every list of an API that shares parameters', () => {
    const list = (p: string) =>
      `        ${p}:\n          get:\n            parameters: [{ $ref: '#/components/parameters/Q' }]\n            responses:\n              '200': { description: ok, content: { application/json: { schema: { type: array } } } }\n              '400': { description: bad }\n`;
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      servers: [{ url: 'https://api.example.com/v1' }]
      paths:
${list('/v1/things')}${list('/v1/widgets')}${list('/v1/gadgets')}      components:
        parameters:
          Q: { name: q, in: query, schema: { type: string } }
      `,
      'list-pagination-params',
      /to the 3 operations listed/,
    );
    const doc = parse(out) as {
      paths: Record<string, { get: { parameters: unknown[] } }>;
      components: { parameters: object };
    };
    for (const p of ['/v1/things', '/v1/widgets', '/v1/gadgets'])
      assert.deepEqual(doc.paths[p].get.parameters, [
        { $ref: '#/components/parameters/Q' },
        { $ref: '#/components/parameters/Limit' },
        { $ref: '#/components/parameters/Page' },
      ]);
    assert.deepEqual(Object.keys(doc.components.parameters), ['Q', 'Limit', 'Page']);
  });

  it('adds sort to a 2.0 list with the type on the parameter', () => {
    const out = fixAndCheck(
      `
      swagger: '2.0'
      info: { title: T, version: '1' }
      host: api.example.com
      schemes: [https]
      paths:
        /v1/things:
          get:
            parameters: [{ name: limit, in: query, type: integer }, { name: page, in: query, type: integer }]
            responses: { '200': { description: ok, schema: { type: array, items: { type: object } } }, '400': { description: bad } }
      `,
      'list-sort-param',
      /sort/,
    );
    assert.ok(
      out.includes(
        `parameters: [{ name: limit, in: query, type: integer }, { name: page, in: query, type: integer }, { name: sort, in: query, description: Field to sort by; a leading - sorts in descending order., type: string }]`,
      ),
      out,
    );
  });

  it("turns a create's 200 into 201 with the key quoted as it was", () => {
    for (const [key, want] of [
      ["'200'", "'201'"],
      ['"200"', '"201"'],
      ['200', '201'],
    ]) {
      const out = fixAndCheck(
        `
        openapi: 3.1.0
        info: { title: T, version: '1' }
        paths:
          /things:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                ${key}: { description: made }
          /things/{id}: {}
        `,
        'create-returns-201',
        /201/,
      );
      assert.ok(out.includes(`      ${want}: { description: made }`), out);
    }
  });

  it('adds the missing X-RateLimit headers to a shared 429, reusing shared headers', () => {
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array } } } }
              '429': { $ref: '#/components/responses/Slow' }
      components:
        headers:
          X-RateLimit-Limit: { schema: { type: integer } }
        responses:
          Slow:
            description: slow
            headers:
              X-RateLimit-Remaining: { schema: { type: integer } }
      `,
      'rate-limit-headers',
      /Limit and X-RateLimit-Reset/,
    );
    assert.ok(
      out.endsWith(
        `        X-RateLimit-Remaining: { schema: { type: integer } }\n        X-RateLimit-Limit:\n          $ref: '#/components/headers/X-RateLimit-Limit'\n        X-RateLimit-Reset:\n          description: When the current window resets.\n          schema:\n            type: integer\n`,
      ),
      out,
    );
  });
});

describe('quick fixes: wrong types', () => {
  it('makes limit and page integers, sort a string, in 3.x schemas and 2.0 parameters', () => {
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            parameters:
              - { name: limit, in: query, schema: { type: integer } }
              - { name: page, in: query, schema: { type: string } }
              - { name: sort, in: query, schema: { format: int32 } }
            responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } }, '400': { description: bad } }
      `,
      'list-pagination-params',
      /Make the type integer/,
    );
    assert.ok(out.includes(`- { name: page, in: query, schema: { type: integer } }`), out);
    const sorted = fixAndCheck(out, 'list-sort-param', /Make the type string/, { raw: true });
    assert.ok(sorted.includes(`- { name: sort, in: query, schema: { type: string } }`), sorted);
    const two = fixAndCheck(
      `{"swagger": "2.0", "info": {"title": "T", "version": "1"}, "paths": {"/things": {"get": {"parameters": [{"name": "limit", "in": "query", "type": "number"}], "responses": {"200": {"description": "ok", "schema": {"type": "array", "items": {}}}}}}}}`,
      'list-pagination-params',
      /Make the type integer/,
      { uri: 'spec.json', raw: true },
    );
    assert.ok(two.includes(`{"name": "limit", "in": "query", "type": "integer"}`), two);
  });

  it("drops the keywords of the old type with it: an array's items, a number's format and bounds", () => {
    const sorted = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            parameters:
              - name: sort
                in: query
                schema:
                  type: array
                  items: { type: integer }
                  maxItems: 3
                  description: fields to order by
            responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } }, '400': { description: bad } }
      `,
      'list-sort-param',
      /Make the type string/,
    );
    assert.ok(
      sorted.includes(`schema:\n            type: string\n            description: fields to order by\n`),
      sorted,
    );
    const paged = fixAndCheck(
      `{"swagger": "2.0", "info": {"title": "T", "version": "1"}, "paths": {"/things": {"get": {"parameters": [{"name": "limit", "in": "query", "type": "string", "format": "date", "maxLength": 3}, {"name": "page", "in": "query", "type": "integer"}], "responses": {"200": {"description": "ok", "schema": {"type": "array", "items": {}}}}}}}}`,
      'list-pagination-params',
      /Make the type integer/,
      { uri: 'spec.json', raw: true },
    );
    assert.ok(paged.includes(`{"name": "limit", "in": "query", "type": "integer"}`), paged);
  });

  it('makes a rate-limit header an integer', () => {
    const out = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array } } } }
              '429':
                description: slow
                headers:
                  X-RateLimit-Limit: { schema: { type: integer } }
                  X-RateLimit-Remaining: { schema: { type: integer } }
                  X-RateLimit-Reset: { schema: { type: string, format: date-time } }
      `,
      'rate-limit-headers',
      /integer/,
    );
    assert.ok(out.includes(`X-RateLimit-Reset: { schema: { type: integer } }`), out);
  });
});
