// Action paths that take an argument, cut from the specs of precision rounds 8-9 (seeds 119-121): a POST-only path
// whose parameter is the argument of a procedure addresses no member, and its last static segment names no
// collection.
import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const OK = "{ '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";
const ID = '{ name: id, in: path, required: true, schema: { type: integer } }';
const USER = '{ name: username, in: path, required: true, schema: { type: string } }';
// ExaVault: the welcome email and the webhook token, beside the webhooks read and written as members.
const EXAVAULT = `
  openapi: 3.0.0
  info: { title: ExaVault API, version: '2.0' }
  paths:
    /email/welcome/{username}:
      post: { summary: Resend welcome email to specific user, parameters: [${USER}], responses: ${OK} }
    /webhooks/regenerate-token/{id}:
      post: { summary: Regenerate security token, parameters: [${ID}], responses: ${OK} }
    /webhooks:
      get: { responses: ${OK} }
    /webhooks/{id}:
      get: { parameters: [${ID}], responses: ${OK} }
      patch: { parameters: [${ID}], responses: ${OK} }
`;

ruleTester(postOnMember, {
  valid: [
    {
      name: 'ExaVault: POST /email/welcome/{username} sends a welcome email and POST /webhooks/regenerate-token/{id} regenerates a token: actions on an argument, no member',
      spec: EXAVAULT,
    },
  ],
  invalid: [],
});

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'ExaVault: welcome before the recipient {username} names no collection of welcomes',
      spec: EXAVAULT,
    },
    {
      name: 'dweet.io: /alert/{who}/when/{thing}/{condition} is a phrase; {who} (an email list) is an argument, not an alert',
      spec: `
        openapi: 3.0.0
        info: { title: dweet.io, version: 2.0.0 }
        paths:
          /alert/{who}/when/{thing}/{condition}: { get: { responses: ${OK} } }
      `,
    },
  ],
  invalid: [],
});

ruleTester(pathNoVerbs, {
  valid: [],
  invalid: [
    {
      name: 'ExaVault: regenerate-token before the webhook id is an action, though {id} is a generic member id',
      spec: EXAVAULT,
      findings: [
        {
          pointer: '/paths/~1webhooks~1regenerate-token~1{id}',
          range: '5:12-5:28',
          text: 'regenerate-token',
        },
      ],
    },
  ],
});
