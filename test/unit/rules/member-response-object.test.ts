import { ruleTester } from '../helpers/rule-tester';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';

ruleTester(memberResponseObject, {
  valid: [
    {
      name: "gambitcomm MIMIC, an RPC-style API (verbs lead most paths' tails): `value/info/{object}` and `store/persists/{var}` are calls with an argument, not members",
      spec: `
        openapi: 3.0.0
        info: { title: MIMIC REST API, version: 21.00 }
        paths:
          /mimic/agent/{agentNum}/get/drops:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: integer } } } } } }
          /mimic/agent/{agentNum}/get/host: { get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: string } } } } } } }
          /mimic/agent/{agentNum}/get/port: { get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: string } } } } } } }
          /mimic/agent/{agentNum}/protocol/msg/sflow/get/args:
            get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { port: { type: integer } } } } } } } }
          /mimic/agent/{agentNum}/value/info/{object}: { get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: string } } } } } } }
          /mimic/agent/{agentNum}/store/persists/{var}: { get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: string } } } } } } }
          /mimic/agent/{agentNum}/value/set/{object}/{instance}/{var}/{value}: { put: { responses: { '200': { description: ok } } } }
      `,
    },
    {
      name: 'accepts objects: typed, inferred from properties, nullable, allOf and oneOf of objects, and downloads',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/User' } } } }
          /teams/{id}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { properties: { id: { type: string } } } } } }
          /pets/{id}:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { oneOf: [{ $ref: '#/components/schemas/User' }, { type: [object, 'null'] }] }
          /files/{id}:
            get:
              responses:
                '200': { description: ok, content: { image/png: { schema: { type: string, format: binary } } } }
        components:
          schemas:
            User: { allOf: [{ type: object }, { properties: { name: { type: string } } }] }
      `,
    },
    {
      name: 'ignores collections, other methods and schemas with no declared type',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array } } } }
          /users/{id}:
            put:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: string } } } }
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { description: anything } } } }
      `,
    },
    {
      name: 'leaves a GET-only member path that filters a list: no parent path and items named for something else, or a parent that lists other things',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /repos/{repo}/git/matching-refs/{ref}:
            get:
              responses:
                '200': { description: refs, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/GitRef' } } } } }
          /users/{user}/events/orgs/{org}:
            get:
              responses:
                '200': { description: events, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Event' } } } } }
          /insights/time-stats/users/{userId}:
            get:
              responses:
                '200': { description: a user's time stats, content: { application/json: { schema: { $ref: '#/components/schemas/TimeStats' } } } }
          /tags:
            get:
              responses:
                '200': { description: tags, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Tag' } } } } }
          /tags/{name}:
            get:
              responses:
                '200': { description: tagged articles, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Article' } } } } }
          /labels:
            get:
              responses:
                '200':
                  description: labels
                  content:
                    application/json:
                      schema: { type: object, properties: { data: { type: array, items: { $ref: '#/components/schemas/Tag' } } } }
          /labels/{name}:
            get:
              responses:
                '200': { description: labelled articles, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Article' } } } } }
        components:
          schemas:
            GitRef: { type: object, properties: { ref: { type: string } } }
            Event: { type: object, properties: { type: { type: string } } }
            TimeStats: { type: array, items: { type: object, properties: { at: { type: string } } } }
            Tag: { type: object, properties: { name: { type: string } } }
            Article: { type: object, properties: { title: { type: string } } }
      `,
    },
    {
      name: 'Bitbucket and Box: a 200 without a body, a raw file beside JSON, a binary JSON schema are downloads, not member reads',
      spec: `
        openapi: 3.0.0
        info: { title: Bitbucket, version: '2.0' }
        paths:
          /repositories/{workspace}/{repo_slug}/patch/{spec}:
            get: { responses: { '200': { description: The raw patch contents. } } }
          /repositories/{workspace}/{repo_slug}/downloads/{filename}:
            get:
              responses:
                '200':
                  description: the file
                  content:
                    application/octet-stream: { schema: { type: string, format: binary } }
                    application/json: { schema: { type: string } }
          /files/{file_id}/content:
            get:
              responses:
                '200': { description: the file, content: { application/json: { schema: { type: string, format: binary } } } }
      `,
    },
  ],
  invalid: [
    {
      // RULES.md v3: a 200 without a body is not this rule's (it was flagged at its status key in v2).
      name: 'flags an array or a string at the schema key; leaves a 200 without a body',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: array, items: { type: object } }
            delete:
              responses: { '204': { description: ok } }
          /orders/{id}:
            get:
              responses:
                '200': { description: ok }
          /tags/{id}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { oneOf: [{ type: object }, { type: string }] } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{id}/get/responses/200/content/application~1json/schema',
          range: '10:14-10:20',
          text: 'schema',
          message:
            'GET /users/{id} reads one member, but its 200 application/json body is an array; reading a member returns it as a JSON object (§4).',
        },
        {
          pointer: '/paths/~1tags~1{id}/get/responses/200/content/application~1json/schema',
          range: '20:65-20:71',
          text: 'schema',
          message: /body is an object or a string;/,
        },
      ],
      output: null,
    },
    {
      name: 'flags a GET-only member answering an array of what its collection lists, or below a collection with no list',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/User' } } } } }
          /users/{id}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/User' } } } } }
          /orders:
            post:
              responses: { '201': { description: ok } }
          /orders/{id}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array } } } }
        components:
          schemas:
            User: { type: object }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{id}/get/responses/200/content/application~1json/schema',
          range: '10:65-10:71',
          text: 'schema',
        },
        {
          pointer: '/paths/~1orders~1{id}/get/responses/200/content/application~1json/schema',
          range: '17:65-17:71',
          text: 'schema',
        },
      ],
    },
    {
      name: 'flags a GET-only member with no collection path when its array holds the kind it names, or unnamed items',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /pets/{petId}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/Pet' } } } } }
          /stores/{id}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }
          /pull-requests/{n}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/PullRequestDetail' } } } } }
        components:
          schemas:
            Pet: { type: object }
            PullRequestDetail: { type: object }
      `,
      findings: [
        {
          pointer: '/paths/~1pets~1{petId}/get/responses/200/content/application~1json/schema',
          range: '6:65-6:71',
          text: 'schema',
          message: /GET \/pets\/\{petId\} reads one member, but its 200 application\/json body is an array/,
        },
        {
          pointer: '/paths/~1stores~1{id}/get/responses/200/content/application~1json/schema',
          range: '10:65-10:71',
          text: 'schema',
        },
        {
          pointer: '/paths/~1pull-requests~1{n}/get/responses/200/content/application~1json/schema',
          range: '14:65-14:71',
          text: 'schema',
        },
      ],
    },
    {
      name: 'reads 2.0 response schemas',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            parameters: [{ name: id, in: path, required: true, type: string }]
            get:
              responses:
                '200': { description: ok, schema: { type: array, items: { type: string } } }
            delete:
              responses: { '204': { description: ok } }
      `,
      findings: [{ pointer: '/paths/~1users~1{id}/get/responses/200/schema', range: '7:34-7:40', text: 'schema' }],
    },
  ],
});

ruleTester(memberResponseObject, {
  valid: [
    {
      name: 'Bitbucket: a member GET whose 200 declares no body is not a JSON body, so not this rule’s',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /repositories/{workspace}/{repo_slug}/downloads/{filename}:
            get:
              responses: { '200': { description: The file. } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Box: one member read is one finding, its other JSON media type related',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /files/{id}/versions/{version_id}:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json: { schema: { type: array, items: { type: object } } }
                    application/vnd.box+json: { schema: { type: array, items: { type: object } } }
            delete: { responses: { '204': { description: ok } } }
      `,
      findings: [
        {
          pointer: '/paths/~1files~1{id}~1versions~1{version_id}/get/responses/200/content/application~1json/schema',
          range: '9:32-9:38',
          text: 'schema',
          related: [
            {
              pointer:
                '/paths/~1files~1{id}~1versions~1{version_id}/get/responses/200/content/application~1vnd.box+json/schema',
              range: '10:40-10:46',
              text: 'schema',
              message: 'GET /files/{id}/versions/{version_id} (application/vnd.box+json)',
            },
          ],
        },
      ],
      output: null,
    },
  ],
});
