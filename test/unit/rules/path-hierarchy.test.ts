import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';

const R = "{ get: { responses: { '200': { description: ok } } } }";

describe('rule path-hierarchy', () => {
  const spec = `
    openapi: 3.1.0
    info: { title: t, version: '1' }
    paths:
      /users/{a}/{b}: ${R}
      /{tenant}/users: ${R}
      /v1/{id}: ${R}
      /users/: ${R}
      /users//{id}: ${R}
      /users?active=true: ${R}
      /users#top: ${R}
      users/{id}: ${R}
      /users/{userId}/posts/{postId}: ${R}
      /: ${R}
      /files/{name}.{ext}: ${R}
      /v2/users/{userId}: ${R}
  `;

  it('flags each break of /{collection}/{id} at the offending part of the path key', () => {
    const findings = lintText(spec, 'path-hierarchy');
    assert.deepEqual(
      findings.map((f) => brief(f, spec)),
      [
        { rule: 'path-hierarchy', range: '3:13-3:16', text: '{b}' },
        { rule: 'path-hierarchy', range: '4:3-4:11', text: '{tenant}' },
        { rule: 'path-hierarchy', range: '5:6-5:10', text: '{id}' },
        { rule: 'path-hierarchy', range: '6:8-6:9', text: '/' },
        { rule: 'path-hierarchy', range: '7:8-7:10', text: '//' },
        { rule: 'path-hierarchy', range: '8:8-8:20', text: '?active=true' },
        { rule: 'path-hierarchy', range: '9:8-9:12', text: '#top' },
        { rule: 'path-hierarchy', range: '10:2-10:3', text: 'u' },
      ],
    );
    assert.deepEqual(
      findings.slice(0, 2).map((f) => f.pointer),
      ['/paths/~1users~1{a}~1{b}', '/paths/~1{tenant}~1users'],
    );
  });

  it('says what is wrong and what the path should look like', () => {
    const m = lintText(spec, 'path-hierarchy').map((f) => f.message);
    assert.equal(
      m[0],
      '`{b}` follows the parameter `{a}` directly; put the collection it belongs to between them: `{a}/{collection}/{b}`.',
    );
    assert.match(m[1], /begins with the parameter `\{tenant\}`/);
    assert.match(m[3], /trailing slash; drop it: `\/users`\.$/);
    assert.match(m[4], /empty segment/);
    assert.match(m[5], /query string .*`in: query`/);
    assert.match(m[6], /fragment/);
    assert.match(m[7], /does not start with "\/"/);
  });

  it('reports every problem of one key, in a JSON document', () => {
    const json = `{
  "openapi": "3.0.3",
  "info": { "title": "t", "version": "1" },
  "paths": { "/{a}/{b}/": { "get": { "responses": { "200": { "description": "ok" } } } } }
}`;
    const findings = lintText(json, 'path-hierarchy', { uri: 'spec.json' });
    assert.deepEqual(
      findings.map((f) => brief(f, json)),
      [
        { rule: 'path-hierarchy', range: '3:15-3:18', text: '{a}' },
        { rule: 'path-hierarchy', range: '3:19-3:22', text: '{b}' },
        { rule: 'path-hierarchy', range: '3:22-3:23', text: '/' },
      ],
    );
  });

  it('reports each pattern once, at its first path, with the other paths related', () => {
    const R = "{ get: { responses: { '200': { description: ok } } } }";
    const text = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /repos/{owner}/{repo}: ${R}
        /repos/{owner}/{repo}/issues: ${R}
        /orgs/{org}/{team}: ${R}
        /keys/: ${R}
        /users/: ${R}
    `;
    const findings = lintText(text, 'path-hierarchy');
    assert.deepEqual(
      findings.map((f) => brief(f, text)),
      [
        { rule: 'path-hierarchy', range: '3:17-3:23', text: '{repo}' },
        { rule: 'path-hierarchy', range: '5:14-5:20', text: '{team}' },
        { rule: 'path-hierarchy', range: '6:7-6:8', text: '/' },
      ],
    );
    assert.deepEqual(
      findings.map((f) => (f.related ?? []).map((r) => r.message)),
      [['/repos/{owner}/{repo}/issues'], [], ['/users/']],
    );
    assert.match(
      findings[2].message,
      /^The path `\/keys\/` ends with a trailing slash; drop it: `\/keys`\. The same appears in 1 other place \(listed as related\)\.$/,
    );
  });

  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('path-hierarchy');
    assert.deepEqual(
      lintText(failing, 'path-hierarchy').map((f) => brief(f, failing).text),
      ['{repo}', '/'],
    );
    assert.deepEqual(lintText(passing, 'path-hierarchy'), []);
  });
});
