import * as assert from 'node:assert/strict';
import { lint } from '../../../src/core/lint';
import { DistinctReporter } from '../../../src/core/rules/helpers/distinct-reporter';
import { operationPlace, reportByNorm } from '../../../src/core/rules/helpers/report-by-norm';
import type { Finding, Rule } from '../../../src/core/rules/types';
import { dedent } from '../helpers/lint';

/** A rule for the tests: every operation should carry `x-ok: true`; judged by the API's norm. */
const normRule: Rule = {
  id: 'x-norm',
  defaultSeverity: 'warning',
  section: '–',
  description: 'An operation without x-ok.',
  check({ model, report }) {
    reportByNorm(model, report, {
      subjects: model.operations,
      meets: (op) => op.node['x-ok'] === true,
      deviation: (op) => ({
        message: `${op.method} has no x-ok`,
        pointer: op.pointer,
        at: { node: op.path.node, key: op.method, part: 'key' },
      }),
      place: operationPlace,
      apiMessage: (met, total) => `x-ok is set on ${met} of ${total} operations`,
    });
  },
};

/** A rule for the tests: every path segment `bad` is reported once, the other occurrences related. */
const distinctRule: Rule = {
  id: 'x-distinct',
  defaultSeverity: 'warning',
  section: '–',
  description: 'A segment named bad.',
  check({ model, report }) {
    const names = new DistinctReporter(report);
    for (const p of model.paths) {
      for (const seg of p.segments) {
        if (seg.text !== 'bad' && seg.text !== 'worse') continue;
        names.add(
          seg.text,
          {
            message: `"${seg.text}" is bad.`,
            pointer: p.pointer,
            at: { node: p.pathsNode, key: p.path, part: 'key', sub: { start: seg.start, end: seg.end } },
          },
          p.path,
        );
      }
    }
    names.flush();
  },
};

function run(text: string, rule: Rule): { findings: Finding[]; text: string } {
  const t = dedent(text);
  const res = lint({ uri: 'spec.yaml', text: t, rules: [rule] });
  assert.deepEqual(res.ruleFailures, []);
  return { findings: res.findings, text: t };
}

const at = (r: { range: Finding['range'] }) =>
  `${r.range.start.line}:${r.range.start.character}-${r.range.end.line}:${r.range.end.character}`;

function spec(flags: boolean[]): string {
  const ops = flags
    .map(
      (ok, i) =>
        `  /r${i}:\n    get:\n${ok ? '      x-ok: true\n' : ''}      responses: { '200': { description: ok } }\n`,
    )
    .join('');
  return `openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths:\n${ops}`;
}

describe('reporting helpers', () => {
  describe('reportByNorm', () => {
    it('reports each deviation on its own when at least half of the operations meet the requirement', () => {
      const { findings, text } = run(spec([true, false, true, false]), normRule);
      assert.deepEqual(
        findings.map((f) => [f.message, at(f), text.slice(f.span.start, f.span.end), f.related]),
        [
          ['get has no x-ok', '8:4-8:7', 'get', undefined],
          ['get has no x-ok', '15:4-15:7', 'get', undefined],
        ],
      );
    });

    it('reports one API-level finding at the paths key, every failing operation related, when fewer than half do', () => {
      const { findings, text } = run(spec([false, true, false, false]), normRule);
      assert.equal(findings.length, 1);
      const f = findings[0];
      assert.equal(f.message, 'x-ok is set on 1 of 4 operations');
      assert.equal(f.pointer, '/paths');
      assert.equal(at(f), '2:0-2:5');
      assert.equal(text.slice(f.span.start, f.span.end), 'paths');
      assert.deepEqual(
        f.related?.map((r) => [r.pointer, at(r), text.slice(r.span.start, r.span.end), r.message, r.uri]),
        [
          ['/paths/~1r0/get', '4:4-4:7', 'get', 'GET /r0', 'spec.yaml'],
          ['/paths/~1r2/get', '11:4-11:7', 'get', 'GET /r2', 'spec.yaml'],
          ['/paths/~1r3/get', '14:4-14:7', 'get', 'GET /r3', 'spec.yaml'],
        ],
      );
    });

    it('is silent when every operation meets the requirement, and groups when none does', () => {
      assert.deepEqual(run(spec([true, true]), normRule).findings, []);
      const none = run(spec([false]), normRule).findings;
      assert.deepEqual(
        none.map((f) => [f.message, f.related?.length]),
        [['x-ok is set on 0 of 1 operations', 1]],
      );
    });

    it('places the API-level finding in JSON too', () => {
      const json = JSON.stringify(
        { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: { '/a': { get: { responses: {} } } } },
        null,
        2,
      );
      const res = lint({ uri: 'spec.json', text: json, rules: [normRule] });
      const f = res.findings[0];
      assert.equal(json.slice(f.span.start, f.span.end), '"paths"');
      assert.equal(json.slice(f.related![0].span.start, f.related![0].span.end), '"get"');
    });
  });

  describe('DistinctReporter', () => {
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /a/bad:
          get: { responses: { '200': { description: ok } } }
        /b/worse:
          get: { responses: { '200': { description: ok } } }
        /c/bad/{id}:
          get: { responses: { '200': { description: ok } } }
        /bad:
          get: { responses: { '200': { description: ok } } }
    `;

    it('reports a name once, at its first occurrence, with the others related in document order', () => {
      const { findings, text: t } = run(text, distinctRule);
      assert.deepEqual(
        findings.map((f) => [
          f.message,
          at(f),
          t.slice(f.span.start, f.span.end),
          f.related?.map((r) => [r.message, at(r), t.slice(r.span.start, r.span.end)]),
        ]),
        [
          [
            '"bad" is bad. The same appears in 2 other places (listed as related).',
            '3:5-3:8',
            'bad',
            [
              ['/c/bad/{id}', '7:5-7:8', 'bad'],
              ['/bad', '9:3-9:6', 'bad'],
            ],
          ],
          ['"worse" is bad.', '5:5-5:10', 'worse', undefined],
        ],
      );
    });
  });
});
