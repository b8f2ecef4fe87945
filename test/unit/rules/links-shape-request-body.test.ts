// Hypermedia is what a server answers (RULES.md `links-shape`, §2.5): a `links` object a client sends in a request
// body's own schema is the resource's data. Cut from edrv.io's spec (round 9, seed 124 #28, judged NOISE): PATCH
// /v1/organizations/{id} takes the organisation's `about`, `contact`, `privacy` and `support` URLs as `links`.
import { ruleTester } from '../helpers/rule-tester';
import { linksShape } from '../../../src/core/rules/links-shape';

const links = `{ type: object, properties: { about: { type: string }, contact: { type: string }, privacy: { type: string }, support: { type: string } } }`;

ruleTester(linksShape, {
  valid: [
    {
      name: 'edrv.io: `links` in the PATCH body of an organisation',
      spec: `
        openapi: 3.0.0
        info: { title: eDRV, version: '1.0' }
        paths:
          /v1/organizations/{id}:
            patch:
              requestBody:
                content:
                  application/json:
                    schema: { type: object, properties: { name: { type: string }, links: ${links} } }
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'OSF: `links` in a shared request body under components/requestBodies',
      spec: `
        openapi: 3.0.0
        info: { title: OSF APIv2, version: '2.0' }
        paths:
          /nodes/{node_id}/contributors/:
            post: { requestBody: { $ref: '#/components/requestBodies/contributors_createBody' }, responses: { '201': { description: ok } } }
        components:
          requestBodies:
            contributors_createBody:
              content:
                application/json:
                  schema: { type: object, properties: { links: { type: object } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'the same object answered by a GET is a links style',
      spec: `
        openapi: 3.0.0
        info: { title: eDRV, version: '1.0' }
        paths:
          /v1/organizations/{id}:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { type: object, properties: { name: { type: string }, links: ${links} } }
      `,
      findings: [
        {
          pointer:
            '/paths/~1v1~1organizations~1{id}/get/responses/200/content/application~1json/schema/properties/links',
          range: '10:76-10:81',
          text: 'links',
          message:
            '`links` should be an array of objects with required string `rel` and `href` (§2.5), but it is an object, not an array.',
        },
      ],
    },
  ],
});
