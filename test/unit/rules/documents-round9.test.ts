// Documents read as lists (precision round 9, seeds 122-124): AEM's keystore document `{authorizableId}.ks.json` (a
// format suffix after a parameter is no plural noun), clever-cloud's credit balance `{count, dropPrice, ownerId}` (no
// array anywhere: figures of one document) and Keycloak's `MappingsRepresentation` (a list beside a map of lists:
// one composite document).
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

const ARRAY =
  "{ '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object, properties: { name: { type: string } } } } } } } }";

ruleTester(listPaginationParams, {
  valid: [
    {
      name: 'AEM: GET /{intermediatePath}/{authorizableId}.ks.json reads one keystore document',
      spec: `
        openapi: 3.0.0
        info: { title: Adobe Experience Manager (AEM) API, version: 3.5.0-pre.0 }
        paths:
          /{intermediatePath}/{authorizableId}.ks.json:
            get:
              parameters:
                - { name: intermediatePath, in: path, required: true, schema: { type: string } }
                - { name: authorizableId, in: path, required: true, schema: { type: string } }
              responses:
                '200':
                  description: Retrieved Authorizable Keystore info
                  content: { text/plain: { schema: { $ref: '#/components/schemas/KeystoreInfo' } } }
        components:
          schemas:
            KeystoreInfo:
              type: object
              properties:
                aliases: { type: array, items: { type: object, properties: { alias: { type: string } } } }
                exists: { type: boolean }
      `,
    },
  ],
  invalid: [],
});

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'clever-cloud: GET /organisations/{id}/credits answers one credit balance {count, dropPrice, ownerId}',
      spec: `
        openapi: 3.0.0
        info: { title: Clever-Cloud API, version: 1.0.1 }
        paths:
          /organisations/{id}/credits:
            parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
            get:
              responses:
                '200': { description: getAmount, content: { application/json: { schema: { $ref: '#/components/schemas/Credits' } } } }
          /organisations/{id}/applications:
            parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
            get: { responses: ${ARRAY} }
        components:
          schemas:
            Credits:
              type: object
              required: [count, dropPrice, ownerId]
              properties:
                count: { type: number, format: float }
                dropPrice: { type: object, required: [currency, value], properties: { currency: { type: string }, value: { type: number, format: float } } }
                ownerId: { type: string }
      `,
    },
    {
      name: 'Keycloak: GET …/scope-mappings answers MappingsRepresentation, a list beside a map of lists: one document',
      spec: `
        openapi: 3.0.3
        info: { title: Keycloak Admin REST API, version: '1' }
        paths:
          /{realm}/clients/{id}/scope-mappings:
            parameters: [{ in: path, name: realm, required: true, schema: { type: string } }, { in: path, name: id, required: true, schema: { type: string } }]
            get:
              responses:
                2XX: { description: success, content: { application/json: { schema: { $ref: '#/components/schemas/MappingsRepresentation' } } } }
          /{realm}/clients/{id}/scope-mappings/realm:
            parameters: [{ in: path, name: realm, required: true, schema: { type: string } }, { in: path, name: id, required: true, schema: { type: string } }]
            get: { responses: ${ARRAY} }
        components:
          schemas:
            MappingsRepresentation:
              type: object
              properties:
                clientMappings: { type: object, additionalProperties: true }
                realmMappings: { type: array, items: { type: object, properties: { name: { type: string } } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'a plural collection answering only page keys {total, next, limit} is a page that declares no members: still flagged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /widgets:
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: object, properties: { total: { type: integer }, next: { type: string }, limit: { type: integer } } } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1widgets/get/responses/200/content/application~1json/schema',
          range: '6:65-6:71',
          text: 'schema',
        },
      ],
    },
  ],
});
