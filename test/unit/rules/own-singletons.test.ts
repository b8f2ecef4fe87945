// The caller's own things are singletons (precision round 10, seed 127 #78 and #79): Jira's `/mypreferences` (GET,
// PUT and DELETE one preference by `?key=`) and ecotaco's `/accounts`, whose GET is "Get current user" and whose PUT
// is "Update User", with no `/accounts/{id}` anywhere. A PUT there writes the caller's one thing, not a collection.
import * as assert from 'node:assert/strict';
import { ruleTester } from '../helpers/rule-tester';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';
import { namesCallersOwn } from '../../../src/core/openapi/own-singletons';

const KEY = '[{ in: query, name: key, required: true, schema: { type: string } }]';

describe('openapi/own-singletons', () => {
  it('reads my-prefixed segments as the caller’s own, not mysql or a bare my', () => {
    const seg = (text: string) => ({ text, start: 0, end: text.length, kind: 'static' as const, params: [] });
    for (const t of ['mypreferences', 'my-settings', 'myAccount', 'my_orders'])
      assert.equal(namesCallersOwn(seg(t)), true, t);
    for (const t of ['my', 'mysqlinstances', 'myths', 'mysql-instances', 'preferences', 'mybb'])
      assert.equal(namesCallersOwn(seg(t)), false, t);
  });
});

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'jira.local: /api/2/mypreferences is the current user’s preferences; staging-ecotaco.com: /accounts reads the current user',
      spec: `
        openapi: 3.0.0
        info: { title: JIRA, version: 1.0.0 }
        paths:
          /api/2/mypreferences:
            get: { parameters: ${KEY}, responses: { '200': { description: ok } } }
            put: { parameters: ${KEY}, responses: { '204': { description: ok } } }
            delete: { parameters: ${KEY}, responses: { '204': { description: ok } } }
          /accounts:
            get: { summary: Get current user, responses: { '200': { description: OK, content: { application/json: {} } } } }
            put: { summary: Update User, operationId: Update User, responses: { '200': { description: OK } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'still flags PUT on /accounts when its GET lists accounts',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: 1.0.0 }
        paths:
          /accounts:
            get: { summary: List accounts, responses: { '200': { description: OK, content: { application/json: {} } } } }
            put: { summary: Update accounts, responses: { '200': { description: OK } } }
      `,
      findings: [{ pointer: '/paths/~1accounts/put', range: '5:4-5:7', text: 'put' }],
    },
  ],
});
