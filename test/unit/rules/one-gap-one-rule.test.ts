// "No two rules report the same gap on the same place" (RULES.md, "Reporting"), on real cases of the blind precision
// rounds: a rule restating another's finding on one operation, and rules about response-body shape restating that an
// API documents no response bodies at all.
import * as assert from 'node:assert/strict';
import { brief, dedent, lintText } from '../helpers/lint';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { silentForSparsity } from '../../../src/core/rules/helpers/one-gap';

describe('one gap, one rule', () => {
  // BBC's Nitro (seed 110 #41, #79): the unfollow DELETE carries the categories in a body. no-body-on-get-delete
  // says so; write-on-collection restated the same defect as "DELETE on the collection".
  const bbc = `
    openapi: 3.0.0
    info: { title: BBC, version: 1.0.0 }
    servers: [{ url: 'https://rms.api.bbc.co.uk/v2' }]
    paths:
      /my/categories/follows:
        get:
          responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }
        delete:
          requestBody: { content: { application/json: { schema: { type: array, items: { type: string } } } } }
          responses: { '200': { description: ok } }
  `;

  it('BBC: a DELETE whose body no-body-on-get-delete flags is not told again by write-on-collection', () => {
    const findings = lintText(bbc, ['no-body-on-get-delete', 'write-on-collection']);
    assert.deepEqual(
      findings.map((f) => brief(f, bbc)),
      [{ rule: 'no-body-on-get-delete', range: '8:6-8:17', text: 'requestBody' }],
    );
  });

  it('BBC: write-on-collection still reports that DELETE when no-body-on-get-delete is off', () => {
    const findings = lintText(bbc, ['write-on-collection']);
    assert.deepEqual(
      findings.map((f) => f.rule),
      ['write-on-collection'],
    );
  });

  // WireMock's admin API (seed 110 #18, #25): `limit` is typed string with the example 10. list-pagination-params
  // says the type is wrong; example-valid restated it as "the example is not a string".
  const wiremock = `
    openapi: 3.0.0
    info: { title: WireMock, version: 2.35.0 }
    servers: [{ url: 'https://wiremock.local/v1' }]
    paths:
      /__admin/requests:
        get:
          parameters:
            - { name: limit, in: query, example: 10, schema: { type: string } }
          responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { requests: { type: array, items: { type: object } } } } } } } }
  `;

  it('WireMock: a parameter whose type list-pagination-params reports is not told again by example-valid', () => {
    const findings = lintText(wiremock, ['list-pagination-params', 'example-valid']);
    assert.deepEqual(
      findings.filter((f) => f.pointer.includes('/parameters/')).map((f) => [f.rule, f.pointer]),
      [['list-pagination-params', '/paths/~1__admin~1requests/get/parameters/0/schema']],
    );
    assert.deepEqual(
      lintText(wiremock, ['example-valid']).map((f) => f.rule),
      ['example-valid'],
    );
  });

  // FishEye/Crucible (seed 111 #36) documents no response body on any of its 113 responses: that is the spec's
  // sparsity, not a list envelope, and the rules about the shape of response bodies say nothing about it.
  const fecru = `
    openapi: 3.0.0
    info: { title: FishEye and Crucible, version: 4.8.9 }
    servers: [{ url: 'https://fecru.local/v1' }]
    paths:
      /rest-service-fecru/admin/groups:
        get:
          responses: { '200': { description: the groups } }
      /rest-service-fecru/admin/groups/{name}:
        get:
          parameters: [{ name: name, in: path, required: true, schema: { type: string } }]
          responses: { '200': { description: the group } }
      /rest-service-fecru/admin/groups/{name}/users:
        get:
          parameters: [{ name: name, in: path, required: true, schema: { type: string } }]
          responses: { '200': { description: its users } }
  `;
  const shapeRules = ['list-response-shape', 'member-response-object', 'pagination-wrapper-shape'];

  it('FishEye/Crucible: an API that documents no response body anywhere gets no response-shape findings', () => {
    assert.deepEqual(lintText(fecru, shapeRules), []);
  });

  it('one response body documented anywhere, and the shape rules judge the lists again', () => {
    const one = fecru.replace(
      "responses: { '200': { description: the group } }",
      "responses: { '200': { description: the group, content: { application/json: { schema: { type: object } } } } }",
    );
    assert.ok(lintText(one, shapeRules).some((f) => f.rule === 'list-response-shape'));
  });

  it('looks for a response body once per model, whichever rules ask, with the same answer', () => {
    for (const [text, silent] of [
      [fecru, true],
      [
        fecru.replace('{ description: the group }', '{ description: the group, content: { application/json: {} } }'),
        false,
      ],
    ] as const) {
      const model = buildModel(parseSource('spec.yaml', dedent(text)))!;
      const operations = model.operations;
      let reads = 0;
      Object.defineProperty(model, 'operations', { get: () => (reads++, operations) });
      const asked = [...shapeRules, ...shapeRules, 'list-pagination-params'];
      assert.deepEqual(
        asked.map((rule) => silentForSparsity(rule, model)),
        asked.map((rule) => silent && shapeRules.includes(rule)),
      );
      assert.equal(reads, 1);
    }
  });
});
