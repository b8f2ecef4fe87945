import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const POST = "{ post: { responses: { '201': { description: ok } } } }";
const LIST =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";

describe('rule path-collection-plural', () => {
  const spec = `
    openapi: 3.1.0
    info: { title: t, version: '1' }
    paths:
      /user/{id}: ${R}
      /v1/order: ${POST}
      /item: ${R}
      /categories/{categoryId}/product/{productId}: ${R}
      /team: ${LIST}
      /person/{personId}: ${R}
      /box: ${R}
      /box/{boxId}: ${R}
      /data/{key}: ${R}
      /search/{query}: ${R}
      /me: ${R}
      /status/{jobId}: ${R}
      /settings/{name}: ${R}
      /news/{articleId}: ${R}
      /users/by-email/{email}: ${R}
      /createOrder: ${POST}
      /users/{userId}/profile: ${R}
  `;

  it('flags singular collection segments at the segment inside the path key', () => {
    const findings = lintText(spec, 'path-collection-plural');
    assert.deepEqual(
      findings.map((f) => brief(f, spec)),
      [
        { rule: 'path-collection-plural', range: '3:3-3:7', text: 'user' },
        { rule: 'path-collection-plural', range: '6:27-6:34', text: 'product' },
        { rule: 'path-collection-plural', range: '7:3-7:7', text: 'team' },
        { rule: 'path-collection-plural', range: '8:3-8:9', text: 'person' },
        { rule: 'path-collection-plural', range: '9:3-9:6', text: 'box' },
      ],
    );
    assert.equal(findings[0].pointer, '/paths/~1user~1{id}');
    assert.deepEqual(
      findings[4].related?.map((r) => [
        r.pointer,
        r.message,
        `${r.range.start.line}:${r.range.start.character}-${r.range.end.line}:${r.range.end.character}`,
      ]),
      [['/paths/~1box~1{boxId}', '/box/{boxId}', '10:3-10:6']],
    );
  });

  it('says why the segment is a collection and gives the plural', () => {
    const m = lintText(spec, 'path-collection-plural').map((f) => f.message);
    assert.equal(
      m[0],
      '`user` names a collection (it is followed by `{id}`) but is singular; name collections in the plural: `users`.',
    );
    assert.match(m[1], /\(it is followed by `\{productId\}`\).*`products`\.$/);
    assert.match(m[2], /\(its GET returns a list\).*`teams`\.$/);
    assert.match(m[3], /`people`\.$/);
    assert.match(
      m[4],
      /\(a member path extends it\).*`boxes`\. The same appears in 1 other place \(listed as related\)\.$/,
    );
  });

  it('leaves alone a POST alone (no collection), actions, and namespaces, which are one opaque name', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /v1/order: ${POST}
        /report: ${POST}
        /orders/{id}/cancel: ${POST}
        /vms/{vm}:deallocate: ${POST}
        /providers/Microsoft.Compute/{resource}: ${R}
        /apis/resource.k8s.io/v1alpha2/resourceclaims: ${LIST}
        /chat.postMessage: ${POST}
    `;
    assert.deepEqual(lintText(text, 'path-collection-plural'), []);
  });

  it('judges the head noun of a phrase and skips modifiers', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /code_of_conduct/{key}: ${R}
        /codes_of_conduct/{key}: ${R}
        /gists/starred: ${LIST}
        /images/custom/{imageId}: ${R}
        /runs/{runId}/force-cancel: ${POST}
        /users/{userId}/timesOff: ${LIST}
        /reports/daily: ${LIST}
    `;
    const findings = lintText(text, 'path-collection-plural');
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [{ rule: 'path-collection-plural', range: '3:3-3:18', text: 'code_of_conduct' }],
    );
    assert.match(findings[0].message, /in the plural: `codes_of_conduct`\.$/);
  });

  it('reads OData names and extensions, and skips relations, lookups and system segments', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /me/memberOf: ${LIST}
        /users/email/{email}: ${R}
        /users/{id}/manager/$ref: ${POST}
        /user.json: ${LIST}
        /microsoft.graph.event/{eventId}: ${R}
    `;
    const findings = lintText(text, 'path-collection-plural');
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [
        { rule: 'path-collection-plural', range: '6:3-6:12', text: 'user.json' },
        { rule: 'path-collection-plural', range: '7:3-7:24', text: 'microsoft.graph.event' },
      ],
    );
    assert.match(findings[0].message, /`users\.json`\.$/);
    assert.match(findings[1].message, /`microsoft\.graph\.events`\.$/);
  });

  it('spares nouns listed in the exceptions option', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /user/{id}: ${R}
        /inbox/{messageId}: ${R}
    `;
    const findings = lintText(text, 'path-collection-plural', {
      config: { rules: { 'path-collection-plural': { options: { exceptions: ['Inbox'] } } } },
    });
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [{ rule: 'path-collection-plural', range: '3:3-3:7', text: 'user' }],
    );
  });

  it('reads OpenAPI 2.0 in JSON (the petstore shapes)', () => {
    const json = `{
  "swagger": "2.0",
  "info": { "title": "t", "version": "1" },
  "paths": {
    "/pet/{petId}": { "get": { "responses": { "200": { "description": "ok" } } } },
    "/store/inventory": { "get": { "responses": { "200": { "description": "ok", "schema": { "type": "object" } } } } },
    "/user/login": { "get": { "responses": { "200": { "description": "ok" } } } },
    "/user": { "post": { "responses": { "200": { "description": "ok" } } } },
    "/user/{username}": { "get": { "responses": { "200": { "description": "ok" } } } }
  }
}`;
    const findings = lintText(json, 'path-collection-plural', { uri: 'spec.json' });
    assert.deepEqual(
      findings.map((f) => brief(f, json)),
      [
        { rule: 'path-collection-plural', range: '4:6-4:9', text: 'pet' },
        { rule: 'path-collection-plural', range: '7:6-7:10', text: 'user' },
      ],
    );
    assert.equal(findings[1].related?.length, 1);
  });

  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('path-collection-plural');
    assert.deepEqual(
      lintText(failing, 'path-collection-plural').map((f) => brief(f, failing).text),
      ['user'],
    );
    assert.deepEqual(lintText(passing, 'path-collection-plural'), []);
  });
});
