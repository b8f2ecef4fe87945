/** Characters no bare host holds: a path, query, fragment, user info, back-slash or white space around it. */
const NOT_A_HOST = /[/?#@\\\s]/;

/**
 * The host as a URL parser reads it (lower case; IPv4 in dotted decimal, `127.1` → `127.0.0.1`; IPv6 bracketed and
 * shortened, `[0:0:0:0:0:0:0:1]` → `[::1]`), or undefined when it is no host. An IPv6 address may come without
 * brackets.
 */
function canonicalHost(host: string): string | undefined {
  if (host === '' || NOT_A_HOST.test(host)) return undefined;
  const written = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  try {
    return new URL(`http://${written}/`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * True for a host on this machine (loopback): `localhost` and its subdomains (RFC 6761's `app.localhost`), 127.0.0.0/8
 * and `::1`, in any spelling a URL accepts (`LOCALHOST`, `127.1`, `::1` or `[0:0:0:0:0:0:0:1]`). The host comes
 * without port; callers add their own policy (server-url also accepts private addresses, OAuth only loopback).
 */
export function isLoopbackHost(host: string): boolean {
  const h = canonicalHost(host);
  if (h === undefined) return false;
  return h === 'localhost' || h.endsWith('.localhost') || h === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(h);
}
