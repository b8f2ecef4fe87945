import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'create-returns-201';

describe('rule create-returns-201', () => {
  it('flags a create answering 200 at its status key, and one with no success status at `responses`', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          post:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '200': { description: ok }
              '400': { description: bad }
        /v1/orders:
          post:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '400': { description: bad }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '7:8-7:13', text: "'200'" },
        { rule: RULE, range: '12:6-12:15', text: 'responses' },
      ],
    );
    assert.deepEqual(
      found.map((f) => f.pointer),
      ['/paths/~1users/post/responses/200', '/paths/~1v1~1orders/post/responses'],
    );
    assert.equal(
      found[0].message,
      'POST /users creates a member but answers 200 instead of 201; a POST that creates a member answers 201 Created with the created member, or 202 Accepted when it creates it later (§4).',
    );
  });

  it('accepts 201 or a 2XX range; ignores POST on members and singletons', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /users:
          post:
            responses: { '201': { description: created } }
        /teams:
          post:
            responses: { 2XX: { description: created } }
        /users/{id}:
          post:
            responses: { '200': { description: ok } }
        /me/avatar:
          put:
            responses: { '200': { description: ok } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('accepts 202 for an asynchronous create; leaves actions, a POST alone on a singular noun and a POST answering only 204', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /exports:
          post:
            responses: { '202': { description: accepted } }
        /runs/{runId}/cancel:
          post:
            responses: { '200': { description: ok } }
        /chat.postMessage:
          post:
            responses: { '200': { description: ok } }
        /jobs/{jobId}:cancel:
          post:
            responses: { '200': { description: ok } }
        /vms/{vm}/deallocate:
          post:
            responses: { '200': { description: ok } }
        /feedback:
          post:
            responses: { '200': { description: ok } }
        /search:
          post:
            responses: { '200': { description: ok } }
        /deployments:
          post:
            responses: { '200': { description: ok } }
        /hooks/{hookId}/pings:
          post:
            responses: { '204': { description: pinged } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '26:19-26:24', text: "'200'" }],
    );
  });

  it('flags a create with no responses at the method key; reads 2.0 and JSON', () => {
    const spec = `
      {
        "swagger": "2.0",
        "info": { "title": "t", "version": "1" },
        "paths": {
          "/users": { "post": { "parameters": [{ "name": "u", "in": "body", "schema": { "type": "object" } }] } },
          "/teams": { "post": { "responses": { "200": { "description": "ok" } } } }
        }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '4:16-4:22', text: '"post"' },
        { rule: RULE, range: '5:41-5:46', text: '"200"' },
      ],
    );
    assert.match(found[0].message, /declares no responses;/);
    assert.match(found[1].message, /answers 200 instead of 201;/);
  });

  it('leaves a POST whose 200 answers the whole list (adding to a set), flags one that answers the member', () => {
    const text = (schema: string) => `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /runners/{id}/labels:
          get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
          post:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '200': { description: labels, content: { application/json: { schema: ${schema} } } }
    `;
    assert.deepEqual(lintText(text('{ type: array, items: { type: string } }'), RULE), []);
    assert.equal(lintText(text('{ type: object }'), RULE).length, 1);
  });
});
