import { ruleTester } from '../helpers/rule-tester';
import { createReturns201 } from '../../../src/core/rules/create-returns-201';

/**
 * A POST on a to-many relationship (`…/relationships/{name}`, JSON:API's relationship endpoints, which Cloud Foundry's
 * v3 API follows) adds links to members that already exist and answers the relationship with 200: no create.
 * Cut from Cloud Foundry's `POST /v3/routes/{guid}/relationships/shared_spaces` (round 17, seed 212 #25 WRONG). A
 * POST on an ordinary collection that answers 200 is still told.
 */
const spec = (path: string) => `
  openapi: 3.0.0
  info: { title: Cloud Foundry V3 API, version: 3.0.0 }
  paths:
    ${path}/{space_guid}:
      delete: { responses: { '204': { description: No Content } } }
    ${path}:
      get:
        responses:
          '200':
            description: OK
            content:
              application/json:
                schema: { type: object, properties: { data: { type: array, items: { type: object } } } }
      post:
        summary: Share a route with other spaces
        requestBody:
          content:
            application/json:
              schema: { type: object, properties: { data: { type: array, items: { type: object } } } }
        responses:
          '200':
            description: OK
            content:
              application/json:
                schema: { type: object, properties: { data: { type: array, items: { type: object } }, links: { type: object } } }
`;

ruleTester(createReturns201, {
  valid: [
    {
      name: 'Cloud Foundry: sharing a route adds to a relationship',
      spec: spec('/v3/routes/{guid}/relationships/shared_spaces'),
    },
  ],
  invalid: [
    {
      name: 'a POST on an ordinary collection answering 200 is told',
      spec: spec('/v3/routes/{guid}/destinations'),
      findings: [
        {
          pointer: '/paths/~1v3~1routes~1{guid}~1destinations/post/responses/200',
          range: '20:8-20:13',
          text: "'200'",
          message:
            'POST /v3/routes/{guid}/destinations creates a member but answers 200 instead of 201; a POST that creates a member answers 201 Created with the created member, or 202 Accepted when it creates it later (§4).',
        },
      ],
    },
  ],
});
