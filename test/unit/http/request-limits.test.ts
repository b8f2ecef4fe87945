import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MAX_REPORT_BODY_BYTES } from '../../../src/cli/request-output';
import { runRequestCommand } from '../../../src/cli/request-command';
import { startServer, startTcpServer, type LocalServer } from './helpers/local-server';

async function request(spec: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runRequestCommand([spec, 'x', ...args], {
    cwd: tmpdir(),
    env: {},
    stdout: { write: (s) => (stdout += s) },
    stderr: { write: (s) => (stderr += s) },
  });
  return { code, stdout, stderr };
}

/** Attacks of issue 15 item 12: a server that drips bytes holds `request` forever; a gzip bomb makes a 314 MB report. */
describe('cli: request has an overall deadline and a bounded report', () => {
  let dir: string;
  const specFor = (url: string) => {
    const p = join(dir, `spec-${url.replace(/\W/g, '')}.yaml`);
    writeFileSync(
      p,
      `openapi: 3.0.3\ninfo: {title: t, version: '1'}\nservers: [{url: '${url}'}]\npaths:\n  /x: {get: {operationId: x, responses: {'200': {description: ok}}}}\n`,
    );
    return p;
  };
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'rc-limits-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('stops a server that drips its body one byte at a time at --deadline (each phase time-out alone never fires)', async () => {
    const timers = new Set<NodeJS.Timeout>();
    const drip: LocalServer = await startTcpServer((socket) => {
      socket.once('data', () => {
        socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 1000000\r\n\r\n');
        const t = setInterval(() => socket.write('x'), 50);
        timers.add(t);
        socket.on('close', () => clearInterval(t));
      });
    });
    try {
      const r = await request(specFor(drip.url), ['--deadline', '400', '--timeout', '10000']);
      assert.equal(r.code, 1);
      assert.equal(r.stdout, '');
      assert.match(
        r.stderr,
        /^rest-conventions request: no complete answer within the deadline of 400 ms \(--deadline\); the call was stopped \(http:\/\/127\.0\.0\.1:\d+\/x\)\.\n$/,
      );
    } finally {
      for (const t of timers) clearInterval(t);
      await drip.close();
    }
  });

  it('refuses a --deadline that is not a number of milliseconds', async () => {
    const r = await request(specFor('http://127.0.0.1:9'), ['--deadline', 'soon']);
    assert.equal(r.code, 2);
    assert.match(r.stderr, /--deadline takes a number of milliseconds, not "soon"\./);
  });

  // 4 MB of JSON is four times the report's bound, and twelve times it pretty-printed (issue 15 item 12's 314 MB report
  // came from 40 MB): the same cut, with a tenth of the body to decompress and parse.
  it('prints a bounded report for a gzip bomb (4 MB of JSON from 4 KB on the wire)', async () => {
    const json = Buffer.from(`[${'0,'.repeat(2 * 1024 * 1024 - 1)}0]`);
    const zipped = gzipSync(json, { level: 9 });
    const bomb = await startServer((_req, res) =>
      res
        .writeHead(200, {
          'content-type': 'application/json',
          'content-encoding': 'gzip',
          'content-length': zipped.length,
        })
        .end(zipped),
    );
    try {
      for (const format of ['json', 'text']) {
        const r = await request(specFor(bomb.url), ['--format', format]);
        assert.equal(r.code, 0, r.stderr);
        assert.ok(r.stdout.length < 2 * MAX_REPORT_BODY_BYTES, `${format}: ${r.stdout.length} characters`);
        if (format === 'json') {
          const out = JSON.parse(r.stdout);
          assert.equal(out.response.bytes, json.length);
          assert.equal(out.response.bodyCut, 'the body is 4.0 MB; only its first 1.0 MB is shown, as text');
          assert.equal(out.response.body.length, MAX_REPORT_BODY_BYTES);
        } else assert.match(r.stdout, /\(the body is 4\.0 MB; only its first 1\.0 MB is shown, as text\)/);
      }
    } finally {
      await bomb.close();
    }
  });
});
