import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MockApi, type MockOptions, type MockRequest } from '../core/mock/mock-api';
import { readJsonBody } from '../core/mock/request-body';
import type { ApiModel } from '../core/openapi/model';

/** Request bodies larger than this are refused (413). */
const MAX_BODY = 10 * 1024 * 1024;

/** A running mock server. */
export interface MockServer {
  /** `http://host:port`, with the spec's base path appended when it has one. */
  readonly url: string;
  readonly port: number;
  readonly api: MockApi;
  close(): Promise<void>;
}

/** Where and how to serve. */
export interface MockServerOptions extends MockOptions {
  port?: number;
  host?: string;
  /** Milliseconds every answer waits. */
  delayMs?: number;
  /** One line per request (method, path, status, milliseconds). */
  onRequest?: (line: string) => void;
}

/** Serves a spec's mock over HTTP on loopback (or the host given). */
export async function startMockServer(model: ApiModel, o: MockServerOptions = {}): Promise<MockServer> {
  const api = new MockApi(model, o);
  const server = http.createServer((req, res) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY && !refused) {
        refused = true;
        res
          .writeHead(413, { 'content-type': 'application/json', connection: 'close' })
          .end(JSON.stringify({ status: 413, message: 'The request body is too large.' }));
        req.destroy();
      } else if (!refused) chunks.push(c);
    });
    req.on('end', () => {
      if (refused) return;
      const url = new URL(req.url ?? '/', 'http://mock.invalid');
      const read = readJsonBody(Buffer.concat(chunks).toString('utf8'));
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const mreq: MockRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers,
        body: read.body,
        bodyProblem: read.problem,
      };
      const answer = api.handle(mreq);
      const send = () => {
        const payload = answer.text ?? (answer.body === undefined ? undefined : JSON.stringify(answer.body));
        res.writeHead(answer.status, {
          ...answer.headers,
          ...(payload !== undefined ? { 'content-length': Buffer.byteLength(payload) } : {}),
        });
        res.end(payload);
        o.onRequest?.(`${mreq.method} ${req.url} → ${answer.status} (${(performance.now() - started).toFixed(1)} ms)`);
      };
      if (o.delayMs) setTimeout(send, o.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 4010, o.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}${api.basePath}`,
    port: address.port,
    api,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
