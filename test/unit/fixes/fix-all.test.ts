import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseSource } from '../../../src/core/document/parse';
import { computeFixAll } from '../../../src/core/fixes/fix-all';
import { computeFixes, FIXERS } from '../../../src/core/fixes/index';
import type { LintConfig } from '../../../src/core/config/types';
import { lint } from '../../../src/core/lint';
import { docExamples } from '../helpers/doc-examples';
import { dedent } from '../helpers/lint';
import { apply, comments, findingsOf, newPlaces } from './helpers';
import { SPEC_31, variants } from './specs';

/** What `error-responses` was before rules version 2. */
const ERROR_RULES = ['bad-request-response', 'not-found-response', 'server-error-response'];

describe('fix all of a kind in the file', () => {
  const spec = dedent(`
    openapi: 3.1.0
    info: { title: T, version: '1' }
    servers: [{ url: 'https://api.example.com/v1' }]
    security: [{ bearer: [] }]
    paths:
      /v1/things:
        get:
          responses:
            '200': { description: ok, content: { application/json: { schema: { type: array } } } }
      /v1/things/{id}:
        parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
        get:
          responses:
            '200': { description: ok, content: { application/json: { schema: { type: object } } } }
        delete:
          responses:
            '204': { description: gone }
    components:
      securitySchemes:
        bearer: { type: http, scheme: bearer }
  `);

  it('fixes every finding of one rule, creating each shared component once', () => {
    const { fix, before, after } = computeFixAll(spec, 'spec.yaml', ERROR_RULES);
    assert.equal(
      before,
      2,
      'one API-level finding for the three missing 500s and one for the two 404s; no 400, as nothing takes a body or query',
    );
    assert.equal(after, 0);
    assert.ok(fix);
    assert.equal(fix.title, 'Fix all auto-fixable REST Conventions findings in the file');
    const out = apply(spec, fix);
    assert.equal(out.match(/^ {4}InternalError:$/gm)?.length, 1);
    assert.equal(out.match(/^ {4}NotFound:$/gm)?.length, 1);
    assert.equal(out.match(/^ {4}BadRequest:$/gm), null);
    assert.equal(out.match(/\$ref: '#\/components\/responses\/InternalError'/g)?.length, 3);
    assert.equal(out.match(/\$ref: '#\/components\/responses\/NotFound'/g)?.length, 2);
    assert.deepEqual(newPlaces(findingsOf(spec), findingsOf(out)), []);
    assert.deepEqual(
      findingsOf(out).filter((f) => ERROR_RULES.includes(f.rule)),
      [],
    );
    assert.ok(fix.edits.length >= 3, 'one edit per changed stretch, not the whole file');
    assert.ok(fix.edits.every((e) => e.span.start === e.span.end || spec.slice(e.span.start, e.span.end).length < 200));
  });

  it('stops after its budget of re-lints, keeping the rounds that fit in it', () => {
    const once = computeFixAll(spec, 'spec.yaml', ERROR_RULES, { maxLints: 1 });
    assert.equal(once.before, 2);
    assert.equal(once.after, 1, 'the second shared component needs a second round');
    assert.ok(once.fix);
    const out = apply(spec, once.fix);
    assert.equal(computeFixAll(out, 'spec.yaml', ERROR_RULES).after, 0, 'the next run fixes the rest');
    assert.equal(computeFixAll(spec, 'spec.yaml', ERROR_RULES, { maxLints: 0 }).fix, undefined);
  });

  it('gives one edit per changed stretch with ranges in the original text', () => {
    const { fix } = computeFixAll(spec, 'spec.yaml', ERROR_RULES);
    for (const e of fix!.edits) {
      const lines = spec.split('\n');
      const offset = lines.slice(0, e.range.start.line).reduce((n, l) => n + l.length + 1, 0) + e.range.start.character;
      assert.equal(offset, e.span.start);
    }
  });

  it('starts from the analysis it is given instead of linting the text again', () => {
    const analysis = lint({ uri: 'spec.yaml', text: spec });
    assert.deepEqual(
      computeFixAll(spec, 'spec.yaml', ERROR_RULES, { analysis }),
      computeFixAll(spec, 'spec.yaml', ERROR_RULES),
    );
    // Given an analysis without findings of those rules, there is nothing to fix, whatever a lint of the text says.
    const without = { ...analysis, findings: analysis.findings.filter((f) => !ERROR_RULES.includes(f.rule)) };
    assert.deepEqual(computeFixAll(spec, 'spec.yaml', ERROR_RULES, { analysis: without }), { before: 0, after: 0 });
  });

  it('leaves alone a rule the configuration turns off and a place it ignores, in every round', () => {
    const config: LintConfig = {
      rules: { 'not-found-response': { severity: 'off' } },
      ignore: [{ rule: 'create-returns-201', path: '/v1/things' }],
    };
    const withPost = spec.replace(
      '  /v1/things/{id}:',
      [
        '    post:',
        '      requestBody: { content: { application/json: { schema: { type: object } } } }',
        "      responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }",
        '  /v1/things/{id}:',
      ].join('\n'),
    );
    assert.ok(findingsOf(withPost).some((f) => f.rule === 'create-returns-201'));
    for (const analysis of [undefined, lint({ uri: 'spec.yaml', text: withPost, config })]) {
      const { fix, before, after } = computeFixAll(withPost, 'spec.yaml', undefined, { config, analysis });
      assert.ok(fix);
      const out = apply(withPost, fix);
      assert.equal(out.match(/^ {4}InternalError:$/gm)?.length, 1, 'the 500s are fixed');
      assert.equal(out.match(/NotFound/g), null, 'not-found-response is off');
      const left = findingsOf(out).map((f) => f.rule);
      assert.ok(left.includes('create-returns-201'), 'create-returns-201 is ignored on /v1/things');
      assert.ok(left.includes('not-found-response'), 'not-found-response is off');
      assert.equal(after, lint({ uri: 'spec.yaml', text: out, config, only: Object.keys(FIXERS) }).findings.length);
      assert.ok(before > after);
    }
  });

  it('fixes everything fixable at once and leaves what needs a decision or changes the contract', () => {
    for (const v of variants(SPEC_31)) {
      const { fix, before, after } = computeFixAll(v.text, v.uri);
      assert.ok(fix, v.name);
      const out = apply(v.text, fix);
      assert.deepEqual(parseSource(v.uri, out).errors, [], v.name);
      const left = lint({ uri: v.uri, text: out, only: Object.keys(FIXERS) }).findings.map((f) => f.rule);
      assert.deepEqual(
        [...new Set(left)].sort(),
        ['create-returns-201', 'no-body-on-get-delete', 'security-defined'],
        v.name,
      );
      assert.equal(after, left.length, v.name);
      assert.ok(before > after, v.name);
      for (const c of comments(v.text)) assert.ok(out.includes(c), `${v.name} keeps "${c}"`);
      assert.deepEqual(newPlaces(findingsOf(v.text, v.uri), findingsOf(out, v.uri)), [], v.name);
    }
  });

  it('has nothing to do on a clean file', () => {
    const clean = readFileSync(path.resolve(__dirname, '../../fixtures/clean/bookstore-3.1.yaml'), 'utf8');
    assert.deepEqual(computeFixAll(clean, 'bookstore.yaml'), { before: 0, after: 0 });
  });

  it('improves the violations demo without breaking it', () => {
    const text = readFileSync(path.resolve(__dirname, '../../fixtures/violations/orders.yaml'), 'utf8');
    const { fix, before, after } = computeFixAll(text, 'orders.yaml');
    assert.ok(fix && after < before);
    const out = apply(text, fix);
    assert.deepEqual(parseSource('orders.yaml', out).errors, []);
    assert.deepEqual(newPlaces(findingsOf(text, 'orders.yaml'), findingsOf(out, 'orders.yaml')), []);
  });
});

describe('the preferred fix of each documented failing example removes the finding', () => {
  for (const id of Object.keys(FIXERS)) {
    it(id, () => {
      const { failing } = docExamples(id);
      const text = failing + '\n';
      const findings = lint({ uri: 'example.yaml', text, only: [id] }).findings;
      assert.ok(findings.length > 0);
      let current = text;
      for (let i = 0; i < 10; i++) {
        const res = lint({ uri: 'example.yaml', text: current, only: [id] });
        const f = res.findings[0];
        if (!f) break;
        const fixes = computeFixes(current, 'example.yaml', f, res.model);
        const preferred = fixes.find((x) => x.isPreferred) ?? fixes[0];
        assert.ok(preferred && !preferred.title.startsWith('Disable'), `a fix of its own for: ${f.message}`);
        current = apply(current, preferred);
      }
      assert.deepEqual(lint({ uri: 'example.yaml', text: current, only: [id] }).findings, [], current);
    });
  }
});
