import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { closeDispatchers } from '../../../src/core/http/dispatchers';
import { send } from '../../../src/core/http/send';
import { HttpError } from '../../../src/core/http/types';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { emptyValues, SERVER_CUSTOM } from '../../../src/shared/form';
import { cli } from '../../unit/cli/run';
import { FakeHost, sharedFor } from '../../unit/runner/fake-host';
import { serverPool } from '../../unit/http/helpers/local-server';

/**
 * The response time-outs end to end: a server that never sends its headers, or stops in the middle of a body. Each
 * case waits for undici's own timer, which fires up to a second after the time asked (it ticks every half second),
 * so they run here rather than in test:unit; the time-out while connecting, the kinds and the messages of the others
 * are in test/unit/http/send.test.ts, and the runner's token requests in test/slow/runner/token-send.test.ts.
 */
describe('http: response time-outs (undici timers)', function () {
  this.timeout(60_000);
  const { start, closeAll } = serverPool();
  afterEach(async () => {
    await closeDispatchers();
    await closeAll();
  });

  const rejects = (p: Promise<unknown>, kind: string): Promise<HttpError> =>
    p.then(
      () => assert.fail(`expected a ${kind} error`),
      (err: unknown) => {
        assert.ok(err instanceof HttpError, `expected an HttpError, got ${String(err)}`);
        assert.equal(err.kind, kind, err.message);
        return err;
      },
    );

  it('send times out waiting for headers', async () => {
    const s = await start(() => undefined);
    const err = await rejects(
      send({ method: 'GET', url: s.url, headers: {} }, { headersTimeout: 150 }),
      'headers-timeout',
    );
    assert.equal(err.message, `127.0.0.1:${s.port} sent no response headers within 150 ms.`);
  });

  it('send times out when the body stalls', async () => {
    const s = await start((_req, res) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('partial');
    });
    await rejects(send({ method: 'GET', url: s.url, headers: {} }, { bodyTimeout: 150 }), 'body-timeout');
  });

  it('rest-conventions request exits 1 on a time-out (--timeout)', async () => {
    const slow = await start(() => undefined);
    const spec = path.resolve(__dirname, '../../../examples/demo-api/openapi.yaml');
    const t = await cli(['request', spec, 'listBooks', '--server', slow.url, '--timeout', '200'], {
      env: { REST_CONVENTIONS_TOKEN: 'demo-s3cret-token-for-tests' },
    });
    assert.equal(t.code, 1);
    assert.match(t.stderr, /sent no response headers within 200 ms/);
  });

  it("the runner's Send times out after the configured time", async () => {
    const slow = await start(() => undefined);
    const host = new FakeHost();
    const spec = path.resolve(__dirname, '../../../examples/demo-api/openapi.yaml');
    host.files.set('file:///work/demo/openapi.yaml', readFileSync(spec, 'utf8'));
    host.settingsOverride = { timeoutMs: 200 };
    const runner = new RunnerDispatcher(host, 'file:///work/demo/openapi.yaml', 'listBooks', sharedFor(host));
    try {
      await runner.receive({
        type: 'send',
        requestId: 'r1',
        values: { ...emptyValues(), serverIndex: SERVER_CUSTOM, customServer: slow.url },
        withoutCredentials: true,
      });
      const f = host.of('failed')[0];
      assert.equal(f.kind, 'timeout');
      assert.match(f.message, /sent no response headers within 200 ms/);
    } finally {
      runner.dispose();
    }
  });
});
