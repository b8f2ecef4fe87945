import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

/**
 * The server's own version endpoint, named after the product (`/arize_phoenix_version`, `/server-version`), is
 * `/version` by another name: a discovery path that needs no version segment. A top-level collection of versions
 * of something (`/document_versions`) is the API's and still needs one. Cut from Arize Phoenix
 * (round 16, seed 211 #78 WRONG).
 */
ruleTester(versioning, {
  valid: [
    {
      name: 'Arize Phoenix: /arize_phoenix_version answers the server version beside /v1 paths',
      spec: `
        openapi: 3.1.0
        info: { title: Arize-Phoenix REST API, version: '1.0' }
        paths:
          /v1/annotation_configs:
            get: { responses: { '200': { description: OK } } }
          /v1/projects:
            get: { responses: { '200': { description: OK } } }
          /arize_phoenix_version:
            get: { summary: Version, responses: { '200': { description: Successful Response } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'A top-level collection of versions beside /v1 paths still needs the version segment',
      spec: `
        openapi: 3.1.0
        info: { title: Docs, version: '1.0' }
        paths:
          /v1/documents:
            get: { responses: { '200': { description: OK } } }
          /v1/projects:
            get: { responses: { '200': { description: OK } } }
          /document_versions:
            get: { responses: { '200': { description: OK } } }
      `,
      findings: [
        {
          pointer: '/paths/~1document_versions',
          range: '7:2-7:20',
          text: '/document_versions',
          message:
            '`/document_versions` has no version prefix while other paths have one (e.g. `/v1/documents`); put every path under the same `/v{N}` prefix.',
        },
      ],
    },
  ],
});
