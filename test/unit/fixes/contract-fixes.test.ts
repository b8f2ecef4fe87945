import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { diffSpecs } from '../../../src/core/diff/index';
import { contractEffect, fixType, quickFixes, withConsequence } from '../../../src/core/fixes/contract';
import { computeFixAll } from '../../../src/core/fixes/fix-all';
import { ruleFixes } from '../../../src/core/fixes/index';
import { lint } from '../../../src/core/lint';
import { dedent } from '../helpers/lint';
import { apply } from './helpers';
import { SPEC_20, SPEC_31, SPEC_API_KEY, variants } from './specs';

/** A published `v1` API of plural collections: a create answering 200, one singular collection path, and a GET without its 404. */
const SPEC = dedent(`
  openapi: 3.1.0
  info: { title: T, version: '1.0.0' }
  servers: [{ url: 'https://api.example.com' }]
  paths:
    /v1/orders:
      get:
        responses:
          '200': { description: Many., content: { application/json: { schema: { type: array } } } }
          '500': { description: Failed. }
    /v1/users:
      get:
        responses:
          '200': { description: Many., content: { application/json: { schema: { type: array } } } }
          '500': { description: Failed. }
    /v1/thing:
      post:
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses:
          '200': { description: Created., content: { application/json: { schema: { type: object } } } }
          '400': { description: Bad input. }
          '500': { description: Failed. }
    /v1/thing/{id}:
      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
      get:
        responses:
          '200': { description: One., content: { application/json: { schema: { type: object } } } }
          '500': { description: Failed. }
      delete:
        responses:
          '204': { description: Gone. }
          '404': { description: None. }
          '500': { description: Failed. }
`);

/** Parameters and rate-limit headers of the wrong type, a body on a GET, and paths renamed with and without operation ids. */
const RETYPE = dedent(`
  openapi: 3.1.0
  info: { title: T, version: '2.1.0' }
  paths:
    /v2/users:
      get:
        operationId: listUsers
        parameters:
          - { name: limit, in: query, schema: { type: string } }
          - { name: page, in: query, schema: { type: integer } }
          - { name: sort, in: query, schema: { type: integer } }
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses:
          '200': { description: ok, content: { application/json: { schema: { type: array } } } }
          '429':
            description: slow
            headers:
              X-RateLimit-Limit: { schema: { type: integer } }
              X-RateLimit-Remaining: { schema: { type: integer } }
              X-RateLimit-Reset: { schema: { type: string, format: date-time } }
    /v2/getThings:
      get:
        responses:
          '200': { description: ok, content: { application/json: { schema: { type: array } } } }
    /v2/invoice/{id}:
      get:
        operationId: getInvoice
        deprecated: true
        parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
        responses:
          '200': { description: ok, content: { application/json: { schema: { type: object } } } }
`);

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures');
const EXAMPLES = path.join(__dirname, '..', '..', '..', 'examples', 'workspace', 'specs');

/** Every spec whose fixes are checked against the diff engine, with a name and a URI of its format. */
function specs(): { name: string; uri: string; text: string }[] {
  const out = [
    { name: 'v1 plural API', uri: 'spec.yaml', text: SPEC },
    { name: 'types, bodies and renames', uri: 'spec.yaml', text: RETYPE },
    ...[SPEC_31, SPEC_20, SPEC_API_KEY].flatMap((s) => variants(s)),
  ];
  for (const file of [
    path.join(FIXTURES, 'violations', 'orders.yaml'),
    ...['library.yaml', 'shop-draft.yaml'].map((f) => path.join(EXAMPLES, f)),
  ])
    out.push({ name: path.basename(file), uri: file, text: readFileSync(file, 'utf8') });
  return out;
}

const BUMP = 'api-major-version-not-bumped';

describe('fixes that keep the contract', () => {
  it('each rule fix declares the changes the diff engine finds in its result, so its kind and consequence are the diff’s', () => {
    let contract = 0;
    let compatible = 0;
    for (const { name, uri, text } of specs()) {
      const { findings, model } = lint({ uri, text });
      assert.ok(model, name);
      for (const finding of findings)
        for (const fix of ruleFixes(finding, model)) {
          const what: string = `${name}: ${finding.rule}: ${fix.title}`;
          const after = apply(text, fix);
          const diff = diffSpecs({ uri, text }, { uri, text: after });
          assert.deepEqual(diff.problems, [], what);
          const breaking = diff.findings.filter((f) => f.severity !== 'info' && f.rule !== BUMP);
          const effect = contractEffect(fix);
          const declared = (fix.changes ?? []).map((c) => c.id);
          assert.deepEqual(
            [...new Set(declared)].sort(),
            [...new Set(breaking.map((f) => f.rule))].sort(),
            `${what}: declared changes`,
          );
          if (!effect) {
            compatible++;
            continue;
          }
          contract++;
          const worst = breaking.find((f) => f.severity === 'error') ?? breaking[0];
          assert.equal(effect.severity, worst.severity, what);
          assert.ok(
            breaking.some((f) => f.severity === effect.severity && f.message.includes(`: ${effect.consequence}`)),
            `${what}: "${effect.consequence}" in ${breaking.map((f) => f.message).join(' | ')}`,
          );
        }
    }
    // Both kinds are exercised: documenting fixes and each kind of contract change.
    assert.ok(compatible > 20 && contract > 10, `${compatible} compatible, ${contract} contract`);
  });

  it('fix-all leaves a 200 create and a path as they are, and still adds a missing 404', () => {
    const { fix } = computeFixAll(SPEC, 'spec.yaml');
    assert.ok(fix);
    const out = apply(SPEC, fix);
    assert.match(out, /'200': \{ description: Created\./, 'the create still answers 200');
    assert.doesNotMatch(out, /'201'/);
    assert.match(out, /^ {2}\/v1\/thing:$/m, 'the path is not renamed');
    assert.match(out, /'404':[\s\S]*'404':/, 'the GET gains its 404 (a documenting fix)');
    const left = lint({ uri: 'spec.yaml', text: out }).findings.map((f) => f.rule);
    assert.ok(left.includes('create-returns-201') && left.includes('path-collection-plural'));
    assert.ok(!left.includes('not-found-response'));
  });

  it('fix-all with the contract fix type answers 201; with only that type it adds no 404', () => {
    const both = computeFixAll(SPEC, 'spec.yaml', undefined, { types: ['compatible', 'contract'] });
    assert.ok(both.fix);
    assert.match(apply(SPEC, both.fix), /'201': \{ description: Created\./);
    const only = computeFixAll(SPEC, 'spec.yaml', undefined, { types: ['contract'] });
    assert.ok(only.fix);
    const out = apply(SPEC, only.fix);
    assert.match(out, /'201': \{ description: Created\./);
    assert.equal(out.match(/'404'/g)?.length, 1, 'no 404 added');
  });

  it('fix-all leaves a parameter retype as a suggestion, and makes it when the configuration turns its change off', () => {
    const kept = computeFixAll(RETYPE, 'spec.yaml', ['list-pagination-params']);
    assert.match(kept.fix ? apply(RETYPE, kept.fix) : RETYPE, /name: limit, in: query, schema: \{ type: string \}/);
    const config = { rules: {}, changes: { 'request-parameter-type-changed': 'off' as const } };
    const off = computeFixAll(RETYPE, 'spec.yaml', ['list-pagination-params'], { config });
    assert.ok(off.fix);
    assert.match(apply(RETYPE, off.fix), /name: limit, in: query, schema: \{ type: integer \}/);
  });

  it('says what a breaking quick fix does to clients, and nothing for a documenting one', () => {
    const res = lint({ uri: 'spec.yaml', text: SPEC });
    const create = res.findings.find((f) => f.rule === 'create-returns-201')!;
    const [to201] = ruleFixes(create, res.model!);
    const effect = contractEffect(to201);
    assert.deepEqual(effect, { severity: 'error', consequence: 'breaks `v1` clients' });
    assert.deepEqual(
      quickFixes(create, res.model!).map((f) => [f.title, f.isPreferred]),
      [['Answer 201 Created instead of 200: changes the contract, breaks `v1` clients', false]],
    );
    assert.equal(fixType(to201, { 'response-success-status-removed': 'warning' }), 'contract');
    assert.deepEqual(contractEffect(to201, { 'response-success-status-removed': 'warning' }), {
      severity: 'warning',
      consequence: 'may break some `v1` clients',
    });
    assert.equal(fixType(to201, { 'response-success-status-removed': 'info' }), 'compatible');
    const notFound = res.findings.find((f) => f.rule === 'not-found-response')!;
    const [add404] = ruleFixes(notFound, res.model!);
    assert.equal(contractEffect(add404), undefined);
    assert.equal(withConsequence(add404, undefined), add404);
    assert.deepEqual(quickFixes(notFound, res.model!), ruleFixes(notFound, res.model!));
  });
});
