// A request body that is one text document (RULES.md json-media-type, "Exempt: file transfer"; blind round 4), cut
// from LGTM's spec: the CodeQL query source sent as text/plain is the payload itself, an upload of a document in
// its own language, not a representation that JSON would write better. A text body with fields stays judged.
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';

ruleTester(jsonMediaType, {
  valid: [
    {
      name: 'LGTM: POST /queryjobs takes the CodeQL query text (text/plain, one string) beside JSON answers',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /queryjobs:
            post:
              requestBody:
                content:
                  text/plain: { schema: { type: string, description: The CodeQL query text } }
              responses:
                '202': { description: ok, content: { application/json: { schema: { type: object } } } }
          /queryjobs/{id}:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Chain49: a text/plain body with an object schema is data written as text, a departure from JSON',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /sendtx:
            post:
              requestBody:
                content:
                  text/plain: { schema: { type: object, properties: { hex: { type: string } } } }
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object } } } }
          /wallets:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '201': { description: ok, content: { application/json: { schema: { type: object } } } }
          /addresses:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '201': { description: ok, content: { application/json: { schema: { type: object } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1sendtx/post/requestBody/content/text~1plain',
          range: '7:10-7:20',
          text: 'text/plain',
        },
      ],
    },
  ],
});
