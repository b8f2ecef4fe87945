// Round 16 (seeds 207, 208): a computed view of a resource, a text document and a consumer poll are no lists. Cut from
// Kuma's, Apache Answer's, Strimzi Kafka Bridge's and Nakadi's specs.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';
import { listSortParam } from '../../../src/core/rules/list-sort-param';

/** Kuma, cut down: underscore-prefixed views of a dataplane, two computed documents. */
const kuma = `
  openapi: 3.1.0
  info: { title: Kuma API, version: v1alpha1 }
  paths:
    /meshes/{mesh}/dataplanes/{name}/_outbounds/{kri}/_policies:
      get:
        operationId: get-outbound-policy-conf
        summary: Get policies for this outbound
        description: Returns outbound policy configuration derived from combining all policies selecting this dataplane
        parameters:
          - { in: path, name: mesh, required: true, schema: { type: string } }
          - { in: path, name: name, required: true, schema: { type: string } }
          - { in: path, name: kri, required: true, schema: { type: string } }
        responses:
          '200': { $ref: '#/components/responses/OutboundPolicyConfResponse' }
    /meshes/{mesh}/{resourceType}/{resourceName}/_rules:
      get:
        operationId: inspect-dataplanes-rules
        summary: Returns rules matching this dataplane
        parameters:
          - { in: path, name: mesh, required: true, schema: { type: string } }
          - { in: path, name: resourceType, required: true, schema: { type: string, enum: [dataplanes] } }
          - { in: path, name: resourceName, required: true, schema: { type: string } }
        responses:
          '200': { $ref: '#/components/responses/InspectRulesResponse' }
  components:
    responses:
      OutboundPolicyConfResponse:
        description: A response containing policies configuration for selected outbound
        content:
          application/json:
            schema: { $ref: '#/components/schemas/PoliciesList' }
      InspectRulesResponse:
        description: A response containing policies that match a resource
        content:
          application/json:
            schema: { $ref: '#/components/schemas/InspectRules' }
    schemas:
      PoliciesList:
        type: object
        required: [policies]
        properties:
          policies:
            type: array
            description: The final computed configuration, derived by merging all policies whose 'targetRef' field matches the proxy.
            items: { type: object, properties: { kind: { type: string }, conf: { type: object } } }
      InspectRules:
        type: object
        required: [rules, resource, httpMatches]
        properties:
          resource: { type: object, properties: { type: { type: string }, name: { type: string } } }
          rules: { type: array, items: { type: object, properties: { type: { type: string } } } }
          httpMatches: { type: array, items: { type: object, properties: { hash: { type: string } } } }
`;

/** Apache Answer, cut down (Swagger 2.0): `GET /robots.txt` answers the site's robots file as a string. */
const apacheAnswer = `
  swagger: '2.0'
  info: { title: Answer, version: v1.0.0 }
  paths:
    /robots.txt:
      get:
        description: get site robots information
        produces: [application/json]
        summary: get site robots information
        responses:
          '200': { description: OK, schema: { type: string } }
`;

/** Strimzi Kafka Bridge, cut down: a consumer's poll of its records, and the topics list beside it. */
const strimzi = `
  openapi: 3.0.0
  info: { title: Strimzi Kafka Bridge API Reference, version: 0.1.0 }
  paths:
    /consumers/{groupid}/instances/{name}/records:
      parameters:
        - { name: groupid, in: path, required: true, schema: { type: string } }
        - { name: name, in: path, required: true, schema: { type: string } }
        - { name: timeout, in: query, schema: { type: integer } }
        - { name: max_bytes, in: query, schema: { type: integer } }
      get:
        operationId: poll
        description: Retrieves records for a subscribed consumer, including message values, topics, and partitions.
        responses:
          '200':
            description: Poll request executed successfully.
            content:
              application/vnd.kafka.json.v2+json:
                schema: { type: array, items: { type: object, properties: { topic: { type: string }, offset: { type: integer } } } }
`;

/** Nakadi, cut down (Swagger 2.0): reading a subscription's events starts a stream. */
const nakadi = `
  swagger: '2.0'
  info: { title: Nakadi Event Bus API Definition, version: 0.9.1 }
  produces: [application/json]
  paths:
    /subscriptions/{subscription_id}/events:
      get:
        description: Starts a new stream for reading events from this subscription.
        parameters:
          - { name: subscription_id, in: path, required: true, type: string }
          - { name: batch_limit, in: query, type: integer }
        responses:
          '200': { description: Ok. Stream started., schema: { type: array, items: { type: object } } }
`;

ruleTester(listPaginationParams, {
  valid: [
    {
      name: "Kuma: `_policies` answers one merged configuration of a dataplane's outbound, no list to page",
      spec: kuma,
    },
    { name: 'Apache Answer: `GET /robots.txt` answers one text document, no list to page', spec: apacheAnswer },
    { name: "Strimzi Kafka Bridge: a consumer's poll reads on from its offset, no page", spec: strimzi },
    { name: "Nakadi: a subscription's events are a stream, no page", spec: nakadi },
  ],
  invalid: [
    {
      name: 'a plural noun named as a file answering an array still lists',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /users.json:
            get:
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: array, items: { type: object } } } } }
      `,
      findings: [{ pointer: '/paths', range: '2:0-2:5', text: 'paths', message: /1 list operation of 1 cannot page/ }],
    },
  ],
});

ruleTester(listResponseShape, {
  valid: [
    { name: 'Kuma: `_rules` answers one inspection document `{resource, rules, httpMatches}`', spec: kuma },
    { name: 'Apache Answer: `GET /robots.txt` answering a string is the robots file, no list', spec: apacheAnswer },
  ],
  invalid: [
    {
      name: 'an underscore-prefixed view that pages is a list all the same',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /meshes/{mesh}/_hostnames:
            get:
              parameters:
                - { in: path, name: mesh, required: true, schema: { type: string } }
                - { in: query, name: offset, schema: { type: integer } }
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: object, properties: { hostnames: { type: array, items: { type: object } }, zones: { type: array, items: { type: string } }, mesh: { type: string } } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1meshes~1{mesh}~1_hostnames/get/responses/200/content/application~1json/schema',
          range: '9:65-9:71',
          text: 'schema',
          message: /GET \/meshes\/\{mesh\}\/_hostnames lists a collection/,
        },
      ],
    },
  ],
});

ruleTester(listSortParam, {
  valid: [
    { name: "Strimzi Kafka Bridge: a poll's records come in the stream's order, nothing to sort", spec: strimzi },
  ],
  invalid: [],
});
