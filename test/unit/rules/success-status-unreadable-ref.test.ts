// A status declared through a `$ref` whose target cannot be read is still declared: the status is the key of the
// `responses` object, whatever its value leads to. Cut from OpenZiti's edge management API
// (openziti/edge-api source/management/identities.yml): `GET /identities/{id}/edge-routers` answers
// `'200': {$ref: edge-routers.yml#/responses/listEdgeRouters}`, and edge-routers.yml holds a single-quoted JWT example
// folded over lines no deeper than its key, which go-yaml and PyYAML read but YAML 1.2 does not (round 17, seed 213
// #73, #74). `unresolved-ref` tells the broken file once; "declares no success" was false.
import * as assert from 'node:assert/strict';
import { dedent, lintText } from '../helpers/lint';
import { ruleTester } from '../helpers/rule-tester';
import { successStatus } from '../../../src/core/rules/success-status';

const edgeRouters = [
  'responses:',
  '  listEdgeRouters:',
  '    description: A list of edge routers',
  'definitions:',
  '  edgeRouterDetail:',
  '    type: object',
  '    example:',
  "      enrollmentJwt: 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJlbSI6ImVyb3R0IiwiZXhwIjoxNTg0Mzc5MTExLCJpc3MiOiJodHRwczovL",
  "      2xvY2FsaG9zdDoxMjgwIiwianRpIjoiMzBhMWYwZWEtZDM5Yi00YWFlLWI4NTItMzA0Y2YxYzMwZDFmIiwic3ViIjoiYjA3NjZiOGQtYmQxYS00ZDI'",
  '',
].join('\n');

ruleTester(successStatus, {
  valid: [
    {
      name: 'OpenZiti: a 200 declared through a $ref to a file that is missing is still a 200',
      spec: `
        swagger: '2.0'
        info: { title: Ziti Edge Management, version: 0.29.0 }
        paths:
          /services/{id}/edge-routers:
            get:
              parameters: [{ name: id, in: path, required: true, type: string }]
              responses:
                '200': { $ref: missing.yml#/responses/listEdgeRouters }
      `,
    },
  ],
  invalid: [],
});

describe('success-status: a response $ref into a file that does not parse', () => {
  it('OpenZiti: the 200 is declared; only unresolved-ref tells the file', () => {
    const spec = dedent(`
      swagger: '2.0'
      info: { title: Ziti Edge Management, version: 0.29.0 }
      paths:
        /identities/{id}/edge-routers:
          get:
            operationId: listIdentityEdgeRouters
            parameters: [{ name: id, in: path, required: true, type: string }]
            responses:
              '200': { $ref: edge-routers.yml#/responses/listEdgeRouters }
              '404': { description: not found }
    `);
    const files: Record<string, string> = { 'edge-routers.yml': edgeRouters };
    const found = lintText(spec, ['success-status', 'unresolved-ref'], { uri: 'spec.yaml', load: (uri) => files[uri] });
    assert.deepEqual(
      found.map((f) => f.rule),
      ['unresolved-ref'],
    );
  });
});
