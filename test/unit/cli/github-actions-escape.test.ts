import * as assert from 'node:assert/strict';
import { writeGithubActions } from '../../../src/cli/format/github-actions';
import type { Finding } from '../../../src/core/rules/types';

/**
 * Issue 24, checked again from outside: a path key of a spec (`diff` names removed paths) carrying ESC, BEL and a
 * bidirectional override reached the workflow command's message raw, so a terminal running `-f github-actions`
 * ran OSC 52 and the log showed reordered text.
 */
describe('cli: github-actions output shows control characters, never sends them', () => {
  const finding = (message: string, uri = 'api.yaml'): Finding => ({
    uri,
    rule: 'api-path-removed-without-deprecation',
    severity: 'error',
    message,
    pointer: '/paths',
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 4 } },
    span: { start: 0, end: 4 },
  });

  it('escapes ESC, BEL, C1 and bidi controls in the message and the file, and %, CR, LF as the runner reads them', () => {
    let out = '';
    writeGithubActions(
      [finding('path `/c\u0001\u001b]52;c;aGk=\u0007\u202eRLO\u0085 100% a\r\nb\nc`', 'x\u001b[2J,line=9.yaml')],
      (s) => void (out += s),
    );
    assert.equal(
      out,
      '::error file=x\\x1b[2J%2Cline=9.yaml,line=1,col=1,endLine=1,endColumn=5,title=api-path-removed-without-deprecation (REST Conventions)::' +
        'path `/c\\x01\\x1b]52;c;aGk=\\x07\\u202eRLO\\x85 100%25 a%0D%0Ab%0Ac`\n',
    );
    assert.ok(!/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/.test(out));
  });
});
