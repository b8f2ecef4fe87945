import { ruleTester } from '../helpers/rule-tester';
import { duplicateOperationId } from '../../../src/core/rules/duplicate-operation-id';

const spec = `
  openapi: 3.1.0
  info: { title: t, version: '1' }
  paths:
    /users:
      get:
        operationId: listUsers
        responses: { '200': { description: ok } }
      post:
        operationId: listUsers
        responses: { '201': { description: ok } }
`;

ruleTester(duplicateOperationId, {
  valid: [
    {
      name: 'stays quiet when every operationId is unique',
      spec: spec.replace(/listUsers\n(\s+responses: \{ '201')/, 'createUser\n$1'),
    },
  ],
  invalid: [
    {
      name: 'flags the second use of an operationId at its value',
      spec,
      findings: [
        {
          pointer: '/paths/~1users/post/operationId',
          range: '8:19-8:28',
          text: 'listUsers',
          message: /already used by GET \/users/,
        },
      ],
      output: null,
    },
  ],
});
