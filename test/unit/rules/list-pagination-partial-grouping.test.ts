// One decision, one finding (RULES.md "Reporting") for list-pagination-params, cut from redirection.io's spec: an
// API whose lists page with `page` and no `limit` made that choice once; it is one finding for the API, each list
// related, and a list that departs from it (no paging at all) keeps its own.
import { ruleTester } from '../helpers/rule-tester';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

const PAGED =
  "{ get: { parameters: [{ name: page, in: query, schema: { type: integer } }], responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";
const BARE =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";

ruleTester(listPaginationParams, {
  valid: [],
  invalid: [
    {
      name: 'redirection.io: /crawls, /logs and /rules page with `page` alone: one finding for the API; /users cannot page at all',
      spec: `
        openapi: 3.0.0
        info: { title: redirection.io, version: '1' }
        paths:
          /crawls: ${PAGED}
          /logs: ${PAGED}
          /rules: ${PAGED}
          /users: ${BARE}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '3 of 4 list operations page with `page` but have no `limit` query parameter (e.g. GET /crawls): one decision of the API, reported once here; lists page with integer `limit` (page size) and `page` (page number) (§4).',
          related: [
            { pointer: '/paths/~1crawls/get', range: '3:13-3:16', text: 'get', message: 'GET /crawls' },
            { pointer: '/paths/~1logs/get', range: '4:11-4:14', text: 'get', message: 'GET /logs' },
            { pointer: '/paths/~1rules/get', range: '5:12-5:15', text: 'get', message: 'GET /rules' },
          ],
        },
        {
          pointer: '/paths/~1users/get',
          range: '6:12-6:15',
          text: 'get',
          message:
            'GET /users lists a collection without a way to page: no `limit` and `page` query parameters; lists page with integer `limit` (page size) and `page` (page number) (§4).',
        },
      ],
    },
  ],
});
