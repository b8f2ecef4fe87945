import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';

const OK = "{ responses: { '200': { description: ok } } }";

describe('rule write-on-collection', () => {
  const spec = `
    openapi: 3.1.0
    info: { title: t, version: '1' }
    paths:
      /users:
        get: ${OK}
        put: ${OK}
        delete: ${OK}
      /users/{userId}:
        delete: ${OK}
      /v1/teams:
        patch: ${OK}
      /v1/teams/{teamId}/members:
        get: ${OK}
      /settings:
        put: ${OK}
      /tags:
        delete: ${OK}
  `;

  it('flags PUT, PATCH and DELETE on collections whose members have a path, at the method key', () => {
    const findings = lintText(spec, 'write-on-collection');
    assert.deepEqual(
      findings.map((f) => brief(f, spec)),
      [
        { rule: 'write-on-collection', range: '5:4-5:7', text: 'put' },
        { rule: 'write-on-collection', range: '6:4-6:10', text: 'delete' },
        { rule: 'write-on-collection', range: '10:4-10:9', text: 'patch' },
      ],
    );
    assert.deepEqual(
      findings.map((f) => f.pointer),
      ['/paths/~1users/put', '/paths/~1users/delete', '/paths/~1v1~1teams/patch'],
    );
    assert.equal(
      findings[1].message,
      'DELETE on the collection `/users` deletes the whole collection at once; DELETE belongs on one member: `/users/{userId}`.',
    );
    assert.match(findings[2].message, /PATCH belongs on one member: `\/v1\/teams\/\{teamId\}`/);
  });

  it('reads a plural noun with GET as a collection, but not a document, an action or a singleton', () => {
    const DOC =
      "{ responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { enabled: { type: boolean } } } } } } } }";
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /me/albums:
          get: ${OK}
          put: ${OK}
        /actions/permissions:
          get: ${DOC}
          put: ${OK}
        /issues/{n}/lock:
          put: ${OK}
          delete: ${OK}
        /workflows/{id}/disable:
          put: ${OK}
        /profile:
          get: ${OK}
          patch: ${OK}
    `;
    const findings = lintText(text, 'write-on-collection');
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [{ rule: 'write-on-collection', range: '5:4-5:7', text: 'put' }],
    );
    assert.equal(
      findings[0].message,
      'PUT on the collection `/me/albums` replaces the whole collection at once; PUT belongs on one member: `/me/albums/{id}`.',
    );
  });

  it('reads OpenAPI 2.0 JSON', () => {
    const json = `{
  "swagger": "2.0",
  "info": { "title": "t", "version": "1" },
  "paths": {
    "/pets": { "delete": { "responses": { "200": { "description": "ok" } } } },
    "/pets/{petId}": { "get": { "responses": { "200": { "description": "ok" } } } }
  }
}`;
    assert.deepEqual(
      lintText(json, 'write-on-collection', { uri: 'spec.json' }).map((f) => brief(f, json)),
      [{ rule: 'write-on-collection', range: '4:16-4:22', text: 'delete' }],
    );
  });

  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('write-on-collection');
    assert.deepEqual(
      lintText(failing, 'write-on-collection').map((f) => brief(f, failing).text),
      ['delete'],
    );
    assert.deepEqual(lintText(passing, 'write-on-collection'), []);
  });

  it('leaves a write whose required query parameter picks the item (one item, not the collection)', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /preferences:
          get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } } }
          delete:
            parameters: [{ name: key, in: query, required: true, schema: { type: string } }]
            responses: { '204': { description: gone } }
          put:
            parameters: [{ name: key, in: query, schema: { type: string } }]
            responses: { '204': { description: set } }
    `;
    assert.deepEqual(
      lintText(text, 'write-on-collection').map((f) => brief(f, text)),
      [{ rule: 'write-on-collection', range: '8:4-8:7', text: 'put' }],
    );
  });
});
