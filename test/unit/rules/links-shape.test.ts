import { ruleTester, type InvalidCase } from '../helpers/rule-tester';
import { linksShape } from '../../../src/core/rules/links-shape';

const USER = `
  type: object
  properties:
    links: { type: object }
`;

/** A spec whose schema A is only a `$ref` to user.yaml, written in one of the ways YAML allows. */
const refTo = (ref: string, name: string): InvalidCase => ({
  name: `sees a $ref into another file that nothing has loaded yet: ${name}`,
  formats: ['yaml'],
  spec: `
    openapi: 3.1.0
    info: { title: t, version: '1' }
    paths: {}
    components:
      schemas:
        A:
          ${ref}
  `,
  files: { 'user.yaml': USER },
  findings: [{ file: 'user.yaml', pointer: '/components/schemas/A/properties/links', range: '2:2-2:7', text: 'links' }],
});

/** A response with links only as Link Objects (the JSON quick scan skips the walk when nothing else says links). */
const linkObjects = (schemas: string, ref = '#/components/schemas/A') => `
  openapi: 3.0.3
  info: { title: t, version: '1' }
  paths:
    /a:
      get:
        responses:
          '200':
            description: ok
            links: { self: { operationId: x } }
            content: { application/json: { schema: { $ref: '${ref}' } } }
  components:
    schemas:
      A: { type: object, properties: { id: { type: string } } }${schemas}
`;

ruleTester(linksShape, {
  valid: [
    {
      name: 'accepts an array of objects with required string rel and href, through $ref and allOf',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          links: { type: array, items: { $ref: '#/components/schemas/Link' } }
        components:
          schemas:
            Link:
              allOf:
                - type: object
                  properties: { rel: { type: string } }
                  required: [rel]
                - properties: { href: { type: string, format: uri-reference } }
                  required: [href]
            Nullable:
              type: object
              properties:
                links:
                  type: [array, 'null']
                  items:
                    type: object
                    required: [rel, href]
                    properties: { rel: { type: string, enum: [self, next] }, href: { type: string } }
            HalStyle:
              type: object
              properties:
                _links: { type: object }
      `,
    },
    { name: 'leaves links that are only Link Objects alone', spec: linkObjects('') },
  ],
  invalid: [
    {
      name: 'flags links that are an object, at the links key, with a component pointer',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            User:
              type: object
              properties:
                id: { type: string }
                links:
                  type: object
                  properties: { self: { type: string } }
      `,
      findings: [
        {
          pointer: '/components/schemas/User/properties/links',
          range: '9:8-9:13',
          text: 'links',
          message:
            '`links` should be an array of objects with required string `rel` and `href` (§2.5), but it is an object, not an array.',
        },
      ],
    },
    {
      name: 'names every problem of the items: missing href, non-string rel, not required',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /orders:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: array
                        items:
                          type: object
                          properties:
                            links:
                              type: array
                              items:
                                type: object
                                properties: { rel: { type: integer }, url: { type: string } }
      `,
      findings: [
        {
          pointer: '/paths/~1orders/get/responses/200/content/application~1json/schema/items/properties/links',
          range: '15:20-15:25',
          text: 'links',
          message: /but `rel` is an integer, not a string; its items have no `href` property; `rel` is not required\.$/,
        },
      ],
    },
    {
      name: 'flags items that are strings, and links arrays without items',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths: {}
        definitions:
          A:
            properties:
              links: { type: array, items: { type: string } }
          B:
            properties:
              links: { type: array }
      `,
      findings: [
        {
          pointer: '/definitions/A/properties/links',
          range: '6:6-6:11',
          text: 'links',
          message: /its items are a string, not objects/,
        },
        {
          pointer: '/definitions/B/properties/links',
          range: '9:6-9:11',
          text: 'links',
          message: /its items are not described/,
        },
      ],
    },
    {
      name: 'terminates on recursive schemas and cyclic $refs (a links $ref that cycles is left to unresolved-ref)',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /nodes:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } } }
        components:
          schemas:
            Node:
              type: object
              properties:
                children: { type: array, items: { $ref: '#/components/schemas/Node' } }
                links: { $ref: '#/components/schemas/Links' }
            Links: { $ref: '#/components/schemas/Links2' }
            Links2: { $ref: '#/components/schemas/Links' }
            Other:
              properties:
                links: { type: integer }
      `,
      findings: [{ pointer: '/components/schemas/Other/properties/links', range: '18:8-18:13', text: 'links' }],
    },
    {
      name: 'finds quoted and flow-style links keys',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            A: { properties: { 'links' : { type: integer } } }
      `,
      findings: [{ pointer: '/components/schemas/A/properties/links', range: '5:23-5:30', text: "'links'" }],
    },
    {
      name: 'still walks schemas in other files when the linted file has no links key',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { $ref: 'user.yaml' } } } }
      `,
      files: { 'user.yaml': USER },
      findings: [
        {
          file: 'user.yaml',
          pointer: '/paths/~1users~1{id}/get/responses/200/content/application~1json/schema/properties/links',
          range: '2:2-2:7',
          text: 'links',
        },
      ],
    },
    {
      name: 'flags a links property beside responses whose links are only Link Objects',
      spec: linkObjects(`
      B: { properties: { links: { type: integer } } }`),
      findings: [{ pointer: '/components/schemas/B/properties/links', range: '13:23-13:28', text: 'links' }],
    },
    {
      name: 'still follows a $ref into another file when the linted file has links only as Link Objects',
      spec: linkObjects('', 'user.yaml'),
      files: { 'user.yaml': USER },
      findings: [
        {
          file: 'user.yaml',
          pointer: '/paths/~1a/get/responses/200/content/application~1json/schema/properties/links',
          range: '2:2-2:7',
          text: 'links',
        },
      ],
    },
    refTo("$ref: 'user.yaml'", 'a plain key'),
    refTo('"$ref" : "user.yaml"', 'a quoted key with a space before the colon'),
    refTo('{ "$ref":"user.yaml" }', 'a flow mapping without spaces'),
    refTo('$ref:\n            user.yaml', 'the value on the next line'),
  ],
});
