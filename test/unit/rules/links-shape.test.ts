import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

const RULE = 'links-shape';

describe('rule links-shape', () => {
  it('accepts an array of objects with required string rel and href, through $ref and allOf', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users/{id}:
          get:
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema:
                      type: object
                      properties:
                        links: { type: array, items: { $ref: '#/components/schemas/Link' } }
      components:
        schemas:
          Link:
            allOf:
              - type: object
                properties: { rel: { type: string } }
                required: [rel]
              - properties: { href: { type: string, format: uri-reference } }
                required: [href]
          Nullable:
            type: object
            properties:
              links:
                type: [array, 'null']
                items:
                  type: object
                  required: [rel, href]
                  properties: { rel: { type: string, enum: [self, next] }, href: { type: string } }
          HalStyle:
            type: object
            properties:
              _links: { type: object }
    `;
    assert.deepEqual(lintText(spec, RULE), []);
  });

  it('flags links that are an object, at the links key, with a component pointer', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: t, version: '1' }
      paths: {}
      components:
        schemas:
          User:
            type: object
            properties:
              id: { type: string }
              links:
                type: object
                properties: { self: { type: string } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '9:8-9:13', text: 'links' }],
    );
    assert.equal(found[0].pointer, '/components/schemas/User/properties/links');
    assert.equal(
      found[0].message,
      '`links` should be an array of objects with required string `rel` and `href` (§2.5), but it is an object, not an array.',
    );
  });

  it('names every problem of the items: missing href, non-string rel, not required', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /orders:
          get:
            responses:
              '200':
                description: ok
                content:
                  application/json:
                    schema:
                      type: array
                      items:
                        type: object
                        properties:
                          links:
                            type: array
                            items:
                              type: object
                              properties: { rel: { type: integer }, url: { type: string } }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '15:20-15:25', text: 'links' }],
    );
    assert.equal(
      found[0].pointer,
      '/paths/~1orders/get/responses/200/content/application~1json/schema/items/properties/links',
    );
    assert.match(
      found[0].message,
      /but `rel` is an integer, not a string; its items have no `href` property; `rel` is not required\.$/,
    );
  });

  it('flags items that are strings, and links arrays without items', () => {
    const spec = `
      swagger: '2.0'
      info: { title: t, version: '1' }
      paths: {}
      definitions:
        A:
          properties:
            links: { type: array, items: { type: string } }
        B:
          properties:
            links: { type: array }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [
        { rule: RULE, range: '6:6-6:11', text: 'links' },
        { rule: RULE, range: '9:6-9:11', text: 'links' },
      ],
    );
    assert.deepEqual(
      found.map((f) => f.pointer),
      ['/definitions/A/properties/links', '/definitions/B/properties/links'],
    );
    assert.match(found[0].message, /its items are a string, not objects/);
    assert.match(found[1].message, /its items are not described/);
  });

  it('terminates on recursive schemas and cyclic $refs', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /nodes:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } } }
      components:
        schemas:
          Node:
            type: object
            properties:
              children: { type: array, items: { $ref: '#/components/schemas/Node' } }
              links: { $ref: '#/components/schemas/Links' }
          Links: { $ref: '#/components/schemas/Links2' }
          Links2: { $ref: '#/components/schemas/Links' }
          Other:
            properties:
              links: { type: string }
    `;
    const found = lintText(spec, RULE);
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '18:8-18:13', text: 'links' }],
    );
    assert.equal(
      found[0].pointer,
      '/components/schemas/Other/properties/links',
      'a links $ref that cycles is left to unresolved-ref',
    );
  });

  it('works on JSON documents', () => {
    const spec = `
      {
        "openapi": "3.0.3",
        "info": { "title": "t", "version": "1" },
        "paths": {},
        "components": { "schemas": { "A": { "type": "object", "properties": { "links": { "type": "string" } } } } }
      }
    `;
    const found = lintText(spec, RULE, { uri: 'spec.json' });
    assert.deepEqual(
      found.map((f) => brief(f, spec)),
      [{ rule: RULE, range: '4:72-4:79', text: '"links"' }],
    );
  });
});

describe('rule links-shape: the quick scan before walking schemas', () => {
  it('still walks schemas in other files when the linted file has no links key', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /users/{id}:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { $ref: 'user.yaml' } } } }
    `;
    const user = 'type: object\nproperties:\n  links: { type: object }\n';
    const found = lintText(spec, RULE, {
      uri: '/api/spec.yaml',
      load: (uri) => (uri === '/api/user.yaml' ? user : undefined),
    });
    assert.deepEqual(
      found.map((f) => ({ uri: f.uri, range: brief(f).range })),
      [{ uri: '/api/user.yaml', range: '2:2-2:7' }],
    );
  });

  it('in JSON, skips the walk when links are only Link Objects, and still flags a links property', () => {
    const spec = (extra: string) => `{
  "openapi": "3.0.3",
  "info": { "title": "t", "version": "1" },
  "paths": { "/a": { "get": { "responses": { "200": { "description": "ok", "links": { "self": { "operationId": "x" } },
    "content": { "application/json": { "schema": { "$ref": "#/components/schemas/A" } } } } } } } },
  "components": { "schemas": { "A": { "type": "object", "properties": { "id": { "type": "string" } } }${extra} } }
}`;
    assert.deepEqual(lintText(spec(''), RULE, { uri: 'spec.json' }), []);
    const withProperty = spec(',\n    "B": { "properties": { "links": { "type": "string" } } }');
    const found = lintText(withProperty, RULE, { uri: 'spec.json' });
    assert.deepEqual(
      found.map((f) => [brief(f, withProperty).range, f.pointer]),
      [['6:27-6:34', '/components/schemas/B/properties/links']],
    );
  });

  it('in JSON, still follows a $ref into another file when the linted file has links only as Link Objects', () => {
    const spec = `{
  "openapi": "3.0.3",
  "info": { "title": "t", "version": "1" },
  "paths": { "/a": { "get": { "responses": { "200": { "description": "ok", "links": { "self": { "operationId": "x" } },
    "content": { "application/json": { "schema": { "$ref": "user.json" } } } } } } } }
}`;
    const user = '{ "type": "object", "properties": { "links": { "type": "object" } } }';
    const found = lintText(spec, RULE, {
      uri: '/api/spec.json',
      load: (uri) => (uri === '/api/user.json' ? user : undefined),
    });
    assert.deepEqual(
      found.map((f) => ({ uri: f.uri, range: brief(f).range })),
      [{ uri: '/api/user.json', range: '0:36-0:43' }],
    );
  });

  it('sees a $ref into another file that nothing has loaded yet, however its key and value are written', () => {
    const user = 'type: object\nproperties:\n  links: { type: object }\n';
    for (const ref of [
      "$ref: 'user.yaml'",
      '"$ref" : "user.yaml"',
      '{ "$ref":"user.yaml" }',
      '$ref:\n                user.yaml',
    ]) {
      const spec = `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            A:
              ${ref}
      `;
      const found = lintText(spec, RULE, {
        uri: '/api/spec.yaml',
        load: (uri) => (uri === '/api/user.yaml' ? user : undefined),
      });
      assert.deepEqual(
        found.map((f) => f.uri),
        ['/api/user.yaml'],
        ref,
      );
    }
  });

  it('finds quoted and flow-style links keys', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths: {}
      components:
        schemas:
          A: { properties: { 'links' : { type: string } } }
    `;
    assert.equal(lintText(spec, RULE).length, 1);
  });
});
