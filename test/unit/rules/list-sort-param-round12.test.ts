// Round 12 of the blind precision loop (GitHub pool seeds 201-203): unfiltered lists answered whole.
import { ruleTester } from '../helpers/rule-tester';
import { listSortParam } from '../../../src/core/rules/list-sort-param';

const items = `{ '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object, properties: { id: { type: string } } } } } } } }`;

/** Harbor's shape: `sorted` lists that take `sort`, and the lists it answers whole without any query parameter. */
function harbor(sorted: number, whole: readonly string[]): string {
  const lines = ['openapi: 3.0.0', "info: { title: t, version: '1' }", 'paths:'];
  for (let i = 0; i < sorted; i++)
    lines.push(
      `  /projects/{p}/repositories${i}:`,
      '    get:',
      '      parameters:',
      '        - { name: sort, in: query, schema: { type: string } }',
      `      responses: ${items}`,
    );
  for (const path of whole) lines.push(`  ${path}:`, '    get:', `      responses: ${items}`);
  return lines.join('\n');
}

ruleTester(listSortParam, {
  valid: [],
  invalid: [
    {
      name: "Harbor: ten lists without any query parameter (the current user's permissions, P2P provider plugins…) are one decision",
      spec: harbor(11, [
        '/users/current/permissions',
        '/p2p/preheat/providers',
        '/projects/{project_name}/preheat/providers',
        '/jobservice/pools',
        '/jobservice/pools/{pool_id}/workers',
        '/jobservice/queues',
        '/replication/adapterinfos',
        '/systeminfo/volumes',
        '/retentions/metadatas',
        '/export/cve/executions',
      ]),
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^None of the 10 list reads taking no query parameter at all takes `sort`, while most other lists do/,
        },
      ],
    },
  ],
});
