// Round 8 of the precision review (seed 120): the API health-check draft fixes `links` as a rel → URI object.
import { ruleTester } from '../helpers/rule-tester';
import { linksShape } from '../../../src/core/rules/links-shape';

ruleTester(linksShape, {
  valid: [
    {
      name: 'IX-API: `/health` answers the health-check draft’s object, whose `links` maps relations to URIs',
      spec: `
        openapi: 3.0.0
        info: { title: IX-API, version: 2.1.0 }
        paths:
          /health:
            get:
              responses:
                '200':
                  description: Health status
                  content: { application/json: { schema: { $ref: '#/components/schemas/HealthResponsePartial' } } }
        components:
          schemas:
            HealthResponsePartial:
              type: object
              required: [status]
              properties:
                status: { type: string, enum: [pass, fail, warn] }
                version: { type: string }
                releaseId: { type: string }
                notes: { type: array, items: { type: string } }
                output: { type: string }
                serviceId: { type: string }
                description: { type: string }
                checks: { type: object, additionalProperties: { type: object } }
                links: { type: object, additionalProperties: { type: string } }
      `,
    },
    {
      name: 'a body of `application/health+json` keeps the draft’s `links` object, whatever else it declares',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /healthz:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/health+json:
                      schema:
                        type: object
                        properties:
                          status: { type: string }
                          links: { type: object, additionalProperties: { type: string } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a `status` beside a `links` object is not the health-check draft by itself: flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        components:
          schemas:
            Job:
              type: object
              properties:
                status: { type: string }
                links: { type: object, additionalProperties: { type: string } }
      `,
      findings: [
        {
          pointer: '/components/schemas/Job/properties/links',
          range: '8:8-8:13',
          text: 'links',
          message:
            '`links` should be an array of objects with required string `rel` and `href` (§2.5), but it is an object, not an array.',
        },
      ],
    },
  ],
});
