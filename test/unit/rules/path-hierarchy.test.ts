import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';
import { ruleTester } from '../helpers/rule-tester';
import { pathHierarchy } from '../../../src/core/rules/path-hierarchy';

const R = "{ get: { responses: { '200': { description: ok } } } }";

ruleTester(pathHierarchy, {
  valid: [
    {
      name: 'leaves /{collection}/{id} nesting, the root path, a file extension and a version prefix alone',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users/{userId}/posts/{postId}: ${R}
          /: ${R}
          /files/{name}.{ext}: ${R}
          /v2/users/{userId}: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: "RGD (mcw.edu): parameters in a row on every path that has two are the API's style, one finding; a trailing slash keeps its own",
      spec: `
        openapi: 3.0.1
        info: { title: RGD REST API, version: '1.1' }
        paths:
          /genes/{symbol}/{speciesTypeKey}: ${R}
          /annotations/{accId}/{rgdId}: ${R}
          /genes/{rgdId}: ${R}
          /annotations/: ${R}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "2 of 2 paths with two or more parameters put template parameters in a row (`/genes/{symbol}/{speciesTypeKey}`…): the API's own style, one decision, reported once here rather than once per pattern. A parameter identifies a member of the collection named before it (§2.3): `/{collection}/{id}/{sub-collection}/{id}`; filters and options go in the query.",
          related: [
            {
              pointer: '/paths/~1genes~1{symbol}~1{speciesTypeKey}',
              range: '3:18-3:34',
              text: '{speciesTypeKey}',
              message: '/genes/{symbol}/{speciesTypeKey}',
            },
            {
              pointer: '/paths/~1annotations~1{accId}~1{rgdId}',
              range: '4:23-4:30',
              text: '{rgdId}',
              message: '/annotations/{accId}/{rgdId}',
            },
          ],
        },
        { pointer: '/paths/~1annotations~1', range: '6:14-6:15', text: '/' },
      ],
    },
    {
      name: 'flags each break of /{collection}/{id} at the offending part of the path key, and says what to do',
      spec: `
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
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{a}~1{b}',
          range: '3:13-3:16',
          text: '{b}',
          message:
            '`{b}` follows the parameter `{a}` directly; put the collection it belongs to between them: `{a}/{collection}/{b}`.',
        },
        {
          pointer: '/paths/~1{tenant}~1users',
          range: '4:3-4:11',
          text: '{tenant}',
          message: /begins with the parameter `\{tenant\}`/,
        },
        { pointer: '/paths/~1v1~1{id}', range: '5:6-5:10', text: '{id}' },
        {
          pointer: '/paths/~1users~1',
          range: '6:8-6:9',
          text: '/',
          message: /trailing slash; drop it: `\/users`\.$/,
        },
        { pointer: '/paths/~1users~1~1{id}', range: '7:8-7:10', text: '//', message: /empty segment/ },
        {
          pointer: '/paths/~1users?active=true',
          range: '8:8-8:20',
          text: '?active=true',
          message: /query string .*`in: query`/,
        },
        { pointer: '/paths/~1users#top', range: '9:8-9:12', text: '#top', message: /fragment/ },
        { pointer: '/paths/users~1{id}', range: '10:2-10:3', text: 'u', message: /does not start with "\/"/ },
      ],
    },
    {
      name: 'reports every problem of one key',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /{a}/{b}/: ${R}
      `,
      findings: [
        { pointer: '/paths/~1{a}~1{b}~1', range: '3:3-3:6', text: '{a}' },
        { pointer: '/paths/~1{a}~1{b}~1', range: '3:7-3:10', text: '{b}' },
        { pointer: '/paths/~1{a}~1{b}~1', range: '3:10-3:11', text: '/' },
      ],
    },
    {
      name: "reports each pattern once, at its first path, with the other paths related, when no pattern is the API's style",
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /repos/{owner}/{repo}: ${R}
          /repos/{owner}/{repo}/issues: ${R}
          /orgs/{org}/{team}: ${R}
          /keys/: ${R}
          /users/: ${R}
          /users/{userId}/posts/{postId}: ${R}
          /users/{userId}/keys/{keyId}: ${R}
          /orgs/{org}/teams/{teamId}: ${R}
          /orgs/{org}/members/{memberId}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1repos~1{owner}~1{repo}',
          range: '3:17-3:23',
          text: '{repo}',
          related: [
            {
              pointer: '/paths/~1repos~1{owner}~1{repo}~1issues',
              range: '4:17-4:23',
              text: '{repo}',
              message: '/repos/{owner}/{repo}/issues',
            },
          ],
        },
        { pointer: '/paths/~1orgs~1{org}~1{team}', range: '5:14-5:20', text: '{team}', related: [] },
        {
          pointer: '/paths/~1keys~1',
          range: '6:7-6:8',
          text: '/',
          message:
            /^The path `\/keys\/` ends with a trailing slash; drop it: `\/keys`\. The same appears in 1 other place \(listed as related\)\.$/,
          related: [{ pointer: '/paths/~1users~1', range: '7:8-7:9', text: '/', message: '/users/' }],
        },
      ],
    },
  ],
});

describe('rule path-hierarchy: its doc page', () => {
  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('path-hierarchy');
    assert.deepEqual(
      lintText(failing, 'path-hierarchy').map((f) => brief(f, failing).text),
      ['{repo}', '/'],
    );
    assert.deepEqual(lintText(passing, 'path-hierarchy'), []);
  });
});
