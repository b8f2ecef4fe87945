import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

ruleTester(listResponseShape, {
  valid: [
    {
      name: "gambitcomm MIMIC, an RPC-style API (verbs lead most paths' tails): `get/args` and `get/drops` are what a get call answers, not lists",
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
      name: 'accepts a JSON array, a wrapped list (allOf and $ref included) and a nullable array',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }
          /v1/orders:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/OrderPage' } } } }
          /tags:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: [array, 'null'] } } } }
          /reports:
            get:
              responses:
                '200': { description: ok, content: { text/csv: { schema: { type: string } } } }
        components:
          schemas:
            OrderPage:
              allOf:
                - { $ref: '#/components/schemas/Page' }
                - { properties: { data: { type: array, items: { type: object } } } }
            Page:
              type: object
              properties:
                pagination: { type: object }
      `,
    },
    {
      name: 'only looks at GET on collection paths: members, singletons and other methods are left alone',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object } } } }
          /me:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object } } } }
          /users:
            put:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object } } } }
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: {} } } }
      `,
    },
    {
      name: 'Postmark, JSON:API, Box: a wrapped list of any envelope is a list (its array under its own name beside a count, `{data, links}`)',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /bounces:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          TotalCount: { type: integer }
                          Bounces: { type: array, items: { type: object } }
          /clips:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/vnd.api+json:
                      schema:
                        type: object
                        properties:
                          data: { type: array, items: { type: object } }
                          links: { type: object }
          /users:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          items: { type: array, items: { type: object } }
                          pagination: { type: object }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags a 200 with no body at its status key, and a string list',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200': { description: ok }
            post:
              responses: { '201': { description: created } }
          /names:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: string } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/responses/200',
          range: '6:8-6:13',
          text: "'200'",
          message:
            'GET /users lists a collection, but its 200 response declares no body; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
        {
          pointer: '/paths/~1names/get/responses/200/content/application~1json/schema',
          range: '12:65-12:71',
          text: 'schema',
          message:
            'GET /names lists a collection, but its 200 application/json body is a string; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
      output: null,
    },
    {
      name: 'reads 2.0 response schemas once across produces entries',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        produces: [application/json, application/vnd.acme+json]
        paths:
          /users:
            get:
              responses:
                '200': { description: ok, schema: { $ref: '#/definitions/User' } }
          /teams:
            get:
              responses:
                '200': { description: ok, schema: { type: array, items: { $ref: '#/definitions/User' } } }
          /users/{id}:
            get:
              responses:
                '200': { description: ok, schema: { $ref: '#/definitions/User' } }
        definitions:
          User: { type: object, properties: { id: { type: string } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/responses/200/schema',
          range: '7:34-7:40',
          text: 'schema',
          message:
            'GET /users lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
      output: null,
    },
    {
      name: 'flags an object body written in flow style at its schema key',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200':
                  description: ok
                  content: { application/json: { schema: { type: object } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/responses/200/content/application~1json/schema',
          range: '8:41-8:47',
          text: 'schema',
          message:
            'GET /users lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
      output: null,
    },
  ],
});
