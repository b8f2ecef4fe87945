import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';

describe('rule duplicate-operation-id', () => {
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

  it('flags the second use of an operationId at its value', () => {
    const findings = lintText(spec, 'duplicate-operation-id');
    assert.deepEqual(findings.map((f) => brief(f, spec)), [{ rule: 'duplicate-operation-id', range: '8:19-8:28', text: 'listUsers' }]);
    assert.equal(findings[0].pointer, '/paths/~1users/post/operationId');
    assert.match(findings[0].message, /already used by GET \/users/);
  });

  it('stays quiet when every operationId is unique', () => {
    assert.deepEqual(lintText(spec.replace(/listUsers\n(\s+responses: \{ '201')/, 'createUser\n$1'), 'duplicate-operation-id'), []);
  });
});
