// A status whose response is no Response Object is still declared: the status is the key of the `responses` object,
// whatever its value. Cut from Shopware's Store API (shopware/frontends storeApiSchema.json): `POST
// /dsr/customer/migrate-visitor-session` answers `"204": []` beside a `body` key OpenAPI does not know (round 19,
// seed 215 #74). `oas-schema` tells the malformed response; "declares no success" misdiagnosed it.
import * as assert from 'node:assert/strict';
import { dedent, lintText } from '../helpers/lint';
import { ruleTester } from '../helpers/rule-tester';
import { successStatus } from '../../../src/core/rules/success-status';

const shopware = (value: string) => `
  openapi: 3.1.0
  info: { title: Shopware Store API, version: 6.7.10.1 }
  paths:
    /dsr/customer/migrate-visitor-session:
      post:
        operationId: dsrMigrateVisitorSession
        body: { type: object, properties: { contextToken: { type: string } } }
        responses:
          '204': ${value}
`;

ruleTester(successStatus, {
  valid: [
    { name: 'Shopware: a 204 written as an empty list is still a 204', spec: shopware('[]') },
    { name: 'a 204 written as null is still a 204', spec: shopware('null') },
  ],
  invalid: [],
});

describe('success-status: a response that is no Response Object', () => {
  it('Shopware: the 204 is declared; only oas-schema tells the malformed response', () => {
    const found = lintText(dedent(shopware('[]')), ['success-status', 'oas-schema']);
    assert.deepEqual(
      found.map((f) => [f.rule, f.pointer]),
      [
        ['oas-schema', '/paths/~1dsr~1customer~1migrate-visitor-session/post/body'],
        ['oas-schema', '/paths/~1dsr~1customer~1migrate-visitor-session/post/responses/204'],
      ],
    );
  });
});
