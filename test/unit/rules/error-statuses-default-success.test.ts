import { ruleTester } from '../helpers/rule-tester';
import { authErrorResponses } from '../../../src/core/rules/auth-error-responses';
import { badRequestResponse } from '../../../src/core/rules/bad-request-response';
import { notFoundResponse } from '../../../src/core/rules/not-found-response';
import { serverErrorResponse } from '../../../src/core/rules/server-error-response';
import { explicitErrorStatuses } from '../../../src/core/rules/explicit-error-statuses';

/**
 * Cut from XTRF's Home API (xtrf.eu): 191 of its 284 operations answer only `default` (their success), the others
 * answer 204, 200 or 201, and no operation documents an error. `default` there is the success, not an error
 * catch-all: it documents no 400, 401, 403, 404 or 500, and the operations that answer only `default` are
 * success-status's (one finding for that decision). What is left is one gap per error rule, told once for the API.
 */
const XTRF = `
  openapi: 3.0.1
  info: { title: TRANSLATION MANAGEMENT SYSTEM, version: '2.0' }
  servers: [{ url: 'https://xtrf.eu/home-api' }]
  security: [{ AuthToken: [] }]
  paths:
    /tasks/{taskId}/instructions:
      parameters:
        - { name: taskId, in: path, required: true, schema: { type: integer } }
      get:
        responses:
          default: { description: successful operation }
      put:
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses:
          default: { description: successful operation }
    /tasks/{taskId}:
      parameters:
        - { name: taskId, in: path, required: true, schema: { type: integer } }
      get:
        responses:
          default: { description: successful operation }
      delete:
        responses:
          '204': { description: Success }
    /projects/{projectId}/status:
      parameters:
        - { name: projectId, in: path, required: true, schema: { type: string } }
      put:
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses:
          '204': { description: Success }
  components:
    securitySchemes:
      AuthToken: { type: apiKey, in: header, name: X-AUTH-ACCESS-TOKEN }
`;

/** Where the API-level findings go (the `paths` key), and the operations with an explicit success they list. */
const PATHS = { pointer: '/paths', range: '4:0-4:5', text: 'paths' };
const TASK_DELETE = {
  pointer: '/paths/~1tasks~1{taskId}/delete/responses',
  range: '22:6-22:15',
  text: 'responses',
  message: 'DELETE /tasks/{taskId}',
};
const STATUS_PUT = {
  pointer: '/paths/~1projects~1{projectId}~1status/put/responses',
  range: '29:6-29:15',
  text: 'responses',
  message: 'PUT /projects/{projectId}/status',
};

ruleTester(authErrorResponses, {
  valid: [],
  invalid: [
    {
      name: 'xtrf.eu: `default` as the only answer documents no 401 or 403; the gap is told once for the API',
      spec: XTRF,
      findings: [
        {
          ...PATHS,
          message:
            '401 and 403 are each documented on fewer than half of the secured operations (401 on 0 of 2, 403 on 0 of 2); add a 401 response for missing or invalid credentials and a 403 response for valid credentials without permission to each operation listed as related, for instance shared responses referenced from each.',
          related: [
            { ...TASK_DELETE, message: 'DELETE /tasks/{taskId}: no 401, no 403' },
            { ...STATUS_PUT, message: 'PUT /projects/{projectId}/status: no 401, no 403' },
          ],
        },
      ],
    },
  ],
});

ruleTester(badRequestResponse, {
  valid: [],
  invalid: [
    {
      name: 'xtrf.eu: `default` as the only answer documents no 400; the gap is told once for the API',
      spec: XTRF,
      findings: [
        {
          ...PATHS,
          message:
            '400 is documented on 0 of 1 operation that take input a client can get wrong (a request body or query parameters a server checks); add a 400 response for invalid input to each (listed as related), for instance one shared response referenced from each.',
          related: [STATUS_PUT],
        },
      ],
    },
  ],
});

ruleTester(notFoundResponse, {
  valid: [],
  invalid: [
    {
      name: 'xtrf.eu: `default` as the only answer documents no 404; the gap is told once for the API',
      spec: XTRF,
      findings: [
        {
          ...PATHS,
          message:
            '404 is documented on 0 of 2 operations that address a member (`/things/{id}` or below); add a 404 response for a member that does not exist to each (listed as related), for instance one shared response referenced from each.',
          related: [TASK_DELETE, STATUS_PUT],
        },
      ],
    },
  ],
});

ruleTester(serverErrorResponse, {
  valid: [],
  invalid: [
    {
      name: 'xtrf.eu: `default` as the only answer documents no 500; the gap is told once for the API',
      spec: XTRF,
      findings: [
        {
          ...PATHS,
          message:
            '500 (or `5XX`, or `default`) is documented on 0 of 2 operations; add a 500 response for unexpected server failures to each (listed as related), for instance one shared response referenced from each.',
          related: [TASK_DELETE, STATUS_PUT],
        },
      ],
    },
  ],
});

ruleTester(explicitErrorStatuses, {
  valid: [
    {
      name: 'xtrf.eu: a `default` that is the success documents no error, so it does not stand for all of them',
      spec: XTRF,
    },
  ],
  invalid: [],
});

/**
 * Cut from XTRF: below the norm (no operation documents 400), an operation whose own description says it answers 400
 * ("400 Bad Request is returned otherwise") is told on its own, not only listed in the API-level finding: its text and
 * its responses disagree. A number that is not a status ("up to 400 characters") is no such statement.
 */
const XTRF_STATED = `
  openapi: 3.0.1
  info: { title: TRANSLATION MANAGEMENT SYSTEM, version: '2.0' }
  paths:
    /v2/quotes/{quoteId}/status:
      put:
        summary: Changes quote status if possible (400 Bad Request is returned otherwise).
        parameters:
          - { name: quoteId, in: path, required: true, schema: { type: string } }
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses:
          '204': { description: Success }
    /v2/quotes/{quoteId}/name:
      put:
        description: Renames the quote (up to 400 characters).
        parameters:
          - { name: quoteId, in: path, required: true, schema: { type: string } }
        requestBody: { content: { application/json: { schema: { type: object } } } }
        responses:
          '204': { description: Success }
`;

ruleTester(badRequestResponse, {
  valid: [],
  invalid: [
    {
      name: 'xtrf.eu: below the norm, an operation whose description says it answers 400 is told on its own',
      spec: XTRF_STATED,
      // Adding the stated 400 makes 400 the API's norm: the other PUT is then told as a deviation.
      fixMayAdd: [badRequestResponse.id],
      findings: [
        {
          ...PATHS,
          range: '2:0-2:5',
          message:
            '400 is documented on 0 of 2 operations that take input a client can get wrong (a request body or query parameters a server checks); add a 400 response for invalid input to each (listed as related), for instance one shared response referenced from each.',
          related: [
            {
              pointer: '/paths/~1v2~1quotes~1{quoteId}~1name/put/responses',
              range: '17:6-17:15',
              text: 'responses',
              message: 'PUT /v2/quotes/{quoteId}/name',
            },
          ],
        },
        {
          pointer: '/paths/~1v2~1quotes~1{quoteId}~1status/put/responses',
          range: '9:6-9:15',
          text: 'responses',
          message:
            'PUT /v2/quotes/{quoteId}/status takes a request body but documents no 400 response; add a 400 response for invalid input or a malformed request. Its own description says it answers 400.',
        },
      ],
    },
  ],
});
