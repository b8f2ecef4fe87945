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

ruleTester(jsonMediaType, {
  valid: [],
  invalid: [
    {
      name: 'Spoonacular: a body under an empty media-type key is named as such in the message, not as an empty list',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /mealplanner/{username}/templates:
            post:
              requestBody:
                content:
                  '': { schema: { type: object, properties: { hash: { type: string } } } }
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object } } } }
          /recipes:
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object } } } }
          /recipes/{id}:
            put:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1mealplanner~1{username}~1templates/post/requestBody/content/',
          range: '7:10-7:12',
          text: "''",
          message:
            'The request body of POST /mealplanner/{username}/templates offers only an empty media type key (""); representations are JSON (§2.4): offer application/json or a +json media type.',
        },
      ],
    },
  ],
});
