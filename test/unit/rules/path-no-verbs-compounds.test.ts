// Noun compounds that start with an action word (RULES.md "Terms": what a path is), cut from Telnyx's, Rudder's,
// Contribly's, Box's, Airflow's and Rubrik's specs: a compound is a collection's name where its members are
// addressed under it by an id that names the compound, and a noun-verb modifies the noun after it where the path
// is read; a verb that restates a method (`deleteUser`) or one that acts on a named member (`compareStation`) stays
// an action.
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const P = "{ post: { responses: { '200': { description: ok } } } }";

ruleTester(pathNoVerbs, {
  valid: [
    {
      name: 'stream-io-api.com: POST /import_urls, CreateImportURL answering 201, creates an import URL: `import` modifies `urls` (round 10)',
      spec: `
        openapi: 3.0.3
        info: { title: Stream Chat API, version: v80.2.0 }
        paths:
          /import_urls:
            post:
              description: Creates a new import URL
              operationId: CreateImportURL
              responses: { '201': { description: Successful response } }
      `,
    },
    {
      name: 'rumble.run: exportToken is the org\'s export token, deleted at /exportToken, so /exportToken/rotate does not act on "export"',
      spec: `
        openapi: 3.0.0
        info: { title: Rumble, version: 2.15.0 }
        paths:
          /account/orgs/{org_id}/exportToken: { delete: { responses: { '204': { description: ok } } } }
          /account/orgs/{org_id}/exportToken/rotate: { patch: { responses: { '200': { description: ok } } } }
      `,
    },
    {
      name: 'payrun.io: /Transform/{TransformDefinitionId} is read, replaced and deleted: a transform definition, not an action',
      spec: `
        openapi: 3.0.0
        info: { title: PayRun.IO, version: v1 }
        paths:
          /Transforms: { get: { responses: { '200': { description: ok } } }, post: { responses: { '200': { description: ok } } } }
          /Transform/{TransformDefinitionId}:
            get: { responses: { '200': { description: ok } } }
            put: { responses: { '200': { description: ok } } }
            delete: { responses: { '200': { description: ok } } }
      `,
    },
    {
      name: 'Telnyx: /verify_profiles is the collection of Verify profiles (its members are /verify_profiles/{verify_profile_id})',
      spec: `
        openapi: 3.0.0
        info: { title: Telnyx, version: 2.0.0 }
        paths:
          /verify_profiles: { get: { responses: { '200': { description: ok } } }, post: { responses: { '200': { description: ok } } } }
          /verify_profiles/{verify_profile_id}: ${R}
      `,
    },
    {
      name: 'Rudder: /changeRequests/{changeRequestId} and /api/changeRequests name change requests; Box: upload_sessions and sign_requests; Rubrik: compute_cluster/{id}',
      spec: `
        openapi: 3.0.1
        info: { title: Rudder, version: '17' }
        paths:
          /api/changeRequests: ${R}
          /changeRequests/{changeRequestId}: ${R}
          /files/upload_sessions: ${P}
          /files/upload_sessions/{upload_session_id}: ${R}
          /sign_requests: ${R}
          /sign_requests/{sign_request_id}: ${R}
          /vmware/compute_cluster: ${R}
          /vmware/compute_cluster/{id}: ${R}
      `,
    },
    {
      name: 'Contribly: GET /change-log and Airflow: GET /importErrors are read: a noun-verb modifies the noun after it',
      spec: `
        openapi: 3.0.0
        info: { title: Contribly, version: '1' }
        paths:
          /change-log: ${R}
          /importErrors: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'c19qrserver: POST /changePassword acts; oceandrivers: /compareStation/{stationName} acts on a station; /deleteUser/{id} restates DELETE; GitHub: merge-async ends in a qualifier, not a noun',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /changePassword: ${P}
          /v1.0/compareStation/{stationName}/: ${R}
          /deleteUser/{id}: { delete: { responses: { '204': { description: ok } } } }
          /export-summary: ${P}
          /pulls/{pull_number}/merge-async: { put: { responses: { '202': { description: ok } } } }
          /pulls/{pull_number}/merge-async/{uuid}: ${R}
          /users: ${R}
          /users/{id}: ${R}
          /stations: ${R}
          /import_urls: { post: { operationId: ImportFromUrls, responses: { '201': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1changePassword',
          range: '3:3-3:17',
          text: 'changePassword',
          message:
            '`changePassword` starts with the verb "change"; name the resource instead: `password` with PUT or PATCH.',
        },
        { pointer: '/paths/~1v1.0~1compareStation~1{stationName}~1', range: '4:8-4:22', text: 'compareStation' },
        { pointer: '/paths/~1deleteUser~1{id}', range: '5:3-5:13', text: 'deleteUser' },
        { pointer: '/paths/~1export-summary', range: '6:3-6:17', text: 'export-summary' },
        { pointer: '/paths/~1pulls~1{pull_number}~1merge-async', range: '7:23-7:34', text: 'merge-async' },
        // An import from URLs, created: the operation does not name an import URL, so `import` stays the action.
        { pointer: '/paths/~1import_urls', range: '12:3-12:14', text: 'import_urls' },
      ],
    },
  ],
});
