import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { stringifyExact } from '../core/document/exact-json';
import { MockApi, type MockOptions, type MockRequest } from '../core/mock/mock-api';
import { readRequestBody } from '../core/mock/request-body';
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
    const answerRequest = async () => {
      const url = new URL(req.url ?? '/', 'http://mock.invalid');
      const read = await readRequestBody(req.headers['content-type'], Buffer.concat(chunks));
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(', ') : v;
      const mreq: MockRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers,
        body: read.body,
        bodyKind: read.kind,
        bodyProblem: read.problem,
      };
      const answer = api.handle(mreq);
      const payload = answer.text ?? (answer.body === undefined ? undefined : stringifyExact(answer.body));
      const send = () => {
        try {
          res.writeHead(answer.status, {
            ...answer.headers,
            ...(payload !== undefined ? { 'content-length': Buffer.byteLength(payload) } : {}),
          });
          res.end(payload);
        } catch (e) {
          failed(e);
        }
        o.onRequest?.(`${mreq.method} ${req.url} → ${answer.status} (${(performance.now() - started).toFixed(1)} ms)`);
      };
      if (o.delayMs) setTimeout(send, o.delayMs);
      else send();
    };
    // The last guard: whatever a request makes fail is a 500 for it, never the end of the process.
    const failed = (e: unknown) => {
      if (res.headersSent) return void res.destroy();
      const detail = `The mock failed: ${e instanceof Error ? e.message : String(e)}`.slice(0, 500);
      const body = JSON.stringify({ type: 'about:blank', title: 'Mock failure', status: 500, detail });
      res.writeHead(500, { 'content-type': 'application/problem+json' }).end(body);
    };
    req.on('end', () => {
      if (!refused) answerRequest().catch(failed);
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
