import * as http from 'node:http';
import * as https from 'node:https';
import * as net from 'node:net';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A server listening on 127.0.0.1 for one test. */
export interface LocalServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Starts an HTTP (or HTTPS, with `tls`) server on 127.0.0.1 and an ephemeral port. */
export async function startServer(
  handler: http.RequestListener,
  tls?: { key: string; cert: string },
): Promise<LocalServer> {
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  return listen(server, tls ? 'https' : 'http');
}

/** Starts a raw TCP server (for servers that answer with garbage, stall or close early). */
export async function startTcpServer(onConnection: (socket: net.Socket) => void): Promise<LocalServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
    onConnection(s);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

async function listen(server: http.Server | https.Server, scheme: string): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads a request body as text. */
export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Sends a JSON response. */
export function json(
  res: http.ServerResponse,
  status: number,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** A self-signed certificate for 127.0.0.1/localhost made with `openssl`, or `undefined` (with the reason) when openssl is missing. */
export function selfSignedCert(): { key: string; cert: string } | { reason: string } {
  const dir = mkdtempSync(join(tmpdir(), 'rc-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } catch (err) {
    return { reason: `openssl could not make a test certificate: ${(err as Error).message}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Servers a suite starts and closes after each case: `start` starts one (as `startServer`), `keep` takes one started
 * otherwise, `closeAll` closes them (for `afterEach`).
 */
export function serverPool(): {
  start(handler: http.RequestListener): Promise<LocalServer>;
  keep(server: LocalServer): void;
  closeAll(): Promise<void>;
} {
  const servers: LocalServer[] = [];
  return {
    async start(handler) {
      const s = await startServer(handler);
      servers.push(s);
      return s;
    },
    keep: (server) => void servers.push(server),
    closeAll: async () => void (await Promise.all(servers.splice(0).map((s) => s.close()))),
  };
}
