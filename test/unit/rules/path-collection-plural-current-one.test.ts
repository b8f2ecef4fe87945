// Round 17 of the precision review (seed 213 #48): a singular path read and written as one thing beside a plural
// history is the current one, a singleton, though its POST starts one.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const ONE =
  '{ description: ok, content: { application/json: { schema: { type: object, properties: { status: { type: string } } } } } }';

const LIST = '{ description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }';

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'OpusDNS: /contacts/{contact_id}/verification starts, reads, completes and cancels the current verification',
      spec: `
        openapi: 3.1.0
        info: { title: OpusDNS API, version: '1.0' }
        paths:
          /v1/contacts/{contact_id}/verification:
            parameters: [{ in: path, name: contact_id, required: true, schema: { type: string } }]
            get: { summary: Retrieve contact verification by contact ID, responses: { '200': ${ONE} } }
            post: { summary: Start contact verification, responses: { '201': ${ONE} } }
            put: { summary: Complete contact verification by contact ID, responses: { '204': { description: done } } }
            delete: { summary: Delete contact verification, responses: { '204': { description: done } } }
          /v1/contacts/{contact_id}/verifications:
            parameters: [{ in: path, name: contact_id, required: true, schema: { type: string } }]
            get: { summary: Get contact verification status, responses: { '200': ${LIST} } }
      `,
    },
  ],
  invalid: [],
});
