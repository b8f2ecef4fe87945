import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'pagination-wrapper-shape';

describe('rule pagination-wrapper-shape', () => {
  it('accepts a data array with integer page, limit and total (nullable and $ref forms too)', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema:
                      type: object
                      properties:
                        data: { type: array, items: { type: object } }
                        pagination: { $ref: '#/components/schemas/Pagination' }
        /teams:
          get:
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema:
                      allOf:
                        - properties: { data: { type: [array, 'null'] } }
                        - properties: { pagination: { $ref: '#/components/schemas/Pagination' } }
      components:
        schemas:
          Pagination:
            type: object
            properties:
              page: { type: integer, minimum: 1 }
              limit: { type: integer }
              total: { type: [integer, 'null'], format: int64 }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('flags a non-array data, missing pagination fields and non-integer fields, each at its key', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema:
                      type: object
                      properties:
                        data: { type: object }
                        pagination:
                          type: object
                          properties:
                            page: { type: string }
                            limit: { type: number }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '13:18-13:22', text: 'data' },
        { rule: RULE, range: '14:18-14:28', text: 'pagination' },
        { rule: RULE, range: '17:22-17:26', text: 'page' },
        { rule: RULE, range: '18:22-18:27', text: 'limit' },
      ],
    );
    const base = '/paths/~1users/get/responses/200/content/application~1json/schema/properties';
    assert.deepEqual(
      found.map((f) => f.pointer),
      [
        `${base}/data`,
        `${base}/pagination`,
        `${base}/pagination/properties/page`,
        `${base}/pagination/properties/limit`,
      ],
    );
    assert.equal(
      found[0].message,
      '`data` of this wrapped list is an object; a wrapped list carries its members in a `data` array (§4).',
    );
    assert.equal(
      found[1].message,
      '`pagination` lacks `total`; `pagination` is an object with integer `page`, `limit` and `total` (§4).',
    );
    assert.equal(
      found[3].message,
      '`pagination.limit` is a number; `pagination` is an object with integer `page`, `limit` and `total` (§4).',
    );
  });

  it('reports a shared Pagination component once, where it is written', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/UserPage' } } } }
        /teams:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/UserPage' } } } }
      components:
        schemas:
          UserPage:
            type: object
            properties:
              pagination: { $ref: '#/components/schemas/Pagination' }
          Pagination:
            type: object
            properties:
              page: { type: integer }
              limit: { type: integer }
              total: { type: string }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '16:8-16:18', text: 'pagination' },
        { rule: RULE, range: '22:8-22:13', text: 'total' },
      ],
    );
    assert.deepEqual(
      found.map((f) => f.pointer),
      ['/components/schemas/UserPage/properties/pagination', '/components/schemas/Pagination/properties/total'],
    );
    assert.match(found[0].message, /has a `pagination` object but no `data` property/);
  });

  it('ignores responses without pagination, non-GET operations and non-object responses', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: object, properties: { data: { type: string } } } } } }
          post:
            requestBody: { content: { application/json: { schema: { type: object } } } }
            responses:
              '201': { description: ok, content: { application/json: { schema: { type: object, properties: { pagination: { type: string } } } } } }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('reads 2.0 schemas and JSON documents', () => {
    const spec = `
      {
        "swagger": "2.0",
        "info": { "title": "t", "version": "1" },
        "paths": { "/users": { "get": { "responses": { "200": { "description": "ok", "schema": { "$ref": "#/definitions/Page" } } } } } },
        "definitions": {
          "Page": { "type": "object", "properties": { "data": { "type": "array", "items": {} }, "pagination": { "type": "string" } } }
        }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '5:90-5:102', text: '"pagination"' }],
    );
    assert.equal(found[0].pointer, '/definitions/Page/properties/pagination');
    assert.match(found[0].message, /^`pagination` is a string;/);
  });
});

describe('rule pagination-wrapper-shape: messages', () => {
  it('names every missing pagination field', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users:
          get:
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema: { type: object, properties: { data: { type: array }, pagination: { type: object, properties: { next: { type: string } } } } }
    `;
    const found = lintText(spec, RULE);
    assert.equal(found.length, 1);
    assert.match(found[0].message, /^`pagination` lacks `page`, `limit` and `total`;/);
  });
});
