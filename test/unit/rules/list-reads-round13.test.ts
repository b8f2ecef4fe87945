// Round 13 of the blind precision loop (seeds 205, 206): a check answering a boolean and a free-form document are
// no lists; wrapped lists named after their resource are lists. Cut from Kavita's, grocy's, memos' and Harness's specs.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'Kavita: GET /api/Collection/name-exists checks a name and answers a boolean, no list',
      spec: `
        openapi: 3.0.1
        info: { title: Kavita, version: 0.8.0 }
        paths:
          /api/Collection/name-exists:
            get:
              summary: Checks if a collection exists with the name
              parameters: [{ name: name, in: query, schema: { type: string } }]
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: boolean } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a plural collection answering a string is still no list',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: string } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/responses/200/content/application~1json/schema',
          range: '6:65-6:71',
          text: 'schema',
          message:
            'GET /users lists a collection, but its 200 application/json body is a string; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
  ],
});

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'memos: `{memoViews: […]}` under /users/{user}/views is the AIP envelope of the API, its own name qualified',
      spec: `
        openapi: 3.0.3
        info: { title: memos, version: 0.0.1 }
        paths:
          /api/v1/memos:
            get:
              parameters: [{ name: pageToken, in: query, schema: { type: string } }]
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: object, properties: { memos: { type: array, items: { type: object } }, nextPageToken: { type: string } } } } } }
          /api/v1/users/{user}/views:
            get:
              operationId: MemoViewService_ListMemoViews
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: object, properties: { memoViews: { type: array, items: { type: object } } } } } } }
      `,
    },
    {
      name: 'Harness: `{commits: […], rename_details: […], total_commits}` is a page of commits counted by total_commits',
      spec: `
        openapi: 3.0.0
        info: { title: Harness, version: 0.0.0 }
        paths:
          /repos/{repo_ref}/commits:
            get:
              operationId: listCommits
              parameters: [{ name: page, in: query, schema: { type: integer } }, { name: limit, in: query, schema: { type: integer } }]
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          commits: { type: array, nullable: true, items: { type: object } }
                          rename_details: { type: array, nullable: true, items: { type: object } }
                          total_commits: { type: integer }
      `,
    },
  ],
  invalid: [
    {
      name: 'an object holding an array of another name, unpaged, is still no list',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /views:
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: object, properties: { viewsOld: { type: array, items: { type: object } }, owner: { type: string } } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1views/get/responses/200/content/application~1json/schema',
          range: '6:65-6:71',
          text: 'schema',
          message:
            'GET /views lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
    },
  ],
});

ruleTester(listPaginationParams, {
  valid: [
    {
      name: 'grocy: GET /system/localization-strings answers one free-form gettext object, nothing to page',
      spec: `
        openapi: 3.0.0
        info: { title: grocy REST API, version: xxx }
        paths:
          /system/localization-strings:
            get:
              summary: Returns all localization strings (in the by the user desired language)
              responses:
                '200':
                  description: The operation was successful
                  content: { application/json: { schema: { type: object, description: A gettext JSON representation } } }
      `,
    },
  ],
  invalid: [],
});
