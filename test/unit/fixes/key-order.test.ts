import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { EditPlan } from '../../../src/core/fixes/edit-plan';
import { detectStyle } from '../../../src/core/fixes/style';
import { applyEdits } from '../../../src/core/fixes/text';
import { dedent } from '../helpers/lint';

type Obj = Record<string, any>;

/** The text after `change` planned new entries on the parsed document. */
function edited(uri: string, text: string, change: (plan: EditPlan, root: Obj) => boolean): string {
  const doc = parseSource(uri, text);
  const plan = new EditPlan(doc, detectStyle(text, uri.endsWith('.json') ? 'json' : 'yaml'));
  assert.ok(change(plan, doc.root as Obj), 'planned');
  const edits = plan.edits();
  assert.ok(edits, 'writable');
  return applyEdits(text, edits);
}

describe('edit plan: new entries keep the OpenAPI key order and ascending statuses', () => {
  const yaml = dedent(`
    openapi: 3.1.0
    paths:
      /things:
        get:
          summary: List
          responses:
            '200': { description: ok }
            '404': { description: no }
            default: { description: other }
          x-internal: true
  `);

  it('puts parameters before responses and each status in its place, in block YAML', () => {
    const out = edited('a.yaml', yaml, (plan, root) => {
      const op = root.paths['/things'].get;
      return (
        plan.set(op, ['parameters'], [{ name: 'limit', in: 'query' }]) &&
        plan.set(op, ['responses', '500'], { description: 'broken' }) &&
        plan.set(op, ['responses', '4XX'], { description: 'client' }) &&
        plan.set(op, ['responses', '400'], { description: 'bad' }) &&
        plan.set(op, ['security'], [])
      );
    });
    assert.equal(
      out,
      dedent(`
        openapi: 3.1.0
        paths:
          /things:
            get:
              summary: List
              parameters:
                - name: limit
                  in: query
              responses:
                '200': { description: ok }
                '400':
                  description: bad
                '404': { description: no }
                '4XX':
                  description: client
                '500':
                  description: broken
                default: { description: other }
              x-internal: true
              security: []
      `),
    );
  });

  it('does the same in pretty JSON, in one-line JSON and in flow YAML', () => {
    const pretty = JSON.stringify(
      { paths: { '/a': { get: { responses: { '200': { description: 'ok' }, '500': { description: 'e' } } } } } },
      null,
      2,
    );
    const change = (plan: EditPlan, root: Obj) => {
      const op = root.paths['/a'].get;
      return plan.set(op, ['parameters'], []) && plan.set(op, ['responses', '404'], { description: 'no' });
    };
    const keysOf = (out: string) => {
      const op = JSON.parse(out).paths['/a'].get;
      return [Object.keys(op), Object.keys(op.responses)];
    };
    const want = [
      ['parameters', 'responses'],
      ['200', '404', '500'],
    ];
    assert.deepEqual(keysOf(edited('a.json', pretty, change)), want);
    assert.deepEqual(keysOf(edited('a.json', JSON.stringify(JSON.parse(pretty)), change)), want);
    const flow = "paths:\n  /a: { get: { responses: { '200': { description: ok }, '500': { description: e } } } }\n";
    assert.equal(
      edited('a.yaml', flow, change),
      "paths:\n  /a: { get: { parameters: [], responses: { '200': { description: ok }, '404': { description: 'no' }, '500': { description: e } } } }\n",
    );
  });

  it('leaves shared components in the order they come (their names are no statuses)', () => {
    const text = dedent(`
      components:
        responses:
          Zebra: { description: z }
    `);
    const out = edited('a.yaml', text, (plan, root) =>
      plan.set(root.components, ['responses', 'Apple'], { description: 'a' }),
    );
    assert.ok(out.endsWith('    Zebra: { description: z }\n    Apple:\n      description: a\n'), out);
  });
});
