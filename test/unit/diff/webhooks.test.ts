import { strict as assert } from 'node:assert';
import { diffSpecs } from '../../../src/core/diff/index';
import { getAtPointer, splitPointer } from '../../../src/core/document/pointer';
import { parseSource } from '../../../src/core/document/parse';
import type { Finding } from '../../../src/core/rules/types';

/** A 3.1 spec with one webhook: its payload's properties and its subscriber's answer's. */
const spec = (payload: string, answer = '', extra = '') => `openapi: 3.1.0
info: {title: t, version: 1.0.0}
webhooks:
  newPet:
    post:
      requestBody:
        content:
          application/json:
            schema:
              type: object
              required: [id]
              properties:
${payload}
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema:
                type: object
                properties:
                  ok: {type: boolean}
${answer}
${extra}`;

const PAYLOAD = '                id: {type: string}\n                name: {type: string}';

function changes(base: string, rev: string): Finding[] {
  const { findings, problems } = diffSpecs({ uri: 'base.yaml', text: base }, { uri: 'rev.yaml', text: rev });
  assert.deepEqual(problems, []);
  const texts: Record<string, string> = { 'base.yaml': base, 'rev.yaml': rev };
  for (const f of findings)
    assert.notEqual(getAtPointer(parseSource(f.uri, texts[f.uri]).root, splitPointer(f.pointer)), undefined, f.pointer);
  return findings.filter((f) => f.rule !== 'api-major-version-not-bumped');
}
const shown = (fs: Finding[]) => fs.map((f) => `${f.rule} ${f.severity}: ${f.message}`);

describe('diff: webhooks (OpenAPI 3.1+), compared in the direction their data goes', () => {
  it('a property removed from the payload the API sends breaks subscribers, under the webhook', () => {
    const fs = changes(spec(PAYLOAD), spec('                id: {type: string}'));
    assert.deepEqual(shown(fs), [
      'response-optional-property-removed warning: webhook `newPet`: payload (`application/json`) property `name` was removed: may break some clients',
    ]);
    assert.equal(fs[0].pointer, '/webhooks/newPet/post/requestBody/content/application~1json/schema/properties/name');
    const required = changes(spec(PAYLOAD), spec('                name: {type: string}'));
    assert.ok(
      shown(required).some((s) => s.startsWith('response-required-property-removed error: webhook `newPet`: ')),
    );
  });

  it('a property added to the payload, even required, breaks nobody (subscribers read what they know)', () => {
    const fs = changes(
      spec(PAYLOAD),
      spec(`${PAYLOAD}\n                tag: {type: string}`).replace('required: [id]', 'required: [id, tag]'),
    );
    assert.deepEqual(
      fs.map((f) => `${f.rule} ${f.severity}`),
      ['response-required-property-added info'],
    );
  });

  it("a property the API now requires in the subscriber's response breaks subscribers", () => {
    const fs = changes(
      spec(PAYLOAD),
      spec(PAYLOAD, '                  ack: {type: string}').replace(
        '                properties:\n                  ok',
        '                required: [ack]\n                properties:\n                  ok',
      ),
    );
    assert.deepEqual(shown(fs), [
      "new-required-request-property error: webhook `newPet`: the subscriber's response `200` (`application/json`) property `ack` was added as required: breaks existing clients",
    ]);
  });

  it('a webhook removed breaks its subscribers unless deprecated first; one added breaks nobody; the payload removed breaks', () => {
    const other = "  petGone:\n    post:\n      responses:\n        '200': {description: ok}\n";
    const withOther = spec(PAYLOAD).replace('webhooks:\n', `webhooks:\n${other}`);
    assert.deepEqual(
      changes(withOther, spec(PAYLOAD)).map((f) => `${f.rule} ${f.severity}`),
      ['webhook-removed error'],
    );
    assert.deepEqual(
      changes(
        withOther.replace('  petGone:\n    post:\n', '  petGone:\n    post:\n      deprecated: true\n'),
        spec(PAYLOAD),
      ).map((f) => f.rule),
      ['webhook-removed-with-deprecation'],
    );
    assert.deepEqual(
      changes(spec(PAYLOAD), withOther).map((f) => `${f.rule} ${f.severity} ${f.message}`),
      ['webhook-added info webhook `petGone` was added'],
    );
    const noPayload = spec(PAYLOAD).replace(/ {6}requestBody:[\s\S]*?(?= {6}responses:)/, '');
    assert.deepEqual(
      changes(spec(PAYLOAD), noPayload).map((f) => `${f.rule} ${f.severity}`),
      ['webhook-payload-removed error'],
    );
  });

  it('leaves webhooks of a 3.0 spec alone (3.0 has none) and paths unchanged', () => {
    const v30 = (s: string) => s.replace('openapi: 3.1.0', 'openapi: 3.0.3');
    assert.deepEqual(changes(v30(spec(PAYLOAD)), v30(spec('                id: {type: string}'))), []);
  });
});
