import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';
import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';

const P = "{ post: { responses: { '200': { description: ok } } } }";

ruleTester(postOnMember, {
  valid: [
    {
      name: 'leaves action paths alone: an action word before the parameter, a custom method',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /screens/addToDefault/{fieldId}: ${P}
          /tabs/{tabId}/move/{pos}: ${P}
          /jobs/{jobId}:cancel: ${P}
      `,
    },
    {
      name: 'Bitbucket: /snippets/{workspace} scopes a list of snippets; its POST creates one in the workspace',
      spec: `
        openapi: 3.0.0
        info: { title: Bitbucket, version: '2.0' }
        paths:
          /snippets/{workspace}:
            get:
              responses:
                '200':
                  description: the workspace's snippets
                  content:
                    application/json:
                      schema:
                        type: object
                        properties: { values: { type: array, items: { type: object } }, next: { type: string } }
            post: { responses: { '201': { description: created } } }
          /snippets/{workspace}/{encoded_id}:
            get: { responses: { '200': { description: ok } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags POST on member paths at the post key, naming the collection to create on (departures: most members are written with PUT or PATCH)',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            post: { responses: { '201': { description: ok } } }
          /users/{userId}:
            post:
              responses: { '200': { description: ok } }
          /v1/orders/{orderId}/items/{itemId}:
            get: { responses: { '200': { description: ok } } }
            post: { responses: { '200': { description: ok } } }
          /users/{userId}/avatar:
            post: { responses: { '201': { description: ok } } }
          /a/{b}/{c}:
            post: { responses: { '201': { description: ok } } }
          /teams/{teamId}: { patch: { responses: { '200': { description: ok } } } }
          /groups/{groupId}: { patch: { responses: { '200': { description: ok } } } }
          /roles/{roleId}: { put: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{userId}/post',
          range: '6:4-6:8',
          text: 'post',
          message:
            'POST on the member path `/users/{userId}`: create members with POST on the collection `/users`, and change this one with PUT or PATCH.',
        },
        {
          pointer: '/paths/~1v1~1orders~1{orderId}~1items~1{itemId}/post',
          range: '10:4-10:8',
          text: 'post',
          message: /on the collection `\/v1\/orders\/\{orderId\}\/items`/,
        },
      ],
    },
    {
      name: 'reads OpenAPI 2.0 (in JSON the method name is underlined without its quotes)',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /pets/{petId}: { post: { responses: { '200': { description: ok } } } }
      `,
      findings: [{ pointer: '/paths/~1pets~1{petId}/post', range: '3:19-3:23', text: 'post' }],
    },
  ],
});

describe('rule post-on-member: its doc page', () => {
  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('post-on-member');
    assert.deepEqual(
      lintText(failing, 'post-on-member').map((f) => brief(f, failing).text),
      ['post'],
    );
    assert.deepEqual(lintText(passing, 'post-on-member'), []);
  });
});
