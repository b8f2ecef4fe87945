import * as assert from 'node:assert/strict';
import { lint } from '../../src/core/lint';
import { parseSource } from '../../src/core/document/parse';

/** A spec with findings all over it: verbs and singular segments in paths, missing responses, an http server. */
function spec(eol: string): string {
  const lines = ['openapi: 3.0.3', 'info: {title: t, version: "1"}', 'servers:', '  - url: http://api.example.com'];
  lines.push('paths:');
  for (let i = 0; i < 40; i++) {
    lines.push(
      `  /getUser${i}/{id}:`,
      '    get:',
      '      parameters:',
      '        - {name: id, in: path, required: true, schema: {type: string}}',
    );
    lines.push('      responses:', `        "200": {description: ok${'é'.repeat(i % 3)}}`);
    lines.push(`  /order${i}:`, '    post:', '      responses:', '        "200": {description: ok}');
  }
  return lines.join(eol) + eol;
}

describe('lint: finding ranges', () => {
  for (const [name, eol] of [
    ['\\n', '\n'],
    ['\\r\\n', '\r\n'],
  ] as const) {
    it(`gives every finding the range rangeOf gives its span (${name} line ends)`, () => {
      const text = spec(eol);
      const res = lint({ uri: 'spec.yaml', text });
      // One finding per decision: the forty `getUser…` are one path-no-verbs finding with 39 related places.
      assert.ok(res.findings.length > 5, `${res.findings.length} findings`);
      const doc = parseSource('spec.yaml', text);
      for (const f of res.findings)
        assert.deepEqual(f.range, doc.rangeOf(f.span), `${f.rule} at ${f.span.start}-${f.span.end}`);
      const related = res.findings.flatMap((f) => f.related ?? []);
      assert.ok(related.length > 40, `${related.length} related places`);
      for (const r of related) assert.deepEqual(r.range, doc.rangeOf(r.span), `related ${r.pointer}`);
    });
  }

  it('keeps honouring suppression comments, which need the finding lines', () => {
    // The forty `getUser…` paths are one finding (one action word), at the first: suppressing its line removes it.
    const plain = lint({ uri: 'spec.yaml', text: spec('\n') }).findings.filter((f) => f.rule === 'path-no-verbs');
    const line = spec('\n')
      .split('\n')
      .findIndex((l) => l.startsWith('  /getUser0/'));
    assert.deepEqual(
      plain.map((f) => [f.range.start.line, f.related?.length]),
      [[line, 39]],
    );
    const text = spec('\n').replace(
      '  /getUser0/{id}:',
      '  # rest-conventions-disable-next-line path-no-verbs\n  /getUser0/{id}:',
    );
    assert.equal(lint({ uri: 'spec.yaml', text }).findings.filter((f) => f.rule === 'path-no-verbs').length, 0);
  });

  it('places findings of a JSON spec on the lines of its text', () => {
    const text = JSON.stringify(
      {
        openapi: '3.0.3',
        info: { title: 't', version: '1' },
        paths: { '/getUsers': { get: { responses: { 200: { description: 'ok' } } } } },
      },
      null,
      2,
    );
    const f = lint({ uri: 'spec.json', text }).findings.find((x) => x.rule === 'path-no-verbs')!;
    const line = text.split('\n').findIndex((l) => l.includes('"/getUsers"'));
    assert.deepEqual(f.range, { start: { line, character: 6 }, end: { line, character: 14 } });
  });
});
