// One decision, one finding (RULES.md "Reporting") for post-on-member, cut from Rudder's spec: an API that changes
// its members with POST on the member path (rules, directives, groups) made one decision; it is one finding for
// the API with each POST related.
import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';

const RW =
  "{ get: { responses: { '200': { description: ok } } }, post: { responses: { '200': { description: ok } } }, delete: { responses: { '200': { description: ok } } } }";

ruleTester(postOnMember, {
  valid: [],
  invalid: [
    {
      name: 'Rudder: /rules/{ruleId}, /directives/{directiveId} and /groups/{groupId} are updated with POST; /nodes/{nodeId} with PATCH',
      spec: `
        openapi: 3.0.1
        info: { title: Rudder, version: '17' }
        paths:
          /rules/{ruleId}: ${RW}
          /directives/{directiveId}: ${RW}
          /groups/{groupId}: ${RW}
          /nodes/{nodeId}: { patch: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '3 of 4 member paths the API writes take POST (e.g. POST /rules/{ruleId}): the API changes its members with POST, one decision, reported once here. Create members with POST on the collection and change one with PUT or PATCH on its member path (§4).',
          related: [
            {
              pointer: '/paths/~1rules~1{ruleId}/post',
              range: '3:73-3:77',
              text: 'post',
              message: 'POST /rules/{ruleId}',
            },
            {
              pointer: '/paths/~1directives~1{directiveId}/post',
              range: '4:83-4:87',
              text: 'post',
              message: 'POST /directives/{directiveId}',
            },
            {
              pointer: '/paths/~1groups~1{groupId}/post',
              range: '5:75-5:79',
              text: 'post',
              message: 'POST /groups/{groupId}',
            },
          ],
        },
      ],
    },
  ],
});
