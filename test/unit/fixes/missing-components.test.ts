import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { dedent } from '../helpers/lint';

/** The member schema a missing resource schema is created as. */
const MEMBER = {
  type: 'object',
  required: ['id', 'name'],
  properties: {
    id: { type: 'string', readOnly: true },
    name: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time', readOnly: true },
    updatedAt: { type: 'string', format: 'date-time', readOnly: true },
  },
};
import { apply, findingsOf, fixAndCheck, fixesOf } from './helpers';

const root = join(__dirname, '..', '..', '..');

/** A snippet's body as the editor inserts it when every placeholder keeps its default. */
function expandSnippet(file: string, prefix: string): string {
  const snippets = JSON.parse(readFileSync(join(root, 'snippets', file), 'utf8')) as Record<
    string,
    { prefix: string; body: string[] }
  >;
  const s = Object.values(snippets).find((x) => x.prefix === prefix)!;
  return s.body
    .join('\n')
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\d+/g, '')
    .replace(/\\\$/g, '$');
}

describe('quick fix: create the component a $ref points at (unresolved-ref)', () => {
  const spec = `
    openapi: 3.1.0
    info: { title: T, version: '1' }
    paths:
      /things:
        get:
          parameters:
            - $ref: '#/components/parameters/Limit'
          responses:
            '200': { description: ok }
            '404': { $ref: '#/components/responses/NotFound' }
  `;

  it('offers the one component, and all of them when the document misses several', () => {
    assert.deepEqual(
      fixesOf(dedent(spec), 'unresolved-ref').map((o) => `${o.finding.pointer} | ${o.fix.title}`),
      [
        '/paths/~1things/get/parameters/0/$ref | Create the missing parameter components/parameters/Limit',
        '/paths/~1things/get/parameters/0/$ref | Create all 2 missing components this document references',
        '/paths/~1things/get/parameters/0/$ref | Disable unresolved-ref for this line',
        '/paths/~1things/get/responses/404/$ref | Create the missing response components/responses/NotFound',
        '/paths/~1things/get/responses/404/$ref | Create all 2 missing components this document references',
        '/paths/~1things/get/responses/404/$ref | Disable unresolved-ref for this line',
      ],
    );
  });

  it('creates a conventional error response with the Error schema it points at', () => {
    const out = fixAndCheck(spec, 'unresolved-ref', /NotFound$/);
    assert.ok(
      out.endsWith(
        [
          'components:',
          '  responses:',
          '    NotFound:',
          '      description: The resource does not exist.',
          '      content:',
          '        application/json:',
          '          schema:',
          "            $ref: '#/components/schemas/Error'",
          '  schemas:',
          '    Error:',
          '      type: object',
          '      required: [code, message]',
          '      properties:',
          '        code:',
          '          type: string',
          '          description: A machine-readable error code.',
          '        message:',
          '          type: string',
          '          description: What went wrong, for people.',
          '',
        ].join('\n'),
      ),
      out,
    );
  });

  it('creates the list parameter of a conventional name, and a query string parameter otherwise', () => {
    // A query parameter the operation now visibly takes asks for a 400 response (bad-request-response).
    const out = fixAndCheck(spec, 'unresolved-ref', /Limit$/, { allowNew: ['bad-request-response'] });
    assert.ok(
      out.endsWith(
        'components:\n  parameters:\n    Limit:\n      name: limit\n      in: query\n      description: Page size.\n      schema:\n        type: integer\n        minimum: 1\n        maximum: 100\n        default: 20\n',
      ),
      out,
    );
    const other = fixAndCheck(
      `
      openapi: 3.0.3
      info: { title: T, version: '1' }
      paths:
        /things:
          get:
            parameters: [{ $ref: '#/components/parameters/Colour' }]
            responses: { '200': { description: ok } }
      components:
        schemas: {}
      `,
      'unresolved-ref',
      /Colour$/,
      { allowNew: ['bad-request-response'] },
    );
    assert.ok(
      other.endsWith(
        'components:\n  schemas: {}\n  parameters:\n    Colour:\n      name: colour\n      in: query\n      schema:\n        type: string\n',
      ),
      other,
    );
  });

  it('writes a definition in 2.0 and a schema in JSON, in the file’s own style', () => {
    const two = fixAndCheck(
      `
      swagger: '2.0'
      info: { title: T, version: '1' }
      paths:
        /pets:
          get:
            responses:
              '200': { description: ok, schema: { $ref: '#/definitions/Pet' } }
      `,
      'unresolved-ref',
      /Pet$/,
    );
    assert.deepEqual(parse(two).definitions.Pet, MEMBER);
    const json = JSON.stringify(
      {
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: {
          '/a': {
            get: {
              responses: {
                '200': {
                  description: 'ok',
                  content: { 'application/json': { schema: { $ref: '#/components/schemas/Pagination' } } },
                },
              },
            },
          },
        },
      },
      null,
      2,
    );
    const out = fixAndCheck(json, 'unresolved-ref', /Pagination$/, { uri: 'spec.json', raw: true });
    assert.deepEqual(JSON.parse(out).components.schemas.Pagination, {
      type: 'object',
      required: ['page', 'limit', 'total'],
      properties: { page: { type: 'integer' }, limit: { type: 'integer' }, total: { type: 'integer' } },
    });
  });

  it('offers nothing to create for other files, paths, parts of a component or one that exists', () => {
    const text = dedent(`
      openapi: 3.1.0
      info: { title: T, version: '1' }
      paths:
        /a:
          get:
            responses:
              '200': { $ref: 'other.yaml#/components/responses/Ok' }
              '201': { $ref: '#/paths/~1b/get/responses/200' }
              '202': { $ref: '#/components/schemas/Thing/properties/x' }
              '203': { $ref: '#/components/responses/Thing' }
      components:
        schemas:
          Thing: { type: object }
    `);
    const titles = fixesOf(text, 'unresolved-ref').map(
      (o) => `${o.finding.pointer.replace('/paths/~1a/get/responses/', '')} | ${o.fix.title}`,
    );
    assert.deepEqual(
      titles.filter((t) => !t.includes('Disable')),
      ['203/$ref | Create the missing response components/responses/Thing'],
    );
  });

  it('completes what the rest-collection snippet references in the demo’s draft spec: no unresolved-ref left', () => {
    const draft = parse(readFileSync(join(root, 'examples', 'workspace', 'specs', 'shop-draft.yaml'), 'utf8'));
    Object.assign(draft.paths, parse(expandSnippet('openapi-yaml.json', 'rest-collection')));
    const text = stringify(draft);
    const before = findingsOf(text).filter((f) => f.rule === 'unresolved-ref');
    assert.ok(before.length >= 10, `the snippet's references are unresolved in the draft (${before.length})`);
    const all = fixesOf(text, 'unresolved-ref').find((o) => /^Create all \d+ missing components/.test(o.fix.title));
    assert.ok(all, 'a fix creates them all');
    const out = apply(text, all.fix);
    assert.deepEqual(
      findingsOf(out)
        .filter((f) => f.rule === 'unresolved-ref')
        .map((f) => f.message),
      [],
    );
    // The resource schema it creates is a member the mock can serve: an id, a name and timestamps, not `{}`.
    assert.deepEqual(parse(out).components.schemas.Thing, MEMBER);
  });
});
