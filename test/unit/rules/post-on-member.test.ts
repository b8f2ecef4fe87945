import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';

describe('rule post-on-member', () => {
  const spec = `
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
  `;

  it('flags POST on member paths at the post key', () => {
    const findings = lintText(spec, 'post-on-member');
    assert.deepEqual(
      findings.map((f) => brief(f, spec)),
      [
        { rule: 'post-on-member', range: '6:4-6:8', text: 'post' },
        { rule: 'post-on-member', range: '10:4-10:8', text: 'post' },
      ],
    );
    assert.deepEqual(
      findings.map((f) => f.pointer),
      ['/paths/~1users~1{userId}/post', '/paths/~1v1~1orders~1{orderId}~1items~1{itemId}/post'],
    );
    assert.equal(
      findings[0].message,
      'POST on the member path `/users/{userId}`: create members with POST on the collection `/users`, and change this one with PUT or PATCH.',
    );
    assert.match(findings[1].message, /on the collection `\/v1\/orders\/\{orderId\}\/items`/);
  });

  it('reads OpenAPI 2.0 JSON, underlining the method name without its quotes', () => {
    const json = `{
  "swagger": "2.0",
  "info": { "title": "t", "version": "1" },
  "paths": {
    "/pets/{petId}": { "post": { "responses": { "200": { "description": "ok" } } } }
  }
}`;
    assert.deepEqual(
      lintText(json, 'post-on-member', { uri: 'spec.json' }).map((f) => brief(f, json)),
      [{ rule: 'post-on-member', range: '4:24-4:28', text: 'post' }],
    );
  });

  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('post-on-member');
    assert.deepEqual(
      lintText(failing, 'post-on-member').map((f) => brief(f, failing).text),
      ['post'],
    );
    assert.deepEqual(lintText(passing, 'post-on-member'), []);
  });

  it('leaves action paths alone: an action word before the parameter, a custom method', () => {
    const P = "{ post: { responses: { '200': { description: ok } } } }";
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /screens/addToDefault/{fieldId}: ${P}
        /tabs/{tabId}/move/{pos}: ${P}
        /jobs/{jobId}:cancel: ${P}
    `;
    assert.deepEqual(lintText(text, 'post-on-member'), []);
  });
});
