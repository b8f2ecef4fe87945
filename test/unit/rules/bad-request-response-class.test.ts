// Round 10 of the precision review (seed 125): Alerter System documents 400 on every write but on none of its 92
// list reads (GETs taking only query parameters). That is one decision about a class of operations, told once with
// every read in `related`; an operation outside the class that departs from the norm is still told on its own.
import * as assert from 'node:assert/strict';
import { lint } from '../../../src/core/lint';
import { ruleTester } from '../helpers/rule-tester';
import { badRequestResponse } from '../../../src/core/rules/bad-request-response';

// Cut from Alerter System: each transport has a list read (paged, no 400), a create and a replace (400 documented).
const transports = [
  'monitor',
  'transport-slack',
  'transport-mercure',
  'transport-line-notify',
  'transport-sendinblue',
  'transport-zulip',
  'alert-log',
  'alert-service',
  'transport-iqsms',
  'transport-one-signal',
  'transport-firebase',
];
const resources = (extra: string) =>
  transports
    .map(
      (t) => `
          /api/${t}:
            get:
              parameters:
                - { name: page, in: query, schema: { type: integer, default: 1 } }
              responses: { '200': { description: ${t} collection }, '401': { description: Unauthorized } }
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: Created }, '400': { description: Invalid input } }
          /api/${t}/{id}:
            put:
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '200': { description: Replaced }, '400': { description: Invalid input } }`,
    )
    .join('') + extra;
const spec = (extra = '') => `
        openapi: 3.0.0
        info: { title: Alerter System, version: 1.7.0 }
        paths:${resources(extra)}
      `;
const classMessage = (n: number) =>
  `None of the ${n} GET operations taking only query parameters documents a 400 response, while most other operations that take input do: one decision for the whole class; add a 400 response for invalid input to each (listed as related), for instance one shared response referenced from each.`;

ruleTester(badRequestResponse, {
  valid: [],
  invalid: [
    {
      name: 'Alerter System: none of 11 list reads documents 400 while every create does: one finding for the class',
      spec: spec(),
      findings: [{ pointer: '/paths', range: '2:0-2:5', text: 'paths', message: classMessage(11) }],
    },
    {
      name: 'Alerter System: a POST outside the class that documents no 400 is still told on its own',
      spec: spec(`
          /api/monitor/{id}/silence:
            post:
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '200': { description: Silenced } }`),
      findings: [
        { pointer: '/paths', range: '2:0-2:5', text: 'paths', message: classMessage(11) },
        {
          pointer: '/paths/~1api~1monitor~1{id}~1silence/post/responses',
          range: '150:6-150:15',
          text: 'responses',
          message:
            'POST /api/monitor/{id}/silence takes a request body but documents no 400 response; add a 400 response for invalid input or a malformed request.',
        },
      ],
    },
  ],
});

describe('bad-request-response: class decisions', () => {
  it('Alerter System: every list read of the class is related to the one finding', () => {
    const res = lint({ uri: 'alerter.yaml', text: spec() });
    const found = res.findings.filter((f) => f.rule === 'bad-request-response');
    assert.equal(found.length, 1);
    assert.deepEqual(
      found[0].related?.map((r) => r.pointer),
      transports.map((t) => `/paths/~1api~1${t}/get/responses`),
    );
  });
  it('a class of fewer than ten (Paylocity: 5 list reads) is told per read', () => {
    const five = spec().split('\n          /api/').slice(0, 11).join('\n          /api/');
    const res = lint({ uri: 'five.yaml', text: five });
    const found = res.findings.filter((f) => f.rule === 'bad-request-response');
    assert.deepEqual(
      found.map((f) => f.pointer),
      transports.slice(0, 5).map((t) => `/paths/~1api~1${t}/get/responses`),
    );
  });
});
