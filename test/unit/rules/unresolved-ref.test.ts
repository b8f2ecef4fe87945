import * as assert from 'node:assert/strict';
import { brief, dedent, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';
import { ruleTester } from '../helpers/rule-tester';
import { unresolvedRef } from '../../../src/core/rules/unresolved-ref';

ruleTester(unresolvedRef, {
  valid: [
    {
      // Dropbox Sign (hellosign/hellosign-openapi openapi.yaml): each operation's code samples include a source file
      // kept beside the spec (`x-codeSamples: [{lang: PHP, source: {$ref: examples/AccountCreateExample.php}}]`).
      // That is a text include (Redocly's convention), not an OpenAPI object: nothing to follow as JSON or YAML.
      name: 'Dropbox Sign: a $ref in code samples includes a source file, not an OpenAPI object',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /account/create:
            post:
              x-codeSamples:
                - { lang: PHP, label: PHP, source: { $ref: examples/AccountCreateExample.php } }
              responses:
                '200': { description: ok }
          /account:
            get:
              x-code-samples:
                - { lang: Python, source: { $ref: examples/AccountGetExample.py } }
              responses:
                '200': { description: ok }
      `,
      files: { 'examples/AccountCreateExample.php': '<?php\n$api = new AccountApi();\n' },
    },
    {
      // Dropbox Sign (hellosign/hellosign-openapi openapi.yaml): each tag's description includes a Markdown file
      // (`description: {$ref: ./markdown/en/tags/account-tag-description.md}`), Redocly's text include: a
      // description is text, never an OpenAPI object, so there is nothing to read as JSON or YAML there.
      name: 'Dropbox Sign: a $ref in a description includes a text file, not an OpenAPI object',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1', description: { $ref: ./markdown/en/intro.md } }
        tags:
          - name: Account
            description: { $ref: ./markdown/en/tags/account-tag-description.md }
        paths:
          /account:
            get:
              summary: { $ref: ./markdown/en/summaries/account.md }
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          description: { $ref: '#/components/schemas/Text' }
        components:
          schemas:
            Text: { type: string }
      `,
      files: { 'markdown/en/tags/account-tag-description.md': '# Account\n\nYour account.\n' },
    },
    {
      // Cloud Foundry V3 (cloudfoundry/cloud_controller_ng docs/openapi/apis/cf/latest/openapi.yaml):
      // `/v3: {$ref: ./paths/V3.yaml#/}`. RFC 6901 reads the fragment `/` as the key "" of the root, but Redocly,
      // swagger-parser and every common tool read `file#/` as the whole file; with no "" key there, so does this
      // linter (round 17, seed 212 #76).
      name: 'Cloud Foundry: a `file#/` reference is the whole file when its root has no "" key',
      spec: `
        openapi: 3.1.0
        info: { title: Cloud Foundry V3 API, version: latest }
        paths:
          /v3:
            $ref: ./paths/V3.yaml#/
      `,
      files: {
        'paths/V3.yaml': `
          get:
            summary: V3 API root
            responses:
              '200': { description: OK }
        `,
      },
    },
    {
      name: 'follows local, other-file and anchor references that resolve',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /books:
            get:
              responses:
                '200':
                  description: ok
                  content: { application/json: { schema: { $ref: 'schemas.yaml#/Book' } } }
        components:
          schemas:
            Anchored: { $anchor: node, type: object }
            UsesAnchor: { $ref: '#node' }
      `,
      files: {
        'schemas.yaml': `
          Book:
            type: object
            properties:
              author: { $ref: '#/Author' }
          Author: { type: object }
        `,
      },
    },
    {
      // Clair (quay/clair httptransport/api/v1/openapi.yaml): OpenAPI 3.1 schemas are JSON Schema 2020-12, so a
      // $ref inside a schema with $id resolves against that $id and names the component whose $id it is.
      name: 'Clair: follows a 3.1 $ref that names another schema by its $id, relative to the enclosing $id or absolute',
      spec: `
        openapi: 3.1.0
        info: { title: Clair Container Analyzer, version: 1.2.0 }
        paths:
          /notification:
            get:
              responses:
                '200':
                  description: ok
                  content: { application/json: { schema: { $ref: 'https://clairproject.org/api/http/v1/vulnerability.schema.json' } } }
        components:
          schemas:
            digest:
              $id: https://clairproject.org/api/http/v1/digest.schema.json
              type: string
            distribution:
              $id: https://clairproject.org/api/http/v1/distribution.schema.json
              type: object
              $defs:
                name: { type: string }
              properties:
                name: { $ref: '#/$defs/name' }
            vulnerability_core:
              $id: https://clairproject.org/api/http/v1/vulnerability_core.schema.json
              type: object
              properties:
                distribution: { $ref: distribution.schema.json }
                digest: { $ref: '#/components/schemas/digest' }
            vulnerability:
              $id: https://clairproject.org/api/http/v1/vulnerability.schema.json
              $schema: https://json-schema.org/draft/2020-12/schema
              type: object
              $ref: vulnerability_core.schema.json
              properties:
                id: { type: string }
            vulnerability_report:
              $id: https://clairproject.org/api/http/v1/vulnerability_report.schema.json
              type: object
              properties:
                distributions:
                  type: object
                  additionalProperties: { $ref: 'distribution.schema.json#/$defs/name' }
      `,
    },
  ],
  invalid: [
    {
      // Clair's layout, with references its $ids do not decide: they are files next to the spec, as before.
      name: 'Clair: still flags an $id-relative $ref that names no schema of the document, or nothing in it',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            vulnerability:
              $id: https://clairproject.org/api/http/v1/vulnerability.schema.json
              $ref: vulnerability_gone.schema.json
              properties:
                core: { $ref: 'vulnerability.schema.json#/nothing' }
      `,
      findings: [
        {
          pointer: '/components/schemas/vulnerability/$ref',
          range: '7:12-7:42',
          text: 'vulnerability_gone.schema.json',
          message: /the file "vulnerability_gone\.schema\.json" cannot be read or parsed/,
        },
        {
          pointer: '/components/schemas/vulnerability/properties/core/$ref',
          range: '9:23-9:57',
          text: 'vulnerability.schema.json#/nothing',
          message:
            'The reference "vulnerability.schema.json#/nothing" cannot be followed: the schema whose $id is "https://clairproject.org/api/http/v1/vulnerability.schema.json" has nothing at "#/nothing"; point it at something that exists.',
        },
      ],
    },
    {
      // Miro (miroapp/api-clients): 612 operations' responses refer to `#/components/responses/400` and its siblings,
      // and the spec has no `components.responses`: a handful of missing targets, not 612 problems.
      name: 'Miro: one finding per missing target, every other place that refers to it related',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /boards:
            get:
              responses:
                '200': { description: ok }
                '400': { $ref: '#/components/responses/400' }
                '404': { $ref: '#/components/responses/404' }
            post:
              responses:
                '201': { description: created }
                '400': { $ref: '#/components/responses/400' }
          /boards/{id}:
            delete:
              responses:
                '204': { description: deleted }
                '400': { $ref: '#/components/responses/400' }
      `,
      findings: [
        {
          pointer: '/paths/~1boards/get/responses/400/$ref',
          range: '7:24-7:50',
          text: '#/components/responses/400',
          message:
            'The reference "#/components/responses/400" cannot be followed: nothing exists at "#/components/responses/400"; 3 places refer to it; point them at something that exists.',
          related: [
            {
              pointer: '/paths/~1boards/post/responses/400/$ref',
              range: '12:24-12:50',
              text: '#/components/responses/400',
            },
            {
              pointer: '/paths/~1boards~1{id}/delete/responses/400/$ref',
              range: '17:24-17:50',
              text: '#/components/responses/400',
            },
          ],
        },
        {
          pointer: '/paths/~1boards/get/responses/404/$ref',
          range: '8:24-8:50',
          text: '#/components/responses/404',
        },
      ],
    },
    {
      name: 'a property named description or summary is a schema: its broken $ref is still flagged',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            Note:
              type: object
              properties:
                summary: { $ref: '#/components/schemas/Gone' }
      `,
      findings: [
        {
          pointer: '/components/schemas/Note/properties/summary/$ref',
          range: '8:26-8:51',
          text: '#/components/schemas/Gone',
          message: /#\/components\/schemas\/Gone/,
        },
      ],
    },
    {
      name: 'OpenAPI 3.0: $id is no keyword of its schemas, so a $ref naming one is a file',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            digest: { $id: 'https://example.org/digest.schema.json', type: string }
            layer: { $id: 'https://example.org/layer.schema.json', properties: { hash: { $ref: digest.schema.json } } }
      `,
      findings: [
        {
          pointer: '/components/schemas/layer/properties/hash/$ref',
          range: '6:87-6:105',
          text: 'digest.schema.json',
        },
      ],
    },
    {
      name: 'flags every broken $ref at its value, in the file that holds it, with the reason; notes once that a remote one was not followed',
      // the request body the fix creates resolves, so the operation now takes input and bad-request-response asks
      // for its 400.
      fixMayAdd: ['bad-request-response'],
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /books:
            get:
              responses:
                '200':
                  description: ok
                  content:
                    application/json:
                      schema: { $ref: 'schemas.yaml#/Book' }
            post:
              requestBody: { $ref: '#/components/requestBodies/Missing' }
              responses:
                '201': { $ref: 'missing.yaml#/Created' }
                '400': { $ref: '#/components/responses/Loop' }
                '500': { $ref: 'https://example.com/errors.yaml#/Error' }
        components:
          responses:
            Loop: { $ref: '#/components/responses/Loop2' }
            Loop2: { $ref: '#/components/responses/Loop' }
          schemas:
            Example:
              type: object
              example: { $ref: '#/nowhere' }
            Anchored: { $anchor: node, type: object }
            UsesAnchor: { $ref: '#node' }
      `,
      files: {
        'schemas.yaml': `
          Book:
            type: object
            properties:
              author: { $ref: '#/Author' }
              publisher: { $ref: 'more.yaml#/Publisher' }
              example: { $ref: '#/Book' }
        `,
        'more.yaml': `
          Publisher:
            $ref: '#/Nope'
        `,
      },
      findings: [
        { file: 'more.yaml', pointer: '/Publisher/$ref', range: '1:9-1:15', text: '#/Nope' },
        {
          file: 'schemas.yaml',
          pointer: '/Book/properties/author/$ref',
          range: '3:21-3:29',
          text: '#/Author',
          message:
            'The reference "#/Author" (in schemas.yaml) cannot be followed: nothing exists at "#/Author"; point it at something that exists.',
        },
        {
          pointer: '/paths/~1books/post/requestBody/$ref',
          range: '12:28-12:62',
          text: '#/components/requestBodies/Missing',
        },
        {
          pointer: '/paths/~1books/post/responses/201/$ref',
          range: '14:24-14:45',
          text: 'missing.yaml#/Created',
          message: /the file "missing\.yaml" cannot be read or parsed/,
        },
        {
          pointer: '/paths/~1books/post/responses/500/$ref',
          range: '16:24-16:62',
          text: 'https://example.com/errors.yaml#/Error',
          severity: 'info',
          message: /^The remote reference "https:\/\/example\.com\/errors\.yaml#\/Error" was not followed/,
        },
        {
          pointer: '/components/responses/Loop/$ref',
          range: '19:19-19:47',
          text: '#/components/responses/Loop2',
          message: /cycle/,
        },
        {
          pointer: '/components/responses/Loop2/$ref',
          range: '20:20-20:47',
          text: '#/components/responses/Loop',
        },
      ],
    },
    {
      name: 'the fix creates the missing component',
      // the request body the fix creates resolves, so the operation now takes input and bad-request-response asks
      // for its 400.
      fixMayAdd: ['bad-request-response'],
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /books:
            post:
              requestBody: { $ref: '#/components/requestBodies/Book' }
              responses: { '201': { description: created } }
      `,
      findings: [
        {
          pointer: '/paths/~1books/post/requestBody/$ref',
          range: '5:28-5:59',
          text: '#/components/requestBodies/Book',
        },
      ],
      output: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /books:
            post:
              requestBody: { $ref: '#/components/requestBodies/Book' }
              responses: { '201': { description: created } }
        components:
          requestBodies:
            Book:
              required: true
              content:
                application/json:
                  schema:
                    type: object
      `,
    },
    {
      name: 'reads OpenAPI 2.0',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths: {}
        definitions:
          Pet: { type: object, properties: { owner: { $ref: '#/definitions/Owner' } } }
          Tag: { $ref: '#/definitions/Pet' }
      `,
      findings: [
        {
          pointer: '/definitions/Pet/properties/owner/$ref',
          range: '4:53-4:72',
          text: '#/definitions/Owner',
        },
      ],
    },
    {
      name: 'gives pointers to the $ref, in arrays too, and skips example data',
      // the response the fix creates resolves, so member-response-object now judges the body of the member's GET.
      fixMayAdd: ['member-response-object'],
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /a/{id}: { get: { responses: { '200': { $ref: '#/components/responses/Nope' } } } }
        components:
          schemas:
            A: { type: object, example: { $ref: '#/nowhere' }, properties: { b: { items: [{ $ref: '#/x~1y' }] } } }
      `,
      findings: [
        {
          pointer: '/paths/~1a~1{id}/get/responses/200/$ref',
          range: '3:49-3:76',
          text: '#/components/responses/Nope',
        },
        {
          pointer: '/components/schemas/A/properties/b/items/0/$ref',
          range: '6:91-6:97',
          text: '#/x~1y',
        },
      ],
    },
    {
      name: 'reports a broken $ref under a YAML anchor once, at the anchored node, however often it is aliased',
      formats: ['yaml'],
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            A: &shared
              type: object
              properties:
                b: { $ref: '#/nowhere' }
            B: *shared
            C: { allOf: [*shared, *shared] }
      `,
      findings: [{ pointer: '/components/schemas/B/properties/b/$ref', range: '8:20-8:29', text: '#/nowhere' }],
    },
  ],
});

describe('rule unresolved-ref: reading the text when every reference resolves', () => {
  describe('in JSON, read from the text when every reference resolves', () => {
    const spec = (extra: string) => `{
  "openapi": "3.0.3",
  "info": { "title": "t", "version": "1", "description": "mentions \\"$ref\\": \\"#/nowhere\\" in prose" },
  "paths": { "/a": { "get": { "responses": { "200": { "$ref": "#/components/responses/Ok" } } } } },
  "components": {
    "responses": { "Ok": { "$ref" : "#/components/responses/Real" }, "Real": { "description": "ok" } },
    "schemas": {
      "A": { "type": "object", "enum": ["$ref"], "properties": { "b": { "$ref": "#\\/components\\/schemas\\/a~1b" } } },
      "a/b": { "type": "string" },
      "Remote": { "$ref": "https://example.com/schemas.json#/X" }${extra}
    }
  }
}`;
    const findings = (text: string) =>
      lintText(text, 'unresolved-ref', { uri: 'spec.json' })
        .filter((f) => f.severity !== 'info')
        .map((f) => brief(f, text));

    it('finds nothing when every local chain ends at a value', () => {
      assert.deepEqual(findings(spec('')), []);
    });

    it('still flags a $ref key written with escapes', () => {
      const text = spec(',\n      "E": { "\\u0024ref": "#/nowhere" }');
      assert.deepEqual(findings(text), [{ rule: 'unresolved-ref', range: '10:27-10:36', text: '#/nowhere' }]);
    });

    it('reads a $ref value with an escaped quote or backslash to its end', () => {
      const ok = spec(
        ',\n      "Q\\"x\\\\": { "type": "string" },\n      "R": { "$ref": "#/components/schemas/Q\\"x\\\\" }',
      );
      assert.deepEqual(findings(ok), []);
      const broken = spec(',\n      "R": { "$ref": "#/components/schemas/Q\\"y\\\\" }');
      assert.deepEqual(
        findings(broken).map((f) => f.text),
        ['#/components/schemas/Q\\"y\\\\'],
      );
    });

    it('still flags a cycle, and skips a broken $ref inside example data', () => {
      const text = spec(
        ',\n      "X": { "$ref": "#/components/schemas/Y" },\n      "Y": { "$ref": "#/components/schemas/X", "example": { "$ref": "#/gone" } }',
      );
      assert.deepEqual(
        findings(text).map((f) => f.text),
        ['#/components/schemas/Y', '#/components/schemas/X'],
      );
      const onlyExample = spec(',\n      "Z": { "type": "object", "example": { "$ref": "#/gone" } }');
      assert.deepEqual(findings(onlyExample), []);
    });

    it('still follows references into other files', () => {
      const text = spec(',\n      "F": { "$ref": "other.json#/Nope" }');
      const files: Record<string, string> = { 'other.json': '{ "Yes": {} }' };
      const out = lintText(text, 'unresolved-ref', { uri: 'spec.json', load: (uri) => files[uri] }).filter(
        (f) => f.severity !== 'info',
      );
      assert.deepEqual(
        out.map((f) => [f.pointer, f.message]),
        [
          [
            '/components/schemas/F/$ref',
            'The reference "other.json#/Nope" cannot be followed: "other.json" has nothing at "#/Nope"; point it at something that exists.',
          ],
        ],
      );
    });
  });

  describe('in YAML, read from the text when every reference resolves', () => {
    const spec = (extra: string) =>
      dedent(`
        openapi: 3.0.3
        info: { title: t, version: '1', description: 'mentions $ref: "#/nowhere" in prose' }
        paths: { /a: { get: { responses: { '200': { $ref: '#/components/responses/Ok' } } } } }
        components:
          responses:
            Ok: { "$ref" : "#/components/responses/Real" }
            Real: { description: ok }
          schemas:
            "O'Brien": { type: string }
            Quoted: { $ref: '#/components/schemas/O''Brien' }
            Remote: { $ref: 'https://example.com/schemas.yaml#/X' }
      `) + extra;
    const findings = (text: string) =>
      lintText(text, 'unresolved-ref')
        .filter((f) => f.severity !== 'info')
        .map((f) => brief(f, text).text);

    it('finds nothing when every local chain ends at a value', () => {
      assert.deepEqual(findings(spec('')), []);
    });

    it('still flags a broken $ref the text does not spell out plainly', () => {
      const cases: [string, string][] = [
        ['escaped key', '    E: { "\\x24ref": "#/nowhere" }\n'],
        ['anchored value', '    E: { $ref: &v "#/nowhere" }\n'],
        ['explicit key', '    E:\n      ? $ref\n      : "#/nowhere"\n'],
        ['plain value', '    E: { $ref: other#/nowhere }\n'],
        ['aliased value', '    E: { x: &v "#/nowhere" }\n    F: { $ref: *v }\n'],
        ['value on the next line', '    E:\n      $ref:\n        "#/nowhere"\n'],
        ['quoted value over two lines', '    E:\n      $ref: "#/now\n        here"\n'],
        ['value with escapes', '    E: { $ref: "#/no\\x77here" }\n'],
      ];
      for (const [name, extra] of cases) {
        const text = spec(extra);
        assert.equal(
          findings(text).length,
          1,
          `${name}: ${JSON.stringify(lintText(text, 'unresolved-ref').map((f) => f.message))}`,
        );
      }
    });

    it('does not take the text at its word where a $ref key hides: escaped, or an anchored one used as an alias', () => {
      // Without the prose's broken reference, the text alone would say that every reference resolves.
      const plain = (extra: string) => spec(extra).replace('$ref: "#/nowhere"', '$ref: "#/components/responses/Real"');
      assert.deepEqual(findings(plain('')), []);
      const cases: [string, string][] = [
        ['escaped key', '    E: { "\\x24ref": "#/elsewhere" }\n'],
        ['escaped key, long form', '    E: { "\\U00000024ref": "#/elsewhere" }\n'],
        ['anchored key, aliased', '    E: { &k $ref: "#/components/schemas/Quoted" }\n    F: { *k : "#/elsewhere" }\n'],
      ];
      for (const [name, extra] of cases) assert.deepEqual(findings(plain(extra)), ['#/elsewhere'], name);
    });

    it('still flags a broken $ref among ones that resolve, and a cycle', () => {
      const text = spec(
        '    X: { $ref: "#/components/schemas/Y" }\n    Y: { $ref: "#/components/schemas/X" }\n    Z: { $ref: "#/gone" }\n',
      );
      assert.deepEqual(findings(text), ['#/components/schemas/Y', '#/components/schemas/X', '#/gone']);
    });
  });
});

describe('rule unresolved-ref: $id is an identifier, never an address', () => {
  it('follows an absolute $ref naming an in-document $id without asking the loader, even with remote consent', () => {
    const asked: string[] = [];
    const findings = lintText(
      `
        openapi: 3.1.0
        info: { title: Clair, version: 1.2.0 }
        paths: {}
        components:
          schemas:
            digest: { $id: 'https://clairproject.org/api/http/v1/digest.schema.json', type: string }
            layer:
              $id: https://clairproject.org/api/http/v1/layer.schema.json
              properties:
                hash: { $ref: 'https://clairproject.org/api/http/v1/digest.schema.json' }
                again: { $ref: 'digest.schema.json' }
      `,
      'unresolved-ref',
      {
        remoteRefs: true,
        load: (uri) => {
          asked.push(uri);
          return undefined;
        },
      },
    );
    assert.deepEqual(findings, []);
    assert.deepEqual(asked, []);
  });
});

describe('rule unresolved-ref: its doc page', () => {
  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('unresolved-ref');
    assert.deepEqual(
      lintText(failing, 'unresolved-ref').map((f) => brief(f, failing).text),
      ['#/components/schemas/Boook'],
    );
    assert.deepEqual(lintText(passing, 'unresolved-ref'), []);
  });
});
