import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'body-required';

describe('rule body-required', () => {
  it('flags POST, PUT and PATCH without a request body at the method key', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          post:
            responses: { '201': { description: ok } }
        /users/{id}:
          put:
            responses: { '200': { description: ok } }
          patch:
            responses: { '200': { description: ok } }
          delete:
            responses: { '204': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '4:4-4:8', text: 'post' },
        { rule: RULE, range: '7:4-7:7', text: 'put' },
        { rule: RULE, range: '9:4-9:9', text: 'patch' },
      ],
    );
    assert.deepEqual(
      found.map((f) => f.pointer),
      ['/paths/~1users/post', '/paths/~1users~1{id}/put', '/paths/~1users~1{id}/patch'],
    );
    assert.equal(
      found[2].message,
      'PATCH /users/{id} declares no request body; a PATCH sends a JSON object with only the changed fields (§4): add a `requestBody` with application/json content.',
    );
  });

  it('stays quiet with a body, an optional body, or a $ref body that does not resolve', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /users:
          post:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses: { '201': { description: ok } }
        /users/{id}:
          put:
            requestBody: { $ref: '#/components/requestBodies/Missing' }
            responses: { '200': { description: ok } }
          patch:
            requestBody: { required: false, content: { application/merge-patch+json: {} } }
            responses: { '200': { description: ok } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('reads 2.0 body and formData parameters, path-level ones included', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /users:
          parameters:
            - { name: user, in: body, schema: { type: object } }
          post:
            responses: { '201': { description: ok } }
        /files:
          post:
            consumes: [multipart/form-data]
            parameters:
              - { name: file, in: formData, type: file }
            responses: { '201': { description: ok } }
        /users/{id}:
          put:
            parameters:
              - { name: id, in: path, required: true, type: string }
            responses: { '200': { description: ok } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '15:4-15:7', text: 'put' }],
    );
    assert.match(found[0].message, /add an `in: body` parameter with a schema\.$/);
  });

  it('leaves actions, singletons and a bodiless PUT on a nested member alone', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /runs/{runId}/cancel:
          post: { responses: { '202': { description: ok } } }
        /chat.postMessage:
          post: { responses: { '200': { description: ok } } }
        /jobs/{jobId}:cancel:
          post: { responses: { '200': { description: ok } } }
        /gists/{id}/star:
          put: { responses: { '204': { description: ok } } }
        /teams/{teamId}/repos/{repoId}:
          put: { responses: { '204': { description: ok } } }
          patch: { responses: { '200': { description: ok } } }
        /user/following/{username}:
          put: { responses: { '204': { description: ok } } }
        /ping:
          post: { responses: { '204': { description: ok } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '13:4-13:9', text: 'patch' }],
    );
  });

  it('works on JSON documents', () => {
    const spec = `
      {
        "openapi": "3.1.0",
        "info": { "title": "t", "version": "1" },
        "paths": { "/users": { "post": { "responses": { "201": { "description": "ok" } } } } }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '3:25-3:31', text: '"post"' }],
    );
  });
});
