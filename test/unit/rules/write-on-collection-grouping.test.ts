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
