// Round 5 of the precision review (seeds 113, 114): a property named `links` that holds the API's own data (a brand's
// link texts, the connections between a colony's pins) is not hypermedia, and §2.5 does not apply to it.
import { ruleTester } from '../helpers/rule-tester';
import { linksShape } from '../../../src/core/rules/links-shape';

ruleTester(linksShape, {
  valid: [
    {
      name: 'DocuSign: a brand’s `links` (link text, type, shown or not, a URL or mailto) are brand settings, not hypermedia',
      spec: `
        openapi: 3.0.0
        info: { title: DocuSign REST API, version: v2.1 }
        paths: {}
        components:
          schemas:
            brand:
              type: object
              properties:
                brandName: { type: string }
                links:
                  description: An array of brandLink objects that contain information about the links that the brand uses.
                  type: array
                  items: { $ref: '#/components/schemas/brandLink' }
            brandLink:
              type: object
              properties:
                linkText: { type: string }
                linkType: { type: string }
                showLink: { type: string }
                urlOrMailTo: { type: string }
      `,
    },
    {
      name: 'EVE Online: a colony’s `links` join two pins (`source_pin_id`, `destination_pin_id`): domain data',
      spec: `
        openapi: 3.0.0
        info: { title: EVE Swagger Interface, version: 0.8.6 }
        paths:
          /characters/{character_id}/planets/{planet_id}/:
            get:
              responses:
                '200':
                  description: Colony layout
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          links:
                            type: array
                            maxItems: 500
                            items:
                              type: object
                              required: [source_pin_id, destination_pin_id, link_level]
                              properties:
                                destination_pin_id: { type: integer, format: int64 }
                                link_level: { type: integer, minimum: 0, maximum: 10 }
                                source_pin_id: { type: integer, format: int64 }
      `,
    },
  ],
  invalid: [
    {
      name: 'a link with `href` but no `rel` is hypermedia that misses its relation, and is still flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            Order:
              type: object
              properties:
                links:
                  type: array
                  items:
                    type: object
                    required: [href]
                    properties: { href: { type: string }, title: { type: string } }
      `,
      findings: [
        {
          pointer: '/components/schemas/Order/properties/links',
          range: '8:8-8:13',
          text: 'links',
          message:
            '`links` should be an array of objects with required string `rel` and `href` (§2.5), but its items have no `rel` property.',
        },
      ],
    },
  ],
});
