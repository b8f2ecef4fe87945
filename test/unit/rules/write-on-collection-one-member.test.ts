// A DELETE on a collection that says it removes one member deletes no collection (precision round, seed 111
// #78–#80): cut from FishEye/Crucible's spec (its parameters lost in conversion) and gerermesaffaires.com's.
import { ruleTester } from '../helpers/rule-tester';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

const ok = `{ responses: { '200': { description: Successful Response } } }`;

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'a DELETE whose required query parameter names the one preference it removes is no bulk delete, whatever its summary',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /preferences:
            get: ${ok}
            delete:
              summary: Remove a preference
              parameters: [{ name: key, in: query, required: true, schema: { type: string } }]
              responses: { '204': { description: gone } }
      `,
    },
    {
      name: 'gerermesaffaires.com: "delete the invitation of a person" on the singular /invitation deletes that one document',
      spec: `
        openapi: 3.0.0
        info: { title: gerermesaffaires, version: '1' }
        paths:
          /spaces/{spaceId}/persons/{id}/invitation:
            get: ${ok}
            delete: { description: delete the invitation of a person in a space, responses: { '204': { description: OK } } }
          /spaces/{spaceId}/persons/{id}/invitation/{invitationId}/send: { post: ${ok} }
      `,
    },
  ],
  invalid: [
    {
      name: 'tl-api: DELETE /api/Article?ArticleId= removes the one article its query names, whose member path exists',
      spec: `
        openapi: 3.0.0
        info: { title: tl-api, version: v1 }
        paths:
          /api/Article:
            get: ${ok}
            delete:
              summary: Delete article from the system
              parameters: [{ name: ArticleId, in: query, schema: { type: integer } }]
              responses: { '200': { description: ok } }
          /api/Article/{articleID}: { get: ${ok} }
          /api/Tags: { get: ${ok}, post: ${ok} }
          /api/Users: { get: ${ok}, post: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1Article/delete',
          range: '5:4-5:10',
          text: 'delete',
          message:
            "DELETE on the collection `/api/Article` removes the one article its query parameter `ArticleId` names; DELETE belongs on that member's path: `/api/Article/{articleID}`.",
        },
      ],
    },
    {
      name: 'the-things-stack: "Delete (revoke) a user invitation" removes the one invitation its `email` query names',
      spec: `
        swagger: '2.0'
        info: { title: The Things Stack, version: v3 }
        paths:
          /invitations:
            get: ${ok}
            post: ${ok}
            delete:
              summary: Delete (revoke) a user invitation.
              parameters: [{ name: email, in: query, required: false, type: string }]
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1invitations/delete',
          range: '6:4-6:10',
          text: 'delete',
          message:
            "DELETE on the collection `/invitations` removes the one invitation its query parameter `email` names; DELETE belongs on that member's path: `/invitations/{email}`.",
        },
      ],
    },
    {
      name: 'the-things-stack, its key lost: the bracketed "(revoke)" is skipped, so the summary still says one invitation',
      spec: `
        swagger: '2.0'
        info: { title: The Things Stack, version: v3 }
        paths:
          /invitations:
            get: ${ok}
            post: ${ok}
            delete: { summary: Delete (revoke) a user invitation., responses: { '200': { description: ok } } }
      `,
      findings: [
        {
          pointer: '/paths/~1invitations/delete',
          range: '6:4-6:10',
          text: 'delete',
          message:
            'DELETE on the collection `/invitations` removes one invitation ("Delete a user invitation"), named neither in the path nor in a required parameter; DELETE belongs on that member\'s path: `/invitations/{id}`.',
        },
      ],
    },
    {
      name: 'Jira: an array of ids ("Bulk delete Statuses") and another noun\'s id (accountId on /user/columns) name no one member',
      spec: `
        openapi: 3.0.0
        info: { title: Jira, version: '3' }
        paths:
          /statuses:
            get: ${ok}
            delete: { summary: Bulk delete Statuses, parameters: [{ name: id, in: query, schema: { type: array, items: { type: string } } }], responses: { '204': { description: ok } } }
          /user/columns:
            get: ${ok}
            delete: { summary: Reset user default columns, parameters: [{ name: accountId, in: query, schema: { type: string } }], responses: { '204': { description: ok } } }
          /tags: { get: ${ok}, post: ${ok} }
          /groups: { get: ${ok}, post: ${ok} }
          /users: { get: ${ok}, post: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1statuses/delete',
          range: '5:4-5:10',
          text: 'delete',
          message:
            'DELETE on the collection `/statuses` deletes the members its query parameter `id` names, not one member named in the path; DELETE belongs on each member: `/statuses/{id}` (or on a batch resource the client creates).',
        },
        {
          pointer: '/paths/~1user~1columns/delete',
          range: '8:4-8:10',
          text: 'delete',
          message:
            'DELETE on the collection `/user/columns` deletes the whole collection at once; DELETE belongs on one member: `/user/columns/{id}`.',
        },
      ],
    },
    {
      name: 'a DELETE /users?name= removes the user its query names: DELETE /users/{name}',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: v1 }
        paths:
          /users:
            get: ${ok}
            delete: { parameters: [{ name: name, in: query, schema: { type: string } }], responses: { '200': { description: ok } } }
          /tags: { get: ${ok}, post: ${ok} }
          /groups: { get: ${ok}, post: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1users/delete',
          range: '5:4-5:10',
          text: 'delete',
          message:
            "DELETE on the collection `/users` removes the one user its query parameter `name` names; DELETE belongs on that member's path: `/users/{name}`.",
        },
      ],
    },
    {
      name: 'FishEye: DELETE /default-reviewer-users "Remove user from …" removes one user, addressed by its member path',
      spec: `
        openapi: 3.0.0
        info: { title: FishEye, version: '1' }
        paths:
          /admin/projects/{key}/default-reviewer-users:
            get: { operationId: listDefaultReviewerUsers, description: "Retrieves project's default reviewer users", responses: { '200': { description: ok } } }
            put: { operationId: addDefaultReviewerUser, description: "Add user to project's default reviewer users list", responses: { '200': { description: ok } } }
            delete: { operationId: deleteDefaultReviewerUser, description: "Remove user from project's default reviewer users list", responses: { '200': { description: ok } } }
          /admin/projects/{key}/default-reviewer-groups:
            get: ${ok}
            delete: { description: "Delete all groups of the project's default reviewer group list", responses: { '200': { description: ok } } }
          /admin/projects/{key}/repositories:
            get: ${ok}
            post: ${ok}
          /admin/projects/{key}/members:
            get: ${ok}
            post: ${ok}
          /admin/projects/{key}/reviews:
            get: ${ok}
            post: ${ok}
      `,
      findings: [
        {
          pointer: '/paths/~1admin~1projects~1{key}~1default-reviewer-users/put',
          range: '5:4-5:7',
          text: 'put',
          message:
            /^PUT on the collection `\/admin\/projects\/\{key\}\/default-reviewer-users` replaces the whole collection at once/,
        },
        {
          pointer: '/paths/~1admin~1projects~1{key}~1default-reviewer-users/delete',
          range: '6:4-6:10',
          text: 'delete',
          message:
            'DELETE on the collection `/admin/projects/{key}/default-reviewer-users` removes one user ("Remove user"), named neither in the path nor in a required parameter; DELETE belongs on that member\'s path: `/admin/projects/{key}/default-reviewer-users/{id}`.',
        },
        {
          pointer: '/paths/~1admin~1projects~1{key}~1default-reviewer-groups/delete',
          range: '9:4-9:10',
          text: 'delete',
          message:
            /^DELETE on the collection `\/admin\/projects\/\{key\}\/default-reviewer-groups` deletes the whole collection at once/,
        },
      ],
    },
    {
      name: 'FishEye: DELETE /logged-in-users removes one permission of a class of users: no member path is made up from the class',
      spec: `
        openapi: 3.0.0
        info: { title: FishEye, version: '1' }
        paths:
          /admin/permission-schemes/{name}/logged-in-users:
            get: { description: "Retrieve a page of logged in users permissions [action name] for given permission scheme.", responses: { '200': { description: ok } } }
            delete: { description: "Removes logged-in-users permission [action name] from given permission scheme", responses: { '200': { description: ok } } }
          /admin/permission-schemes/{name}/groups:
            get: ${ok}
            post: ${ok}
          /admin/permission-schemes/{name}/roles:
            get: ${ok}
            post: ${ok}
          /admin/permission-schemes/{name}/projects:
            get: ${ok}
            post: ${ok}
      `,
      findings: [
        {
          pointer: '/paths/~1admin~1permission-schemes~1{name}~1logged-in-users/delete',
          range: '5:4-5:10',
          text: 'delete',
          message:
            'DELETE on the collection `/admin/permission-schemes/{name}/logged-in-users` removes one permission ("Removes logged-in-users permission"), named neither in the path nor in a required parameter; address what it removes in the path, not the collection.',
        },
      ],
    },
  ],
});

// A query parameter named after the whole compound segment names its one member (precision round 13, seed 206 #79):
// cut from Kavita's spec.
ruleTester(writeOnCollection, {
  valid: [],
  invalid: [
    {
      name: 'Kavita: DELETE /api/ReadingList?readingListId= deletes the one reading list it names, not the whole collection',
      spec: `
        openapi: 3.0.1
        info: { title: Kavita, version: 0.8.0 }
        paths:
          /api/ReadingList:
            get:
              parameters: [{ name: readingListId, in: query, schema: { type: integer } }]
              responses: { '200': { description: OK, content: { application/json: { schema: { type: array, items: { type: object } } } } } }
            delete:
              summary: Deletes a reading list
              parameters: [{ name: readingListId, in: query, schema: { type: integer } }]
              responses: { '200': { description: OK } }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1ReadingList/delete',
          range: '7:4-7:10',
          text: 'delete',
          message:
            "DELETE on the collection `/api/ReadingList` removes the one list its query parameter `readingListId` names; DELETE belongs on that member's path: `/api/ReadingList/{readingListId}`.",
        },
      ],
    },
  ],
});
