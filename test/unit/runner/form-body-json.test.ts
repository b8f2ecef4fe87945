import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { operationForm } from '../../../src/extension/runner/operation-form';
import { dedent } from '../helpers/lint';

const SPEC = dedent(`
  openapi: 3.1.0
  info: { title: t, version: '1' }
  paths:
    /events:
      post:
        requestBody:
          content:
            application/json: { schema: { type: object } }
            text/json; charset=utf-8: { schema: { type: object } }
            application/merge-patch+json: { schema: { type: object } }
            application/x-ndjson: { schema: { type: object } }
            application/json;stream=watch: { schema: { type: object } }
            text/plain: { schema: { type: string } }
        responses: { '204': { description: done } }
`);

describe('runner form: which body media types the form checks as JSON', () => {
  it('names the JSON document types, so a JSON stream or text is not told "Not valid JSON"', () => {
    const model = buildModel(parseSource('spec.yaml', SPEC))!;
    const ctx = { specUri: 'spec.yaml', specName: 't', environments: [], environment: null, environmentBaseUrl: null };
    const body = operationForm(model, model.operations[0], ctx).body;
    assert.ok(body);
    assert.deepEqual(body.jsonMediaTypes, [
      'application/json',
      'text/json; charset=utf-8',
      'application/merge-patch+json',
    ]);
  });
});
