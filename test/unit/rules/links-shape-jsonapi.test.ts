// Names and shapes an external contract fixes (RULES.md "Terms": endpoints whose shape a standard fixes), cut from
// OPTIMADE's spec: a document that declares JSON:API (its top-level `jsonapi` member, or the
// `application/vnd.api+json` media type) follows a standard that makes `links` an object of named links, so a
// `links` object there is the standard's, not the API's choice. An API that only looks like JSON:API (Up) declares
// nothing and keeps its finding.
import { ruleTester } from '../helpers/rule-tester';
import { linksShape } from '../../../src/core/rules/links-shape';

const LINKS = '{ type: object, properties: { next: { type: string }, self: { type: string } } }';

ruleTester(linksShape, {
  valid: [
    {
      name: 'OPTIMADE: JSON:API documents (with a `jsonapi` member) whose `links` are objects',
      spec: `
        openapi: 3.0.0
        info: { title: OPTIMADE API, version: 1.1.0 }
        paths: {}
        components:
          schemas:
            StructureResponseMany:
              type: object
              properties: { data: { type: array, items: { type: object } }, links: ${LINKS}, jsonapi: { type: object } }
            StructureResource: { type: object, properties: { id: { type: string }, links: ${LINKS} } }
      `,
    },
    {
      name: 'a JSON:API API declared by its media type application/vnd.api+json',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /articles:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/vnd.api+json: { schema: { type: object, properties: { data: { type: array }, links: ${LINKS} } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Up: JSON:API-style `links` objects with no `jsonapi` member nor JSON:API media type',
      spec: `
        openapi: 3.0.0
        info: { title: Up, version: v1 }
        paths: {}
        components:
          schemas:
            CategoryResource: { type: object, properties: { id: { type: string }, links: ${LINKS} } }
      `,
      findings: [
        {
          pointer: '/components/schemas/CategoryResource/properties/links',
          range: '5:74-5:79',
          text: 'links',
          message: /^`links` should be an array of objects .* but it is an object, not an array\.$/,
        },
      ],
    },
  ],
});
