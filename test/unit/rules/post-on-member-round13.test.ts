// POSTs that are no POST on a member (precision round 13, seeds 204 #58 and 205 #61): cut from ODK Central's and
// Nextcloud Tables' specs.
import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';

const OK = "responses: { '200': { description: ok } }";
const BODY = 'requestBody: { content: { multipart/form-data: { schema: { type: object } } } }';

ruleTester(postOnMember, {
  valid: [
    {
      name: 'ODK Central: `{actorId}` after `{roleId}` is no member path (path-hierarchy reports the pair); POST assigns the role',
      spec: `
        openapi: 3.0.0
        info: { title: ODK Central, version: '1' }
        paths:
          /v1/projects/{projectId}/forms/{xmlFormId}/assignments:
            get: { operationId: listAllFormAssignments, responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } }
          /v1/projects/{projectId}/forms/{xmlFormId}/assignments/{roleId}:
            get: { operationId: listAllActorsAssignedSomeFormRole, responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } }
          /v1/projects/{projectId}/forms/{xmlFormId}/assignments/{roleId}/{actorId}:
            post: { operationId: assignActorToFormRole, ${OK} }
            delete: { operationId: revokeFormRoleAssignmentFromActor, ${OK} }
      `,
    },
    {
      name: 'Nextcloud Tables: POST /import/table/{tableId} imports a file into a table, an action, no POST on a member',
      spec: `
        openapi: 3.0.3
        info: { title: tables, version: 0.0.1 }
        paths:
          /index.php/apps/tables/api/1/tables/{tableId}:
            get: { ${OK} }
          /index.php/apps/tables/api/1/import/table/{tableId}:
            post: { operationId: api1-import-in-table, summary: Import from file in to a table, ${BODY}, ${OK} }
          /index.php/apps/tables/api/1/import/views/{viewId}:
            post: { operationId: api1-import-in-view, summary: Import from file in to a table, ${BODY}, ${OK} }
      `,
    },
  ],
  invalid: [
    {
      name: 'a POST on a member whose id follows a static segment is still flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /forms/{formId}:
            get: { ${OK} }
            post: { ${OK} }
      `,
      findings: [
        {
          pointer: '/paths/~1forms~1{formId}/post',
          range: '5:4-5:8',
          text: 'post',
          message:
            'POST on the member path `/forms/{formId}`: create members with POST on the collection `/forms`, and change this one with PUT or PATCH.',
        },
      ],
    },
  ],
});
