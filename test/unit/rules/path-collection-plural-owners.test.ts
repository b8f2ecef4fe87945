// Segments that name one thing of an owner, a view or a flow, read as singular collections (precision round 9, seeds
// 122-124): cut from FishEye's, magick.nu's, clever-cloud's and Keycloak's specs.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

const OK = "{ responses: { '200': { description: ok } } }";
const ROLES =
  "{ responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object, properties: { name: { type: string } } } } } } } } }";

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'FishEye: /commit-graph-v1/slice/{repository} is the slice of one repository (repositories-v1 names repositories)',
      spec: `
        openapi: 3.0.0
        info: { title: FishEye, version: '1' }
        paths:
          /rest-service-fe/repositories-v1:
            get: ${OK}
          /rest-service-fe/commit-graph-v1/slice/{repository}:
            parameters: [{ name: repository, in: path, required: true, schema: { type: string } }]
            get: { summary: finds slice data the query, responses: { '200': { description: ok } } }
      `,
    },
    {
      name: "magick.nu: /users/password/{username} is one user's password",
      spec: `
        openapi: 3.0.0
        info: { title: Tradeworks, version: '1' }
        paths:
          /users:
            post: ${OK}
          /users/password/{username}:
            parameters: [{ name: username, in: path, required: true, schema: { type: string } }]
            put: { summary: "Update user's password", responses: { '200': { description: ok } } }
      `,
    },
    {
      name: 'clever-cloud: /password_forgotten/{key} is a password-reset flow (forgotten qualifies)',
      spec: `
        openapi: 3.0.0
        info: { title: Clever-Cloud API, version: '1' }
        paths:
          /password_forgotten:
            get: ${OK}
            post: ${OK}
          /password_forgotten/{key}:
            parameters: [{ name: key, in: path, required: true, schema: { type: string } }]
            get: ${OK}
            post: ${OK}
      `,
    },
    {
      name: 'Keycloak: …/clients/{client}/composite is the composite (effective) view of the roles, an adjective',
      spec: `
        openapi: 3.0.3
        info: { title: Keycloak Admin REST API, version: '1' }
        paths:
          /{realm}/users/{id}/role-mappings/clients/{client}/available:
            parameters: [{ in: path, name: realm, required: true, schema: { type: string } }, { in: path, name: id, required: true, schema: { type: string } }, { in: path, name: client, required: true, schema: { type: string } }]
            get: ${ROLES}
          /{realm}/users/{id}/role-mappings/clients/{client}/composite:
            parameters: [{ in: path, name: realm, required: true, schema: { type: string } }, { in: path, name: id, required: true, schema: { type: string } }, { in: path, name: client, required: true, schema: { type: string } }]
            get: ${ROLES}
      `,
    },
    {
      name: 'clever-cloud: /payments/fullprice/{price} is the full price of the price given, no collection of fullprices',
      spec: `
        openapi: 3.0.0
        info: { title: Clever-Cloud API, version: '1' }
        paths:
          /self/payments/fullprice/{price}:
            parameters: [{ name: price, in: path, required: true, schema: { type: string } }]
            get: { responses: { '200': { description: priceWithTax } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Keycloak: /federated-identity is listed, so /federated-identity/{provider} is still its member though providers are another noun',
      spec: `
        openapi: 3.0.3
        info: { title: Keycloak Admin REST API, version: '1' }
        paths:
          /{realm}/identity-provider/providers:
            parameters: [{ in: path, name: realm, required: true, schema: { type: string } }]
            get: ${ROLES}
          /{realm}/users/{id}/federated-identity:
            parameters: [{ in: path, name: realm, required: true, schema: { type: string } }, { in: path, name: id, required: true, schema: { type: string } }]
            get: ${ROLES}
          /{realm}/users/{id}/federated-identity/{provider}:
            parameters: [{ in: path, name: realm, required: true, schema: { type: string } }, { in: path, name: id, required: true, schema: { type: string } }, { in: path, name: provider, required: true, schema: { type: string } }]
            post: ${OK}
            delete: ${OK}
      `,
      findings: [
        {
          pointer: '/paths/~1{realm}~1users~1{id}~1federated-identity',
          range: '6:22-6:40',
          text: 'federated-identity',
        },
      ],
    },
    {
      name: 'ClickSend: /reseller/{subdomain} names no other noun of the API: a member of resellers',
      spec: `
        openapi: 3.0.0
        info: { title: ClickSend, version: '3' }
        paths:
          /reseller/{subdomain}:
            parameters: [{ name: subdomain, in: path, required: true, schema: { type: string } }]
            get: ${OK}
          /reseller/accounts:
            get: ${OK}
      `,
      findings: [{ pointer: '/paths/~1reseller~1{subdomain}', range: '3:3-3:11', text: 'reseller' }],
    },
  ],
});
