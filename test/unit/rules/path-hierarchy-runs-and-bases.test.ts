// Parameters in a row and leading parameters, cut from the specs of precision rounds 8-9 (seeds 119, 121): a run of
// three parameters is one problem on its path (Snyk's Gradle coordinates were told twice), and a server URL whose
// path ends in a collection (Vonage's `/beta/chatapp-accounts`) names what a leading parameter is a member of.
import { ruleTester } from '../helpers/rule-tester';
import { pathHierarchy } from '../../../src/core/rules/path-hierarchy';

const R = "{ get: { responses: { '200': { description: ok } } } }";

ruleTester(pathHierarchy, {
  valid: [
    {
      name: 'Vonage External Accounts: the server path /beta/chatapp-accounts names the collection {provider} is a member of',
      spec: `
        openapi: 3.0.0
        info: { title: External Accounts API, version: 0.2.0 }
        servers: [{ url: 'https://api.nexmo.com/beta/chatapp-accounts' }]
        paths:
          /{provider}/applications: ${R}
          /messenger: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'Snyk: {group}/{name}/{version} is one run of parameters, one finding on the path',
      spec: `
        openapi: 3.0.0
        info: { title: Snyk API, version: 1.0.0 }
        servers: [{ url: 'https://api.snyk.io/v1' }]
        paths:
          /test/gradle/{group}/{name}/{version}: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1test~1gradle~1{group}~1{name}~1{version}',
          range: '4:23-4:39',
          text: '{name}/{version}',
          message:
            '3 parameters follow each other directly (`{group}/{name}/{version}`); put the collection each belongs to before it: `{group}/{collection}/{name}/{collection}/{version}`.',
        },
      ],
    },
    {
      name: 'BKK Futár: a server path ending in ws (no plural noun) names no collection; /{dialect}/… still begins with a parameter',
      spec: `
        openapi: 3.0.0
        info: { title: BKK Futár, version: 1.0.0 }
        servers: [{ url: 'https://futar.bkk.hu/api/query/v1/ws' }]
        paths:
          /{dialect}/api/where/alert-search: ${R}
      `,
      findings: [{ pointer: '/paths/~1{dialect}~1api~1where~1alert-search', range: '4:3-4:12', text: '{dialect}' }],
    },
    {
      name: 'Google Container: a server with no path leaves /v1beta1/{name} beginning with a parameter',
      spec: `
        openapi: 3.0.0
        info: { title: Kubernetes Engine API, version: v1beta1 }
        servers: [{ url: 'https://container.googleapis.com/' }]
        paths:
          /v1beta1/{name}: ${R}
      `,
      findings: [{ pointer: '/paths/~1v1beta1~1{name}', range: '4:11-4:17', text: '{name}' }],
    },
  ],
});
