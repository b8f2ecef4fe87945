// One cause, one finding across schemas (RULES.md "Reporting"): InfluxDB's links examples are paths relative to the
// server under `format: uri`, a different string in every schema and one to five of them per example. Cut from
// InfluxDB's spec (round 9, seed 124 #20–#23: one finding per schema, three judged NOISE).
import { ruleTester } from '../helpers/rule-tester';
import { exampleValid } from '../../../src/core/rules/example-valid';

ruleTester(exampleValid, {
  valid: [],
  invalid: [
    {
      name: 'InfluxDB: relative links under format uri in Document, Dashboard and Bucket are one finding',
      spec: `
        openapi: 3.0.0
        info: { title: InfluxDB OSS API Service, version: 2.0.0 }
        paths: {}
        components:
          schemas:
            Link: { type: string, format: uri, readOnly: true }
            Document:
              type: object
              properties:
                links:
                  type: object
                  properties: { self: { $ref: '#/components/schemas/Link' } }
                  example: { self: /api/v2/documents/templates/1 }
            Dashboard:
              type: object
              properties:
                links:
                  type: object
                  properties: { cells: { $ref: '#/components/schemas/Link' }, labels: { $ref: '#/components/schemas/Link' } }
                  example: { cells: /api/v2/dashboards/1/cells, labels: /api/v2/dashboards/1/labels }
            Bucket:
              type: object
              properties:
                links:
                  type: object
                  properties: { org: { $ref: '#/components/schemas/Link' }, site: { $ref: '#/components/schemas/Link' } }
                  example: { org: /api/v2/orgs/2, site: 'not a link' }
      `,
      findings: [
        {
          pointer: '/components/schemas/Document/properties/links/example/self',
          range: '12:21-12:25',
          text: 'self',
          message:
            'This example does not match its schema: at `/self`, the string "/api/v2/documents/templates/1" is not a valid uri. Fix the example or the schema, so that docs, mocks and generated clients agree. One other example fails the same way (a relative path where the format is uri); listed as related.',
          related: [
            {
              pointer: '/components/schemas/Dashboard/properties/links/example/cells',
              range: '19:21-19:26',
              text: 'cells',
            },
          ],
        },
        {
          pointer: '/components/schemas/Bucket/properties/links/example/org',
          range: '26:21-26:24',
          text: 'org',
          message:
            'This example does not match its schema: at `/org`, the string "/api/v2/orgs/2" is not a valid uri; at `/site`, the string "not a link" is not a valid uri. Fix the example or the schema, so that docs, mocks and generated clients agree.',
        },
      ],
    },
  ],
});
