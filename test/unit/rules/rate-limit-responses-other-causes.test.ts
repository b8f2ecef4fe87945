import { ruleTester } from '../helpers/rule-tester';
import { rateLimitResponses } from '../../../src/core/rules/rate-limit-responses';
import { rateLimitHeaders } from '../../../src/core/rules/rate-limit-headers';

/**
 * A 429 whose description names a cause other than the client's request rate (a model overloaded, a queue full, too
 * many open transactions) is not the API declaring rate limits: the operations that cannot hit that cause are not
 * asked for one, and the 429 is not asked for X-RateLimit-* headers. Cut from Hugging Face TGI (429 "Model is
 * overloaded" on its generation endpoints; /tokenize and GET /v1/models never answer it) and the HAProxy Data Plane
 * API (429 "Too many open transactions" on POST /services/haproxy/transactions), round 12, seeds 201 and 203.
 */
const TGI = `
  openapi: 3.0.3
  info: { title: Text Generation Inference, version: 3.3.6-dev0 }
  paths:
    /generate:
      post:
        responses:
          '200': { description: Generated Text }
          '429':
            description: Model is overloaded
            content:
              application/json:
                example: { error: Model is overloaded, error_type: overloaded }
    /tokenize:
      post:
        responses:
          '200': { description: Tokenized ids }
    /v1/models:
      get:
        responses:
          '200': { description: Served model info }
`;

const HAPROXY = `
  swagger: '2.0'
  info: { title: HAProxy Data Plane API, version: '2.0' }
  basePath: /v2
  paths:
    /services/haproxy/transactions:
      post:
        responses:
          '201': { description: Transaction started }
          '429': { description: Too many open transactions }
    /services/haproxy/configuration/backends:
      get:
        responses:
          '200': { description: Successful operation }
`;

/**
 * A 429 that says the resource is busy with an earlier operation (Cloud Hypervisor's PUT /vm.resize, "could not be
 * resized because a cpu removal is still pending"; round 17, seed 214 #65, #68 WRONG) names the cause after its noun.
 */
const CLOUD_HYPERVISOR = `
  openapi: 3.0.1
  info: { title: Cloud Hypervisor API, version: 0.3.0 }
  servers: [{ url: http://localhost/api/v1 }]
  paths:
    /vm.resize:
      put:
        responses:
          '204': { description: The VM instance was successfully resized. }
          '404': { description: The VM instance could not be resized because it is not created. }
          '429': { description: The VM instance could not be resized because a cpu removal is still pending. }
    /vm.info:
      get:
        responses:
          '200': { description: The VM information }
`;

ruleTester(rateLimitResponses, {
  valid: [
    {
      name: 'Cloud Hypervisor: a 429 for a cpu removal still pending does not ask GET /vm.info',
      spec: CLOUD_HYPERVISOR,
    },
    { name: 'Hugging Face TGI: a 429 for an overloaded model does not ask /tokenize or GET /v1/models', spec: TGI },
    {
      name: 'HAProxy Data Plane API: a 429 for too many open transactions does not ask the other operations',
      spec: HAPROXY,
    },
  ],
  invalid: [
    {
      name: 'a rate-limit 429 beside an overload 429 still declares rate limits, named as the evidence',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /generate:
            post:
              responses:
                '200': { description: ok }
                '429': { description: Model is overloaded }
          /search:
            get:
              responses:
                '200': { description: ok }
                '429': { description: Too many concurrent requests }
          /models:
            get:
              responses:
                '200': { description: ok }
                '429': { description: Rate limit exceeded }
          /tokenize:
            post:
              responses:
                '200': { description: ok }
      `,
      findings: [
        {
          pointer: '/paths/~1tokenize/post/responses',
          range: '20:6-20:15',
          text: 'responses',
          message:
            'The API declares rate limits (a 429 response on GET /search) but POST /tokenize documents no 429 response; add a 429 response for when the client exceeds the rate limit.',
        },
      ],
    },
  ],
});

ruleTester(rateLimitHeaders, {
  valid: [
    {
      name: 'Cloud Hypervisor: a 429 for a pending cpu removal is not asked for X-RateLimit-* headers',
      spec: CLOUD_HYPERVISOR,
    },
    { name: 'Hugging Face TGI: an overloaded-model 429 is not asked for X-RateLimit-* headers', spec: TGI },
    {
      name: 'HAProxy Data Plane API: a too-many-open-transactions 429 is not asked for X-RateLimit-* headers',
      spec: HAPROXY,
    },
  ],
  invalid: [],
});
