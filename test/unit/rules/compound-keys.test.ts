// Package coordinates, cut from the spec of precision round 9 (seed 121): Snyk's `POST /test/maven` tests a manifest
// and `GET /test/maven/{groupId}/{artifactId}/{version}` a published package. A run of parameters that ends a path,
// where no path stops inside it, is one compound key: it makes no collection of `/test/maven`, whose POST creates
// nothing.
import { ruleTester } from '../helpers/rule-tester';
import { createReturns201 } from '../../../src/core/rules/create-returns-201';

const OK =
  "{ '200': { description: ok, content: { application/json: { schema: { type: object, properties: { ok: { type: boolean } } } } } } }";
const BODY = '{ content: { application/json: { schema: { type: object } } } }';

ruleTester(createReturns201, {
  valid: [
    {
      name: 'Snyk: POST /test/maven and /test/npm test a manifest; the coordinates below them are one compound key',
      spec: `
        openapi: 3.0.0
        info: { title: Snyk API, version: 1.0.0 }
        paths:
          /test/maven: { post: { requestBody: ${BODY}, responses: ${OK} } }
          /test/maven/{groupId}/{artifactId}/{version}: { get: { responses: ${OK} } }
          /test/npm: { post: { requestBody: ${BODY}, responses: ${OK} } }
          /test/npm/{packageName}/{version}: { get: { responses: ${OK} } }
      `,
    },
  ],
  invalid: [
    {
      name: 'GitHub-like: POST /repos beside /repos/{owner}/{repo}/issues creates a repository (a path goes on below the run)',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /repos: { post: { requestBody: ${BODY}, responses: ${OK} } }
          /repos/{owner}/{repo}/issues: { get: { responses: ${OK} } }
      `,
      findings: [{ pointer: '/paths/~1repos/post/responses/200', range: '3:111-3:116', text: "'200'" }],
    },
  ],
});
