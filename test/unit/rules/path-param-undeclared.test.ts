import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';

describe('rule path-param-undeclared', () => {
  const spec = `
    openapi: 3.1.0
    info: { title: t, version: '1' }
    paths:
      /users/{userId}:
        get: { responses: { '200': { description: ok } } }
      /teams/{teamId}/members/{memberId}:
        parameters:
          - { name: teamId, in: path, required: true, schema: { type: string } }
        get:
          parameters:
            - { name: memberId, in: path, required: true, schema: { type: string } }
          responses: { '200': { description: ok } }
        delete:
          responses: { '204': { description: ok } }
      /orders/{orderId}:
        parameters:
          - { name: orderId, in: path, required: true, schema: { type: string } }
          - { name: orderid, in: path, required: true, schema: { type: string } }
        get:
          parameters:
            - $ref: '#/components/parameters/Extra'
          responses: { '200': { description: ok } }
      /ok/{id}:
        parameters:
          - { name: id, in: path, required: true, schema: { type: string } }
        get: { responses: { '200': { description: ok } } }
    components:
      parameters:
        Extra: { name: extra, in: path, required: true, schema: { type: string } }
  `;

  it('flags a missing declaration at the {param} in the key and an extra one at its name', () => {
    const findings = lintText(spec, 'path-param-undeclared');
    assert.deepEqual(
      findings.map((f) => brief(f, spec)),
      [
        { rule: 'path-param-undeclared', range: '3:9-3:17', text: '{userId}' },
        { rule: 'path-param-undeclared', range: '5:26-5:36', text: '{memberId}' },
        { rule: 'path-param-undeclared', range: '17:16-17:23', text: 'orderid' },
        { rule: 'path-param-undeclared', range: '20:17-20:46', text: '#/components/parameters/Extra' },
      ],
    );
    assert.deepEqual(
      findings.map((f) => f.pointer),
      [
        '/paths/~1users~1{userId}',
        '/paths/~1teams~1{teamId}~1members~1{memberId}/delete',
        '/paths/~1orders~1{orderId}/parameters/1',
        '/paths/~1orders~1{orderId}/get/parameters/0',
      ],
    );
  });

  it('says what to declare, and which operations lack it', () => {
    const m = lintText(spec, 'path-param-undeclared').map((f) => f.message);
    assert.equal(
      m[0],
      "The path parameter `{userId}` is not declared; declare `name: userId`, `in: path`, `required: true` in the path's `parameters` (or in each operation's).",
    );
    assert.match(
      m[1],
      /^DELETE \/teams\/\{teamId\}\/members\/\{memberId\} does not declare the path parameter `\{memberId\}`/,
    );
    assert.match(
      m[2],
      /"orderid" is declared but `\/orders\/\{orderId\}` has no `\{orderid\}`\. The template has `\{orderId\}`: names are case-sensitive\./,
    );
    assert.match(m[3], /"extra" is declared/);
  });

  it('reads OpenAPI 2.0 parameters in JSON', () => {
    const json = `{
  "swagger": "2.0",
  "info": { "title": "t", "version": "1" },
  "paths": {
    "/pets/{petId}": {
      "get": {
        "parameters": [{ "name": "id", "in": "path", "required": true, "type": "string" }],
        "responses": { "200": { "description": "ok" } }
      }
    }
  }
}`;
    assert.deepEqual(
      lintText(json, 'path-param-undeclared', { uri: 'spec.json' }).map((f) => brief(f, json)),
      [
        { rule: 'path-param-undeclared', range: '4:11-4:18', text: '{petId}' },
        { rule: 'path-param-undeclared', range: '6:34-6:36', text: 'id' },
      ],
    );
  });

  it('reads the whole key as the template, query string included (path-hierarchy flags the query string itself)', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /alerts?lat={lat}&lon={lon}:
          get:
            parameters: [{ name: lat, in: path, required: true, schema: { type: number } }]
            responses: { '200': { description: ok } }
    `;
    assert.deepEqual(
      lintText(text, 'path-param-undeclared').map((f) => brief(f, text)),
      [{ rule: 'path-param-undeclared', range: '3:24-3:29', text: '{lon}' }],
    );
  });

  it('stays quiet when every template parameter is declared once, at either level', () => {
    assert.deepEqual(lintText(docExamples('path-param-undeclared').passing, 'path-param-undeclared'), []);
  });

  it('fires on the documented failing example', () => {
    const { failing } = docExamples('path-param-undeclared');
    assert.deepEqual(
      lintText(failing, 'path-param-undeclared').map((f) => brief(f, failing).text),
      ['{bookId}', 'id'],
    );
  });
});
