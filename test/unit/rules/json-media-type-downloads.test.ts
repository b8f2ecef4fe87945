// Round 5 of the precision review (seeds 112, 114): an export that downloads files in a document format is a file
// transfer; an API-level finding names what the bodies offer instead of JSON.
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';

ruleTester(jsonMediaType, {
  valid: [
    {
      name: 'Superset: `/dashboard/export/` downloads the dashboards as YAML files (text/plain string): a file transfer',
      spec: `
        openapi: 3.0.2
        info: { title: Superset, version: v1 }
        paths:
          /dashboard/export/:
            get:
              description: Exports multiple Dashboards and downloads them as YAML files.
              responses:
                '200': { description: Dashboard export, content: { text/plain: { schema: { type: string } } } }
          /dashboard/{pk}:
            get:
              parameters: [{ name: pk, in: path, required: true, schema: { type: integer } }]
              responses:
                '200': { description: Dashboard, content: { application/json: { schema: { type: object } } } }
      `,
    },
    {
      name: 'a text answer sent as an attachment (`Content-Disposition`) is a download',
      spec: `
        openapi: 3.0.2
        info: { title: t, version: v1 }
        paths:
          /reports/{id}/file:
            get:
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              responses:
                '200':
                  description: the report
                  headers: { Content-Disposition: { schema: { type: string } } }
                  content: { text/plain: { schema: { type: string } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'TAGGUN: the API-level finding names what the other bodies offer (`*/*` answers); multipart uploads are exempt',
      spec: `
        openapi: 3.0.0
        info: { title: TAGGUN Receipt OCR Scanning API, version: 1.15.0 }
        paths:
          /api/receipt/v1/simple/file:
            post:
              requestBody:
                content:
                  multipart/form-data:
                    schema: { type: object, properties: { file: { type: string, format: binary } } }
              responses:
                '200': { description: OK, content: { '*/*': { schema: { type: object } } } }
          /api/receipt/v1/simple/url:
            post:
              requestBody:
                content: { application/json: { schema: { type: object } } }
              responses:
                '200': { description: OK, content: { '*/*': { schema: { type: object } } } }
          /api/account/v1/feedback:
            post:
              requestBody:
                content: { application/json: { schema: { type: object } } }
              responses:
                '200': { description: OK, content: { '*/*': { schema: { type: object } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '0 of 3 operations with a body offer JSON (application/json or a +json media type), the others only */*; representations are JSON (§2.4).',
        },
      ],
    },
    {
      name: 'a text/plain answer that exports nothing and carries no attachment is still flagged',
      spec: `
        openapi: 3.0.2
        info: { title: t, version: v1 }
        paths:
          /dashboard/{pk}/title:
            get:
              parameters: [{ name: pk, in: path, required: true, schema: { type: integer } }]
              responses:
                '200': { description: title, content: { text/plain: { schema: { type: string } } } }
          /dashboard/{pk}:
            get:
              parameters: [{ name: pk, in: path, required: true, schema: { type: integer } }]
              responses:
                '200': { description: Dashboard, content: { application/json: { schema: { type: object } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1dashboard~1{pk}~1title/get/responses/200/content/text~1plain',
          range: '7:48-7:58',
          text: 'text/plain',
          message:
            'The 200 response of GET /dashboard/{pk}/title offers only text/plain; representations are JSON (§2.4): offer application/json or a +json media type.',
        },
      ],
    },
  ],
});
