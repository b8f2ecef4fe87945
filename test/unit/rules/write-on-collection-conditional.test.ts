// Round 17 of the precision review (seed 213 #80): a PUT made on condition of the version its GET gave (If-Match,
// 412) replaces one versioned whole, not the members of a collection one by one.
import { ruleTester } from '../helpers/rule-tester';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'lakeFS: PUT `/settings/branch_protection` replaces the rule set, sent as an array, on condition of its ETag',
      spec: `
        openapi: 3.0.0
        info: { title: lakeFS API, version: 1.0.0 }
        paths:
          /repositories/{repository}/settings/branch_protection:
            parameters: [{ in: path, name: repository, required: true, schema: { type: string } }]
            get:
              responses:
                '200':
                  description: branch protection rules
                  headers: { ETag: { schema: { type: string } } }
                  content:
                    application/json:
                      schema: { type: array, items: { $ref: '#/components/schemas/BranchProtectionRule' } }
            put:
              parameters:
                - { in: header, name: If-Match, schema: { type: string }, allowEmptyValue: true }
              requestBody:
                required: true
                content:
                  application/json:
                    schema: { type: array, items: { $ref: '#/components/schemas/BranchProtectionRule' } }
              responses:
                '204': { description: branch protection rule created successfully }
                '412': { description: Precondition Failed }
        components:
          schemas:
            BranchProtectionRule:
              type: object
              required: [pattern]
              properties: { pattern: { type: string, minLength: 1 } }
      `,
    },
  ],
  invalid: [
    {
      name: 'the same PUT without a condition still writes the collection in bulk',
      spec: `
        openapi: 3.0.0
        info: { title: lakeFS API, version: 1.0.0 }
        paths:
          /repositories/{repository}/branch_rules:
            parameters: [{ in: path, name: repository, required: true, schema: { type: string } }]
            get:
              responses:
                '200':
                  description: rules
                  content: { application/json: { schema: { type: array, items: { type: object } } } }
            put:
              requestBody:
                required: true
                content: { application/json: { schema: { type: array, items: { type: object } } } }
              responses: { '204': { description: done } }
      `,
      findings: [
        {
          pointer: '/paths/~1repositories~1{repository}~1branch_rules/put',
          range: '10:4-10:7',
          text: 'put',
          message:
            'PUT on the collection `/repositories/{repository}/branch_rules` writes the members its request body names (or all of them), not one member named in the path; PUT belongs on one member: `/repositories/{repository}/branch_rules/{id}`.',
        },
      ],
      formats: ['yaml'],
    },
  ],
});
