import * as assert from 'node:assert/strict';
import { parse as parseYaml } from 'yaml';
import { brief, dedent, lintText } from '../helpers/lint';
import type { Finding } from '../../../src/core/rules/types';

/** Range, underlined text and message of each finding. */
function shown(findings: Finding[], text: string): string[] {
  const t = dedent(text);
  return findings.map((f) => `${brief(f).range} ${JSON.stringify(t.slice(f.span.start, f.span.end))} ${f.message}`);
}

const check = (text: string, uri = 'spec.yaml') => shown(lintText(text, 'oas-schema', { uri }), text);

describe('rule oas-schema', () => {
  describe('OpenAPI 3.0', () => {
    it('flags a misspelt method at its key, with the key it meant', () => {
      const spec = `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            gett:
              responses: { '200': { description: ok } }
      `;
      assert.deepEqual(check(spec), ['4:4-4:8 "gett" Unknown key "gett" in this path item; did you mean "get"?']);
    });

    it('flags a wrong type at the value, a missing field at the key of the object that lacks it', () => {
      const spec = `
        openapi: 3.0.3
        info: { title: t }
        paths:
          /users:
            get:
              responses: 42
            post:
              summary: no responses
      `;
      assert.deepEqual(check(spec), [
        '1:0-1:4 "info" This info object lacks the required "version".',
        '5:17-5:19 "42" "responses" must be an object, not the number 42.',
        '6:4-6:8 "post" This operation lacks the required "responses".',
      ]);
    });

    it('reports one finding per problem inside alternatives (a parameter, a response, a security scheme)', () => {
      const spec = `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              parameters:
                - { name: id, in: body, schema: { type: string } }
                - { name: q, in: query }
                - { name: p, in: query, schema: { type: string }, content: { application/json: {} } }
                - $ref: 7
              responses:
                '200': { descriptio: ok }
                '600': { description: x }
        components:
          securitySchemes:
            a: { type: http }
            b: { type: oauth3 }
      `;
      assert.deepEqual(check(spec), [
        '6:26-6:30 "body" "in" must be one of "path", "query", "header" or "cookie", not "body".',
        '7:10-7:32 "{ name: q, in: query }" This parameter needs at least one of "schema" or "content".',
        '8:10-8:93 "{ name: p, in: query, schema: { type: string }, content: { application/json: {} } }" "schema" and "content" cannot be used together.',
        '9:16-9:17 "7" "$ref" must be a string, not the number 7.',
        '11:8-11:13 "\'200\'" This response lacks the required "description".',
        '11:17-11:27 "descriptio" Unknown key "descriptio" in this response; did you mean "description"?',
        '12:8-12:13 "\'600\'" Unknown key "600" in this responses object (allowed: default; status codes such as 200 or 4XX; extensions starting with "x-").',
        '15:4-15:5 "a" This HTTP security scheme lacks the required "scheme".',
        '16:15-16:21 "oauth3" "type" must be one of "apiKey", "http", "oauth2" or "openIdConnect", not "oauth3".',
      ]);
    });

    it('reads JSON the same way', () => {
      const spec =
        '{\n  "openapi": "3.0.3",\n  "info": { "title": "t", "version": "1" },\n  "paths": { "/users": { "gett": { "responses": 42 } } }\n}\n';
      assert.deepEqual(check(spec, 'spec.json'), [
        '3:25-3:31 "\\"gett\\"" Unknown key "gett" in this path item; did you mean "get"?',
      ]);
    });

    it('flags a document with no info and no paths at its version key', () => {
      assert.deepEqual(check('openapi: 3.0.0\n'), [
        '0:0-0:7 "openapi" The document lacks the required "info".',
        '0:0-0:7 "openapi" The document lacks the required "paths".',
      ]);
    });
  });

  describe('OpenAPI 2.0', () => {
    it('tells parameters apart by "in" and reports what each kind lacks', () => {
      const spec = `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              parameters:
                - { name: q, in: query }
                - { name: b, in: body }
                - { name: d, in: query, type: strin }
              responses: {}
        securityDefinitions:
          o: { type: oauth2, flow: implicit }
          k: { type: oauth2, flow: bogus }
      `;
      assert.deepEqual(check(spec), [
        '6:10-6:32 "{ name: q, in: query }" This parameter lacks the required "type".',
        '7:10-7:31 "{ name: b, in: body }" This body parameter lacks the required "schema".',
        '8:38-8:43 "strin" "type" must be one of "string", "number", "boolean", "integer" or "array", not "strin".',
        '9:6-9:15 "responses" An operation needs at least one response (a status code or "default").',
        '11:2-11:3 "o" This OAuth2 implicit security scheme lacks the required "authorizationUrl".',
        '12:27-12:32 "bogus" "flow" must be one of "implicit", "password", "application" or "accessCode", not "bogus".',
      ]);
    });

    it('flags paths: 42 in JSON', () => {
      const spec = '{"swagger": "2.0", "info": {"title": "t", "version": "1"}, "paths": 42}';
      assert.deepEqual(check(spec, 'spec.json'), ['0:68-0:70 "42" "paths" must be an object, not the number 42.']);
    });
  });

  describe('OpenAPI 3.1 and 3.2', () => {
    it('3.1: paths: 42, and a path that does not start with "/"', () => {
      const spec = `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths: 42
      `;
      assert.deepEqual(check(spec), ['2:7-2:9 "42" "paths" must be an object, not the number 42.']);
      const spec2 = `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          users:
            get: { responses: { '200': { description: ok } } }
      `;
      assert.deepEqual(check(spec2), [
        '3:2-3:7 "users" Unknown key "users" in this paths object (allowed: paths starting with "/"; extensions starting with "x-").',
      ]);
    });

    it('3.1: a document needs paths, components or webhooks', () => {
      assert.deepEqual(check("openapi: 3.1.0\ninfo: { title: t, version: '1' }\n"), [
        '0:0-0:7 "openapi" The document needs at least one of "paths", "components" or "webhooks".',
      ]);
    });

    it('3.2: a misspelt method, a parameter without schema or content, a misspelt response key', () => {
      const spec = `
        openapi: 3.2.0
        info: { title: t, version: '1' }
        paths:
          /users:
            gett:
              responses: { '200': { description: ok } }
            get:
              parameters:
                - { name: q, in: query }
              responses:
                '200': { descripton: ok }
      `;
      assert.deepEqual(check(spec), [
        '4:4-4:8 "gett" Unknown key "gett" in this path item; did you mean "get"?',
        '8:10-8:32 "{ name: q, in: query }" This parameter needs exactly one of "schema" or "content".',
        '10:17-10:27 "descripton" Unknown key "descripton" in this response; did you mean "description"?',
      ]);
    });
  });

  describe('not firing', () => {
    for (const [version, spec] of Object.entries({
      '2.0': `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            get:
              parameters:
                - { name: id, in: path, required: true, type: string }
                - { name: body, in: body, schema: { $ref: '#/definitions/User' } }
              responses: { '200': { description: ok, schema: { $ref: '#/definitions/User' } } }
        definitions:
          User: { type: object, additionalProperties: false, properties: { id: { type: string } } }
      `,
      '3.0': `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            parameters:
              - $ref: '#/components/parameters/Id'
            get:
              responses:
                '200': { $ref: '#/components/responses/User' }
                4XX: { description: error }
        components:
          parameters:
            Id: { name: id, in: path, required: true, schema: { type: string } }
          responses:
            User:
              description: ok
              content: { application/json: { schema: { type: object, additionalProperties: true, nullable: true } } }
          securitySchemes:
            bearer: { type: http, scheme: bearer, bearerFormat: JWT }
      `,
      '3.1': `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        webhooks:
          created:
            post: { responses: { '200': { description: ok } } }
        components:
          schemas:
            User: { type: [object, 'null'], properties: { id: { $ref: '#/components/schemas/Id' } } }
            Id: true
      `,
      '3.2': `
        openapi: 3.2.0
        info: { title: t, version: '1' }
        paths:
          /users:
            query:
              responses: { '200': { description: ok } }
      `,
    })) {
      it(`is quiet on a valid ${version} document`, () => assert.deepEqual(check(spec), []));
    }
  });
});

describe('oas-schema beside the convention rules', () => {
  it('a file with structural errors still gets the convention findings its structure allows', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /getUsers:
          get:
            responses: { '200': { description: ok } }
        /orders:
          gett:
            responses: 42
    `;
    const findings = lintText(spec);
    const rules = new Set(findings.map((f) => f.rule));
    assert.ok(rules.has('oas-schema'), 'the structural problem is reported');
    assert.ok(rules.has('path-no-verbs'), 'and the convention findings of the well-formed path are kept');
  });

  it('no rule and no part of the model builder throws when any node of a document has the wrong type', () => {
    const base = dedent(`
      openapi: 3.0.3
      info: { title: t, version: '1' }
      servers: [{ url: 'https://api.example.com/v1', variables: { v: { default: '1' } } }]
      security: [{ bearer: [] }]
      paths:
        /users/{id}:
          parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
          get:
            operationId: getUser
            parameters: [{ name: q, in: query, schema: { type: string } }]
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '200':
                description: ok
                headers: { X-RateLimit-Limit: { schema: { type: integer } } }
                content: { application/json: { schema: { type: array, items: { type: object } } } }
              default: { $ref: '#/components/responses/Error' }
      components:
        responses:
          Error: { description: err, content: { application/json: { schema: { type: object } } } }
        securitySchemes:
          bearer: { type: http, scheme: bearer }
    `);
    const doc = JSON.parse(JSON.stringify(parseYaml(base))) as Record<string, unknown>;
    const paths: (string | number)[][] = [];
    const walk = (n: unknown, at: (string | number)[]) => {
      if (n === null || typeof n !== 'object') return;
      if (at.length) paths.push(at);
      for (const [k, v] of Object.entries(n)) walk(v, [...at, Array.isArray(n) ? Number(k) : k]);
    };
    walk(doc, []);
    let runs = 0;
    for (const at of paths) {
      for (const replacement of [42, 'x', null, [1, 'a']]) {
        const copy = JSON.parse(JSON.stringify(doc));
        let n = copy;
        for (const t of at.slice(0, -1)) n = n[t];
        n[at[at.length - 1]] = replacement;
        const text = JSON.stringify(copy, null, 2);
        lintText(text, undefined, { uri: 'spec.json' });
        runs++;
      }
    }
    assert.ok(runs > 100, `${runs} variants linted`);
  });
});
