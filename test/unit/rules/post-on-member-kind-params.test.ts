// A parameter that picks a kind of thing, with members addressed below it, is the collection itself: zoho CRM's
// `/crm/v8/{module_api_name}` (Leads, Contacts…) beside `/crm/v8/{module_api_name}/{id}`; POST on it creates a
// record (precision round 16, seed 210 #61 WRONG). A parameter naming a member of the segment before it
// (`/modules/{moduleId}`) is still a member id.
import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';

const ok = `{ responses: { '200': { description: OK } } }`;

ruleTester(postOnMember, {
  valid: [
    {
      name: 'zoho CRM: POST /crm/v8/{module_api_name} inserts records into that module',
      spec: `
        openapi: 3.0.0
        info: { title: Records, version: v8 }
        paths:
          /crm/v8/{module_api_name}: { get: ${ok}, post: ${ok}, put: ${ok}, delete: ${ok} }
          /crm/v8/{module_api_name}/{id}: { get: ${ok}, put: ${ok}, delete: ${ok} }
      `,
    },
  ],
  invalid: [
    {
      name: 'POST on /modules/{moduleId} with members below is still POST on a member',
      spec: `
        openapi: 3.0.0
        info: { title: Modules, version: v1 }
        paths:
          /modules: { get: ${ok} }
          /modules/{moduleId}: { get: ${ok}, post: ${ok} }
          /modules/{moduleId}/{id}: { get: ${ok} }
      `,
      findings: [
        {
          pointer: '/paths/~1modules~1{moduleId}/post',
          range: '4:77-4:81',
          text: 'post',
          message:
            'POST on the member path `/modules/{moduleId}`: create members with POST on the collection `/modules`, and change this one with PUT or PATCH.',
        },
      ],
    },
  ],
});
