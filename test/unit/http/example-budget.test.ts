import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { buildRequest, findOperation } from '../../../src/core/http/build-request';
import { SAMPLE_BUDGET, sampleSchema } from '../../../src/core/http/example-body';
import { runRequestCommand } from '../../../src/cli/request-command';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { FakeHost, sharedFor } from '../runner/fake-host';
import { readBody, startServer, type LocalServer } from './helpers/local-server';

/**
 * The attack of issue 15 item 3: a 4 KB spec whose request body schema fans out through `$ref`s (13 levels of 6
 * properties: 6^13, 10^10 leaves). Expanding it froze the extension host for 27 s at 2.1 GB and crashed `request` with
 * `RangeError: Invalid string length`.
 */
function fanOutSpec(server: string, levels = 13, width = 6): string {
  const schemas: string[] = [];
  for (let i = 0; i < levels; i++) {
    const props = Array.from({ length: width }, (_, j) => `p${j}: {$ref: '#/components/schemas/S${i + 1}'}`).join(', ');
    schemas.push(`    S${i}: {type: object, properties: {${props}}}`);
  }
  schemas.push(`    S${levels}: {type: array, minItems: 20, items: {type: string, minLength: 1000}}`);
  return `openapi: 3.0.3
info: {title: fan-out, version: '1'}
servers: [{url: '${server}'}]
paths:
  /things:
    post:
      operationId: create
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: '#/components/schemas/S0'}}}
      responses: {'201': {description: created}}
components:
  schemas:
${schemas.join('\n')}
`;
}

describe('example bodies: built within a node and size budget, with a note when cut', () => {
  let server: LocalServer;
  let received = 0;
  before(async () => {
    server = await startServer(async (req, res) => {
      received = (await readBody(req)).length;
      res.writeHead(201, { 'content-type': 'application/json' }).end('{}');
    });
  });
  after(() => server.close());

  it('the fan-out spec is about 4 KB', () => {
    assert.ok(fanOutSpec(server.url).length < 4096, String(fanOutSpec(server.url).length));
  });

  it('cuts the body of a fan-out schema at the node budget', () => {
    const model = buildModel(parseSource('s.yaml', fanOutSpec('http://127.0.0.1:1')))!;
    const { value, cut } = sampleSchema(model.deref({ $ref: '#/components/schemas/S0' }), model.deref, 'request');
    assert.equal(cut, 'cut at 5,000 schema nodes');
    assert.ok(Object.keys(value as object).includes('p0'));
    assert.ok(JSON.stringify(value).length <= SAMPLE_BUDGET.maxBytes + 1024);
  });

  it('cuts repeated array items at the size budget', () => {
    const deref = (v: unknown) => v;
    const schema = {
      type: 'array',
      minItems: 20,
      items: {
        type: 'array',
        minItems: 20,
        items: { type: 'array', minItems: 20, items: { type: 'string', minLength: 100 } },
      },
    };
    const { value, cut } = sampleSchema(schema, deref);
    assert.equal(cut, 'cut at 256 KB');
    const size = JSON.stringify(value).length;
    assert.ok(size <= SAMPLE_BUDGET.maxBytes * 1.1, String(size));
    assert.ok(size >= SAMPLE_BUDGET.maxBytes / 2, String(size));
  });

  it('cuts a string whose minLength passes the size budget (minLength 1e9 threw "Invalid string length")', () => {
    const deref = (v: unknown) => v;
    for (const minLength of [300_000, 1e9, 1e12]) {
      const { value, cut } = sampleSchema(
        {
          type: 'object',
          properties: { id: { type: 'integer' }, name: { type: 'string', minLength } },
        },
        deref,
      );
      assert.equal(cut, 'cut at 256 KB');
      assert.deepEqual(value, { id: 0 });
    }
    assert.equal(sampleSchema({ type: 'string', minLength: 12 }, deref).value, 'stringxxxxxx');
  });

  it('leaves an ordinary schema whole, with no note', () => {
    const deref = (v: unknown) => v;
    const { value, cut } = sampleSchema(
      { type: 'object', properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } },
      deref,
    );
    assert.equal(cut, null);
    assert.deepEqual(value, { name: 'string', tags: ['string'] });
  });

  it('buildRequest says the body was cut', () => {
    const model = buildModel(parseSource('s.yaml', fanOutSpec('http://127.0.0.1:1')))!;
    const req = buildRequest(model, findOperation(model, 'create')!, {});
    assert.equal(req.bodySource, 'schema');
    assert.equal(req.bodyCut, 'cut at 5,000 schema nodes');
    assert.ok(req.body!.length < SAMPLE_BUDGET.maxBytes + 1024);
  });

  it('request sends the cut body and says so (it used to crash with RangeError: Invalid string length)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rc-fan-'));
    try {
      writeFileSync(join(dir, 'openapi.yaml'), fanOutSpec(server.url));
      let stdout = '';
      let stderr = '';
      const code = await runRequestCommand([join(dir, 'openapi.yaml'), 'create', '--format', 'json'], {
        cwd: dir,
        env: {},
        stdout: { write: (s) => (stdout += s) },
        stderr: { write: (s) => (stderr += s) },
      });
      assert.equal(code, 0, stderr);
      assert.equal(
        stderr,
        'rest-conventions request: note: the body made from the schema was cut at 5,000 schema nodes (a part of the schema is left out); give one with --body.\n',
      );
      assert.equal(JSON.parse(stdout).response.status, 201);
      assert.ok(received > 0 && received < SAMPLE_BUDGET.maxBytes + 1024, String(received));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the runner panel opens on the fan-out spec (also in Restricted Mode) with the note in the body’s label', async () => {
    const host = new FakeHost();
    host.isTrusted = false;
    host.files.set('file:///w/fan.yaml', fanOutSpec(server.url));
    const runner = new RunnerDispatcher(host, 'file:///w/fan.yaml', 'create', sharedFor(host));
    try {
      await runner.receive({ type: 'ready', values: null });
      const body = host.of('init')[0].form.body!;
      assert.deepEqual(
        body.choices.map((c) => c.label),
        ['Made from the schema (cut at 5,000 schema nodes: a part of the schema is left out)'],
      );
      assert.ok(body.choices[0].text.length < SAMPLE_BUDGET.maxBytes * 4);
    } finally {
      runner.dispose();
    }
  });
});
