// Round 16 of the precision review (seeds 210 #30, 211 #22): W3C WoT Thing Descriptions and OpenTelemetry spans have
// `links` their standard fixes, not hypermedia the conventions shape.
import { ruleTester } from '../helpers/rule-tester';
import { linksShape } from '../../../src/core/rules/links-shape';

ruleTester(linksShape, {
  valid: [
    {
      name: 'Eclipse Ditto: a WoT Thing Description’s `links` are W3C Link objects, `href` required and `rel` optional',
      spec: `
        openapi: 3.0.0
        info: { title: Eclipse Ditto HTTP API, version: '2' }
        components:
          schemas:
            WotThingDescription:
              type: object
              properties:
                '@context': { type: string }
                title: { type: string }
                id: { type: string }
                links:
                  type: array
                  items:
                    type: object
                    properties:
                      href: { type: string, format: iri-reference }
                      rel: { type: string }
                      type: { type: string }
                      anchor: { type: string }
                    required: [href]
                    additionalProperties: true
                security: { type: string }
                securityDefinitions: { type: object }
                forms: { type: array, items: { type: object } }
      `,
    },
    {
      name: 'Arize Phoenix: `OtlpSpan.links` are OpenTelemetry span links (other spans by id), not hypermedia',
      spec: `
        openapi: 3.1.0
        info: { title: Arize-Phoenix REST API, version: '1.0' }
        components:
          schemas:
            OtlpSpan:
              type: object
              properties:
                trace_id: { type: string }
                span_id: { type: string }
                parent_span_id: { type: string }
                name: { type: string }
                links: { type: 'null', title: Links }
                dropped_links_count: { type: integer }
      `,
    },
    {
      name: 'agenta: `links` whose items are OpenTelemetry span links (`trace_id`, `span_id`, `attributes`), as a list or keyed, in any schema',
      spec: `
        openapi: 3.1.0
        info: { title: Agenta API, version: 0.1.0 }
        components:
          schemas:
            OTelLink:
              type: object
              title: OTelLink
              properties:
                span_id: { anyOf: [{ type: string }, { type: 'null' }] }
                trace_id: { anyOf: [{ type: string }, { type: 'null' }] }
                attributes: { anyOf: [{ type: object, additionalProperties: true }, { type: 'null' }] }
            OTelLinksResponse:
              type: object
              properties:
                count: { type: integer }
                links:
                  anyOf:
                    - { type: array, items: { $ref: '#/components/schemas/OTelLink' } }
                    - { type: 'null' }
            Annotation:
              type: object
              properties:
                data: { type: object }
                links:
                  anyOf:
                    - { type: object, additionalProperties: { $ref: '#/components/schemas/OTelLink' } }
                    - { type: array, items: { $ref: '#/components/schemas/OTelLink' } }
                    - { type: 'null' }
      `,
    },
  ],
  invalid: [
    {
      name: 'a resource with its own `links` lacking `rel` stays flagged: no `@context` with security definitions, no span ids',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        components:
          schemas:
            Thing:
              type: object
              properties:
                title: { type: string }
                links:
                  type: array
                  items: { type: object, properties: { href: { type: string }, rel: { type: string } }, required: [href] }
      `,
      findings: [
        {
          pointer: '/components/schemas/Thing/properties/links',
          range: '8:8-8:13',
          text: 'links',
          message:
            '`links` should be an array of objects with required string `rel` and `href` (§2.5), but `rel` is not required.',
        },
      ],
    },
  ],
});
