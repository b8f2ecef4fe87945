// OpenAPI 3.1 schemas are JSON Schema 2020-12: a `$ref` inside a schema with `$id` names another schema of the document
// by its `$id`, and an example is checked against that schema too. Cut from Clair (quay/clair
// httptransport/api/v1/openapi.yaml, round 13, seed 204): in `vulnerability_core` ($id …/vulnerability_core.schema.json)
// `normalized_severity` says `$ref: normalized_severity.schema.json`, the component whose $id is
// …/normalized_severity.schema.json.
import { ruleTester } from '../helpers/rule-tester';
import { exampleValid } from '../../../src/core/rules/example-valid';

const spec = (severity: string) => `
  openapi: 3.1.0
  info: { title: Clair Container Analyzer, version: 1.2.0 }
  paths: {}
  components:
    schemas:
      normalized_severity:
        $id: https://clairproject.org/api/http/v1/normalized_severity.schema.json
        type: string
        enum: [Unknown, Low, High]
      vulnerability_core:
        $id: https://clairproject.org/api/http/v1/vulnerability_core.schema.json
        type: object
        properties:
          normalized_severity: { $ref: normalized_severity.schema.json }
        examples:
          - { id: '356835', normalized_severity: ${severity} }
`;

ruleTester(exampleValid, {
  valid: [{ name: 'Clair: an example that matches the schema its $id-relative $ref names', spec: spec('Low') }],
  invalid: [
    {
      name: 'Clair: an example is checked against the schema an $id-relative $ref names',
      spec: spec('Moderate'),
      findings: [
        {
          pointer: '/components/schemas/vulnerability_core/examples/0/normalized_severity',
          range: '15:26-15:45',
          text: 'normalized_severity',
          message: /expected one of "Unknown", "Low", "High", got "Moderate"/,
        },
      ],
    },
  ],
});
