import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { MockApi, type MockRequest } from '../../../src/core/mock/mock-api';
import { buildModel } from '../../../src/core/openapi/build';

const SPEC = `openapi: 3.0.3
info: {title: Users, version: '1'}
servers: [{url: 'https://api.example.com/v1'}]
paths:
  /users:
    post:
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/User'}
      responses:
        '201':
          description: Created.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/User'}
  /users/{userId}:
    parameters:
      - {name: userId, in: path, required: true, schema: {type: integer}}
    get:
      responses:
        '200':
          description: The user.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/User'}
    put:
      requestBody:
        required: true
        content:
          application/json:
            schema: {$ref: '#/components/schemas/User'}
      responses:
        '200':
          description: Replaced.
          content:
            application/json:
              schema: {$ref: '#/components/schemas/User'}
components:
  schemas:
    User:
      type: object
      required: [name]
      properties:
        id: {type: integer, readOnly: true}
        name: {type: string}
        password: {type: string, writeOnly: true}
`;

function request(method: string, path: string, body?: unknown): MockRequest {
  return { method, path, query: new URLSearchParams(), headers: { host: 'localhost' }, body };
}

describe('mock: write-only properties are taken but never answered', () => {
  it('drops them from the created member, from a GET of it and from a PUT answer; the answers conform', () => {
    const bugs: string[] = [];
    const api = new MockApi(buildModel(parseSource('users.yaml', SPEC))!, { log: (line) => bugs.push(line) });
    const made = api.handle(request('POST', '/v1/users', { name: 'Ada', password: 'secret-1' }));
    assert.equal(made.status, 201);
    assert.deepEqual(made.body, { id: (made.body as { id: number }).id, name: 'Ada' });
    const id = (made.body as { id: number }).id;
    assert.equal(made.headers.location, `http://localhost/v1/users/${id}`);
    assert.deepEqual(api.handle(request('GET', `/v1/users/${id}`)).body, { id, name: 'Ada' });
    const put = api.handle(request('PUT', `/v1/users/${id}`, { name: 'Grace', password: 'secret-2' }));
    assert.equal(put.status, 200);
    assert.deepEqual(put.body, { id, name: 'Grace' });
    assert.deepEqual(bugs, []);
  });
});
