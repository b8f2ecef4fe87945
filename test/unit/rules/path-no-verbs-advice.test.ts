// The method path-no-verbs suggests is one no other rule flags (RULES.md: post-on-member, write-on-collection),
// cut from Salesloft's and drchrono's specs (precision round 3, seed 107 #62, #64).
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const ok = `{ responses: { '200': { description: ok } } }`;
const list = `{ responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }`;

ruleTester(pathNoVerbs, {
  valid: [],
  invalid: [
    {
      name: 'Salesloft: upsert beside a collection suggests PUT on a member of it, not a bulk write of the collection',
      spec: `
        openapi: 3.0.0
        info: { title: Salesloft, version: v2 }
        paths:
          /v2/calendar/events: { get: ${list} }
          /v2/calendar/events/upsert: { post: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1v2~1calendar~1events~1upsert',
          range: '4:22-4:28',
          text: 'upsert',
          message:
            '`upsert` is the action word "upsert"; paths name resources and the method says what happens: PUT or PATCH on a member, `/v2/calendar/events/{id}` (on the collection itself it would be a bulk write).',
        },
      ],
    },
    {
      name: 'Salesloft: delete beside a collection with members suggests DELETE on its member path',
      spec: `
        openapi: 3.0.0
        info: { title: Salesloft, version: v2 }
        paths:
          /v2/notes: { get: ${list} }
          /v2/notes/{noteId}: { get: ${ok} }
          /v2/notes/delete: { post: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1v2~1notes~1delete',
          range: '5:12-5:18',
          text: 'delete',
          message:
            '`delete` is the action word "delete"; paths name resources and the method says what happens: DELETE on a member, `/v2/notes/{noteId}` (on the collection itself it would be a bulk write).',
        },
      ],
    },
    {
      name: 'Fireblocks: drop POSTed on a transaction replaces it on-chain; DELETE on the transaction would change its meaning',
      spec: `
        openapi: 3.0.0
        info: { title: Fireblocks, version: v1 }
        paths:
          /transactions: { get: ${list} }
          /transactions/{txId}: { get: ${ok} }
          /transactions/{txId}/drop: { post: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1transactions~1{txId}~1drop',
          range: '5:23-5:27',
          text: 'drop',
          message:
            '`drop` is the action word "drop"; paths name resources, not actions: model the action as a resource the client creates, or as a state field changed with PATCH.',
        },
      ],
    },
    {
      name: 'Stack Exchange: delete POSTed on a comment still suggests DELETE on that comment',
      spec: `
        openapi: 3.0.0
        info: { title: Stack Exchange, version: '2.3' }
        paths:
          /comments: { get: ${list} }
          /comments/{id}: { get: ${ok} }
          /comments/{id}/delete: { post: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1comments~1{id}~1delete',
          range: '5:17-5:23',
          text: 'delete',
          message:
            '`delete` is the action word "delete"; paths name resources and the method says what happens: DELETE on `/comments/{id}`.',
        },
      ],
    },
    {
      name: 'drchrono: append on a member suggests PATCH on the member or POST to a collection below it, not POST on the member',
      spec: `
        openapi: 3.0.0
        info: { title: drchrono, version: v4 }
        paths:
          /api/medications: { get: ${list} }
          /api/medications/{id}: { get: ${ok} }
          /api/medications/{id}/append_to_pharmacy_note: { patch: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1medications~1{id}~1append_to_pharmacy_note',
          range: '5:24-5:47',
          text: 'append_to_pharmacy_note',
          message:
            '`append_to_pharmacy_note` is the action word "append"; paths name resources and the method says what happens: PATCH on `/api/medications/{id}` for the change it makes to the member, or POST to a collection below it for what it adds.',
        },
      ],
    },
  ],
});
