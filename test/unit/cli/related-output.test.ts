import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { Validator } from '@cfworker/json-schema';
import { formatJson } from '../../../src/cli/format/json';
import { formatSarif } from '../../../src/cli/format/sarif';
import { formatText, PLAIN } from '../../../src/cli/format/text';
import type { Finding } from '../../../src/core/rules/types';
import { FIXTURES } from './run';

const zero = { line: 0, character: 0 };

/** An API-level finding with two related places, one of them in a `$ref`'d file. */
const grouped: Finding = {
  uri: 'api.yaml',
  rule: 'server-error-response',
  severity: 'warning',
  message: '500 is documented on 0 of 2 operations.',
  pointer: '/paths',
  range: { start: { line: 2, character: 0 }, end: { line: 2, character: 5 } },
  span: { start: 40, end: 45 },
  related: [
    {
      uri: 'api.yaml',
      pointer: '/paths/~1a/get',
      range: { start: { line: 4, character: 4 }, end: { line: 4, character: 7 } },
      span: { start: 60, end: 63 },
      message: 'GET /a',
    },
    {
      uri: 'paths/b.yaml',
      pointer: '/paths/~1b/get',
      range: { start: { line: 1, character: 2 }, end: { line: 1, character: 5 } },
      span: { start: 9, end: 12 },
    },
  ],
};

const single: Finding = {
  uri: 'api.yaml',
  rule: 'server-url',
  severity: 'warning',
  message: 'No servers.',
  pointer: '',
  range: { start: zero, end: zero },
  span: { start: 0, end: 0 },
};

describe('cli: related locations in the outputs', () => {
  it('lists every related place in JSON, with `file` only when it is another file', () => {
    const out = JSON.parse(formatJson([grouped, single]));
    assert.deepEqual(out[0].related, [
      {
        pointer: '/paths/~1a/get',
        range: { start: { line: 4, character: 4 }, end: { line: 4, character: 7 } },
        message: 'GET /a',
      },
      {
        file: 'paths/b.yaml',
        pointer: '/paths/~1b/get',
        range: { start: { line: 1, character: 2 }, end: { line: 1, character: 5 } },
      },
    ]);
    assert.equal('related' in out[1], false, 'a finding without related places has no `related` key');
  });

  it('writes them as SARIF relatedLocations (1-based regions), valid against the SARIF 2.1.0 schema', () => {
    const log = JSON.parse(
      formatSarif([grouped, single], {
        version: '0.1.0',
        informationUri: 'https://example.com',
        cwd: '/work/x',
        ruleFailures: [],
      }),
    );
    const schema = JSON.parse(readFileSync(path.join(FIXTURES, 'sarif-2.1.0-rtm.5.schema.json'), 'utf8'));
    const check = new Validator(schema, '4', false).validate(log);
    assert.deepEqual(
      check.errors.filter((e) => e.keyword !== 'properties' && e.keyword !== 'items'),
      [],
    );
    const [first, second] = log.runs[0].results;
    assert.deepEqual(first.relatedLocations, [
      {
        id: 1,
        physicalLocation: {
          artifactLocation: { uri: 'api.yaml', uriBaseId: '%SRCROOT%' },
          region: { startLine: 5, startColumn: 5, endLine: 5, endColumn: 8 },
        },
        message: { text: 'GET /a' },
        properties: { pointer: '/paths/~1a/get' },
      },
      {
        id: 2,
        physicalLocation: {
          artifactLocation: { uri: 'paths/b.yaml', uriBaseId: '%SRCROOT%' },
          region: { startLine: 2, startColumn: 3, endLine: 2, endColumn: 6 },
        },
        message: { text: '/paths/~1b/get' },
        properties: { pointer: '/paths/~1b/get' },
      },
    ]);
    assert.equal('relatedLocations' in second, false);
  });

  it('counts them in the text output', () => {
    const lines = formatText([grouped, single], 1, PLAIN).split('\n');
    assert.equal(
      lines[0],
      'api.yaml:3:1 warning server-error-response 500 is documented on 0 of 2 operations. (+2 related places)',
    );
    assert.equal(lines[1], 'api.yaml:1:1 warning server-url No servers.');
  });
});
