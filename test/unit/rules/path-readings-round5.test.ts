// What a path parameter names, cut from the specs of precision round 5 (seeds 112-114): a search filter after a
// `by…` segment (Just Eat's `/restaurants/bypostcode/{postcode}`), a tenant that scopes a collection
// (`/consumers/{tenant}`), another collection's member under a collection (ShipEngine's
// `/v1/labels/rates/{rate_id}`: a label made from a rate; contract-p.fit's `/auth/api-key/inbox/{inbox_id}`: the
// keys of an inbox), a collection whose members are written under literal names (Meilisearch's example-filled
// `/indexes/books`), and coordinates, dimensions and render options (TfL's `overlay/{z}/{Lat}/{Lon}`).
import { ruleTester } from '../helpers/rule-tester';
import { notFoundResponse } from '../../../src/core/rules/not-found-response';
import { postOnMember } from '../../../src/core/rules/post-on-member';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const OK = "{ '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";
const LIST =
  "{ '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }";

ruleTester(notFoundResponse, {
  valid: [
    {
      name: 'Just Eat: {postcode} after `bypostcode` filters a search of restaurants; it addresses no member that may be missing',
      spec: `
        openapi: 3.0.0
        info: { title: Just Eat, version: '1' }
        paths:
          /restaurants/bypostcode/{postcode}:
            get:
              operationId: SearchByPostcode
              parameters: [{ name: postcode, in: path, required: true, schema: { type: string } }]
              responses: ${OK}
          /orders/{orderId}:
            get:
              parameters: [{ name: orderId, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: ok }, '404': { description: missing } }
          /orders/{orderId}/items:
            get:
              parameters: [{ name: orderId, in: path, required: true, schema: { type: string } }]
              responses: { '200': { description: ok }, '404': { description: missing } }
      `,
    },
  ],
  invalid: [],
});

ruleTester(postOnMember, {
  valid: [
    {
      name: 'Just Eat: {tenant} scopes the consumers; POST /consumers/{tenant} creates a consumer in it (201)',
      spec: `
        openapi: 3.0.0
        info: { title: Just Eat, version: '1' }
        paths:
          /consumers/{tenant}:
            parameters: [{ name: tenant, in: path, required: true, schema: { type: string } }]
            get: { responses: { '200': { description: a count, content: { text/plain: { schema: { type: integer } } } } } }
            post: { responses: { '201': { description: created } } }
      `,
    },
    {
      name: 'ShipEngine: POST /v1/labels/rates/{rate_id} and /v1/labels/shipment/{shipment_id} create a label from a rate or a shipment',
      spec: `
        openapi: 3.0.0
        info: { title: ShipEngine, version: '1.1' }
        paths:
          /v1/labels: { get: { responses: ${LIST} }, post: { responses: ${OK} } }
          /v1/labels/{label_id}: { get: { responses: ${OK} } }
          /v1/labels/rates/{rate_id}: { post: { responses: ${OK} } }
          /v1/labels/shipment/{shipment_id}: { post: { responses: ${OK} } }
          /v1/rates/{rate_id}: { get: { responses: ${OK} } }
          /v1/shipments: { get: { responses: ${LIST} } }
          /v1/shipments/{shipment_id}: { get: { responses: ${OK} }, put: { responses: ${OK} } }
      `,
    },
  ],
  invalid: [
    {
      name: 'still flags a POST on a member of the collection the path names (GitHub-like issue comments beside commit comments)',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /repos/{r}/issues: { get: { responses: ${LIST} } }
          /repos/{r}/issues/{number}: { get: { responses: ${OK} } }
          /repos/{r}/comments/{comment_id}: { get: { responses: ${OK} } }
          /repos/{r}/issues/comments/{comment_id}:
            get: { responses: ${OK} }
            patch: { responses: ${OK} }
            post: { responses: ${OK} }
      `,
      findings: [
        { pointer: '/paths/~1repos~1{r}~1issues~1comments~1{comment_id}/post', range: '9:4-9:8', text: 'post' },
      ],
    },
  ],
});

ruleTester(memberResponseObject, {
  valid: [
    {
      name: 'contract-p.fit: GET /auth/api-key/inbox/{inbox_id} lists the keys of one inbox (an inbox of /inboxes/{inbox_id})',
      spec: `
        openapi: 3.0.0
        info: { title: contract-p.fit, version: '1' }
        paths:
          /auth/api-key: { get: { responses: ${LIST} }, post: { responses: ${OK} } }
          /auth/api-key/{key}: { get: { responses: ${OK} }, delete: { responses: ${OK} } }
          /auth/api-key/inbox/{inbox_id}: { get: { responses: ${LIST} }, post: { responses: ${OK} } }
          /inboxes: { get: { responses: ${LIST} } }
          /inboxes/{inbox_id}: { get: { responses: ${OK} }, delete: { responses: ${OK} } }
      `,
    },
  ],
  invalid: [
    {
      name: 'still flags a member of the collection the path names that answers an array',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /users/{userId}: { get: { responses: ${LIST} } }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{userId}/get/responses/200/content/application~1json/schema',
          range: '3:98-3:104',
          text: 'schema',
        },
      ],
    },
  ],
});

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'Meilisearch: /indexes/books is one index written under its literal uid (no /indexes/{uid} template exists)',
      spec: `
        openapi: 3.0.0
        info: { title: Meilisearch, version: '1' }
        paths:
          /indexes: { get: { responses: { '200': { description: '' } } }, post: { responses: { '202': { description: '' } } } }
          /indexes/books:
            get: { responses: { '200': { description: '' } } }
            patch:
              requestBody: { content: { application/json: { schema: { type: object, properties: { primaryKey: { type: string } } } } } }
              responses: { '200': { description: '' } }
            delete: { responses: { '200': { description: '' } } }
          /indexes/books/documents: { get: { responses: { '200': { description: '' } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Jellyfin: DELETE /Items?ids=… deletes the items its `ids` names, not the whole collection',
      spec: `
        openapi: 3.0.1
        info: { title: Jellyfin, version: '10' }
        paths:
          /Items:
            get: { responses: ${LIST} }
            delete:
              parameters: [{ name: ids, in: query, schema: { type: array, items: { type: string } } }]
              responses: { '204': { description: deleted } }
          /Items/{itemId}: { get: { responses: ${OK} } }
      `,
      findings: [
        {
          pointer: '/paths/~1Items/delete',
          range: '5:4-5:10',
          text: 'delete',
          message:
            'DELETE on the collection `/Items` deletes the members its query parameter `ids` names, not one member named in the path; DELETE belongs on each member: `/Items/{itemId}` (or on a batch resource the client creates).',
        },
      ],
    },
  ],
});

ruleTester(pathCollectionPlural, {
  valid: [],
  invalid: [
    {
      name: 'TfL: `overlay/{z}` is one rendered image at zoom level z ({Lat}/{Lon}/{width}/{height} render it); only the singular `Place` is told',
      spec: `
        openapi: 3.0.1
        info: { title: TfL, version: v1 }
        paths:
          /Place/{type}/overlay/{z}/{Lat}/{Lon}/{width}/{height}: { get: { responses: ${OK} } }
      `,
      findings: [
        {
          pointer: '/paths/~1Place~1{type}~1overlay~1{z}~1{Lat}~1{Lon}~1{width}~1{height}',
          range: '3:3-3:8',
          text: 'Place',
          message: /^`Place` names a collection/,
        },
      ],
    },
  ],
});
