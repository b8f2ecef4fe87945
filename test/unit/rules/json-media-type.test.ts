import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { isFileTransferMediaType, isJsonMediaType } from '../../../src/core/openapi/bodies';

const RULE = 'json-media-type';

describe('rule json-media-type', () => {
  it('recognises JSON media types, vendor +json included, with parameters', () => {
    for (const t of [
      'application/json',
      'application/problem+json',
      'application/vnd.acme.v1+json',
      'application/json; charset=utf-8',
      'Application/JSON',
      'application/x-ndjson',
      'application/merge-patch+json',
    ]) {
      assert.equal(isJsonMediaType(t), true, t);
    }
    for (const t of [
      'text/plain',
      'application/xml',
      'application/vnd.github.diff',
      '*/*',
      'json',
      'application/+json',
      'application/jsonp',
    ]) {
      assert.equal(isJsonMediaType(t), false, t);
    }
    for (const t of [
      'multipart/form-data',
      'application/octet-stream',
      'image/png',
      'application/pdf',
      'text/csv',
      'text/event-stream',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]) {
      assert.equal(isFileTransferMediaType(t), true, t);
    }
    assert.equal(isFileTransferMediaType('application/x-www-form-urlencoded'), false);
    assert.equal(isFileTransferMediaType('text/plain'), false);
  });

  it('flags a request body and a 2xx response with no JSON media type, at the first media-type key', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /notes:
          post:
            requestBody:
              content:
                application/xml: { schema: { type: object } }
                text/plain: { schema: { type: string } }
            responses:
              '201':
                description: created
                content:
                  text/html: { schema: { type: string } }
              '400':
                description: bad
                content:
                  text/plain: { schema: { type: string } }
        /ok: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '7:10-7:25', text: 'application/xml' },
        { rule: RULE, range: '13:12-13:21', text: 'text/html' },
      ],
    );
    assert.equal(found[0].pointer, '/paths/~1notes/post/requestBody/content/application~1xml');
    assert.equal(
      found[0].message,
      'The request body of POST /notes offers only application/xml, text/plain; representations are JSON (§2.4): offer application/json or a +json media type.',
    );
    assert.equal(found[1].pointer, '/paths/~1notes/post/responses/201/content/text~1html');
  });

  it('accepts vendor +json, problem+json and charset parameters; ignores errors, 204 and HEAD', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /notes:
          post:
            requestBody:
              content:
                application/vnd.acme.v1+json: { schema: { type: object } }
            responses:
              '201':
                description: created
                content:
                  application/json; charset=utf-8: { schema: { type: object } }
              '204':
                description: nothing
                content:
                  text/plain: { schema: { type: string } }
              '400':
                description: bad
                content:
                  application/problem+json: { schema: { type: object } }
              default:
                description: error
                content:
                  text/html: { schema: { type: string } }
          head:
            responses:
              '200':
                description: ok
                content:
                  text/plain: { schema: { type: string } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('exempts file transfers: multipart, octet-stream, image/*, PDF, CSV, binary schemas', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /files:
          post:
            requestBody:
              content:
                multipart/form-data: { schema: { type: object } }
            responses:
              '201': { description: ok, content: { application/json: { schema: { type: object } } } }
        /files/{id}:
          get:
            responses:
              '200':
                description: ok
                content:
                  image/png: { schema: { type: string, format: binary } }
                  application/pdf: {}
          put:
            requestBody:
              content:
                application/octet-stream: {}
            responses:
              '204': { description: ok }
        /exports:
          get:
            responses:
              '200': { description: ok, content: { text/csv: { schema: { type: string } } } }
        /raw:
          post:
            requestBody:
              content:
                application/x-custom: { schema: { type: string, format: binary } }
            responses:
              '202': { description: accepted }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('reports a shared component response once, at the component', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /a:
          get:
            responses: { '200': { $ref: '#/components/responses/Text' } }
        /b:
          get:
            responses: { '200': { $ref: '#/components/responses/Text' } }
        /c: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
        /d: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
      components:
        responses:
          Text:
            description: text
            content:
              text/plain: { schema: { type: string } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '16:8-16:18', text: 'text/plain' }],
    );
    assert.equal(found[0].pointer, '/components/responses/Text/content/text~1plain');
  });

  it('flags 2.0 consumes/produces entries: the operation’s own list, or the document’s once', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      produces: [application/xml]
      paths:
        /notes:
          post:
            consumes: [text/plain, application/xml]
            parameters:
              - { name: body, in: body, schema: { type: object } }
            responses:
              '201': { description: ok, schema: { type: object } }
        /tags:
          get:
            responses:
              '200': { description: ok, schema: { type: array, items: { type: string } } }
        /files:
          post:
            consumes: [multipart/form-data]
            parameters:
              - { name: file, in: formData, type: file }
            produces: [application/json]
            responses:
              '201': { description: ok, schema: { type: object } }
        /ok1: { get: { produces: [application/json], responses: { '200': { description: ok, schema: { type: object } } } } }
        /ok2: { get: { produces: [application/json], responses: { '200': { description: ok, schema: { type: object } } } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '2:11-2:26', text: 'application/xml' },
        { rule: RULE, range: '6:17-6:27', text: 'text/plain' },
      ],
    );
    assert.deepEqual(
      found.map((f) => f.pointer),
      ['/produces/0', '/paths/~1notes/post/consumes/0'],
    );
    assert.match(
      found[0].message,
      /^The 201 response of POST \/notes has no JSON media type: the document's `produces` offers only application\/xml;/,
    );
    assert.match(
      found[1].message,
      /^The request body of POST \/notes has no JSON media type: `consumes` offers only text\/plain, application\/xml;/,
    );
  });

  it('stays quiet on 2.0 without consumes/produces (JSON by default) and flags plain form fields', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths:
        /notes:
          post:
            parameters:
              - { name: body, in: body, schema: { type: object } }
            responses:
              '201': { description: ok, schema: { type: object } }
        /login:
          post:
            parameters:
              - { name: user, in: formData, type: string }
            responses:
              '200': { description: ok, schema: { type: object } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '12:28-12:36', text: 'formData' }],
    );
    assert.equal(found[0].pointer, '/paths/~1login/post/parameters/0/in');
  });

  it('works on JSON documents', () => {
    const spec = `
      {
        "openapi": "3.0.3",
        "info": { "title": "t", "version": "1" },
        "paths": {
          "/notes": {
            "get": {
              "responses": {
                "200": { "description": "ok", "content": { "text/xml": { "schema": { "type": "string" } } } }
              }
            }
          }, "/ok": { "get": { "responses": { "200": { "description": "ok", "content": { "application/json": {} } } } } }
        }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '7:53-7:63', text: '"text/xml"' }],
    );
  });

  it('reports one API-level finding when fewer than half of the operations with bodies offer JSON', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /a: { get: { responses: { '200': { description: ok, content: { text/plain: {} } } } } }
        /b: { get: { responses: { '200': { description: ok, content: { application/xml: {} } } } } }
        /c: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
        /d: { delete: { responses: { '204': { description: gone } } } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '2:0-2:5', text: 'paths' }],
    );
    assert.equal(
      found[0].message,
      '1 of 3 operations with a body offer JSON (application/json or a +json media type); representations are JSON (§2.4).',
    );
    assert.deepEqual(
      found[0].related?.map((r) => r.message),
      ['GET /a', 'GET /b'],
    );
  });

  it('exempts streams and leaves request bodies on GET, HEAD and DELETE to no-body-on-get-delete', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /events: { get: { responses: { '200': { description: ok, content: { text/event-stream: { schema: { type: string } } } } } } }
        /pods: { get: { responses: { '200': { description: ok, content: { 'application/json;stream=watch': {}, application/vnd.kubernetes.protobuf;stream=watch: {} } } } } }
        /search:
          get:
            requestBody: { content: { text/plain: {} } }
            responses: { '200': { description: ok, content: { application/json: {} } } }
          delete:
            requestBody: { content: { application/xml: {} } }
            responses: { '204': { description: ok } }
        /upgrade: { get: { responses: { '101': { description: switching, content: { text/plain: {} } } } } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
    assert.deepEqual(lintText(spec, 'no-body-on-get-delete').length, 2);
  });
});
