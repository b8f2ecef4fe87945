import * as assert from 'node:assert/strict';
import type { IncomingHttpHeaders } from 'node:http';
import * as http from 'node:http';
import * as net from 'node:net';
import * as zlib from 'node:zlib';
import { send } from '../../../src/core/http/send';
import { closeDispatchers } from '../../../src/core/http/dispatchers';
import { HttpError, type HttpRequest } from '../../../src/core/http/types';
import {
  json,
  selfSignedCert,
  serverPool,
  startServer,
  startTcpServer,
  type LocalServer,
} from './helpers/local-server';

const MB = 1024 * 1024;

async function rejects(p: Promise<unknown>, kind: string): Promise<HttpError> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof HttpError, `expected an HttpError, got ${err}`);
    assert.equal(err.kind, kind, err.message);
    return err;
  }
  assert.fail(`expected a ${kind} error`);
}

function get(url: string, headers: Record<string, string> = {}): HttpRequest {
  return { method: 'GET', url, headers };
}

describe('http/send', () => {
  const { start, keep, closeAll } = serverPool();
  afterEach(async () => {
    await closeDispatchers();
    await closeAll();
  });

  it('decodes gzip, deflate and br bodies, and says how they came', async () => {
    const payload = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) });
    const encoders: Record<string, (b: Buffer) => Buffer> = {
      gzip: zlib.gzipSync,
      deflate: zlib.deflateSync,
      'deflate-raw': zlib.deflateRawSync,
      br: zlib.brotliCompressSync,
      'gzip-then-br': (b) => zlib.brotliCompressSync(zlib.gzipSync(b)),
    };
    const sent: Record<string, number> = {};
    const s = await start((req, res) => {
      const kind = req.url!.slice(1);
      const body = encoders[kind](Buffer.from(payload));
      sent[kind] = body.length;
      const coding = kind === 'deflate-raw' ? 'deflate' : kind === 'gzip-then-br' ? 'gzip, br' : kind;
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': coding });
      res.end(body);
    });
    for (const kind of Object.keys(encoders)) {
      const r = await send(get(`${s.url}/${kind}`));
      assert.equal(new TextDecoder().decode(r.body), payload, kind);
      assert.equal(r.bytes, payload.length);
      assert.deepEqual((r.json as { items: unknown[] }).items.length, 200);
      assert.deepEqual(r.encoding, {
        codings: kind === 'gzip-then-br' ? ['gzip', 'br'] : [kind.replace('-raw', '')],
        wireBytes: sent[kind],
        decoded: true,
      });
      assert.equal(r.truncated, false);
    }
  });

  it('shows a body it cannot decode as it came, and never inflates one past the size cap', async () => {
    const bomb = zlib.gzipSync(Buffer.alloc(8 * MB));
    const s = await start((req, res) => {
      const [status, coding, body]: [number, string, Buffer] =
        req.url === '/bomb'
          ? [200, 'gzip', bomb]
          : req.url === '/damaged'
            ? [200, 'gzip', Buffer.from('not gzip at all')]
            : [200, 'compress', Buffer.from('LZW?')];
      res.writeHead(status, { 'content-type': 'application/json', 'content-encoding': coding });
      res.end(body);
    });
    // 8 MB of zeros in 8 KB: the first MB decoded, cut there.
    const bombed = await send(get(`${s.url}/bomb`), { maxBytes: MB });
    assert.equal(bombed.truncated, true);
    assert.equal(bombed.bytes, MB);
    assert.ok(bombed.body.every((b) => b === 0));
    assert.equal(bombed.json, undefined);
    assert.deepEqual(bombed.encoding, { codings: ['gzip'], wireBytes: bomb.length, decoded: true });
    const damaged = await send(get(`${s.url}/damaged`));
    assert.equal(new TextDecoder().decode(damaged.body), 'not gzip at all');
    assert.match(damaged.encoding!.reason!, /^the gzip stream is damaged/);
    const unknown = await send(get(`${s.url}/compress`));
    assert.deepEqual(unknown.encoding, {
      codings: ['compress'],
      wireBytes: 4,
      decoded: false,
      reason: 'the coding "compress" is not one the runner decodes',
    });
  });

  it('decodes the part of a compressed body that arrived before the size cap', async () => {
    const text = Array.from({ length: 20000 }, (_, i) => `line ${i} ${Math.sin(i)}`).join('\n');
    const gz = zlib.gzipSync(Buffer.from(text));
    const s = await start((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
      res.end(gz);
    });
    const cap = Math.floor(gz.length / 2);
    const r = await send(get(s.url), { maxBytes: cap });
    assert.equal(r.truncated, true);
    assert.equal(r.encoding?.decoded, true);
    const shown = new TextDecoder().decode(r.body);
    assert.equal(shown.length, cap);
    assert.ok(text.startsWith(shown), 'the start of the text');
  });

  it('returns status, lower-case headers, body bytes, parsed JSON and timings', async () => {
    const s = await start((req, res) => json(res, 201, { path: req.url, method: req.method }, { 'X-Thing': 'a' }));
    const r = await send({
      method: 'POST',
      url: `${s.url}/items?x=1`,
      headers: { 'content-type': 'application/json' },
      body: new TextEncoder().encode('{}'),
    });
    assert.equal(r.status, 201);
    assert.equal(r.statusText, 'Created');
    assert.equal(r.headers['x-thing'], 'a');
    assert.deepEqual(r.json, { path: '/items?x=1', method: 'POST' });
    assert.equal(r.bytes, r.body.length);
    assert.equal(r.bytes, 37);
    assert.equal(r.truncated, false);
    assert.equal(r.url, `${s.url}/items?x=1`);
    assert.ok(r.timings.connect !== null && r.timings.connect >= 0);
    assert.equal(r.timings.tls, 0);
    assert.ok(r.timings.total >= r.timings.firstByte);
    const again = await send(get(`${s.url}/`));
    assert.equal(again.timings.connect, 0, 'a kept-alive connection costs no connect time');
  });

  it('leaves non-JSON bodies unparsed and keeps repeated headers as arrays', async () => {
    const s = await start((_req, res) => {
      res.setHeader('set-cookie', ['a=1', 'b=2']);
      res.setHeader('content-type', 'text/plain');
      res.end('{"looks":"like json"}');
    });
    const r = await send(get(s.url));
    assert.equal(r.json, undefined);
    assert.deepEqual(r.headers['set-cookie'], ['a=1', 'b=2']);
    assert.equal(new TextDecoder().decode(r.body), '{"looks":"like json"}');
  });

  it('parses one JSON document in any JSON document type (text/json, x-json), and leaves a JSON stream unparsed', async () => {
    const bodies: Record<string, string> = {
      '/text-json': 'text/json; charset=utf-8',
      '/x-json': 'application/x-json',
      '/watch': 'application/json;stream=watch',
      '/ndjson': 'application/x-ndjson',
    };
    const s = await start((req, res) => {
      res.setHeader('content-type', bodies[req.url ?? ''] ?? 'text/plain');
      res.end('{"a":1}');
    });
    assert.deepEqual((await send(get(`${s.url}/text-json`))).json, { a: 1 });
    assert.deepEqual((await send(get(`${s.url}/x-json`))).json, { a: 1 });
    assert.equal((await send(get(`${s.url}/watch`))).json, undefined, 'a watch stream is read event by event');
    assert.equal((await send(get(`${s.url}/ndjson`))).json, undefined);
  });

  describe('redirects and the origin rule', () => {
    it('drops every credential when a redirect leads to another origin', async () => {
      let seen: IncomingHttpHeaders | undefined;
      let seenUrl = '';
      const other = await start((req, res) => {
        seen = req.headers;
        seenUrl = req.url ?? '';
        json(res, 200, {});
      });
      const first = await start((_req, res) => {
        res.writeHead(302, { location: `${other.url}/landing?api_key=k3y-s3cret&page=2` });
        res.end();
      });
      const r = await send({
        method: 'GET',
        url: `${first.url}/start?api_key=k3y-s3cret`,
        headers: {
          authorization: 'Bearer t0ken-s3cret',
          cookie: 'sid=c00kie',
          'x-api-key': 'h3ader-s3cret',
          accept: 'application/json',
        },
        credentials: {
          headers: ['authorization', 'x-api-key'],
          query: ['api_key'],
          cookies: [],
          secrets: ['t0ken-s3cret', 'k3y-s3cret'],
        },
      });
      assert.equal(r.status, 200);
      assert.equal(r.url, `${other.url}/landing?page=2`);
      assert.equal(seen?.authorization, undefined);
      assert.equal(seen?.cookie, undefined);
      assert.equal(seen?.['x-api-key'], undefined);
      assert.equal(seen?.accept, 'application/json');
      assert.equal(seenUrl, '/landing?page=2');
      assert.deepEqual(r.redirects, [
        {
          status: 302,
          from: `${first.url}/start?api_key=k3y-s3cret`,
          to: `${other.url}/landing?page=2`,
          credentialsDropped: true,
        },
      ]);
    });

    it('keeps credentials on the same origin and turns a 303 into a GET without a body', async () => {
      const seen: { method?: string; auth?: string; type?: string; length?: string }[] = [];
      const s = await start((req, res) => {
        seen.push({
          method: req.method,
          auth: req.headers.authorization,
          type: req.headers['content-type'],
          length: req.headers['content-length'],
        });
        if (req.url === '/create') {
          res.writeHead(303, { location: '/result' });
          res.end();
        } else json(res, 200, { ok: true });
      });
      const r = await send({
        method: 'POST',
        url: `${s.url}/create`,
        headers: { authorization: 'Bearer abc', 'content-type': 'application/json' },
        body: new TextEncoder().encode('{"a":1}'),
      });
      assert.equal(r.status, 200);
      assert.equal(r.method, 'GET');
      assert.deepEqual(seen, [
        { method: 'POST', auth: 'Bearer abc', type: 'application/json', length: '7' },
        { method: 'GET', auth: 'Bearer abc', type: undefined, length: undefined },
      ]);
    });

    it('keeps the method and body on a 307, returns the redirect itself with maxRedirects 0, and stops a loop', async () => {
      const bodies: string[] = [];
      const s = await start((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          bodies.push(`${req.method} ${req.url} ${body}`);
          if (req.url === '/a') {
            res.writeHead(307, { location: '/b' });
            res.end();
          } else if (req.url === '/loop') {
            res.writeHead(302, { location: '/loop' });
            res.end();
          } else json(res, 200, {});
        });
      });
      await send({ method: 'PUT', url: `${s.url}/a`, headers: {}, body: new TextEncoder().encode('x') });
      assert.deepEqual(bodies, ['PUT /a x', 'PUT /b x']);
      const r = await send(get(`${s.url}/a`), { maxRedirects: 0 });
      assert.equal(r.status, 307);
      assert.equal(r.headers.location, '/b');
      const err = await rejects(send(get(`${s.url}/loop`), { maxRedirects: 3 }), 'too-many-redirects');
      assert.match(err.message, /Stopped after 3 redirects/);
    });

    it('with sameScheme, follows a redirect within its scheme and returns one to another scheme itself', async () => {
      const hits: string[] = [];
      const s = await start((req, res) => {
        hits.push(req.url ?? '');
        if (req.url === '/here') res.writeHead(301, { location: '/there' }).end();
        else if (req.url === '/away') res.writeHead(302, { location: 'https://127.0.0.1:1/there' }).end();
        else json(res, 200, { at: req.url });
      });
      const within = await send(get(`${s.url}/here`), { sameScheme: true });
      assert.equal(within.status, 200);
      assert.equal(within.url, `${s.url}/there`);
      const away = await send(get(`${s.url}/away`), { sameScheme: true });
      assert.equal(away.status, 302);
      assert.equal(away.url, `${s.url}/away`);
      assert.equal(away.headers.location, 'https://127.0.0.1:1/there');
      assert.deepEqual(hits, ['/here', '/there', '/away']);
    });
  });

  describe('time-outs and cancellation', () => {
    it('times out connecting when the TLS handshake never completes', async () => {
      const silent = await startTcpServer(() => undefined);
      keep(silent);
      const err = await rejects(
        send(get(`https://127.0.0.1:${silent.port}/`), { connectTimeout: 150 }),
        'connect-timeout',
      );
      assert.equal(err.message, `Connecting to 127.0.0.1:${silent.port} timed out after 150 ms.`);
    });

    // Waiting for headers and a body that stalls: test/slow/http/time-outs.test.ts (undici's timers fire ~1 s late).

    it('is cancelled by an AbortSignal, before or during the exchange', async () => {
      // The server never answers; the second call is aborted once the server holds its request.
      let arrived!: () => void;
      const requestArrived = new Promise<void>((r) => (arrived = r));
      const s = await start(() => arrived());
      const already = new AbortController();
      already.abort();
      await rejects(send(get(s.url), { signal: already.signal }), 'aborted');
      const ac = new AbortController();
      const pending = send(get(s.url), { signal: ac.signal });
      await requestArrived;
      ac.abort();
      await rejects(pending, 'aborted');
    });
  });

  describe('broken servers', () => {
    it('reports a server that answers with something that is not HTTP', async () => {
      const g = await startTcpServer((socket) =>
        socket.once('data', () => socket.end('HELLO THIS IS NOT HTTP\r\n\r\n')),
      );
      keep(g);
      const err = await rejects(send(get(g.url)), 'protocol');
      assert.match(err.message, /^127\.0\.0\.1:\d+ did not answer with valid HTTP/);
    });

    it('reports a server that closes in the middle of the body', async () => {
      const g = await startTcpServer((socket) =>
        socket.once('data', () => {
          // Headers and part of the body, then the connection closes (no time in between to race).
          socket.end('HTTP/1.1 200 OK\r\ncontent-length: 1000\r\ncontent-type: application/json\r\n\r\n{"partial":');
        }),
      );
      keep(g);
      const err = await rejects(send(get(g.url)), 'network');
      assert.equal(err.message, `127.0.0.1:${g.port} closed the connection before the body was complete.`);
    });

    it('reports a refused connection', async () => {
      const probe = net.createServer();
      await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
      const port = (probe.address() as net.AddressInfo).port;
      await new Promise<void>((r) => probe.close(() => r()));
      const err = await rejects(send(get(`http://127.0.0.1:${port}/`)), 'connect');
      assert.equal(err.message, `127.0.0.1:${port} refused the connection.`);
    });

    it('rejects URLs it cannot send', async () => {
      await rejects(send(get('ftp://example.com/x')), 'invalid-request');
      await rejects(send(get('/relative')), 'invalid-request');
    });
  });

  describe('the size cap', () => {
    function bigServer(
      total: number,
      withLength: boolean,
      counter: { sent: number; closed?: Promise<void> },
    ): http.RequestListener {
      const chunk = Buffer.alloc(256 * 1024, 0x61);
      return (_req, res) => {
        res.writeHead(
          200,
          withLength
            ? { 'content-type': 'application/octet-stream', 'content-length': total }
            : { 'content-type': 'application/octet-stream' },
        );
        const pump = () => {
          while (counter.sent < total) {
            counter.sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        counter.closed = new Promise((closed) =>
          res.on('close', () => {
            res.removeAllListeners('drain');
            closed();
          }),
        );
        pump();
      };
    }

    it('cuts a 100 MB response at 50 MB, streamed, with memory bounded', async function () {
      this.timeout(60_000);
      const counter: { sent: number; closed?: Promise<void> } = { sent: 0 };
      const s = await start(bigServer(100 * MB, true, counter));
      const before = process.memoryUsage().arrayBuffers;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 5);
      const r = await send(get(s.url));
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().arrayBuffers);
      assert.equal(r.truncated, true);
      assert.equal(r.bytes, 50 * MB);
      assert.equal(r.body.length, 50 * MB);
      assert.equal(r.body[r.body.length - 1], 0x61);
      assert.ok(peak - before < 100 * MB, `peak array-buffer growth ${((peak - before) / MB).toFixed(1)} MB`);
      await counter.closed;
      assert.ok(counter.sent < 100 * MB, `the server was stopped early (${(counter.sent / MB).toFixed(1)} MB written)`);
    });

    it('cuts a chunked response at a small cap and keeps a body exactly at the cap whole', async () => {
      const counter = { sent: 0 };
      const s = await start(bigServer(4 * MB, false, counter));
      const r = await send(get(s.url), { maxBytes: MB + 3 });
      assert.equal(r.truncated, true);
      assert.equal(r.bytes, MB + 3);
      const exact = await start((_req, res) => res.end('abcdef'));
      const e = await send(get(exact.url), { maxBytes: 6 });
      assert.equal(e.truncated, false);
      assert.equal(e.bytes, 6);
    });
  });

  describe('TLS', () => {
    const cert = selfSignedCert();

    it('verifies certificates by default and skips verification per call when asked', async function () {
      if ('reason' in cert) this.skip();
      const { key, cert: pem } = cert as { key: string; cert: string };
      const s = await startServer((_req, res) => json(res, 200, { secure: true }), { key, cert: pem });
      keep(s);
      const err = await rejects(send(get(s.url)), 'tls');
      assert.match(
        err.message,
        /^TLS verification of 127\.0\.0\.1:\d+ failed \(DEPTH_ZERO_SELF_SIGNED_CERT\); use --insecure/,
      );
      const r = await send(get(s.url), { insecure: true });
      assert.deepEqual(r.json, { secure: true });
      assert.ok(r.timings.tls !== null && r.timings.tls > 0, `TLS handshake timed: ${r.timings.tls}`);
      assert.ok(r.timings.connect !== null && r.timings.connect >= 0);
    });
  });

  describe('proxies', () => {
    /** A forward proxy (absolute-form requests) that also tunnels CONNECT; it records what it was asked. */
    async function startProxy(log: string[]): Promise<LocalServer> {
      const server = http.createServer((req, res) => {
        log.push(`${req.method} ${req.url}`);
        const target = new URL(req.url ?? '');
        const up = http.request(
          {
            host: target.hostname,
            port: target.port,
            path: target.pathname + target.search,
            method: req.method,
            headers: req.headers,
          },
          (ur) => {
            res.writeHead(ur.statusCode ?? 502, { ...ur.headers, 'x-via-test-proxy': '1' });
            ur.pipe(res);
          },
        );
        req.pipe(up);
      });
      server.on('connect', (req, client: net.Socket, head) => {
        log.push(`CONNECT ${req.url}`);
        const [host, port] = (req.url ?? '').split(':');
        const up = net.connect(Number(port), host, () => {
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          up.write(head);
          up.pipe(client);
          client.pipe(up);
        });
        up.on('error', () => client.destroy());
        client.on('error', () => up.destroy());
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const port = (server.address() as net.AddressInfo).port;
      const s = {
        url: `http://127.0.0.1:${port}`,
        port,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      };
      keep(s);
      return s;
    }

    it('forwards plain HTTP through an explicit proxy', async () => {
      const log: string[] = [];
      const proxy = await startProxy(log);
      const s = await start((req, res) => json(res, 200, { path: req.url }));
      const r = await send(get(`${s.url}/x?y=1`), { proxy: { url: proxy.url } });
      assert.deepEqual(r.json, { path: '/x?y=1' });
      assert.equal(r.headers['x-via-test-proxy'], '1');
      assert.deepEqual(log, [`GET ${s.url}/x?y=1`]);
      assert.equal(r.timings.connect, null, 'connection timings are not measured through a proxy');
    });

    it('tunnels HTTPS with CONNECT through the proxy named by HTTPS_PROXY', async function () {
      const cert = selfSignedCert();
      if ('reason' in cert) this.skip();
      const { key, cert: pem } = cert as { key: string; cert: string };
      const log: string[] = [];
      const proxy = await startProxy(log);
      const s = await startServer((_req, res) => json(res, 200, { tunnelled: true }), { key, cert: pem });
      keep(s);
      const r = await send(get(`${s.url}/`), { insecure: true, proxy: { env: { HTTPS_PROXY: proxy.url } } });
      assert.deepEqual(r.json, { tunnelled: true });
      assert.deepEqual(log, [`CONNECT 127.0.0.1:${s.port}`]);
    });

    it('connects directly to hosts NO_PROXY lists, and when the override is null', async () => {
      const log: string[] = [];
      const proxy = await startProxy(log);
      const s = await start((_req, res) => json(res, 200, {}));
      await send(get(s.url), { proxy: { env: { HTTP_PROXY: proxy.url, NO_PROXY: 'localhost,127.0.0.1' } } });
      await send(get(s.url), { proxy: { url: null, env: { HTTP_PROXY: proxy.url } } });
      assert.deepEqual(log, []);
    });
  });
});
