// One decision, one finding (RULES.md version 3, "Reporting") for json-media-type, cut from real specs.
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';

const FORM = 'requestBody: { content: { application/x-www-form-urlencoded: { schema: { type: object } } } }';
const OK = "responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";

ruleTester(jsonMediaType, {
  valid: [],
  invalid: [
    {
      name: 'Eclipse Ditto: the form-encoded search on `/api/2/search/things` and its count are one decision of the `search` resource; `/api/2` mounts the API, it is no resource',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /api/2/things: { post: { requestBody: { content: { application/json: { schema: { type: object } } } }, ${OK} } }
          /api/2/things/{thingId}: { put: { requestBody: { content: { application/json: { schema: { type: object } } } }, ${OK} } }
          /api/2/policies/{policyId}: { put: { requestBody: { content: { application/json: { schema: { type: object } } } }, ${OK} } }
          /api/2/search/things: { post: { ${FORM}, ${OK} } }
          /api/2/search/things/count: { post: { ${FORM}, ${OK} } }
          /api/2/connections: { post: { requestBody: { content: { application/json: { schema: { type: object } } } }, ${OK} } }
      `,
      findings: [
        {
          pointer: '/paths/~1api~12~1search~1things/post/requestBody/content/application~1x-www-form-urlencoded',
          range: '6:60-6:93',
          text: 'application/x-www-form-urlencoded',
          message:
            "The request body of POST /api/2/search/things offers only application/x-www-form-urlencoded; representations are JSON (§2.4): offer application/json or a +json media type. The same on 1 other path of `/search` (listed as related): that resource's decision.",
          related: [
            {
              pointer:
                '/paths/~1api~12~1search~1things~1count/post/requestBody/content/application~1x-www-form-urlencoded',
              range: '7:66-7:99',
              text: 'application/x-www-form-urlencoded',
              message: 'POST /api/2/search/things/count',
            },
          ],
        },
      ],
    },
    {
      name: 'Stripe: form encoding on every write is one finding for the API, every write related, though most operations offer JSON',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /v1/charges:
            get: { ${OK} }
            post: { ${FORM}, ${OK} }
          /v1/customers:
            get: { ${OK} }
            post: { ${FORM}, ${OK} }
          /v1/refunds:
            post: { ${FORM}, ${OK} }
          /v1/balance: { get: { ${OK} } }
          /v1/events: { get: { ${OK} } }
          /v1/files: { get: { ${OK} } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "3 of 3 operations with a request body offer only application/x-www-form-urlencoded (e.g. POST /v1/charges): the API's own choice, reported once here rather than on every operation; representations are JSON (§2.4): offer application/json or a +json media type.",
          related: [
            {
              pointer: '/paths/~1v1~1charges/post/requestBody/content/application~1x-www-form-urlencoded',
              range: '5:38-5:71',
              text: 'application/x-www-form-urlencoded',
              message: 'POST /v1/charges',
            },
            {
              pointer: '/paths/~1v1~1customers/post/requestBody/content/application~1x-www-form-urlencoded',
              range: '8:38-8:71',
              text: 'application/x-www-form-urlencoded',
              message: 'POST /v1/customers',
            },
            {
              pointer: '/paths/~1v1~1refunds/post/requestBody/content/application~1x-www-form-urlencoded',
              range: '10:38-10:71',
              text: 'application/x-www-form-urlencoded',
              message: 'POST /v1/refunds',
            },
          ],
        },
      ],
    },
    {
      name: 'Box: an operation whose 200 and 202 offer only text/plain is one finding, the other status related',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /files/{id}/text:
            get:
              responses:
                '200': { description: ok, content: { text/plain: { schema: { type: string } } } }
                '202': { description: ok, content: { text/plain: { schema: { type: string } } } }
          /files/{id}: { get: { ${OK} } }
          /folders/{id}: { get: { ${OK} } }
      `,
      findings: [
        {
          pointer: '/paths/~1files~1{id}~1text/get/responses/200/content/text~1plain',
          range: '6:45-6:55',
          text: 'text/plain',
          related: [
            {
              pointer: '/paths/~1files~1{id}~1text/get/responses/202/content/text~1plain',
              range: '7:45-7:55',
              text: 'text/plain',
            },
          ],
        },
      ],
    },
  ],
});
