import * as assert from 'node:assert/strict';
import { collect } from '../../../src/cli/format/chunks';
import { GITHUB_COMMENT_MAX, writeMarkdown } from '../../../src/cli/format/markdown';
import type { Finding, Severity } from '../../../src/core/rules/types';

function finding(i: number, severity: Severity): Finding {
  const at = { line: i, character: 0 };
  return {
    uri: 'specs/graph-beta.json',
    rule: 'response-property-became-nullable',
    severity,
    message: `response property \`value[].item${i}\` became nullable in \`GET /users/{user-id}/things/${'x'.repeat(120)}\``,
    pointer: `/paths/~1users/get/responses/200/content/application~1json/schema/properties/item${i}`,
    range: { start: at, end: at },
    span: { start: 0, end: 0 },
  };
}

describe('cli: the markdown changelog fits a GitHub pull-request comment', () => {
  it('lists what fits in 65,536 characters, breaking changes first, and says what was left out and how to get all', () => {
    // Like Microsoft Graph v1.0 → beta: thousands of findings (the outside review's comment had 220,775 characters).
    const findings = [
      ...Array.from({ length: 400 }, (_, i) => finding(i, 'error')),
      ...Array.from({ length: 3000 }, (_, i) => finding(i, 'warning')),
      ...Array.from({ length: 3000 }, (_, i) => finding(i, 'info')),
    ];
    const md = collect((sink) => writeMarkdown(findings, ['specs/graph-beta.json'], sink));
    assert.ok(md.length <= GITHUB_COMMENT_MAX, `${md.length} characters`);
    assert.equal(GITHUB_COMMENT_MAX, 65_536);
    assert.match(md, /\*\*400\*\* breaking, \*\*3000\*\* that may break some clients, \*\*3000\*\* other/);
    assert.match(md, /### Breaking changes \(400\)/);
    // Breaking changes come first: the others are listed only once every breaking change is.
    assert.ok(md.indexOf('- … and ') > md.indexOf('### Breaking changes'));
    assert.doesNotMatch(md.slice(md.indexOf('- … and ')), /^- \[`/m);
    const listed = (md.match(/^- \[`/gm) ?? []).length;
    const left = findings.length - listed;
    assert.ok(left > 0);
    assert.match(md, new RegExp(`${left} of the ${findings.length} changes are not listed`));
    assert.match(md, /--format json/);
    assert.ok(md.endsWith('\n'));
  });

  it('lists every finding when they fit', () => {
    const findings = Array.from({ length: 100 }, (_, i) => finding(i, 'info'));
    const md = collect((sink) => writeMarkdown(findings, ['a.yaml'], sink));
    assert.equal((md.match(/^- \[`/gm) ?? []).length, 100);
    assert.doesNotMatch(md, /not listed/);
  });
});
