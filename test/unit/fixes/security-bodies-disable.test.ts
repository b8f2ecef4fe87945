import * as assert from 'node:assert/strict';
import { computeFixes } from '../../../src/core/fixes/index';
import { lint } from '../../../src/core/lint';
import { dedent } from '../helpers/lint';
import { apply, fixAndCheck, fixesOf } from './helpers';

describe('quick fixes: security and bodies', () => {
  it('adds a bearer scheme and global security, with 401/403 on the operations it secures', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /health:
          get:
            security: []
            responses: { '200': { description: ok } }
        /things:
          get:
            responses:
              '200': { description: ok, content: { application/json: { schema: { type: array } } } }
    `;
    const titles = fixesOf(dedent(spec), 'security-defined').map((o) => o.fix.title);
    assert.deepEqual(titles.slice(0, 2), [
      'Add a bearer security scheme (bearerAuth) and require it globally, with 401/403 responses',
      'Add a bearer security scheme (bearerAuth) and require it globally',
    ]);
    const out = fixAndCheck(spec, 'security-defined', /with 401/);
    assert.ok(
      out.includes(`      responses: { '200': { description: ok } }\n  /things:`),
      'the opted-out operation is left alone',
    );
    assert.ok(
      out.includes(
        `components:\n  securitySchemes:\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n      description: 'An access token: \`Authorization: Bearer <token>\`.'\n  responses:\n    Unauthorized:`,
      ),
      out,
    );
    assert.ok(out.endsWith(`security:\n  - bearerAuth: []\n`), out);
    fixAndCheck(spec, 'security-defined', /globally$/, { allowNew: ['auth-error-responses'] });
  });

  it('in 2.0 the bearer scheme is an apiKey in the Authorization header', () => {
    const out = fixAndCheck(
      `
      swagger: '2.0'
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            responses: { '200': { description: ok, schema: { type: array, items: { type: object } } } }
      `,
      'security-defined',
      /globally$/,
      { allowNew: ['auth-error-responses'] },
    );
    assert.ok(
      out.endsWith(
        `securityDefinitions:\n  bearerAuth:\n    type: apiKey\n    in: header\n    name: Authorization\n    description: 'An access token: \`Authorization: Bearer <token>\`.'\nsecurity:\n  - bearerAuth: []\n`,
      ),
      out,
    );
  });

  it('applies an existing scheme globally, and adds a bearer scheme as an alternative to an API key', () => {
    const spec = `
      openapi: 3.0.3
      info: { title: T, version: '1' }
      security:
        - apiKey: []
      paths:
        /things:
          get:
            responses: { '200': { description: ok }, '401': { description: no }, '403': { description: no } }
      components:
        securitySchemes:
          apiKey: { type: apiKey, in: header, name: X-API-Key }
    `;
    const out = fixAndCheck(spec, 'bearer-scheme', /bearer security scheme \(bearerAuth\) and accept it globally/);
    assert.ok(out.includes(`security:\n  - apiKey: []\n  - bearerAuth: []\n`), out);
    assert.ok(
      out.endsWith(
        `    apiKey: { type: apiKey, in: header, name: X-API-Key }\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n      description: 'An access token: \`Authorization: Bearer <token>\`.'\n`,
      ),
      out,
    );
    const unapplied = fixAndCheck(
      spec.replace(/ *security:\n\s+- apiKey: \[\]\n/, ''),
      'security-defined',
      /^Require apiKey globally$/,
    );
    assert.ok(unapplied.endsWith(`security:\n  - apiKey: []\n`), unapplied);
  });

  it('removes a request body from GET in block, flow and JSON forms', () => {
    const block = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            # the body goes
            requestBody:
              content:
                application/json:
                  schema: { type: object }
            responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } }
      `,
      'no-body-on-get-delete',
      /Remove the request body/,
    );
    assert.ok(block.includes(`    get:\n      # the body goes\n      responses:`), block);
    const flow = fixAndCheck(
      `
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /things/{id}:
          delete: { parameters: [{ name: id, in: path, required: true, schema: { type: string } }], requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '204': { description: gone } } }
      `,
      'no-body-on-get-delete',
      /Remove/,
    );
    assert.ok(
      flow.includes(
        `delete: { parameters: [{ name: id, in: path, required: true, schema: { type: string } }], responses: { '204': { description: gone } } }`,
      ),
      flow,
    );
    const json = fixAndCheck(
      `{
  "openapi": "3.1.0",
  "info": { "title": "T", "version": "1" },
  "paths": {
    "/things": {
      "get": {
        "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array" } } } } },
        "requestBody": { "content": { "application/json": { "schema": { "type": "object" } } } }
      }
    }
  }
}`,
      'no-body-on-get-delete',
      /Remove/,
      { uri: 'spec.json', raw: true },
    );
    assert.ok(
      json.includes(
        `"get": {\n        "responses": { "200": { "description": "ok", "content": { "application/json": { "schema": { "type": "array" } } } } }\n      }`,
      ),
      json,
    );
  });

  it('removes 2.0 form parameters from a DELETE and keeps the others', () => {
    const out = fixAndCheck(
      `
      swagger: '2.0'
      info: { title: T, version: '1' }
      paths:
        /things/{id}:
          delete:
            consumes: [application/x-www-form-urlencoded]
            parameters:
              - { name: id, in: path, required: true, type: string }
              - { name: reason, in: formData, type: string }
              - { name: note, in: formData, type: string }
            responses: { '204': { description: gone } }
      `,
      'no-body-on-get-delete',
      /Remove the body parameters/,
    );
    assert.ok(
      out.includes(
        `      parameters:\n        - { name: id, in: path, required: true, type: string }\n      responses:`,
      ),
      out,
    );
  });
});

describe('quick fixes: disabling', () => {
  const spec = dedent(`
    openapi: 3.1.0
    info: { title: T, version: '1' }
    paths:
      /things:
        post:
          requestBody: { content: { application/json: { schema: { type: object } } } }
          responses:
            # rest-conventions-disable-next-line error-responses
            '200': { description: made }
      /things/{id}: {}
  `);

  it("adds the rule to a suppression comment right above, else writes one with the line's indentation", () => {
    const finding = lint({ uri: 'spec.yaml', text: spec, only: ['create-returns-201'] }).findings[0];
    const fix = computeFixes(spec, 'spec.yaml', finding).find(
      (f) => f.title === 'Disable create-returns-201 for this line',
    )!;
    assert.equal(apply(spec, fix), spec.replace('line error-responses', 'line error-responses create-returns-201'));
    const bare = spec.replace(/ *# rest-conventions.*\n/, '');
    const f2 = lint({ uri: 'spec.yaml', text: bare, only: ['create-returns-201'] }).findings[0];
    const out = apply(
      bare,
      computeFixes(bare, 'spec.yaml', f2).find((f) => f.title.startsWith('Disable create-returns-201 for'))!,
    );
    assert.equal(
      out,
      bare.replace(/^( *)'200'/m, `$1# rest-conventions-disable-next-line create-returns-201\n$1'200'`),
    );
    assert.deepEqual(lint({ uri: 'spec.yaml', text: out, only: ['create-returns-201'] }).findings, []);
  });

  it('keeps CRLF, and offers no comment in JSON', () => {
    const crlf = spec.replace(/\n/g, '\r\n');
    const finding = lint({ uri: 'spec.yaml', text: crlf, only: ['body-required', 'security-defined'] }).findings[0];
    const out = apply(
      crlf,
      computeFixes(crlf, 'spec.yaml', finding).find((f) => f.title.endsWith('for this line'))!,
    );
    assert.ok(out.startsWith('# rest-conventions-disable-next-line security-defined\r\nopenapi'), out);
    const json = JSON.stringify(
      {
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: { '/x': { get: { responses: { '200': { description: 'ok' } } } } },
      },
      null,
      2,
    );
    const jf = lint({ uri: 'spec.json', text: json, only: ['security-defined'] }).findings[0];
    assert.deepEqual(
      computeFixes(json, 'spec.json', jf)
        .filter((f) => f.title.startsWith('Disable'))
        .map((f) => f.title),
      [],
    );
  });

  it('creates .rest-conventions.yaml, or sets the rule off in the one there is, in its own style', () => {
    const finding = lint({ uri: 'spec.yaml', text: spec, only: ['create-returns-201'] }).findings[0];
    const configFix = (uri: string, text?: string) =>
      computeFixes(spec, 'spec.yaml', finding, undefined, { configFile: { uri, text } }).find((f) =>
        f.title.startsWith('Disable create-returns-201 in'),
      );
    const created = configFix('/w/.rest-conventions.yaml')!;
    assert.equal(created.title, 'Disable create-returns-201 in .rest-conventions.yaml');
    assert.deepEqual(
      created.edits.map((e) => [e.uri, e.create, e.newText]),
      [['/w/.rest-conventions.yaml', true, 'rules:\n  create-returns-201: off\n']],
    );
    const cases: [string, string, string][] = [
      [
        '# team settings\nrules:\n    path-no-verbs: warning\n',
        '# team settings\nrules:\n    path-no-verbs: warning\n    create-returns-201: off\n',
        'a rules mapping',
      ],
      [
        'rules:\n  create-returns-201: warning # for now\n',
        'rules:\n  create-returns-201: off # for now\n',
        'a severity',
      ],
      [
        'rules:\n  create-returns-201:\n    severity: error\n',
        'rules:\n  create-returns-201:\n    severity: off\n',
        'a setting with severity',
      ],
      [
        'rules:\n  create-returns-201:\n    options: {}\n',
        'rules:\n  create-returns-201:\n    options: {}\n    severity: off\n',
        'a setting without severity',
      ],
      ['rules: { versioning: off }\n', 'rules: { versioning: off, create-returns-201: off }\n', 'a flow mapping'],
      ['rules:\n# none yet\n', 'rules:\n  create-returns-201: off\n# none yet\n', 'an empty rules key'],
      ['# nothing\n', '# nothing\nrules:\n  create-returns-201: off\n', 'only comments'],
      [
        '$schema: ./schema.json\r\n',
        '$schema: ./schema.json\r\nrules:\r\n  create-returns-201: off\r\n',
        'no rules key, CRLF',
      ],
    ];
    for (const [before, after, what] of cases) {
      const fix = configFix('/w/.rest-conventions.yaml', before);
      assert.ok(fix, what);
      assert.equal(apply(before, fix), after, what);
      assert.ok(!fix.edits[0].create, what);
    }
    assert.equal(
      configFix('/w/.rest-conventions.yaml', 'rules:\n  create-returns-201: off\n'),
      undefined,
      'already off',
    );
    const json = '{\n  "rules": {\n    "versioning": "off"\n  }\n}\n';
    assert.equal(
      apply(json, configFix('/w/.rest-conventions.json', json)!),
      '{\n  "rules": {\n    "versioning": "off",\n    "create-returns-201": "off"\n  }\n}\n',
    );
    assert.equal(
      configFix('/w/.rest-conventions.json')!.edits[0].newText,
      '{\n  "rules": {\n    "create-returns-201": "off"\n  }\n}\n',
    );
  });
});
