// Round 8 of the precision review (seeds 118 and 120): a PUT that replaces one document holding a set is no bulk write.
import { ruleTester } from '../helpers/rule-tester';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

const RULE = '{ type: object, properties: { policy: { type: string }, destCidr: { type: string } } }';

ruleTester(writeOnCollection, {
  valid: [
    {
      name: 'Meraki: PUT `/networks/{networkId}/cellularFirewallRules` replaces the ordered rule set `{rules: […]}` whole',
      spec: `
        openapi: 3.0.1
        info: { title: Meraki Dashboard API, version: 1.15.0 }
        paths:
          /networks/{networkId}/cellularFirewallRules:
            parameters: [{ name: networkId, in: path, required: true, schema: { type: string } }]
            get:
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }
            put:
              requestBody:
                content:
                  application/json:
                    schema: { type: object, properties: { rules: { type: array, items: ${RULE} } } }
              responses:
                '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } }
      `,
    },
    {
      name: 'XTRF: PUT `/projects/{projectId}/customFields` replaces the project’s field set `{customFields: […]}`',
      spec: `
        openapi: 3.0.1
        info: { title: XTRF Home Portal API, version: '2.0' }
        paths:
          /projects/{projectId}/customFields:
            parameters: [{ name: projectId, in: path, required: true, schema: { type: integer } }]
            get:
              responses: { default: { description: successful operation } }
            put:
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: '#/components/schemas/CustomFieldsDTO' } } }
              responses: { default: { description: successful operation } }
          /v2/projects/{projectId}/customFields/{key}:
            parameters:
              - { name: projectId, in: path, required: true, schema: { type: integer } }
              - { name: key, in: path, required: true, schema: { type: string } }
            put:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { default: { description: successful operation } }
        components:
          schemas:
            CustomFieldsDTO:
              type: array
              items: { type: object, properties: { key: { type: string }, value: { type: object } } }
              properties:
                customFields: { type: array, items: { type: object, properties: { key: { type: string } } } }
                empty: { type: boolean }
      `,
    },
  ],
  invalid: [
    {
      name: 'DocuSign-style PUT `/accounts/{accountId}/users` with `{users: […]}` beside POST and DELETE is a bulk write',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: '1' }
        paths:
          /accounts/{accountId}/users:
            parameters: [{ name: accountId, in: path, required: true, schema: { type: string } }]
            get:
              responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } }
            post:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses: { '201': { description: created } }
            put:
              requestBody:
                content:
                  application/json:
                    schema: { type: object, properties: { users: { type: array, items: { type: object } } } }
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1accounts~1{accountId}~1users/put',
          range: '10:4-10:7',
          text: 'put',
          message:
            'PUT on the collection `/accounts/{accountId}/users` writes the members its request body names (or all of them), not one member named in the path; PUT belongs on one member: `/accounts/{accountId}/users/{id}`.',
        },
      ],
      formats: ['yaml'],
    },
  ],
});

ruleTester(writeOnCollection, {
  valid: [],
  invalid: [
    {
      name: 'Jira: PUT `/notificationscheme/{id}/notification` adds to a set whose members a DELETE path names: still flagged',
      spec: `
        openapi: 3.0.1
        info: { title: The Jira Cloud platform REST API, version: 1001.0.0 }
        paths:
          /rest/api/3/notificationscheme/{id}/notification:
            put:
              summary: Add notifications to notification scheme
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              requestBody:
                required: true
                content:
                  application/json:
                    schema:
                      type: object
                      properties: { notificationSchemeEvents: { type: array, items: { type: object } } }
              responses: { '204': { description: Returned if the request is successful. } }
          /rest/api/3/notificationscheme/{notificationSchemeId}/notification/{notificationId}:
            delete:
              parameters:
                - { name: notificationSchemeId, in: path, required: true, schema: { type: string } }
                - { name: notificationId, in: path, required: true, schema: { type: string } }
              responses: { '204': { description: Returned if the request is successful. } }
      `,
      findings: [
        {
          pointer: '/paths/~1rest~1api~13~1notificationscheme~1{id}~1notification/put',
          range: '4:4-4:7',
          text: 'put',
          message:
            'PUT on the collection `/rest/api/3/notificationscheme/{id}/notification` writes the members its request body names (or all of them), not one member named in the path; PUT belongs on one member: `/rest/api/3/notificationscheme/{notificationSchemeId}/notification/{notificationId}`.',
        },
      ],
      formats: ['yaml'],
    },
  ],
});
