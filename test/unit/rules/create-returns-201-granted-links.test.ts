// A POST that hands out a link that expires, with nothing to read back, grants an action: no create (round 19, seed
// 216 #21). Cut from Mender's management API (mendersoftware/mender-server openapi.yaml): `POST
// /api/management/v1/deployments/artifacts/directupload`, "Request Direct Upload", answers 200 `{id, uri, expire}`, a
// presigned upload URL; `…/directupload/{id}/complete` is a POST, and nothing reads an upload.
import { ruleTester } from '../helpers/rule-tester';
import { createReturns201 } from '../../../src/core/rules/create-returns-201';

/** Mender's direct upload, cut down, with more paths below it (`extra`). */
const mender = (extra = '') => `
  openapi: 3.0.1
  info: { title: Mender API, version: '1' }
  paths:
    /deployments/artifacts/directupload:
      post:
        operationId: Request Direct Upload
        responses:
          '200':
            description: OK
            content:
              application/json:
                schema:
                  type: object
                  required: [expire, id, uri]
                  properties:
                    id: { type: string, format: uuid }
                    uri: { type: string }
                    expire: { type: string, format: date-time }
    /deployments/artifacts/directupload/{id}/complete:
      post:
        parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
        responses: { '202': { description: Accepted } }${extra}
`;

ruleTester(createReturns201, {
  valid: [
    { name: 'Mender: a presigned upload link that expires, which nothing reads back, is no create', spec: mender() },
  ],
  invalid: [
    {
      name: 'the same answer on a collection whose members are read is a create',
      spec: mender(`
    /deployments/artifacts/directupload/{id}:
      get:
        parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
        responses: { '200': { description: OK } }`),
      findings: [
        {
          pointer: '/paths/~1deployments~1artifacts~1directupload/post/responses/200',
          range: '7:8-7:13',
          text: "'200'",
          message: /creates a member but answers 200 instead of 201/,
        },
      ],
    },
  ],
});
