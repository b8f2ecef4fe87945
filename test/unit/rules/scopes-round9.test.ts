// A parameter that scopes a list, read as a member id (precision round 9, seeds 122 and 124): cut from Keycloak's
// and data2crm's specs. Keycloak's `GET …/role-mappings/clients/{client}` answers an array of roles (another noun than
// `clients`, and `…/role-mappings/clients` is read nowhere): `{client}` picks whose roles are listed, it is no member
// id; POST adds roles to that list. data2crm's `POST /application/entity/{entity_id}` creates an item of the entity
// type `{entity_id}` names (`/application/entity/{entity_id}/{entity_item_id}` addresses those items).
import { ruleTester } from '../helpers/rule-tester';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';
import { postOnMember } from '../../../src/core/rules/post-on-member';

const ROLES = `{ '2XX': { description: success, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/RoleRepresentation' } } } } } }`;
const ROLE_BODY = `{ content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/RoleRepresentation' } } } }, required: true }`;
const PARAMS = `[{ in: path, name: realm, required: true, schema: { type: string } }, { in: path, name: id, required: true, schema: { type: string } }, { in: path, name: client, required: true, schema: { type: string } }]`;
const COMPONENTS = `
        components:
          schemas:
            RoleRepresentation: { type: object, properties: { id: { type: string }, name: { type: string } } }
            UserRepresentation: { type: object, properties: { id: { type: string }, username: { type: string } } }`;
const KEYCLOAK = `
        openapi: 3.0.3
        info: { title: Keycloak Admin REST API, version: '1' }
        paths:
          /{realm}/users/{id}:
            parameters: [{ in: path, name: realm, required: true, schema: { type: string } }, { in: path, name: id, required: true, schema: { type: string } }]
            get: { responses: { '2XX': { description: success, content: { application/json: { schema: { $ref: '#/components/schemas/UserRepresentation' } } } } } }
          /{realm}/users/{id}/role-mappings/clients/{client}:
            parameters: ${PARAMS}
            get: { summary: Get client-level role mappings for the user, and the app, responses: ${ROLES} }
            post: { summary: Add client-level roles to the user role mapping, requestBody: ${ROLE_BODY}, responses: { '2XX': { description: success } } }
            delete: { summary: Delete client-level roles from user role mapping, requestBody: ${ROLE_BODY}, responses: { '2XX': { description: success } } }
          /{realm}/users/{id}/role-mappings/clients/{client}/available:
            parameters: ${PARAMS}
            get: { responses: ${ROLES} }
          /{realm}/users/{id}/role-mappings/clients/{client}/composite:
            parameters: ${PARAMS}
            get: { responses: ${ROLES} }${COMPONENTS}
`;
// The same API with a member that answers an array of its own kind by mistake: the finding stays.
const USERS_ARRAY = `
        openapi: 3.0.3
        info: { title: Keycloak Admin REST API, version: '1' }
        paths:
          /{realm}/users/{id}:
            parameters: [{ in: path, name: realm, required: true, schema: { type: string } }, { in: path, name: id, required: true, schema: { type: string } }]
            get: { responses: { '2XX': { description: success, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/UserRepresentation' } } } } } } }${COMPONENTS}
`;

ruleTester(memberResponseObject, {
  valid: [{ name: 'Keycloak: GET …/role-mappings/clients/{client} lists the roles {client} scopes', spec: KEYCLOAK }],
  invalid: [
    {
      name: 'Keycloak-like: a member answering an array of its own kind (UserRepresentation under users) is still flagged',
      spec: USERS_ARRAY,
      findings: [
        {
          pointer: '/paths/~1{realm}~1users~1{id}/get/responses/2XX/content/application~1json/schema',
          range: '5:86-5:92',
          text: 'schema',
        },
      ],
    },
  ],
});

ruleTester(postOnMember, {
  valid: [
    { name: 'Keycloak: POST …/role-mappings/clients/{client} adds roles to the list {client} scopes', spec: KEYCLOAK },
    {
      name: 'data2crm: POST /application/entity/{entity_id} creates an item of that entity type (/{entity_id}/{entity_item_id} exists)',
      spec: `
        openapi: 3.0.0
        info: { title: Data2CRM.API, version: '1' }
        paths:
          /application/entity/{entity_id}:
            parameters: [{ name: entity_id, in: path, required: true, schema: { type: string } }]
            get: { summary: GET for entity, responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/EntityEntity' } } } } } }
            post: { summary: POST for entityItem, responses: { '201': { description: created, content: { application/json: { schema: { $ref: '#/components/schemas/EntityItemEntityRelation' } } } } } }
          /application/entity/{entity_id}/list:
            parameters: [{ name: entity_id, in: path, required: true, schema: { type: string } }]
            get: { summary: GET for entityItem, responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { $ref: '#/components/schemas/EntityItemEntity' } } } } } } }
          /application/entity/{entity_id}/{entity_item_id}:
            parameters: [{ name: entity_id, in: path, required: true, schema: { type: string } }, { name: entity_item_id, in: path, required: true, schema: { type: string } }]
            get: { summary: GET for entityItem, responses: { '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/EntityItemEntity' } } } } } }
            put: { summary: PUT for entityItem, responses: { '200': { description: ok } } }
            delete: { summary: DELETE for entityItem, responses: { '204': { description: deleted } } }
        components:
          schemas:
            EntityEntity: { type: object, properties: { id: { type: string }, name: { type: string } } }
            EntityItemEntity: { type: object, properties: { id: { type: string } } }
            EntityItemEntityRelation: { type: object, properties: { id: { type: string } } }
      `,
    },
  ],
  invalid: [],
});
