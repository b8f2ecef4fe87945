import { strict as assert } from 'node:assert';
import { CHANGES, changeInfo } from '../../../src/core/diff/catalogue';
import { diffSpecs } from '../../../src/core/diff/index';
import type { Finding } from '../../../src/core/rules/types';
import { getAtPointer, splitPointer } from '../../../src/core/document/pointer';
import { parseSource } from '../../../src/core/document/parse';

const at = (f: Finding) =>
  `${f.uri}:${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`;

const BASE = `openapi: 3.1.0
info: {title: t, version: 1.0.0}
paths:
  /v1/users:
    get:
      parameters:
        - name: q
          in: query
          schema: {type: string}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/User'
  /v1/users/{id}:
    get:
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                $ref: '#/components/schemas/User'
components:
  schemas:
    User:
      type: object
      required: [id, email]
      properties:
        id: {type: string}
        email: {type: string}
`;

describe('diff: the engine', () => {
  it('places a removal in the base and a change in the revision, with exact ranges and the other side related', () => {
    const rev = BASE.replace('        email: {type: string}\n', '')
      .replace('required: [id, email]', 'required: [id]')
      .replace(
        '          schema: {type: string}\n      responses',
        '          required: true\n          schema: {type: string}\n      responses',
      );
    const { findings } = diffSpecs(
      { uri: 'base.yaml', text: BASE },
      { uri: 'rev.yaml', text: rev },
      { today: '2026-01-01' },
    );
    const removed = findings.find((f) => f.rule === 'response-required-property-removed')!;
    // One finding for the shared component, naming both operations, the second as a related place.
    assert.equal(
      removed.message,
      '`GET /v1/users` and 1 more: response `200` (`application/json`) property `email` was removed: breaks `v1` clients; keep `v1` and make the change in `v2`',
    );
    assert.equal(at(removed), 'base.yaml:34:8-34:13');
    // A pointer that exists in the file (the shared component), not the logical path through the `$ref`.
    assert.equal(removed.pointer, '/components/schemas/User/properties/email');
    const texts: Record<string, string> = { 'base.yaml': BASE, 'rev.yaml': rev };
    for (const f of findings)
      for (const p of [f, ...(f.related ?? [])])
        assert.notEqual(
          getAtPointer(parseSource(p.uri, texts[p.uri]).root, splitPointer(p.pointer)),
          undefined,
          `${f.rule}: ${p.uri}#${p.pointer}`,
        );
    assert.deepEqual(
      removed.related?.map((r) => `${r.uri} ${r.message}`),
      ['rev.yaml in the revision', 'base.yaml `GET /v1/users/{id}`'],
    );
    const required = findings.find((f) => f.rule === 'request-parameter-became-required')!;
    assert.equal(at(required), 'rev.yaml:8:20-8:24');
    assert.equal(required.related?.[0].uri, 'base.yaml');
    assert.equal(findings.find((f) => f.rule === 'api-major-version-not-bumped')?.severity, 'error');
  });

  it('takes severities per change id, `off` leaving the change out (and with it the major-bump finding)', () => {
    const rev = BASE.replace('required: [id, email]', 'required: [id]');
    const opts = { today: '2026-01-01', severities: { 'response-property-became-optional': 'off' as const } };
    const { findings } = diffSpecs({ uri: 'b.yaml', text: BASE }, { uri: 'r.yaml', text: rev }, opts);
    assert.deepEqual(findings, []);
    const warn = diffSpecs(
      { uri: 'b.yaml', text: BASE },
      { uri: 'r.yaml', text: rev },
      { severities: { 'response-property-became-optional': 'warning' } },
    );
    assert.deepEqual(
      warn.findings.map((f) => `${f.rule} ${f.severity}`),
      ['response-property-became-optional warning'],
    );
  });

  it('tells apart paths that differ only in their parameter names (GitHub: attestations/{attestation_id} and {subject_digest})', () => {
    const spec = `openapi: 3.1.0
info: { title: t, version: '1.0.0' }
paths:
  /orgs/{org}/attestations/{attestation_id}:
    delete:
      operationId: deleteById
      parameters:
        - { name: org, in: path, required: true, schema: { type: string } }
        - { name: attestation_id, in: path, required: true, schema: { type: integer } }
      responses: { '204': { description: gone } }
  /orgs/{org}/attestations/{subject_digest}:
    get:
      operationId: listByDigest
      parameters:
        - { name: org, in: path, required: true, schema: { type: string } }
        - { name: subject_digest, in: path, required: true, schema: { type: string } }
      responses: { '200': { description: ok } }
`;
    const same = diffSpecs({ uri: 'b.yaml', text: spec }, { uri: 'r.yaml', text: spec }, { today: '2026-01-01' });
    assert.deepEqual(same.findings, []);
    const rev = spec.replace(
      /  \/orgs\/\{org\}\/attestations\/\{attestation_id\}:[\s\S]*?(?=  \/orgs\/\{org\}\/attestations\/\{subject_digest\})/,
      '',
    );
    const removed = diffSpecs({ uri: 'b.yaml', text: spec }, { uri: 'r.yaml', text: rev }, { today: '2026-01-01' });
    assert.ok(
      removed.findings.some(
        (f) => f.rule === 'api-path-removed-without-deprecation' && f.message.includes('{attestation_id}'),
      ),
    );
    assert.ok(!removed.findings.some((f) => f.message.includes('{subject_digest}')));
  });

  it('compares deep and cyclic schemas within bounds', () => {
    const deep = (n: number, leaf: string) => {
      let s = `{type: ${leaf}}`;
      for (let i = 0; i < n; i++) s = `{type: object, properties: {p: ${s}}}`;
      return s;
    };
    const spec = (schema: string) => `openapi: 3.1.0
info: {title: t, version: 1.0.0}
paths:
  /a: {get: {responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/A'}}}}}}}
components:
  schemas:
    A: {type: object, properties: {self: {$ref: '#/components/schemas/A'}, b: {$ref: '#/components/schemas/B'}, deep: ${schema}}}
    B: {type: object, properties: {a: {$ref: '#/components/schemas/A'}, b: {$ref: '#/components/schemas/B'}}}
`;
    const shallow = diffSpecs(
      { uri: 'b.yaml', text: spec(deep(5, 'string')) },
      { uri: 'r.yaml', text: spec(deep(5, 'integer')) },
    );
    assert.deepEqual(
      shallow.findings.map((f) => f.rule),
      ['api-major-version-not-bumped', 'response-property-type-changed'],
    );
    const tooDeep = diffSpecs(
      { uri: 'b.yaml', text: spec(deep(60, 'string')) },
      { uri: 'r.yaml', text: spec(deep(60, 'integer')) },
    );
    assert.deepEqual(tooDeep.findings, [], 'past the depth cap nothing is compared, and nothing overflows');
  });

  it('says why a side cannot be compared', () => {
    const r = diffSpecs({ uri: 'b.yaml', text: 'a: [' }, { uri: 'r.yaml', text: 'just: yaml' });
    assert.equal(r.problems.length, 2);
    assert.match(r.problems[1], /r\.yaml: not an OpenAPI document/);
  });

  it('has one catalogue of unique kebab-case ids, each with a severity and a sentence', () => {
    const ids = CHANGES.map((c) => c.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const c of CHANGES) {
      assert.match(c.id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
      assert.ok(c.description.endsWith('.'), c.id);
      assert.equal(changeInfo(c.id), c);
    }
    // oasdiff's ids where the change is the same (so a team's overrides carry over).
    for (const id of [
      'api-path-removed-without-deprecation',
      'request-parameter-became-required',
      'response-required-property-removed',
      'new-required-request-property',
      'response-success-status-removed',
      'api-major-version-not-bumped',
    ])
      assert.ok(changeInfo(id), id);
  });
});

describe('diff: security findings point at the security that applies', () => {
  const spec = (security: string, opSecurity = '') => ({
    uri: 'api.yaml',
    text: `openapi: 3.1.0
info: {title: t, version: 1.0.0}
${security}paths:
  /apps:
    get:
${opSecurity}      responses:
        '200': {description: ok}
components:
  securitySchemes:
    basic: {type: http, scheme: basic}
`,
  });

  it('a global requirement added: /security (the root key), not a security key the operation does not have', () => {
    const result = diffSpecs(spec(''), spec('security: [{basic: []}]\n'), { today: '2026-01-01' });
    const added = result.findings.find((f) => f.rule === 'api-security-added');
    assert.ok(added, result.findings.map((f) => f.rule).join(', '));
    assert.equal(added.pointer, '/security');
    assert.equal(added.range.start.line, 2);
  });

  it("an operation's own requirement added: the operation's security key", () => {
    const result = diffSpecs(spec(''), spec('', '      security: [{basic: []}]\n'), { today: '2026-01-01' });
    const added = result.findings.find((f) => f.rule === 'api-security-added');
    assert.equal(added?.pointer, '/paths/~1apps/get/security');
  });
});
