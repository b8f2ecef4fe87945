// Round 12 of the blind precision loop (GitHub pool seeds 201-203): creations that need no input.
import { ruleTester } from '../helpers/rule-tester';
import { bodyRequired } from '../../../src/core/rules/body-required';

ruleTester(bodyRequired, {
  valid: [
    {
      name: 'Qdrant, GitHub, Homebox: a snapshot or an export is made by the server from what it holds; the POST needs no body',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /collections/{collection_name}/snapshots:
            parameters:
              - { name: collection_name, in: path, required: true, schema: { type: string } }
            get: { responses: { '200': { description: ok } } }
            post: { summary: Create collection snapshot, responses: { '200': { description: ok } } }
          /codespaces/{name}/exports:
            parameters:
              - { name: name, in: path, required: true, schema: { type: string } }
            post: { responses: { '202': { description: started, content: { application/json: { schema: { type: object, properties: { id: { type: string } } } } } } } }
          /codespaces/{name}/exports/{exportId}: {}
          /v1/group/exports:
            get: { responses: { '200': { description: ok } } }
            post: { summary: Start a Collection Export, responses: { '202': { description: Accepted, content: { application/json: { schema: { type: object, properties: { id: { type: string }, status: { type: string } } } } } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a create of anything else without a body is still flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /collections:
            get: { responses: { '200': { description: ok } } }
            post: { responses: { '201': { description: ok } } }
      `,
      findings: [{ pointer: '/paths/~1collections/post', range: '5:4-5:8', text: 'post' }],
    },
    {
      name: 'Qdrant: where half the writes declare no body, the one finding says they share a gap, not that the API decided it',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /collections/{name}/points:
            get: { responses: { '200': { description: ok } } }
            post: { responses: { '201': { description: ok } } }
          /collections/{name}/aliases:
            get: { responses: { '200': { description: ok } } }
            post: { responses: { '201': { description: ok } } }
          /collections/{name}/shards:
            get: { responses: { '200': { description: ok } } }
            post: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '201': { description: ok } } }
          /collections/{name}/indexes:
            get: { responses: { '200': { description: ok } } }
            post: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: { '201': { description: ok } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^2 of 4 writes declare no request body \(e\.g\. POST \/collections\/\{name\}\/points\): one gap half of the writes share, reported once here/,
        },
      ],
    },
  ],
});
