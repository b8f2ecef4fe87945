// One decision, one finding (RULES.md version 3, "Reporting") for links-shape, cut from Bitbucket's spec.
import { ruleTester } from '../helpers/rule-tester';
import { linksShape } from '../../../src/core/rules/links-shape';

const HAL = '{ type: object, properties: { links: { type: object, properties: { self: { type: object } } } } }';

ruleTester(linksShape, {
  valid: [],
  invalid: [
    {
      name: 'Bitbucket: a HAL-style links object on every schema is one finding for the API, each schema related',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            account: ${HAL}
            issue: ${HAL}
            comment: { type: object, properties: { links: { type: array, items: { type: string } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "2 of 3 `links` properties have one shape: it is an object, not an array (e.g. `/components/schemas/account/properties/links`). That is the API's own links style, reported once here rather than on every schema: `links` should be an array of objects with required string `rel` and `href` (§2.5).",
          related: [
            { pointer: '/components/schemas/account/properties/links', range: '5:43-5:48', text: 'links' },
            { pointer: '/components/schemas/issue/properties/links', range: '6:41-6:46', text: 'links' },
          ],
        },
        {
          pointer: '/components/schemas/comment/properties/links',
          range: '7:43-7:48',
          text: 'links',
          message: /^`links` should be an array of objects .* but its items are a string, not objects\.$/,
        },
      ],
    },
  ],
});

ruleTester(linksShape, {
  valid: [],
  invalid: [
    {
      name: 'Apideck: every links property $refs one Links object, so the one finding is on that component',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            Links: { type: object, properties: { next: { type: string } } }
            GetCategoriesResponse: { type: object, properties: { links: { $ref: '#/components/schemas/Links' } } }
            GetEcosystemResponse: { type: object, properties: { links: { $ref: '#/components/schemas/Links' } } }
      `,
      findings: [
        {
          pointer: '/components/schemas/Links',
          range: '5:11-5:67',
          text: '{ type: object, properties: { next: { type: string } } }',
          message: /^2 of 2 `links` properties have one shape: it is an object, not an array/,
        },
      ],
    },
  ],
});
