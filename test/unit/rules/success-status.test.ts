import { ruleTester } from '../helpers/rule-tester';
import { successStatus } from '../../../src/core/rules/success-status';

ruleTester(successStatus, {
  valid: [
    {
      name: 'accepts 202 for accepted work and 201 for a PUT that creates',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            put: { responses: { '201': { description: created } } }
            patch: { responses: { '202': { description: accepted } } }
            delete: { responses: { '202': { description: accepted } } }
          /exports/{id}:
            get: { responses: { 2XX: { description: ok } } }
      `,
    },
    {
      name: 'accepts the conventional statuses and 2XX ranges',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get: { responses: { '200': { description: ok } } }
            post: { responses: { '201': { description: created } } }
          /users/{id}:
            put: { responses: { '200': { description: ok } } }
            patch: { responses: { '204': { description: ok } } }
            delete: { responses: { 2XX: { description: done } } }
            head: { responses: { '204': { description: ok } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Miataru: every success documented as `default` is one decision, one finding for the API',
      spec: `
        swagger: '2.0'
        info: { title: Miataru API, version: 1.1.0 }
        paths:
          /GetLocation:
            post: { responses: { default: { description: The location of the device } } }
          /UpdateLocation:
            post: { responses: { default: { description: The ACK to the update } } }
          /GetLocationGeoJSON/{deviceID}:
            get:
              parameters: [{ name: deviceID, in: path, required: true, type: string }]
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            '2 of 3 operations document their success only as `default` (e.g. POST /GetLocation): one decision of the API, reported once here. Declare the 2xx status each operation answers (§4): 200 for a read, 201 for a create, 204 for no content.',
          related: [
            {
              pointer: '/paths/~1GetLocation/post/responses',
              range: '4:12-4:21',
              text: 'responses',
              message: 'POST /GetLocation',
            },
            {
              pointer: '/paths/~1UpdateLocation/post/responses',
              range: '6:12-6:21',
              text: 'responses',
              message: 'POST /UpdateLocation',
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: 'flags an operation with no 2xx at `responses`, naming what its method answers',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /users:
            get:
              responses:
                '400': { description: bad }
                default: { description: error }
            post:
              responses:
                '400': { description: bad }
      `,
      findings: [
        {
          pointer: '/paths/~1users/get/responses',
          range: '5:6-5:15',
          text: 'responses',
          message: 'GET /users declares no success (2xx) response; a successful GET answers 200 (§4).',
        },
        {
          pointer: '/paths/~1users/post/responses',
          range: '9:6-9:15',
          text: 'responses',
          message: 'POST /users declares no success (2xx) response; document the 2xx status it answers (§4).',
        },
      ],
      output: null,
    },
    {
      name: 'flags GET without 200, PUT without 200/201/202/204, PATCH and DELETE without 200/202/204, at their first 2xx key',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths:
          /users/{id}:
            get:
              responses:
                '206': { description: partial }
            put:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '203': { description: odd }
            patch:
              requestBody: { content: { application/json: { schema: { type: object } } } }
              responses:
                '201': { description: created }
            delete:
              responses:
                '205': { description: reset }
                '404': { description: missing }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{id}/get/responses/206',
          range: '6:8-6:13',
          text: "'206'",
          message: 'GET /users/{id} answers 206 but has no 200 response; a successful GET answers 200 (§4).',
        },
        {
          pointer: '/paths/~1users~1{id}/put/responses/203',
          range: '10:8-10:13',
          text: "'203'",
          message:
            'PUT /users/{id} answers 203 but has no 200, 201, 202 or 204 response; a successful PUT answers 200, 201, 202 or 204 (§4).',
        },
        {
          pointer: '/paths/~1users~1{id}/patch/responses/201',
          range: '14:8-14:13',
          text: "'201'",
          message:
            'PATCH /users/{id} answers 201 but has no 200, 202 or 204 response; a successful PATCH answers 200, 202 or 204 (§4).',
        },
        {
          pointer: '/paths/~1users~1{id}/delete/responses/205',
          range: '17:8-17:13',
          text: "'205'",
          message:
            'DELETE /users/{id} answers 205 but has no 200, 202 or 204 response; a successful DELETE answers 200, 202 or 204 (§4).',
        },
      ],
      output: null,
    },
    {
      name: 'flags an operation with no responses at its method key; reads 2.0',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /users/{id}: { delete: {}, get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1users~1{id}/delete',
          range: '3:17-3:23',
          text: 'delete',
          message:
            'DELETE /users/{id} declares no success (2xx) response; a successful DELETE answers 200, 202 or 204 (§4).',
        },
      ],
      output: null,
    },
  ],
});
