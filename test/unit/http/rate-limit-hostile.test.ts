import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRateLimit } from '../../../src/core/http/ratelimit';
import { runRequestCommand } from '../../../src/cli/request-command';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { emptyValues } from '../../../src/shared/form';
import { FakeHost, sharedFor } from '../runner/fake-host';
import { startServer, type LocalServer } from './helpers/local-server';

/** Header values that used to end in `RangeError: Invalid time value` (issue 15 item 5), and others as absurd. */
const ABSURD: Record<string, string>[] = [
  { 'x-ratelimit-reset': '99999999999999999' },
  { 'x-ratelimit-reset': '1e400' },
  { 'x-ratelimit-reset': '99999999999h' },
  { 'x-ratelimit-reset': '9'.repeat(400) },
  { 'x-ratelimit-limit': '9'.repeat(400), 'x-ratelimit-remaining': '-' + '9'.repeat(400) },
  { 'retry-after': '99999999999999999999' },
  { 'retry-after': '8640000000000001' },
  { 'retry-after': 'Fri, 31 Dec 275760 23:59:59 GMT' },
  { 'ratelimit-reset': '1' + '0'.repeat(30) },
  { ratelimit: 'default;r=5;t=999999999999999', 'ratelimit-policy': 'default;q=10;w=999999999999999' },
  { 'x-ratelimit-reset': '2147483647000' },
  { age: '1e400', 'x-ratelimit-remaining': '1' },
  { date: 'x'.repeat(10_000), 'x-ratelimit-reset': '60' },
];

describe('rate limits: hostile header values are "unknown", never a crash', () => {
  it('reads every absurd value without throwing, with no reset instead of an invalid one', () => {
    for (const headers of ABSURD) {
      const info = readRateLimit({ status: 429, headers }, { now: Date.UTC(2026, 0, 1) });
      assert.ok(info, JSON.stringify(headers));
      if (info.resetAt !== null) assert.ok(Number.isFinite(Date.parse(info.resetAt)), JSON.stringify(headers));
      for (const p of info.policies)
        for (const n of [p.limit, p.remaining, p.resetInSeconds])
          assert.ok(n === null || Number.isFinite(n), JSON.stringify(headers));
    }
    const reset = readRateLimit({
      status: 200,
      headers: { 'x-ratelimit-limit': '10', 'x-ratelimit-reset': '99999999999999999' },
    });
    assert.equal(reset?.limit, 10);
    assert.equal(reset?.resetAt, null);
    assert.equal(
      readRateLimit({ status: 200, headers: { 'x-ratelimit-limit': '9'.repeat(400), 'x-ratelimit-remaining': '3' } })
        ?.limit,
      null,
    );
  });

  it('still reads a plausible far reset (30 days of seconds)', () => {
    const info = readRateLimit({ status: 429, headers: { 'retry-after': String(30 * 86400) } }, { now: 0 });
    assert.equal(info?.retryAfterSeconds, 30 * 86400);
  });

  describe('over the wire', () => {
    let server: LocalServer;
    let next: Record<string, string> = {};
    let dir: string;
    let spec: string;
    before(async () => {
      server = await startServer((_req, res) =>
        res.writeHead(429, { 'content-type': 'application/json', ...next }).end('{}'),
      );
      dir = mkdtempSync(join(tmpdir(), 'rc-rl-'));
      spec = join(dir, 'openapi.yaml');
      writeFileSync(
        spec,
        `openapi: 3.0.3\ninfo: {title: t, version: '1'}\nservers: [{url: '${server.url}'}]\npaths:\n  /x: {get: {operationId: x, responses: {'200': {description: ok}}}}\n`,
      );
    });
    after(async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('request prints its report (exit 0) for each absurd value', async () => {
      for (const headers of ABSURD) {
        next = headers;
        let stdout = '';
        let stderr = '';
        const code = await runRequestCommand([spec, 'x', '--format', 'json'], {
          cwd: dir,
          env: {},
          stdout: { write: (s) => (stdout += s) },
          stderr: { write: (s) => (stderr += s) },
        });
        assert.equal(code, 0, `${JSON.stringify(headers)}: ${stderr}`);
        assert.equal(JSON.parse(stdout).response.status, 429);
      }
    });

    it('the runner shows the response for each absurd value, so Send works again', async () => {
      const host = new FakeHost();
      host.files.set(
        'file:///w/openapi.yaml',
        `openapi: 3.0.3\ninfo: {title: t, version: '1'}\nservers: [{url: '${server.url}'}]\npaths:\n  /x: {get: {operationId: x, responses: {'200': {description: ok}}}}\n`,
      );
      const runner = new RunnerDispatcher(host, 'file:///w/openapi.yaml', 'x', sharedFor(host));
      try {
        for (const [i, headers] of ABSURD.entries()) {
          next = headers;
          await runner.receive({ type: 'send', requestId: `r${i}`, values: emptyValues() });
          assert.equal(host.of('response').at(-1)?.inReplyTo.requestId, `r${i}`, JSON.stringify(headers));
        }
      } finally {
        runner.dispose();
      }
    });

    it('the runner ends any call that fails unexpectedly with "failed", never leaving Send disabled', async () => {
      const host = new FakeHost();
      host.readText = () => Promise.reject(new Error('the file system went away'));
      const runner = new RunnerDispatcher(host, 'file:///w/gone.yaml', 'x', sharedFor(host));
      try {
        await runner.receive({ type: 'send', requestId: 'r1', values: emptyValues() });
        assert.deepEqual(host.of('failed'), [
          {
            type: 'failed',
            inReplyTo: { type: 'send', requestId: 'r1' },
            kind: 'internal',
            message: 'the file system went away',
          },
        ]);
      } finally {
        runner.dispose();
      }
    });
  });
});
