import * as assert from 'node:assert/strict';
import { parse as parseYaml } from 'yaml';
import { dedent, lintText } from '../helpers/lint';
import { ruleTester } from '../helpers/rule-tester';
import { oasSchema } from '../../../src/core/rules/oas-schema';

ruleTester(oasSchema, {
  valid: [
    {
      name: 'is quiet on a valid 2.0 document',
      spec: `
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
    },
    {
      name: 'is quiet on a valid 3.0 document',
      spec: `
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
    },
    {
      name: 'is quiet on a valid 3.1 document',
      spec: `
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
    },
    {
      name: 'is quiet on a valid 3.2 document',
      spec: `
        openapi: 3.2.0
        info: { title: t, version: '1' }
        paths:
          /users:
            query:
              responses: { '200': { description: ok } }
      `,
    },
  ],
  invalid: [
    {
      name: "3.0: names a status code as a key, not as an item of a list (Shopware's `'204': []`)",
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /a:
            delete:
              responses:
                '204': []
      `,
      findings: [
        {
          pointer: '/paths/~1a/delete/responses/204',
          range: '6:15-6:17',
          text: '[]',
          message: '"204" must be an object, not an array.',
        },
      ],
    },
    {
      name: '3.0: flags a misspelt method at its key, with the key it meant',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            gett:
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/gett',
          range: '4:4-4:8',
          text: 'gett',
          message: 'Unknown key "gett" in this path item; did you mean "get"?',
        },
      ],
    },
    {
      name: '3.0: flags a wrong type at the value, a missing field at the key of the object that lacks it',
      spec: `
        openapi: 3.0.3
        info: { title: t }
        paths:
          /users:
            get:
              responses: 42
            post:
              summary: no responses
      `,
      findings: [
        { pointer: '/info', range: '1:0-1:4', text: 'info', message: 'This info object lacks the required "version".' },
        {
          pointer: '/paths/~1users/get/responses',
          range: '5:17-5:19',
          text: '42',
          message: '"responses" must be an object, not the number 42.',
        },
        {
          pointer: '/paths/~1users/post',
          range: '6:4-6:8',
          text: 'post',
          message: 'This operation lacks the required "responses".',
        },
      ],
    },
    {
      name: '3.0: reports one finding per problem inside alternatives (a parameter, a response, a security scheme)',
      spec: `
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
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/parameters/0/in',
          range: '6:26-6:30',
          text: 'body',
          message: '"in" must be one of "path", "query", "header" or "cookie", not "body".',
        },
        {
          pointer: '/paths/~1users/get/parameters/1',
          range: '7:10-7:32',
          text: '{ name: q, in: query }',
          message: 'This parameter needs at least one of "schema" or "content".',
        },
        {
          pointer: '/paths/~1users/get/parameters/2',
          range: '8:10-8:93',
          text: '{ name: p, in: query, schema: { type: string }, content: { application/json: {} } }',
          message: '"schema" and "content" cannot be used together.',
        },
        {
          pointer: '/paths/~1users/get/parameters/3/$ref',
          range: '9:16-9:17',
          text: '7',
          message: '"$ref" must be a string, not the number 7.',
        },
        {
          pointer: '/paths/~1users/get/responses/200',
          range: '11:8-11:13',
          text: "'200'",
          message: 'This response lacks the required "description".',
        },
        {
          pointer: '/paths/~1users/get/responses/200/descriptio',
          range: '11:17-11:27',
          text: 'descriptio',
          message: 'Unknown key "descriptio" in this response; did you mean "description"?',
        },
        {
          pointer: '/paths/~1users/get/responses/600',
          range: '12:8-12:13',
          text: "'600'",
          message:
            'Unknown key "600" in this responses object (allowed: default; status codes such as 200 or 4XX; extensions starting with "x-").',
        },
        {
          pointer: '/components/securitySchemes/a',
          range: '15:4-15:5',
          text: 'a',
          message: 'This HTTP security scheme lacks the required "scheme".',
        },
        {
          pointer: '/components/securitySchemes/b/type',
          range: '16:15-16:21',
          text: 'oauth3',
          message: '"type" must be one of "apiKey", "http", "oauth2" or "openIdConnect", not "oauth3".',
        },
      ],
    },
    {
      name: '3.0: flags a misspelt method beside a wrong type (in JSON, the key with its quotes)',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths: { /users: { gett: { responses: 42 } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/gett',
          range: '2:19-2:23',
          text: 'gett',
          message: 'Unknown key "gett" in this path item; did you mean "get"?',
        },
      ],
    },
    {
      name: '3.0: flags a document with no info and no paths at its version key',
      spec: `
        openapi: 3.0.0
      `,
      findings: [
        { pointer: '', range: '0:0-0:7', text: 'openapi', message: 'The document lacks the required "info".' },
        { pointer: '', range: '0:0-0:7', text: 'openapi', message: 'The document lacks the required "paths".' },
      ],
    },
    {
      name: '2.0: tells parameters apart by "in" and reports what each kind lacks',
      spec: `
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
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/parameters/0',
          range: '6:10-6:32',
          text: '{ name: q, in: query }',
          message: 'This parameter lacks the required "type".',
        },
        {
          pointer: '/paths/~1users/get/parameters/1',
          range: '7:10-7:31',
          text: '{ name: b, in: body }',
          message: 'This body parameter lacks the required "schema".',
        },
        {
          pointer: '/paths/~1users/get/parameters/2/type',
          range: '8:38-8:43',
          text: 'strin',
          message: '"type" must be one of "string", "number", "boolean", "integer" or "array", not "strin".',
        },
        {
          pointer: '/paths/~1users/get/responses',
          range: '9:6-9:15',
          text: 'responses',
          message: 'An operation needs at least one response (a status code or "default").',
        },
        {
          pointer: '/securityDefinitions/o',
          range: '11:2-11:3',
          text: 'o',
          message: 'This OAuth2 implicit security scheme lacks the required "authorizationUrl".',
        },
        {
          pointer: '/securityDefinitions/k/flow',
          range: '12:27-12:32',
          text: 'bogus',
          message: '"flow" must be one of "implicit", "password", "application" or "accessCode", not "bogus".',
        },
      ],
    },
    {
      name: '2.0: flags paths: 42',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths: 42
      `,
      findings: [
        { pointer: '/paths', range: '2:7-2:9', text: '42', message: '"paths" must be an object, not the number 42.' },
      ],
    },
    {
      name: '3.1: flags paths: 42',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths: 42
      `,
      findings: [
        { pointer: '/paths', range: '2:7-2:9', text: '42', message: '"paths" must be an object, not the number 42.' },
      ],
    },
    {
      name: '3.1: flags a path that does not start with "/"',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          users:
            get: { responses: { '200': { description: ok } } }
      `,
      findings: [
        {
          pointer: '/paths/users',
          range: '3:2-3:7',
          text: 'users',
          message:
            'Unknown key "users" in this paths object (allowed: paths starting with "/"; extensions starting with "x-").',
        },
      ],
    },
    {
      name: '3.1: a document needs paths, components or webhooks',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
      `,
      findings: [
        {
          pointer: '',
          range: '0:0-0:7',
          text: 'openapi',
          message: 'The document needs at least one of "paths", "components" or "webhooks".',
        },
      ],
    },
    {
      name: '3.2: a misspelt method, a parameter without schema or content, a misspelt response key',
      spec: `
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
      `,
      findings: [
        {
          pointer: '/paths/~1users/gett',
          range: '4:4-4:8',
          text: 'gett',
          message: 'Unknown key "gett" in this path item; did you mean "get"?',
        },
        {
          pointer: '/paths/~1users/get/parameters/0',
          range: '8:10-8:32',
          text: '{ name: q, in: query }',
          message: 'This parameter needs exactly one of "schema" or "content".',
        },
        {
          pointer: '/paths/~1users/get/responses/200/descripton',
          range: '10:17-10:27',
          text: 'descripton',
          message: 'Unknown key "descripton" in this response; did you mean "description"?',
        },
      ],
    },
  ],
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
