import * as assert from 'node:assert/strict';
import { lintText } from '../helpers/lint';
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';
import { isFileTransferMediaType } from '../../../src/core/openapi/bodies';
import { isJsonType } from '../../../src/core/media-types';

/** Streams (exempt) and request bodies on GET and DELETE (no-body-on-get-delete's). */
const STREAMS_AND_GET_BODIES = `
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

describe('json-media-type: media types', () => {
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
      assert.equal(isJsonType(t), true, t);
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
      assert.equal(isJsonType(t), false, t);
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
});

ruleTester(jsonMediaType, {
  valid: [
    {
      name: 'accepts vendor +json, problem+json and charset parameters; ignores errors, 204 and HEAD',
      spec: `
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
      `,
    },
    {
      name: 'exempts file transfers: multipart, octet-stream, image/*, PDF, CSV, binary schemas',
      spec: `
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
      `,
    },
    {
      name: 'exempts streams and leaves request bodies on GET, HEAD and DELETE to no-body-on-get-delete',
      spec: STREAMS_AND_GET_BODIES,
    },
    {
      name: 'Box: the OAuth 2.0 token and revoke endpoints take the form encoding RFC 6749 and RFC 7009 mandate',
      spec: `
        openapi: 3.0.2
        info: { title: Box, version: 2.0.0 }
        paths:
          /oauth2/token:
            post:
              requestBody:
                content:
                  application/x-www-form-urlencoded: { schema: { type: object, properties: { grant_type: { type: string } } } }
              responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }
          /oauth2/revoke:
            post:
              requestBody: { content: { application/x-www-form-urlencoded: { schema: { type: object } } } }
              responses: { '200': { description: ok } }
          /files/{file_id}:
            put:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }
      `,
    },
    {
      name: "Keep: Pusher's channel authorization takes the form its client library posts (socket_id, channel_name)",
      spec: `
        openapi: 3.0.2
        info: { title: Keep API, version: 0.24.5 }
        paths:
          /pusher/auth:
            post:
              requestBody:
                required: true
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      required: [channel_name, socket_id]
                      properties: { channel_name: { title: Channel Name }, socket_id: { title: Socket Id } }
              responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags a request body and a 2xx response with no JSON media type, at the first media-type key',
      spec: `
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
                    application/xml: { schema: { type: object } }
                '400':
                  description: bad
                  content:
                    text/plain: { schema: { type: string } }
          /ok: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1notes/post/requestBody/content/application~1xml',
          range: '7:10-7:25',
          text: 'application/xml',
          message:
            'The request body of POST /notes offers only application/xml, text/plain; representations are JSON (§2.4): offer application/json or a +json media type.',
        },
        {
          pointer: '/paths/~1notes/post/responses/201/content/application~1xml',
          range: '13:12-13:27',
          text: 'application/xml',
          message:
            'The 201 response of POST /notes offers only application/xml; representations are JSON (§2.4): offer application/json or a +json media type.',
        },
      ],
    },
    {
      name: 'reports a shared component response once, at the component',
      spec: `
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
      `,
      findings: [
        {
          pointer: '/components/responses/Text/content/text~1plain',
          range: '16:8-16:18',
          text: 'text/plain',
          message:
            'The 200 response of GET /a offers only text/plain; representations are JSON (§2.4): offer application/json or a +json media type.',
        },
      ],
    },
    {
      name: 'flags 2.0 consumes/produces entries: the operation’s own list, or the document’s once',
      spec: `
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
      `,
      findings: [
        {
          pointer: '/produces/0',
          range: '2:11-2:26',
          text: 'application/xml',
          message:
            "The 201 response of POST /notes has no JSON media type: the document's `produces` offers only application/xml; representations are JSON (§2.4): add application/json.",
        },
        {
          pointer: '/paths/~1notes/post/consumes/0',
          range: '6:17-6:27',
          text: 'text/plain',
          message:
            'The request body of POST /notes has no JSON media type: `consumes` offers only text/plain, application/xml; representations are JSON (§2.4): add application/json.',
        },
      ],
    },
    {
      name: 'stays quiet on 2.0 without consumes/produces (JSON by default) and flags plain form fields at their `in`',
      spec: `
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
      `,
      findings: [
        {
          pointer: '/paths/~1login/post/parameters/0/in',
          range: '12:28-12:36',
          text: 'formData',
          message:
            'POST /login takes form fields (application/x-www-form-urlencoded) instead of a JSON body; representations are JSON (§2.4): use an `in: body` parameter and `consumes: [application/json]`.',
        },
      ],
    },
    {
      name: 'flags a media-type key inside a flow mapping',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /notes:
            get:
              responses:
                '200': { description: ok, content: { text/xml: { schema: { type: string } } } }
          /ok: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1notes/get/responses/200/content/text~1xml',
          range: '6:45-6:53',
          text: 'text/xml',
          message:
            'The 200 response of GET /notes offers only text/xml; representations are JSON (§2.4): offer application/json or a +json media type.',
        },
      ],
    },
    {
      name: 'at exactly half, the norm holds: each of the other half is a deviation of its own, even when they share one media type',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /a: { get: { responses: { '200': { description: ok, content: { text/plain: {} } } } } }
          /b: { get: { responses: { '200': { description: ok, content: { text/plain: {} } } } } }
          /c: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
          /d: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
      `,
      findings: [
        { pointer: '/paths/~1a/get/responses/200/content/text~1plain', range: '3:65-3:75', text: 'text/plain' },
        { pointer: '/paths/~1b/get/responses/200/content/text~1plain', range: '4:65-4:75', text: 'text/plain' },
      ],
    },
    {
      name: 'reports one API-level finding when fewer than half of the operations with bodies offer JSON',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /a: { get: { responses: { '200': { description: ok, content: { text/plain: {} } } } } }
          /b: { get: { responses: { '200': { description: ok, content: { application/xml: {} } } } } }
          /c: { get: { responses: { '200': { description: ok, content: { application/json: {} } } } } }
          /d: { delete: { responses: { '204': { description: gone } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '1 of 3 operations with a body offer JSON (application/json or a +json media type), the others only text/plain, application/xml; representations are JSON (§2.4).',
          related: [
            { pointer: '/paths/~1a/get', range: '3:8-3:11', text: 'get', message: 'GET /a' },
            { pointer: '/paths/~1b/get', range: '4:8-4:11', text: 'get', message: 'GET /b' },
          ],
        },
      ],
    },
  ],
});

describe('json-media-type beside no-body-on-get-delete', () => {
  it('leaves the request bodies of GET and DELETE to no-body-on-get-delete, which flags them', () => {
    assert.equal(lintText(STREAMS_AND_GET_BODIES, 'no-body-on-get-delete').length, 2);
  });
});
