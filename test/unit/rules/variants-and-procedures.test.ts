// Cases cut from real specs the blind round 3 judged (seeds 108, 109): a path parameter that picks a variant or a
// scope (an enum, `{scope}`) is no member id, and a noun-verb before the argument of a POST-only path is an action.
import { ruleTester } from '../helpers/rule-tester';
import { notFoundResponse } from '../../../src/core/rules/not-found-response';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';
import { postOnMember } from '../../../src/core/rules/post-on-member';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

const OK = "{ '200': { description: ok } }";

ruleTester(notFoundResponse, {
  valid: [
    {
      name: 'motaword.com: `/surveys/{scope}/{type}` picks a kind of survey; it addresses no member that may not exist',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /surveys/{scope}/{type}:
            parameters:
              - { name: scope, in: path, required: true, example: vendor, schema: { type: string } }
              - { name: type, in: path, required: true, example: profile, schema: { type: string } }
            get: { responses: ${OK} }
            post: { responses: ${OK} }
          /projects/{id}:
            parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
            get: { responses: { '200': { description: ok }, '404': { description: no such project } } }
      `,
    },
  ],
  invalid: [],
});

/** britbox.co.uk's `/itv/purchase/{platform}`, its parameter's schema given. */
function purchase(schema: string): string {
  return `
    openapi: 3.0.0
    info: { title: t, version: '1' }
    paths:
      /itv/purchase/{platform}:
        parameters: [{ name: platform, in: path, required: true, schema: ${schema} }]
        get: { responses: ${OK} }
        post: { responses: ${OK} }
        delete: { responses: ${OK} }
  `;
}

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'a path parameter with an enum (`{platform}`: stripe, itunes) names a variant of what is before it, not a member',
      spec: purchase('{ type: string, enum: [stripe, itunes] }'),
    },
  ],
  invalid: [
    {
      name: 'a free-form parameter after a singular segment still reads as its member id',
      spec: purchase('{ type: string }'),
      findings: [{ pointer: '/paths/~1itv~1purchase~1{platform}', range: '3:7-3:15', text: 'purchase' }],
    },
  ],
});

/** gitlab.com's v3 fork: a POST-only path whose last static segment is `fork`, its argument the project's id. */
const FORK = `
  openapi: 3.0.0
  info: { title: t, version: '1' }
  paths:
    /v3/projects/{id}: { get: { responses: ${OK} } }
    /v3/projects/fork/{id}:
      post: { parameters: [{ name: id, in: path, required: true, schema: { type: string } }], responses: { '201': { description: forked } } }
`;

ruleTester(postOnMember, {
  valid: [
    { name: 'gitlab.com: POST `/v3/projects/fork/{id}` is an action (fork), not a POST on a member', spec: FORK },
  ],
  invalid: [],
});

ruleTester(pathNoVerbs, {
  valid: [
    {
      name: 'a noun-verb before a parameter that is read stays a noun (`GET /import/{id}`)',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /import/{id}: { get: { responses: ${OK} } }
      `,
    },
  ],
  invalid: [
    {
      name: 'gitlab.com: flags `fork` before the argument of a POST-only path, once',
      spec: FORK,
      findings: [{ pointer: '/paths/~1v3~1projects~1fork~1{id}', range: '4:15-4:19', text: 'fork', message: /`fork`/ }],
    },
  ],
});

/** motaword.com's statistics: GETs below `stats` answering one object of figures. */
const REPORT = `{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { projects: { type: object }, total: { type: integer } } } } } } } } }`;

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'motaword.com: `/stats/projects` and `/{userId}/stats/popular-pairs` are reports below an aggregation, not lists to wrap',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /stats/projects: ${REPORT}
          /{userId}/stats/popular-pairs: ${REPORT}
      `,
    },
  ],
  invalid: [
    {
      name: 'the same object answered by `/projects` is a collection GET without a list',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /projects: ${REPORT}
      `,
      findings: [
        {
          pointer: '/paths/~1projects/get/responses/200/content/application~1json/schema',
          range: '3:92-3:98',
          text: 'schema',
        },
      ],
    },
  ],
});

/** gerermesaffaires.com's invitation of a person: one Invitation, read, changed and deleted as one thing. */
function invitation(name: string, schema: string): string {
  return `
    openapi: 3.0.0
    info: { title: t, version: '1' }
    paths:
      /persons/{id}/${name}:
        get: { responses: { '200': { description: ok, content: { '*/*': { schema: ${schema} } } } } }
        patch: { responses: { '200': { description: ok } } }
        delete: { responses: { '200': { description: ok } } }
      /persons/{id}/${name}/{invitationId}/send:
        post: { responses: { '200': { description: sent } } }
  `;
}

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'gerermesaffaires.com: `/persons/{id}/invitation` answers one invitation and is changed as one thing, though an id continues it',
      spec: invitation(
        'invitation',
        '{ type: object, properties: { email: { type: string }, status: { type: string } } }',
      ),
    },
  ],
  invalid: [
    {
      name: 'a plural noun continued by an id stays a collection, its PATCH and DELETE bulk writes',
      spec: invitation(
        'invitations',
        '{ type: object, properties: { email: { type: string }, status: { type: string } } }',
      ),
      findings: [
        { pointer: '/paths/~1persons~1{id}~1invitations/patch', range: '5:4-5:9', text: 'patch' },
        { pointer: '/paths/~1persons~1{id}~1invitations/delete', range: '6:4-6:10', text: 'delete' },
      ],
    },
  ],
});
