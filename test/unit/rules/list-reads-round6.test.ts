// Round 6 of the precision review (seeds 115–117): wrapped lists under list keys list-response-shape missed.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'SendGrid: `/user/webhooks/parse/settings` answers `{result: […]}`, a wrapped list under the list key `result`',
      spec: `
        openapi: 3.0.0
        info: { title: Email Activity (beta), version: 1.0.0 }
        paths:
          /user/webhooks/parse/settings:
            get:
              operationId: GET_user-webhooks-parse-settings
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          result:
                            description: The list of your current inbound parse settings.
                            type: array
                            items: { type: object, properties: { hostname: { type: string }, url: { type: string } } }
          /user/webhooks/parse/settings/{hostname}:
            get:
              parameters: [{ name: hostname, in: path, required: true, schema: { type: string } }]
              responses:
                '200': { description: OK, content: { application/json: { schema: { type: object } } } }
      `,
    },
    {
      name: 'SendGrid: `/user/credits` answers one credit balance of scalars (`remain`, `total`, `used`); `total` there is a figure, not a page count',
      spec: `
        openapi: 3.0.0
        info: { title: Email Activity (beta), version: 1.0.0 }
        paths:
          /user/credits:
            get:
              operationId: GET_user-credits
              summary: Retrieve your credit balance
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          remain: { type: integer }
                          total: { type: integer }
                          used: { type: integer }
                          next_reset: { type: string }
      `,
    },
  ],
  invalid: [
    {
      name: 'BBC: `/my/categories/follows` answers `{$schema, limit, offset, total}`, a page that declares no members: still flagged',
      spec: `
        openapi: 3.0.0
        info: { title: BBC, version: 1.0.0 }
        paths:
          /my/categories/follows:
            get:
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          $schema: { type: string }
                          limit: { type: integer }
                          offset: { type: integer }
                          total: { type: integer }
      `,
      findings: [
        {
          pointer: '/paths/~1my~1categories~1follows/get/responses/200/content/application~1json/schema',
          range: '10:14-10:20',
          text: 'schema',
          message:
            'GET /my/categories/follows lists a collection, but its 200 application/json body is an object without `data` and `pagination`; a list is a JSON array, or an object with a `data` array and a `pagination` object (§4).',
        },
      ],
      output: null,
    },
  ],
});
