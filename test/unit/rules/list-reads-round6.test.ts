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
  ],
  invalid: [],
});
