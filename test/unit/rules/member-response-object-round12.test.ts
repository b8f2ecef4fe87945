// Round 12 of the blind precision loop (GitHub pool seeds 201-203): what is not the read of one member.
import { ruleTester } from '../helpers/rule-tester';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';

ruleTester(memberResponseObject, {
  valid: [
    {
      name: 'Exoscale: `{id}` whose GET answers an array and is called `list-sks-cluster-deprecated-resources` scopes a list',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /sks-cluster-deprecated-resources/{id}:
            get:
              operationId: list-sks-cluster-deprecated-resources
              summary: Resources that are scheduled to be removed in future kubernetes releases
              parameters:
                - { in: path, required: true, name: id, schema: { type: string, format: uuid } }
              responses:
                '200':
                  description: '200'
                  content:
                    application/json:
                      schema: { type: array, items: { type: object, properties: { group: { type: string }, version: { type: string } } } }
      `,
    },
  ],
  invalid: [],
});
