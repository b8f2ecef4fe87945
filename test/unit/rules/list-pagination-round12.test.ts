// Round 12 of the blind precision loop (GitHub pool seeds 201-203): paging vocabulary and what an API's paging is.
import { ruleTester } from '../helpers/rule-tester';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

const orders = `{ '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }`;

/** Harbor's shape: `n` lists that page with `page` and `page_size`, and the unfiltered lists it answers whole. */
function harbor(paged: number, whole: readonly string[]): string {
  const lines = ['openapi: 3.0.0', "info: { title: t, version: '1' }", 'paths:'];
  for (let i = 0; i < paged; i++)
    lines.push(
      `  /projects/{p}/repositories${i}:`,
      '    get:',
      '      parameters:',
      '        - { name: page, in: query, schema: { type: integer } }',
      '        - { name: page_size, in: query, schema: { type: integer } }',
      `      responses: ${orders}`,
    );
  for (const path of whole) lines.push(`  ${path}:`, '    get:', `      responses: ${orders}`);
  return lines.join('\n');
}

/** Harbor's lists without any query parameter (more than ten: the API's own decision). */
const HARBOR_WHOLE = [
  '/p2p/preheat/providers',
  '/projects/{project_name}/preheat/providers',
  '/jobservice/pools',
  '/jobservice/pools/{pool_id}/workers',
  '/jobservice/queues',
  '/replication/adapterinfos',
  '/systeminfo/volumes',
  '/retentions/metadatas',
  '/export/cve/executions',
  '/permissions',
];

ruleTester(listPaginationParams, {
  valid: [
    {
      name: 'Firefly III: `/insight/…` and `/chart/…` answer reports computed over a range, not pages of members',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /v1/accounts:
            get:
              parameters:
                - { name: page, in: query, schema: { type: integer } }
                - { name: limit, in: query, schema: { type: integer } }
              responses: ${orders}
          /v1/insight/income/revenue:
            get:
              parameters:
                - { in: query, name: start, required: true, schema: { type: string, format: date } }
              responses: ${orders}
          /v1/chart/account/overview:
            get:
              responses: ${orders}
      `,
    },
  ],
  invalid: [
    {
      name: 'Revolut Crypto Ramp: an integer `skip` is an offset though its description says the list is "sorted by creation date"',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /orders:
            get:
              parameters:
                - { in: query, name: start, required: true, schema: { type: string, format: date } }
                - { in: query, name: skip, description: 'The number of orders to skip at the beginning of the range when fetching orders (sorted by creation date, oldest first).', schema: { type: integer, format: int32, default: 0 } }
                - { in: query, name: limit, schema: { type: integer, format: int32, default: 100 } }
              responses: ${orders}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^1 list operation of 1 pages? with `limit` \(1\), `skip` \(1\) instead of integer `limit`/,
        },
      ],
    },
    {
      name: "HAProxy Data Plane: where 38 of 39 lists cannot page, the one that pages with `offset` is named in that finding, not called the API's paging scheme",
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /services/haproxy/configuration/backends:
            get:
              responses: ${orders}
          /services/haproxy/configuration/frontends:
            get:
              responses: ${orders}
          /services/haproxy/runtime/stick_table_entries:
            get:
              parameters:
                - { name: offset, in: query, schema: { type: integer } }
              responses: ${orders}
      `,
      // Paging the two lists makes paging the norm, and the `offset` list then departs from it.
      fixMayAdd: ['list-pagination-params'],
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^2 list operations of 3 cannot page \(no `limit`\/`page`, cursor or offset parameter\); the one list that pages otherwise uses `offset` \(1\); lists page/,
        },
      ],
    },
    {
      name: 'Harbor: ten lists that take no query parameter at all, where every other list pages, are one decision reported once',
      spec: harbor(11, HARBOR_WHOLE),
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^None of the 10 list reads taking no query parameter at all can page, while most other lists do: one decision/,
        },
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^11 list operations of 21 page with `page` \(11\), `page_size` \(11\) instead of/,
        },
      ],
    },
    {
      name: 'Harbor: one unfiltered list that does not page where the others do is still a departure of its own',
      spec: harbor(3, ['/p2p/preheat/providers']),
      findings: [
        { pointer: '/paths', range: '2:0-2:5', text: 'paths', message: /^3 list operations of 4 page with/ },
        { pointer: '/paths/~1p2p~1preheat~1providers/get', range: '22:4-22:7', text: 'get' },
      ],
    },
  ],
});
