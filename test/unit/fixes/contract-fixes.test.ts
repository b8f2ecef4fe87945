import * as assert from 'node:assert/strict';
import { contractEffect, withConsequence } from '../../../src/core/fixes/contract';
import { computeFixAll } from '../../../src/core/fixes/fix-all';
import { ruleFixes } from '../../../src/core/fixes/index';
import { lint } from '../../../src/core/lint';
import { dedent } from '../helpers/lint';
import { apply } from './helpers';

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

describe('fixes that keep the contract', () => {
  it('fix-all leaves a 200 create and a path as they are, and still adds a missing 404', () => {
    const { fix } = computeFixAll(SPEC, 'spec.yaml');
    assert.ok(fix);
    const out = apply(SPEC, fix);
    assert.match(out, /'200': \{ description: Created\./, 'the create still answers 200');
    assert.doesNotMatch(out, /'201'/);
    assert.match(out, /^ {2}\/v1\/thing:$/m, 'the path is not renamed');
    assert.match(out, /^ {2}\/v1\/thing\/\{id\}:$/m);
    assert.match(out, /'404':[\s\S]*'404':/, 'the GET gains its 404 (a documenting fix)');
    const left = lint({ uri: 'spec.yaml', text: out }).findings.map((f) => f.rule);
    assert.ok(left.includes('create-returns-201') && left.includes('path-collection-plural'));
    assert.ok(!left.includes('not-found-response'));
  });

  it('fix-all with the contract fix type answers 201', () => {
    const { fix } = computeFixAll(SPEC, 'spec.yaml', undefined, { types: ['compatible', 'contract'] });
    assert.ok(fix);
    const out = apply(SPEC, fix);
    assert.match(out, /'201': \{ description: Created\./);
  });

  it('fix-all with only the contract fix type applies nothing that keeps the contract', () => {
    const { fix } = computeFixAll(SPEC, 'spec.yaml', undefined, { types: ['contract'] });
    assert.ok(fix);
    const out = apply(SPEC, fix);
    assert.match(out, /'201': \{ description: Created\./);
    assert.equal(out.match(/'404'/g)?.length, 1, 'no 404 added');
  });

  it('says what a breaking quick fix does to clients, and nothing for a documenting one', () => {
    const res = lint({ uri: 'spec.yaml', text: SPEC });
    const create = res.findings.find((f) => f.rule === 'create-returns-201')!;
    const [to201] = ruleFixes(create, res.model!);
    const effect = contractEffect(res.model!, to201);
    assert.deepEqual(effect, { severity: 'error', consequence: 'breaks `v1` clients' });
    assert.equal(
      withConsequence(to201, effect).title,
      'Answer 201 Created instead of 200: changes the contract, breaks `v1` clients',
    );
    const notFound = res.findings.find((f) => f.rule === 'not-found-response')!;
    const [add404] = ruleFixes(notFound, res.model!);
    assert.equal(contractEffect(res.model!, add404), undefined);
    assert.equal(withConsequence(add404, undefined), add404);
  });
});
