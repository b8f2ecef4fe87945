import * as assert from 'node:assert/strict';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRemoteRefs, RemoteBudget } from '../../../src/core/http/remote-refs';
import { nodeAddressCheck, restrictedKind } from '../../../src/node/address-check';

/** A spec whose schema `$ref`s each URL. */
function specWith(urls: string[]): string {
  const props = urls.map((u, i) => `        p${i}: { $ref: '${u}' }`).join('\n');
  return `openapi: 3.1.0\ninfo: { title: t, version: '1' }\npaths: {}\ncomponents:\n  schemas:\n    T:\n      properties:\n${props}\n`;
}

/**
 * Issue 24 items 3 and 8: `--remote-refs` had no overall deadline (one byte every 8 s held lint 57 s), no total size
 * cap (13 × 60 MB documents, 1.17 GB) and asked loopback and link-local (cloud metadata) addresses.
 */
describe('remote $refs: an overall deadline, a total byte cap, no private addresses unless allowed', () => {
  let server: http.Server;
  let base: string;
  let hits: string[];
  const dribbling = new Set<http.ServerResponse>();
  before(async () => {
    hits = [];
    server = http.createServer((req, res) => {
      const p = req.url ?? '/';
      hits.push(p);
      if (p === '/slow.yaml') {
        // Headers and one byte, then one byte now and then: each phase's time-out never fires.
        res.writeHead(200);
        res.write('a');
        dribbling.add(res);
        const tick = setInterval(() => res.write('a'), 50);
        res.on('close', () => clearInterval(tick));
        return;
      }
      if (p.startsWith('/doc')) return void res.writeHead(200).end(`x: '${'a'.repeat(994)}'\n`);
      if (p === '/to-localhost.yaml') {
        const port = (server.address() as AddressInfo).port;
        return void res.writeHead(302, { location: `http://localhost:${port}/doc9.yaml` }).end();
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    for (const r of dribbling) r.destroy();
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('stops a server that sends one byte now and then at the overall deadline', async () => {
    const got = await fetchRemoteRefs('file:///api.yaml', specWith([`${base}/slow.yaml#/x`]), {
      budget: new RemoteBudget(500),
    });
    const r = got[`${base}/slow.yaml`];
    assert.ok('error' in r, JSON.stringify(r));
    assert.match(r.error, /took longer than 0\.5 s in all/);
  });

  it('stops at the total byte cap across documents, each one under the per-document limit', async () => {
    const urls = [1, 2, 3, 4].map((i) => `${base}/doc${i}.yaml#/x`);
    const got = await fetchRemoteRefs('file:///api.yaml', specWith(urls), { budget: new RemoteBudget(60_000, 2500) });
    const results = [1, 2, 3, 4].map((i) => got[`${base}/doc${i}.yaml`]);
    assert.equal(results.filter((r) => 'text' in r).length, 2, JSON.stringify(results));
    for (const r of results.filter((r) => 'error' in r))
      assert.match((r as { error: string }).error, /remote documents reached the 2500-byte limit in all/);
  });

  it('refuses a loopback target by its resolved address, asking nothing, unless allowed', async () => {
    const before = hits.length;
    const got = await fetchRemoteRefs('file:///api.yaml', specWith([`${base}/doc5.yaml#/x`]), {
      checkAddress: nodeAddressCheck,
    });
    const r = got[`${base}/doc5.yaml`];
    assert.ok('error' in r);
    assert.match(r.error, /127\.0\.0\.1 is a loopback address/);
    assert.equal(hits.length, before, 'the server was not asked');
    const allowed = await fetchRemoteRefs('file:///api.yaml', specWith([`${base}/doc5.yaml#/x`]), {});
    assert.ok('text' in allowed[`${base}/doc5.yaml`]);
  });

  it('checks every redirect hop: a redirect to a name that resolves to loopback is refused', async () => {
    // Allows the literal 127.0.0.1 (the test server) and checks everything else as the CLI does.
    const check = (host: string) => (host === '127.0.0.1' ? Promise.resolve(host) : nodeAddressCheck(host));
    const before = hits.length;
    const got = await fetchRemoteRefs('file:///api.yaml', specWith([`${base}/to-localhost.yaml#/x`]), {
      checkAddress: check,
    });
    const r = got[`${base}/to-localhost.yaml`];
    assert.ok('error' in r, JSON.stringify(r));
    assert.match(r.error, /localhost resolves to (127\.0\.0\.1|::1), which is a loopback address/);
    assert.deepEqual(hits.slice(before), ['/to-localhost.yaml'], 'the redirect target was not asked');
  });

  it('classifies loopback, link-local, private and mapped addresses; public ones pass', async () => {
    const kinds = [
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '169.254.169.254',
      'fe80::1',
      '[fe80::1%eth0]',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '0.0.0.0',
      '93.184.216.34',
      '2606:4700::1111',
      '172.32.0.1',
    ].map((ip) => `${ip} ${restrictedKind(ip) ?? 'public'}`);
    assert.deepEqual(kinds, [
      '127.0.0.1 loopback',
      '127.8.9.10 loopback',
      '::1 loopback',
      '169.254.169.254 link-local',
      'fe80::1 link-local',
      '[fe80::1%eth0] link-local',
      '10.0.0.1 private',
      '172.16.0.1 private',
      '192.168.1.1 private',
      'fd00::1 private',
      '::ffff:127.0.0.1 loopback',
      '::ffff:169.254.169.254 link-local',
      '0.0.0.0 unspecified',
      '93.184.216.34 public',
      '2606:4700::1111 public',
      '172.32.0.1 public',
    ]);
    assert.equal(await nodeAddressCheck('93.184.216.34'), '93.184.216.34');
    await assert.rejects(nodeAddressCheck('[::1]'), /is a loopback address/);
  });
});
