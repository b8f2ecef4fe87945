import { subscribe } from 'node:diagnostics_channel';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Agent, ProxyAgent, buildConnector, type Dispatcher } from 'undici';

/** How connections are made for one send: TLS verification, connect time-out and proxy. */
export interface ConnectionSettings {
  insecure: boolean;
  connectTimeout: number;
  /** The proxy URL, or `undefined` to connect directly. */
  proxy?: string;
  /**
   * Resolves and checks where a direct connection goes (remote `$ref`s: no loopback, link-local or private address
   * unless allowed): the address to connect to, or a rejection saying why not. Checked on every connection.
   */
  checkAddress?: (hostname: string) => Promise<string>;
}

/** When a socket was asked for, connected and secured (performance.now() milliseconds). */
interface SocketTimes {
  start: number;
  connected?: number;
  secured?: number;
  /** Set once a request used the socket: later requests on it report zero connect time. */
  used?: boolean;
}

/** What an exchange learns about the connection that carried it. */
export interface ExchangeTrace {
  /** When the request headers were written to the socket. */
  sentAt?: number;
  connect: number | null;
  tls: number | null;
}

const socketTimes = new WeakMap<Socket, SocketTimes>();
const traces = new WeakMap<object, ExchangeTrace>();
let dispatching: ExchangeTrace | undefined;

subscribe('undici:request:create', (message) => {
  if (dispatching) traces.set((message as { request: object }).request, dispatching);
});
subscribe('undici:client:sendHeaders', (message) => {
  const { request, socket } = message as { request: object; socket: Socket };
  const trace = traces.get(request);
  if (!trace) return;
  trace.sentAt = performance.now();
  const times = socketTimes.get(socket);
  if (!times) return;
  if (times.used) {
    trace.connect = 0;
    trace.tls = 0;
    return;
  }
  times.used = true;
  if (times.connected !== undefined) trace.connect = times.connected - times.start;
  trace.tls = times.secured !== undefined && times.connected !== undefined ? times.secured - times.connected : 0;
});

/**
 * Dispatches one request while linking undici's request object to a trace, so the connection timings
 * of the socket that carries it can be read (undici creates the request synchronously inside `dispatch`).
 */
export function dispatchTraced(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
  handler: Dispatcher.DispatchHandler,
  trace: ExchangeTrace,
): void {
  dispatching = trace;
  try {
    dispatcher.dispatch(options, handler);
  } finally {
    dispatching = undefined;
  }
}

function timedConnector(settings: ConnectionSettings): buildConnector.connector {
  const timed = connectTimed(settings);
  const check = settings.checkAddress;
  if (!check) return timed;
  // The checked address is the one connected to (the host name stays the TLS server name), so a second DNS answer
  // cannot lead elsewhere.
  return (opts, callback) => {
    check(opts.hostname).then(
      (address) => void timed({ ...opts, hostname: address }, callback),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), null),
    );
  };
}

function connectTimed(settings: ConnectionSettings): buildConnector.connector {
  const base = buildConnector({ rejectUnauthorized: !settings.insecure, timeout: settings.connectTimeout });
  return (opts, callback) => {
    const times: SocketTimes = { start: performance.now() };
    const socket = (base as unknown as (o: buildConnector.Options, cb: buildConnector.Callback) => Socket)(
      opts,
      callback,
    );
    if (socket) {
      socketTimes.set(socket, times);
      socket.prependOnceListener('connect', () => (times.connected = performance.now()));
      if (opts.protocol === 'https:')
        socket.prependOnceListener('secureConnect', () => (times.secured = performance.now()));
    }
    return socket;
  };
}

const cache = new Map<string, Dispatcher>();
const checkers = new WeakMap<object, number>();
let lastChecker = 0;

/** A number per address checker, so each has its own dispatcher (0: none). */
function checkerId(check: ConnectionSettings['checkAddress']): number {
  if (!check) return 0;
  let id = checkers.get(check);
  if (id === undefined) checkers.set(check, (id = ++lastChecker));
  return id;
}

/** A dispatcher for these settings, kept for reuse so keep-alive connections serve later calls. */
export function dispatcherFor(settings: ConnectionSettings): Dispatcher {
  const key = `${settings.insecure}|${settings.connectTimeout}|${settings.proxy ?? ''}|${checkerId(settings.checkAddress)}`;
  let d = cache.get(key);
  if (!d) {
    d = settings.proxy
      ? new ProxyAgent({
          uri: settings.proxy,
          proxyTunnel: false,
          requestTls: { rejectUnauthorized: !settings.insecure, timeout: settings.connectTimeout },
          proxyTls: { timeout: settings.connectTimeout },
          connect: { timeout: settings.connectTimeout },
        })
      : new Agent({ connect: timedConnector(settings) });
    cache.set(key, d);
  }
  return d;
}

/** Closes every kept dispatcher and its connections (the CLI calls it before exiting). */
export async function closeDispatchers(): Promise<void> {
  const all = [...cache.values()];
  cache.clear();
  await Promise.all(all.map((d) => d.destroy().catch(() => undefined)));
}
