// Round 19 of the precision review (seed 217 #44): the arguments of what a singular segment does address no member.
import { ruleTester } from '../helpers/rule-tester';
import { notFoundResponse } from '../../../src/core/rules/not-found-response';

ruleTester(notFoundResponse, {
  valid: [
    {
      name: 'Nightscout: GET /echo/{storage}/{spec} echoes the query it would run on a storage layer, no member',
      spec: `
        openapi: 3.0.0
        info: { title: Nightscout API, version: 0.10.2 }
        paths:
          /echo/{storage}/{spec}:
            get:
              summary: View generated Mongo Query object
              parameters:
                - { name: storage, in: path, required: true, description: entries or treatments, schema: { type: string } }
                - { name: spec, in: path, required: true, schema: { type: string } }
              responses: { '200': { description: The query, content: { application/json: { schema: { type: object } } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a singular segment whose parameter names its member still addresses one: /project/{projectKey}/{a}/{b}',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /project/{projectKey}/{a}/{b}:
            get: { responses: { '200': { description: ok } } }
          /users/{id}: { get: { responses: { '200': { description: ok }, '404': { description: none } } } }
          /teams/{id}: { get: { responses: { '200': { description: ok }, '404': { description: none } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1project~1{projectKey}~1{a}~1{b}/get/responses',
          range: '4:11-4:20',
          text: 'responses',
        },
      ],
    },
  ],
});
