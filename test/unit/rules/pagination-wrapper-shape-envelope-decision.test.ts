// One decision, one finding (RULES.md "Reporting"): the same gap in the pagination of several list schemas is the
// API's one envelope decision, and the gaps of one `pagination` object are one finding. Cut from api2cart.com
// (seed 121 #37–41: 18 list schemas, each with `pagination` and its members in `result`), instagram.com (seed 119
// #50–51: cursor and tag pagination objects, neither with `page`, `limit`, `total`) and impala.travel's hotels API
// (seed 118 #44–45: `pagination` lacks `page` and `limit`, and its `total` is a number).
import { ruleTester } from '../helpers/rule-tester';
import { paginationWrapperShape } from '../../../src/core/rules/pagination-wrapper-shape';

const api2cartList = (path: string, schema: string) =>
  `${path}: { get: { responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/${schema}' } } } } } } }`;
const api2cartSchema = (name: string) =>
  `${name}: { type: object, properties: { pagination: { $ref: '#/components/schemas/Pagination' }, result: { type: object }, return_code: { type: integer } } }`;

ruleTester(paginationWrapperShape, {
  valid: [],
  invalid: [
    {
      name: 'api2cart.com: list schemas with `pagination` and no `data` are one finding for the API',
      spec: `
        openapi: 3.0.0
        info: { title: api2cart, version: '1.1' }
        paths:
          ${api2cartList('/cart.meta_data.list.json', 'Model_Response_Cart_MetaData_List')}
          ${api2cartList('/order.list.json', 'Model_Response_Order_List')}
          ${api2cartList('/cart.giftcard.list.json', 'Model_Response_Cart_GiftCard_List')}
        components:
          schemas:
            ${api2cartSchema('Model_Response_Cart_MetaData_List')}
            ${api2cartSchema('Model_Response_Order_List')}
            ${api2cartSchema('Model_Response_Cart_GiftCard_List')}
            Pagination: { type: object, properties: { page: { type: integer }, limit: { type: integer }, total: { type: integer } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            'These wrapped lists have a `pagination` object but no `data` property; a wrapped list carries its members in a `data` array (§4). One envelope decision, on 3 of 3 wrapped lists in 3 schemas (`Model_Response_Cart_MetaData_List`, `Model_Response_Order_List` and `Model_Response_Cart_GiftCard_List`): reported once here, the lists related.',
          related: [
            {
              pointer: '/components/schemas/Model_Response_Cart_MetaData_List/properties/pagination',
              range: '8:69-8:79',
              text: 'pagination',
              message: 'GET /cart.meta_data.list.json',
            },
            {
              pointer: '/components/schemas/Model_Response_Order_List/properties/pagination',
              range: '9:61-9:71',
              text: 'pagination',
              message: 'GET /order.list.json',
            },
            {
              pointer: '/components/schemas/Model_Response_Cart_GiftCard_List/properties/pagination',
              range: '10:69-10:79',
              text: 'pagination',
              message: 'GET /cart.giftcard.list.json',
            },
          ],
        },
      ],
    },
    {
      name: 'instagram.com: two cursor pagination objects without `page`, `limit`, `total` are one finding for the API',
      spec: `
        openapi: 3.0.0
        info: { title: Instagram, version: '1.0' }
        paths:
          /users/self/follows: { get: { responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/UsersPagingResponse' } } } } } } }
          /tags/{tag-name}/media/recent: { get: { parameters: [{ name: tag-name, in: path, required: true, schema: { type: string } }], responses: { '200': { description: OK, content: { application/json: { schema: { $ref: '#/components/schemas/TagMediaListResponse' } } } } } } }
        components:
          schemas:
            UsersPagingResponse: { type: object, properties: { data: { type: array, items: { type: object } }, pagination: { $ref: '#/components/schemas/CursorPaginationInfo' } } }
            TagMediaListResponse: { type: object, properties: { data: { type: array, items: { type: object } }, pagination: { $ref: '#/components/schemas/TagPaginationInfo' } } }
            CursorPaginationInfo: { type: object, properties: { next_cursor: { type: string }, next_url: { type: string } } }
            TagPaginationInfo: { type: object, properties: { min_tag_id: { type: string }, next_max_tag_id: { type: string }, next_url: { type: string } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '`pagination` lacks `page`, `limit` and `total`; `pagination` is an object with integer `page`, `limit` and `total` (§4). One envelope decision, on 2 of 2 wrapped lists in 2 schemas (`CursorPaginationInfo` and `TagPaginationInfo`): reported once here, the lists related.',
          related: [
            {
              pointer: '/components/schemas/UsersPagingResponse/properties/pagination',
              range: '7:103-7:113',
              text: 'pagination',
              message: 'GET /users/self/follows',
            },
            {
              pointer: '/components/schemas/TagMediaListResponse/properties/pagination',
              range: '8:104-8:114',
              text: 'pagination',
              message: 'GET /tags/{tag-name}/media/recent',
            },
          ],
        },
      ],
    },
    {
      name: 'impala.travel hotels: `pagination` lacks `page` and `limit` and its `total` is a number: one finding',
      spec: `
        openapi: 3.0.1
        info: { title: Impala Hotels, version: '1.003' }
        paths:
          /hotels: { get: { responses: { '200': { description: OK, content: { application/json: { schema: { type: object, properties: { data: { type: array, items: { type: object } }, pagination: { $ref: '#/components/schemas/pagination' } } } } } } } } }
        components:
          schemas:
            pagination:
              type: object
              properties:
                count: { type: number, format: int32 }
                next: { type: string, nullable: true }
                total: { type: number, format: int32 }
      `,
      findings: [
        {
          pointer: '/components/schemas/pagination',
          range: '6:4-6:14',
          text: 'pagination',
          message:
            '`pagination` lacks `page` and `limit`, and `pagination.total` is a number; `pagination` is an object with integer `page`, `limit` and `total` (§4).',
        },
      ],
    },
  ],
});
