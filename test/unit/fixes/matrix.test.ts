import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { computeFixes, FIXERS, ruleFixes } from '../../../src/core/fixes/index';
import { detectStyle } from '../../../src/core/fixes/style';
import { diffLines } from 'diff';
import { lint } from '../../../src/core/lint';
import { apply, comments, findingsOf, isGone, newPlaces } from './helpers';
import { SPEC_20, SPEC_31, SPEC_API_KEY, variants } from './specs';

/** Which rules each spec must get a fix of their own for, in every style. */
const EXPECTED: [string, string, string[]][] = [
  [
    'OpenAPI 3.1',
    SPEC_31,
    [
      'bad-request-response',
      'create-returns-201',
      'list-pagination-params',
      'list-sort-param',
      'no-body-on-get-delete',
      'not-found-response',
      'rate-limit-headers',
      'rate-limit-responses',
      'security-defined',
      'server-error-response',
    ],
  ],
  [
    'OpenAPI 2.0',
    SPEC_20,
    [
      'bad-request-response',
      'create-returns-201',
      'list-pagination-params',
      'list-sort-param',
      'no-body-on-get-delete',
      'rate-limit-headers',
      'rate-limit-responses',
      'security-defined',
      'server-error-response',
    ],
  ],
  [
    'an API-key spec',
    SPEC_API_KEY,
    ['bearer-scheme', 'list-pagination-params', 'list-sort-param', 'security-defined', 'server-error-response'],
  ],
];

/** The lines a fix adds or changes. */
function insertedLines(before: string, after: string): string[] {
  return diffLines(before, after)
    .filter((part) => part.added)
    .flatMap((part) => part.value.split(/\r?\n/).filter((l) => l !== ''));
}

describe('quick fixes in every style', () => {
  for (const [label, spec, expected] of EXPECTED) {
    for (const v of variants(spec)) {
      describe(`${label}, ${v.name}`, () => {
        const res = lint({ uri: v.uri, text: v.text });
        const style = detectStyle(v.text, v.uri.endsWith('.json') ? 'json' : 'yaml');
        const offered = res.findings.flatMap((finding) =>
          ruleFixes(finding, res.model!).map((fix) => ({ finding, fix })),
        );

        it('offers a fix for every fixable rule that fired', () => {
          assert.deepEqual([...new Set(offered.map((o) => o.finding.rule))].sort(), expected);
          assert.ok(res.findings.filter((f) => FIXERS[f.rule]).every((f) => offered.some((o) => o.finding === f)));
        });

        it('each fix parses, removes its finding, adds no other and keeps comments and style', () => {
          for (const { finding, fix } of offered) {
            const where = `${fix.title} (${finding.rule} at ${finding.range.start.line})`;
            const out = apply(v.text, fix);
            assert.deepEqual(parseSource(v.uri, out).errors, [], `${where} parses:\n${out}`);
            const after = findingsOf(out, v.uri);
            assert.ok(isGone(finding, res.findings, after), `${where} removes its finding:\n${out}`);
            const securesWithoutResponses = finding.rule === 'security-defined' && !/401/.test(fix.title);
            assert.deepEqual(
              newPlaces(res.findings, after, securesWithoutResponses ? ['auth-error-responses'] : []),
              [],
              `${where} adds no finding`,
            );
            for (const c of comments(v.text)) assert.ok(out.includes(c), `${where} keeps the comment "${c}"`);
            if (v.text.includes('\r\n')) assert.ok(!/[^\r]\n/.test(out), `${where} keeps CRLF`);
            const added = insertedLines(v.text, out);
            if (v.uri.endsWith('.json')) {
              JSON.parse(out);
              if (style.unit === '') assert.ok(!out.includes('\n'), `${where} stays on one line`);
              for (const l of added)
                assert.match(l, style.unit === '\t' ? /^\t*\S/ : /^ *\S/, `${where}: "${l}" is indented like the file`);
            } else {
              for (const l of added) {
                assert.ok(!l.includes('\t'), `${where}: no tab in "${l}"`);
                const ref = /\$ref: (\S)/.exec(l);
                if (ref) assert.equal(ref[1], style.quote, `${where}: "${l}" quotes like the file`);
              }
            }
          }
        });

        if (!v.uri.endsWith('.json')) {
          it('"Disable for this line" silences each finding and nothing else', () => {
            for (const finding of res.findings) {
              const fix = computeFixes(v.text, v.uri, finding, res.model).find(
                (x) => x.title === `Disable ${finding.rule} for this line`,
              );
              assert.ok(fix, `a disable fix for ${finding.rule}`);
              const out = apply(v.text, fix);
              const after = findingsOf(out, v.uri);
              assert.ok(
                isGone(finding, res.findings, after),
                `${finding.rule} at ${finding.range.start.line} is silenced:\n${out}`,
              );
              assert.deepEqual(newPlaces(res.findings, after), [], 'nothing new');
            }
          });
        }
      });
    }
  }
});
