// One decision, one finding (RULES.md "Reporting"): POST on the members of sibling paths is one pattern, told once.
// Cut from reverb.com (seed 118 #62–63: follow a brand, a shop, a collection… with POST on `/my/follows/<what>/{slug}`).
import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';

const follow = (param: string) =>
  `{ parameters: [{ name: ${param}, in: path, required: true, schema: { type: string } }], get: { responses: { '200': { description: OK } } }, post: { responses: { '200': { description: OK } } }, delete: { responses: { '200': { description: OK } } } }`;

ruleTester(postOnMember, {
  valid: [],
  invalid: [
    {
      name: 'Reverb: follow-by-POST on the members of sibling paths is one finding, the siblings related',
      spec: `
        openapi: 3.0.0
        info: { title: Reverb API, version: '3.0' }
        paths:
          /my/follows/brands: { get: { responses: { '200': { description: OK } } } }
          /my/follows/brands/{slug}: ${follow('slug')}
          /my/follows/collections/{slug}: ${follow('slug')}
          /my/follows/shops/{slug}: ${follow('slug')}
          /listings: { get: { responses: { '200': { description: OK } } } }
          /listings/{id}: { get: { responses: { '200': { description: OK } } }, put: { responses: { '200': { description: OK } } } }
          /shops/{id}: { get: { responses: { '200': { description: OK } } }, put: { responses: { '200': { description: OK } } } }
          /categories/{uuid}: { get: { responses: { '200': { description: OK } } }, put: { responses: { '200': { description: OK } } } }
          /orders/{id}: { get: { responses: { '200': { description: OK } } }, put: { responses: { '200': { description: OK } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1my~1follows~1brands~1{slug}/post',
          range: '4:165-4:169',
          text: 'post',
          message:
            'POST on the member path `/my/follows/brands/{slug}`: create members with POST on the collection `/my/follows/brands`, and change this one with PUT or PATCH. The same on 2 sibling paths (listed as related): one decision.',
          related: [
            {
              message: 'POST /my/follows/collections/{slug}',
              pointer: '/paths/~1my~1follows~1collections~1{slug}/post',
              range: '5:170-5:174',
              text: 'post',
            },
            {
              message: 'POST /my/follows/shops/{slug}',
              pointer: '/paths/~1my~1follows~1shops~1{slug}/post',
              range: '6:164-6:168',
              text: 'post',
            },
          ],
        },
      ],
    },
  ],
});
