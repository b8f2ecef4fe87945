/** Proxy settings: an explicit proxy (the editor's `http.proxy`), or the environment's `HTTPS_PROXY`/`HTTP_PROXY`/`NO_PROXY`. */
export interface ProxySettings {
  /** A proxy URL for every request, or `null` for none; when absent the environment decides. */
  url?: string | null;
  /** Hosts that bypass the proxy (comma- or space-separated, `NO_PROXY` syntax); defaults to the environment's. */
  noProxy?: string;
  /** The environment to read (`process.env` in the CLI); nothing is read when absent. */
  env?: Record<string, string | undefined>;
}

function envVar(env: Record<string, string | undefined>, name: string): string | undefined {
  const v = env[name] ?? env[name.toLowerCase()];
  return v && v.trim() ? v.trim() : undefined;
}

/** The proxy URL to use for a target URL, or `undefined` to connect directly. */
export function proxyFor(target: string, settings: ProxySettings = {}): string | undefined {
  const env = settings.env ?? {};
  const url = new URL(target);
  let proxy: string | undefined;
  if (settings.url !== undefined) proxy = settings.url ?? undefined;
  else if (url.protocol === 'https:') proxy = envVar(env, 'HTTPS_PROXY') ?? envVar(env, 'ALL_PROXY');
  else proxy = envVar(env, 'HTTP_PROXY') ?? envVar(env, 'ALL_PROXY');
  if (!proxy) return undefined;
  const noProxy = settings.noProxy ?? envVar(env, 'NO_PROXY') ?? '';
  if (bypasses(url, noProxy)) return undefined;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(proxy) ? proxy : `http://${proxy}`;
}

/** True when `NO_PROXY` lists the URL's host: `*`, an exact host, a domain suffix (`.example.com`, `example.com`, `*.example.com`), an optional `:port`. */
export function bypasses(url: URL, noProxy: string): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  for (const raw of noProxy.split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    if (entry === '*') return true;
    const m = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(entry);
    if (!m) continue;
    if (m[2] && m[2] !== port) continue;
    const name = m[1].replace(/^\[|\]$/g, '').replace(/^\*?\./, '');
    if (host === name || host.endsWith('.' + name)) return true;
  }
  return false;
}
