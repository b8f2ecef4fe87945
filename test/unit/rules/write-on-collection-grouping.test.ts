// One decision, one finding (RULES.md "Reporting") for write-on-collection, cut from AppVeyor's spec: an API that
// writes its collections with PUT on the collection itself (`PUT /users`, `PUT /roles`, `PUT /projects`, the member
// named in the body) made one decision; it is one finding for the API, each PUT related, and a write of another
// kind stays on its own.
import { ruleTester } from '../helpers/rule-tester';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

const OK = "{ responses: { '200': { description: ok } } }";

ruleTester(writeOnCollection, {
  valid: [],
  invalid: [
    {
      // docusign.net (seed 113 #76–#80): most collections it writes take both a bulk PUT and a bulk DELETE, each
      // naming its members in the body; each method is one decision of the API, told once, not the most common alone.
      name: 'docusign.net: bulk PUT and bulk DELETE on most collections are two decisions, each reported once',
      spec: `
        openapi: 3.0.0
        info: { title: DocuSign REST API, version: v2.1 }
        paths:
          /v2.1/accounts/{accountId}/signing_groups: { get: ${OK}, post: ${OK}, put: ${OK}, delete: ${OK} }
          /v2.1/accounts/{accountId}/groups: { get: ${OK}, post: ${OK}, put: ${OK}, delete: ${OK} }
          /v2.1/accounts/{accountId}/groups/{groupId}/users: { get: ${OK}, put: ${OK}, delete: ${OK} }
          /v2.1/accounts/{accountId}/brands: { get: ${OK}, post: ${OK}, delete: ${OK} }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^4 of 4 collections the API writes take DELETE on the collection itself/,
        },
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^3 of 4 collections the API writes take PUT on the collection itself/,
        },
      ],
    },
    {
      name: 'AppVeyor: PUT on /users, /roles and /projects updates the member its body names; DELETE /builds is another decision',
      spec: `
        openapi: 3.0.0
        info: { title: AppVeyor, version: 1.0.0 }
        paths:
          /users: { get: ${OK}, post: ${OK}, put: ${OK} }
          /roles: { get: ${OK}, post: ${OK}, put: ${OK} }
          /projects: { get: ${OK}, post: ${OK}, put: ${OK} }
          /builds: { get: ${OK}, post: ${OK}, delete: ${OK} }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "3 of 4 collections the API writes take PUT on the collection itself (e.g. PUT /users): the API writes its members that way, one decision, reported once here. PUT belongs on one member's path (`/users/{id}`), and POST on the collection creates (§4).",
          related: [
            { pointer: '/paths/~1users/put', range: '3:117-3:120', text: 'put', message: 'PUT /users' },
            { pointer: '/paths/~1roles/put', range: '4:117-4:120', text: 'put', message: 'PUT /roles' },
            { pointer: '/paths/~1projects/put', range: '5:120-5:123', text: 'put', message: 'PUT /projects' },
          ],
        },
        {
          pointer: '/paths/~1builds/delete',
          range: '6:118-6:124',
          text: 'delete',
          message:
            'DELETE on the collection `/builds` deletes the whole collection at once; DELETE belongs on one member: `/builds/{id}`.',
        },
      ],
    },
  ],
});
