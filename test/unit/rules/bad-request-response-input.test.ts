// Round 5 of the precision review (seeds 112-114): an empty `content: {}` request body carries no input, and the
// API-level finding counts the same operations it lists.
import { ruleTester } from '../helpers/rule-tester';
import { badRequestResponse } from '../../../src/core/rules/bad-request-response';

ruleTester(badRequestResponse, {
  valid: [
    {
      name: 'Just Eat: a subscribe POST whose request body is an empty `content: {}` stub takes only path parameters: no input',
      spec: `
        openapi: 3.0.0
        info: { title: Just Eat UK, version: 1.0.0 }
        paths:
          /consumers/{tenant}/me/communication-preferences/{type}/subscribedChannels/{channel}:
            post:
              parameters:
                - { name: tenant, in: path, required: true, schema: { type: string } }
                - { name: type, in: path, required: true, schema: { type: string, enum: [marketing] } }
                - { name: channel, in: path, required: true, schema: { type: string, enum: [email, sms, push] } }
              requestBody: { content: {}, required: false }
              responses:
                '204': { description: Success }
                '401': { description: Unauthorized }
      `,
    },
  ],
  invalid: [
    {
      name: 'D&D 5e API: the API-level finding counts and lists the same operations (a free-text `subclass` is input a client cannot get wrong, in neither)',
      spec: `
        openapi: 3.0.1
        info: { title: D&D 5e API, version: '0.1' }
        paths:
          /api/classes/{index}/levels:
            get:
              parameters:
                - { name: index, in: path, required: true, schema: { type: string } }
                - { name: subclass, in: query, description: Adds subclasses for class to the response, schema: { type: string } }
              responses: { '200': { description: OK } }
          /api/monsters:
            get:
              parameters:
                - { name: challenge_rating, in: query, schema: { type: array, items: { type: number } } }
              responses: { '200': { description: OK } }
          /api/spells:
            get:
              parameters:
                - { name: level, in: query, schema: { type: array, items: { type: integer } } }
              responses: { '200': { description: OK } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '400 is documented on 0 of 2 operations that take input a client can get wrong (a request body or query parameters a server checks); add a 400 response for invalid input to each (listed as related), for instance one shared response referenced from each.',
        },
      ],
    },
  ],
});
