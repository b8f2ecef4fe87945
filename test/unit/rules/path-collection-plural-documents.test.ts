// Round 16 of the precision review (seed 209 #42): a GET answering one document whose parts are lists (a graph's
// nodes and edges) names no collection.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const graph = `
        swagger: '2.0'
        info: { title: lightning.proto, version: version not set }
        paths:
          /v1/graph:
            get:
              operationId: Lightning_DescribeGraph
              parameters:
                - { name: include_unannounced, in: query, required: false, type: boolean }
              responses:
                '200': { description: A successful response., schema: { $ref: '#/definitions/lnrpcChannelGraph' } }
          /v1/graph/info:
            get:
              responses:
                '200': { description: ok, schema: { type: object, properties: { graph_diameter: { type: integer } } } }
        definitions:
          lnrpcChannelGraph:
            type: object
            description: Returns a new instance of the directed channel graph.
            properties:
              nodes: { type: array, items: { type: object }, title: The list of LightningNodes in this channel graph }
              edges: { type: array, items: { type: object }, title: The list of ChannelEdges in this channel graph }`;

ruleTester(pathCollectionPlural, {
  valid: [{ name: 'lnd: GET /v1/graph answers one channel graph {nodes: […], edges: […]}, no list', spec: graph }],
  invalid: [
    {
      name: 'a page beside the nodes and edges (`pageInfo`) makes them a page of a list: `graph` names a collection',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /v1/graph:
            get:
              responses:
                '200': { description: ok, schema: { $ref: '#/definitions/Graph' } }
        definitions:
          Graph:
            type: object
            properties:
              nodes: { type: array, items: { type: object } }
              edges: { type: array, items: { type: object } }
              pageInfo: { type: object, properties: { endCursor: { type: string } } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1graph',
          range: '3:6-3:11',
          text: 'graph',
          message:
            '`graph` names a collection (its GET returns a list) but is singular; name collections in the plural: `graphs`.',
        },
      ],
    },
  ],
});
