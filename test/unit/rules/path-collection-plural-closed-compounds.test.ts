import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const LIST =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";

// Visma Severa (visma.com), round 10 (seed 126 #54–56): a closed compound written as one word whose first word is a
// plural noun the API names, followed by a qualifier (`with`, `by`, `for`, `per`…), is already plural.
ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'visma.com: phaseswithhierarchy, rootphaseswithhierarchy and holidaysbytimeperiod are plural heads with a qualifier',
      spec: `
        openapi: 3.0.0
        info: { title: Severa Public Rest API Documentation, version: '1.0' }
        paths:
          /v1/phases: ${LIST}
          /v1/holidays: ${LIST}
          /v1/projects/{guid}/phaseswithhierarchy: ${LIST}
          /v1/rootphaseswithhierarchy: ${LIST}
          /v1/holidaysbytimeperiod: ${LIST}
      `,
    },
  ],
  invalid: [
    {
      name: 'still flags a word that merely contains a preposition (transformation), and a singular head (phasewithhierarchy)',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1.0' }
        paths:
          /v1/phases: ${LIST}
          /v1/transformation: ${LIST}
          /v1/phasewithhierarchy: ${LIST}
          /v1/users: ${LIST}
          /v1/orders: ${LIST}
          /v1/invoices: ${LIST}
      `,
      findings: [
        { pointer: '/paths/~1v1~1transformation', range: '4:6-4:20', text: 'transformation' },
        { pointer: '/paths/~1v1~1phasewithhierarchy', range: '5:6-5:24', text: 'phasewithhierarchy' },
      ],
    },
  ],
});
