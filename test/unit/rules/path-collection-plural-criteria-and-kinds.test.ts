// Segments that read as singular nouns but name no collection (precision round 19, seeds 215 #43, 217 #47, #48,
// #50): a batch read named for its quantifier, a search criterion, a kind of the collection before it, and a compound
// whose head is already plural. Cut from Zipkin's, Open Hospital's and StackOne's specs.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const LIST =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";
const ONE = (summary: string, id: string) =>
  `{ get: { summary: ${summary}, operationId: ${id}, responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } } } }`;

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'Zipkin: GET /traceMany reads a batch of traces by their ids; "Many" is a quantifier, not a singular noun',
      spec: `
        openapi: 3.0.0
        info: { title: Zipkin API, version: '2' }
        paths:
          /traces: ${LIST}
          /traceMany: ${LIST}
          /spans: ${LIST}
      `,
    },
    {
      name: 'Open Hospital: /operations/rows/search/admission searches the rows by admission: a criterion, not a collection',
      spec: `
        openapi: 3.0.0
        info: { title: Open Hospital API Documentation, version: 0.1.0 }
        paths:
          /operations/rows: ${LIST}
          /operations/rows/search/opd: ${LIST}
          /operations/rows/search/patient: ${LIST}
          /operations/rows/search/admission: ${LIST}
          /operations/search/type: ${LIST}
      `,
    },
    {
      name: 'Open Hospital: /wardsNoMaternity is the wards but the maternity one; its head, wards, is already plural',
      spec: `
        openapi: 3.0.0
        info: { title: Open Hospital API Documentation, version: 0.1.0 }
        paths:
          /wards: ${LIST}
          /wardsNoMaternity: ${LIST}
          /usersExceptAdmin: ${LIST}
      `,
    },
    {
      name: 'StackOne: /templates/push/{id} reads a push template: push is a kind of template the API names so',
      spec: `
        openapi: 3.1.0
        info: { title: Accounting, version: 1.0.0 }
        paths:
          /unified/marketing/templates/email: ${LIST}
          /unified/marketing/templates/email/{id}: ${ONE('Get Email Templates', 'marketing_get_email_template')}
          /unified/marketing/templates/push: ${LIST}
          /unified/marketing/templates/push/{id}: ${ONE('Get Push Template', 'marketing_get_push_template')}
          /unified/marketing/campaigns: ${LIST}
      `,
    },
  ],
  invalid: [
    {
      name: 'Zipkin: /trace/{traceId} beside /traces still names a collection in the singular',
      spec: `
        openapi: 3.0.0
        info: { title: Zipkin API, version: '2' }
        paths:
          /traces: ${LIST}
          /trace/{traceId}: ${ONE('Get trace', 'getTrace')}
          /traceMany: ${LIST}
      `,
      findings: [{ pointer: '/paths/~1trace~1{traceId}', range: '4:3-4:8', text: 'trace' }],
    },
    {
      name: 'a singular word after search with no collection searched before it, and a singular head before "No", still fire',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /search/user: ${LIST}
          /wardNoMaternity: ${LIST}
          /patients: ${LIST}
          /exams: ${LIST}
          /wards: ${LIST}
          /bills: ${LIST}
          /visits: ${LIST}
      `,
      findings: [
        { pointer: '/paths/~1search~1user', range: '3:10-3:14', text: 'user' },
        {
          pointer: '/paths/~1wardNoMaternity',
          range: '4:3-4:18',
          text: 'wardNoMaternity',
          message:
            '`wardNoMaternity` names a collection (its GET returns a list) but is singular; name collections in the plural: `wardsNoMaternity`.',
        },
      ],
    },
    {
      name: 'a singular segment after a plural one whose operations do not name it a kind of that noun still fires',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /accounts: ${LIST}
          /accounts/user/{id}: ${ONE('Get user', 'getUser')}
          /accounts/group/{id}: ${ONE('Get group', 'getGroup')}
          /orders: ${LIST}
          /invoices: ${LIST}
          /payments: ${LIST}
          /refunds: ${LIST}
      `,
      findings: [
        { pointer: '/paths/~1accounts~1user~1{id}', range: '4:12-4:16', text: 'user' },
        { pointer: '/paths/~1accounts~1group~1{id}', range: '5:12-5:17', text: 'group' },
      ],
    },
  ],
});
