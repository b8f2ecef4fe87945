// One API-wide decision told once (RULES.md "Reporting"), where the places a rule flags are only some of those the
// decision covers (seed 207 #22, #41):
// - SigNoz answers every list in its `{status, data}` envelope; `data` is an array on most lists and a page object
//   (`{items, total, offset, limit}`, `{accounts: […]}`) on others, which were each reported as a list without
//   `pagination`. The envelope covers every list: one finding.
// - Portkey modifies its OpenAI-style members with POST (`modifyThread`, `modifyRun`…) and its own with PUT: the
//   POSTs named alike are one decision of that part of the API, one finding.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { postOnMember } from '../../../src/core/rules/post-on-member';

const listIn = (data: string) =>
  `{ responses: { '200': { description: OK, content: { application/json: { schema: { type: object, required: [status, data], properties: { status: { type: string }, data: ${data} } } } } } } }`;
const inEnvelope = (data: string) => `{ get: ${listIn(data)} }`;
const ARRAY = '{ type: array, items: { type: object } }';

ruleTester(listResponseShape, {
  valid: [],
  invalid: [
    {
      name: 'SigNoz: lists whose `data` is a page object inside the {status, data} envelope every list answers: one finding',
      spec: `
        openapi: 3.0.3
        info: { title: SigNoz, version: '' }
        paths:
          /api/v1/channels: ${inEnvelope(ARRAY)}
          /api/v1/rules: ${inEnvelope(ARRAY)}
          /api/v1/orgs/me/users: ${inEnvelope(ARRAY)}
          /api/v1/llm_pricing_rules: ${inEnvelope('{ type: object, properties: { items: ' + ARRAY + ', total: { type: integer }, offset: { type: integer }, limit: { type: integer } } }')}
          /api/v1/cloud_integrations/{cloud_provider}/accounts:
            parameters: [{ name: cloud_provider, in: path, required: true, schema: { type: string } }]
            get: ${listIn('{ type: object, properties: { accounts: ' + ARRAY + ' } }')}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            /^2 of 5 lists answer an object without `pagination` inside the envelope `\{data, status\}` that 5 of 5 lists answer \(e\.g\. GET \/api\/v1\/llm_pricing_rules\)/,
        },
      ],
    },
  ],
});

const ID = (name: string) => `{ name: ${name}, in: path, required: true, schema: { type: string } }`;
const OK = "{ '200': { description: OK, content: { application/json: { schema: { type: object } } } } }";
const member = (params: string, modify?: string) => `
            parameters: [${params}]
            get: { responses: ${OK} }
            ${modify ? `post: { operationId: ${modify}, requestBody: { content: { application/json: { schema: { type: object } } } }, responses: ${OK} }` : `put: { requestBody: { content: { application/json: { schema: { type: object } } } }, responses: ${OK} }`}
            delete: { responses: ${OK} }`;

ruleTester(postOnMember, {
  valid: [],
  invalid: [
    {
      name: 'Portkey: OpenAI-style members modified with POST (modifyAssistant, modifyThread, modifyRun) beside its own PUTs: one finding',
      spec: `
        openapi: 3.0.0
        info: { title: Portkey API, version: 1.0.0 }
        paths:
          /assistants/{assistant_id}: ${member(ID('assistant_id'), 'modifyAssistant')}
          /threads/{thread_id}: ${member(ID('thread_id'), 'modifyThread')}
          /threads/{thread_id}/runs/{run_id}: ${member(`${ID('thread_id')}, ${ID('run_id')}`, 'modifyRun')}
          /collections/{collectionId}: ${member(ID('collectionId'))}
          /labels/{labelId}: ${member(ID('labelId'))}
          /prompts/{promptId}: ${member(ID('promptId'))}
          /guardrails/{guardrailId}: ${member(ID('guardrailId'))}
          /configs/{slug}: ${member(ID('slug'))}
          /integrations/{slug}: ${member(ID('slug'))}
          /providers/{slug}: ${member(ID('slug'))}
      `,
      findings: [
        {
          pointer: '/paths/~1assistants~1{assistant_id}/post',
          range: '6:4-6:8',
          text: 'post',
          message:
            /^POST on the member path `\/assistants\/\{assistant_id\}`: .* The same on 2 other member paths whose POST is named alike \(`modifyAssistant`…, listed as related\): one decision\.$/,
          related: [
            {
              pointer: '/paths/~1threads~1{thread_id}/post',
              range: '11:4-11:8',
              text: 'post',
              message: 'POST /threads/{thread_id}',
            },
            {
              pointer: '/paths/~1threads~1{thread_id}~1runs~1{run_id}/post',
              range: '16:4-16:8',
              text: 'post',
              message: 'POST /threads/{thread_id}/runs/{run_id}',
            },
          ],
        },
      ],
    },
    {
      name: 'SendGrid: operationIds spelled from the method and path (POST-design, POST_templates-template_id) name no shared operation',
      spec: `
        openapi: 3.0.0
        info: { title: SendGrid, version: 3.0.0 }
        paths:
          /designs/{id}: ${member(ID('id'), 'POST-design')}
          /templates/{template_id}: ${member(ID('template_id'), 'POST_templates-template_id')}
          /collections/{collectionId}: ${member(ID('collectionId'))}
          /labels/{labelId}: ${member(ID('labelId'))}
          /prompts/{promptId}: ${member(ID('promptId'))}
      `,
      findings: [
        { pointer: '/paths/~1designs~1{id}/post', range: '6:4-6:8', text: 'post', message: /PUT or PATCH\.$/ },
        {
          pointer: '/paths/~1templates~1{template_id}/post',
          range: '11:4-11:8',
          text: 'post',
          message: /PUT or PATCH\.$/,
        },
      ],
    },
  ],
});
