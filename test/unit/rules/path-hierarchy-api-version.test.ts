// A leading path parameter named as the API's version (precision round 10, seed 127 #50): ecotaco's `GET /{version}`,
// "Retrieve the Entry Point on Version", answers the Siren entry point of that API version; it is no member.
import { ruleTester } from '../helpers/rule-tester';
import { pathHierarchy } from '../../../src/core/rules/path-hierarchy';

const GET = (name: string) =>
  `{ get: { parameters: [{ in: path, name: ${name}, required: true, schema: { type: string } }], responses: { '200': { description: OK } } } }`;

ruleTester(pathHierarchy, {
  valid: [
    {
      name: 'staging-ecotaco.com: /{version} is the entry point of an API version; /{apiVersion}/rides too',
      spec: `
        openapi: 3.0.0
        info: { title: api.ecota.co v2, version: 1.0.0 }
        paths:
          /{version}: ${GET('version')}
          /{api_version}/rides: ${GET('api_version')}
          /rides: { get: { responses: { '200': { description: OK } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'still flags a leading parameter that names a member (/{id})',
      spec: `
        openapi: 3.0.0
        info: { title: api.ecota.co v2, version: 1.0.0 }
        paths:
          /{version}: ${GET('version')}
          /{id}: ${GET('id')}
          /rides: { get: { responses: { '200': { description: OK } } } }
      `,
      findings: [{ pointer: '/paths/~1{id}', range: '4:3-4:7', text: '{id}' }],
    },
  ],
});
