// A POST whose operationId says it reads several is a search or a bulk read, no create (precision round 13): cut from
// Jaeger's query service (gRPC gateway operationIds) and Focalboard's spec.
import { ruleTester } from '../helpers/rule-tester';
import { createReturns201 } from '../../../src/core/rules/create-returns-201';

const BODY = 'requestBody: { content: { application/json: { schema: { type: object } } } }';
const OK = "responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";

ruleTester(createReturns201, {
  valid: [
    {
      name: 'Jaeger: POST /api/v3/traces (QueryService_FindTracesPost) finds traces by a query in its body',
      spec: `
        openapi: 3.1.0
        info: { title: Jaeger, version: '3' }
        paths:
          /api/v3/traces:
            get: { operationId: QueryService_FindTraces, ${OK} }
            post: { operationId: QueryService_FindTracesPost, ${BODY}, ${OK} }
          /api/v3/trace-summaries:
            get: { operationId: QueryService_FindTraceSummaries, ${OK} }
            post: { operationId: QueryService_FindTraceSummaries, ${BODY}, ${OK} }
      `,
    },
    {
      name: 'Kapua: "Get the Assets Definitions of a single Device filtered" (deviceAssetListFiltered) reads by a filter in its body',
      spec: `
        openapi: 3.0.3
        info: { title: Kapua, version: '2' }
        paths:
          /{scopeId}/devices/{deviceId}/assets:
            get: { operationId: deviceAssetList, ${OK} }
            post: { operationId: deviceAssetListFiltered, summary: Get the Assets Definitions of a single Device filtered, ${BODY}, ${OK} }
      `,
    },
  ],
  invalid: [
    {
      name: 'a service-prefixed create (MemoService_CreateMemo) answering 200 is still a create',
      spec: `
        openapi: 3.1.0
        info: { title: memos, version: '1' }
        paths:
          /api/v1/memos:
            get: { operationId: MemoService_ListMemos, ${OK} }
            post: { operationId: MemoService_CreateMemo, ${BODY}, ${OK} }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1v1~1memos/post/responses/200',
          range: '5:140-5:145',
          text: "'200'",
          message:
            'POST /api/v1/memos creates a member but answers 200 instead of 201; a POST that creates a member answers 201 Created with the created member, or 202 Accepted when it creates it later (§4).',
        },
      ],
    },
    {
      name: 'a summary that gets one thing ("Get a key for the client") still reads as a create',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /api-keys:
            get: { ${OK} }
            post: { summary: Get a key for the client, ${BODY}, ${OK} }
      `,
      findings: [{ pointer: '/paths/~1api-keys/post/responses/200', range: '5:138-5:143', text: "'200'" }],
    },
    {
      name: 'a summary that reads and writes ("Get or create sessions") still reads as a create',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /sessions:
            get: { ${OK} }
            post: { summary: Get or create sessions, ${BODY}, ${OK} }
      `,
      findings: [{ pointer: '/paths/~1sessions/post/responses/200', range: '5:136-5:141', text: "'200'" }],
    },
  ],
});
