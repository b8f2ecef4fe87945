// 207 Multi-Status (RFC 4918 §11.1) is the standard answer of a batch whose body tells each item's own outcome. Cut
// from Emporix's product service (emporix/api-references product-service api.yml): `PUT
// /product/{tenant}/products/bulk` answers 207 with one `{index, id, code, status}` per product (round 19, seed 217
// #74). Neither success-status (200–204) nor create-returns-201 (201) asks such a batch for another status.
import { ruleTester } from '../helpers/rule-tester';
import { successStatus } from '../../../src/core/rules/success-status';
import { createReturns201 } from '../../../src/core/rules/create-returns-201';

/** Emporix's bulk endpoint, cut down, with `method` and the statuses it answers. */
const emporix = (method: string) => `
  openapi: 3.0.0
  info: { title: Product Service, version: '' }
  paths:
    /product/{tenant}/products/bulk:
      ${method}:
        parameters: [{ name: tenant, in: path, required: true, schema: { type: string } }]
        requestBody:
          content:
            application/json:
              schema: { type: array, items: { type: object, properties: { code: { type: string } } } }
        responses:
          '207':
            description: Example response
            content:
              application/json:
                schema:
                  type: array
                  items:
                    type: object
                    properties:
                      index: { type: integer }
                      id: { type: string }
                      code: { type: integer, description: HTTP Status Code. }
                      status: { type: string }
          '400': { description: Bad request }
`;

ruleTester(successStatus, {
  valid: [
    { name: 'Emporix: a bulk PUT answering 207 Multi-Status tells each product', spec: emporix('put') },
    { name: 'a bulk PATCH answering 207 Multi-Status', spec: emporix('patch') },
    { name: 'a bulk DELETE answering 207 Multi-Status', spec: emporix('delete') },
  ],
  invalid: [
    {
      name: 'a GET answering 207 still has no 200',
      spec: emporix('get'),
      findings: [
        {
          pointer: '/paths/~1product~1{tenant}~1products~1bulk/get/responses/207',
          range: '11:8-11:13',
          text: "'207'",
          message: /answers 207 but has no 200 response/,
        },
      ],
    },
  ],
});

ruleTester(createReturns201, {
  valid: [
    {
      name: 'a bulk create answering 207 Multi-Status tells each item',
      spec: emporix('post').replace('/product/{tenant}/products/bulk', '/product/{tenant}/products'),
    },
  ],
  invalid: [],
});
