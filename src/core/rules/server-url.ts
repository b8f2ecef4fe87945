import { appendPointer } from '../document/pointer';
import type { ApiModel, Server } from '../openapi/model';
import type { Report, Rule } from './types';
import { isObj } from '../../shared/object';
import { DistinctReporter } from './helpers/distinct-reporter';
import { isLoopbackHost } from '../http/loopback-host';

const ABSOLUTE = /^([a-z][a-z0-9+.-]*|\{[^{}]*\}):\/\/([^/?#]*)/i;

/** Missing servers (`host` in 2.0 for a hosted API), a server URL that is not absolute, or plain `http` to a host other than localhost (§4). */
export const serverUrl: Rule = {
  id: 'server-url',
  defaultSeverity: 'warning',
  section: '§4',
  description:
    'No servers (in 2.0, no host when the spec names a public host of its own), a server URL that is not absolute {protocol}://{domain}/{path}, or plain http for a non-local host.',
  check({ model, report }) {
    if (model.version === '2.0') checkSwagger2(model, report);
    else checkServers(model, report);
  },
};

/**
 * True for this machine (loopback: localhost, `*.localhost`, 127.x.x.x, `[::1]`), and for a private or link-local
 * IPv4 address (RFC 1918's 10/8, 172.16/12, 192.168/16; 169.254/16): the developer's machine or the user's own device
 * on the local network (Zappiti's media player at `192.168.1.5`), where plain http is fine.
 */
function isLocalHost(host: string): boolean {
  return isLoopbackHost(host) || isPrivateIpv4(host);
}

/** True for an IPv4 address in RFC 1918's private ranges or the link-local range. */
function isPrivateIpv4(host: string): boolean {
  const m = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!m) return false;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

/**
 * Top-level domains that never reach the public internet: RFC 6762's `.local` (the local network, Mastodon's
 * `mastodon.local`), RFC 6761's reserved `.test`, `.example` and `.invalid`, and `.internal`, which ICANN reserved for
 * private networks in 2024 (Firefly III's `firefly.sd.internal`).
 */
const UNROUTED_TLDS = new Set(['local', 'test', 'example', 'invalid', 'internal']);

/**
 * A server description that marks it as a developer's, not the API's address: "Local development server (do not
 * use)" (Firefly III), "localhost", "staging", "internal", "not for production".
 */
const DEVELOPER_SERVER =
  /\b(?:local(?:host)?|development|dev|staging|internal)\b|do not use|don't use|not for production/i;

/**
 * The public host a 2.0 document names of its own outside `host`: the host of an OAuth 2.0 `authorizationUrl` or
 * `tokenUrl` (a hosted API's sign-in), when it is a domain on the internet, not this machine, the local network or a
 * placeholder (Weaviate's `http://to-be-configured-in-the-application-config`).
 */
function ownPublicHost(model: ApiModel): string | undefined {
  const schemes = model.root.securityDefinitions;
  if (!isObj(schemes)) return undefined;
  for (const raw of Object.values(schemes)) {
    const scheme = model.deref(raw);
    if (!isObj(scheme)) continue;
    for (const key of ['authorizationUrl', 'tokenUrl']) {
      const url = scheme[key];
      const m = typeof url === 'string' ? ABSOLUTE.exec(url) : null;
      const host = m ? hostOf(m[2]) : '';
      if (host.includes('.') && !host.includes('{') && !isLocalHost(host) && !isPlaceholderHost(host)) return host;
    }
  }
  return undefined;
}

function isPlaceholderHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return (h.includes('.') && UNROUTED_TLDS.has(h.slice(h.lastIndexOf('.') + 1))) || isPlaceholder(h);
}

/** Words that stand for an address to be filled in, never one: `example`, `your-server`, `changeme`, `hostname`. */
const PLACEHOLDER_WORDS = new Set([
  'example',
  'placeholder',
  'changeme',
  'change-me',
  'todo',
  'tbd',
  'host',
  'hostname',
  'server',
  'domain',
  'url',
  'server-url',
  'base-url',
  'baseurl',
]);

/**
 * True for a value that is a slot to fill, not a value (our decision, round 13): `xxx` (grocy's server URL and
 * `info.version`, filled in when the document is served), `<host>`, `{{baseUrl}}`, `${HOST}`, `%HOST%`, a word that
 * names what belongs there (`example`, `hostname`, `server`), or one that starts with "your" (`your-server`,
 * `yourdomain.com`, `your_instance`).
 */
function isPlaceholder(value: string): boolean {
  const v = value.trim().toLowerCase();
  if (/^x{3,}$/.test(v) || /^<[^<>]+>$/.test(v) || /^\{\{[^{}]+\}\}$/.test(v) || /^\$\{[^{}]+\}$/.test(v)) return true;
  if (/^%[a-z_]+%$/.test(v)) return true;
  return PLACEHOLDER_WORDS.has(v.replace(/_/g, '-')) || /^your[-_]?[a-z]/.test(v);
}

/** True for a relative server URL (`/api/v1`) or one to localhost: the spec describes a deployment of its own. */
function isLocalOrRelative(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  const m = ABSOLUTE.exec(url);
  return !!m && isLocalHost(hostOf(m[2]));
}

/** The host of an authority (`user@host:8080` → `host`). */
function hostOf(authority: string): string {
  const h = authority.replace(/^.*@/, '');
  return h.startsWith('[') ? h.replace(/(\])(?::\d*)?$/, '$1') : h.replace(/:\d*$/, '');
}

function checkSwagger2(model: ApiModel, report: (r: Report) => void): void {
  const root = model.root;
  if (typeof root.host !== 'string' || root.host.trim() === '') {
    // Without `host`, clients use the host that serves the document (Swagger 2.0): right for software its users install
    // (Vikunja, ZincSearch, HAProxy's Data Plane API), and 2.0 has no server variables to template one. Only a hosted
    // API, one that names a public host of its own elsewhere, has an address to give.
    const own = ownPublicHost(model);
    if (own === undefined) return;
    const where =
      'host' in root
        ? { node: root, key: 'host', part: 'value' as const }
        : { node: root, key: 'swagger', part: 'key' as const, sub: { start: 0, end: 7 } };
    report({
      message: `The API declares no \`host\`, so clients send requests to whichever host serves this document, yet it names a public host of its own (\`${own}\`, in its OAuth URLs); give its \`host\` (and \`schemes\`, \`basePath\`) so clients know the absolute base URL \`{protocol}://{domain}/{path}\`.`,
      pointer: 'host' in root ? '/host' : '',
      at: where,
    });
    return;
  }
  const host = root.host;
  if (/[/?#]|:\/\//.test(host) || /\s/.test(host)) {
    report({
      message: `\`host\` must be a bare domain (with an optional port), not \`${host}\`; put the protocol in \`schemes\` and the path in \`basePath\`.`,
      pointer: '/host',
      at: { node: root, key: 'host', part: 'value', sub: { start: 0, end: host.length } },
    });
  }
  if (typeof root.basePath === 'string' && !root.basePath.startsWith('/')) {
    report({
      message: `\`basePath\` must start with "/": \`/${root.basePath}\`.`,
      pointer: '/basePath',
      at: { node: root, key: 'basePath', part: 'value', sub: { start: 0, end: root.basePath.length } },
    });
  }
  if (Array.isArray(root.schemes) && !isLocalHost(hostOf(host))) {
    const schemes = root.schemes;
    schemes.forEach((s, i) => {
      if (typeof s !== 'string' || s.toLowerCase() !== 'http') return;
      report({
        message: `The scheme \`http\` sends requests to \`${host}\` unencrypted; use \`https\` (plain http is only fine for localhost).`,
        pointer: `/schemes/${i}`,
        at: { node: schemes, key: i, sub: { start: 0, end: s.length } },
      });
    });
  }
}

function checkServers(model: ApiModel, report: (r: Report) => void): void {
  const root = model.root;
  if (model.servers.length === 0) {
    const has = Array.isArray(root.servers);
    report({
      message:
        "The API declares no servers, so clients resolve its paths against wherever they read this document; give at least one absolute URL `{protocol}://{domain}/{path}` in `servers`: the API's own, or for software its users install a server variable with a default (`{scheme}://{host}`).",
      pointer: has ? '/servers' : '',
      at: has
        ? { node: root, key: 'servers', part: 'key', sub: { start: 0, end: 7 } }
        : { node: root, key: 'openapi', part: 'key', sub: { start: 0, end: 7 } },
    });
  }
  // The same URL written again on paths or operations (BBC's six `http://rms.api.bbc.co.uk/` overrides) is one
  // decision: one finding, at its first place, with the others related.
  const distinct = new DistinctReporter(
    report,
    (n) => ` The same URL is given in ${n === 1 ? 'one other place' : `${n} other places`} (listed as related).`,
  );
  // A placeholder host over http beside a public https server (Mastodon's `http://mastodon.local` and
  // `https://mastodon.social`), a localhost or a relative server (Jellyfin's `http://jellyfin.local` and
  // `http://localhost`, Superset's beside `/api/v1`) is a deployment's or a developer's address, not the API's.
  // Alone (WhatsApp's `http://whatsapp.local`, Salesforce's `http://salesforce.local`) it is how clients are told
  // to reach the API, and is judged.
  const deployed = model.servers.some((s) => /^https:\/\//i.test(s.url) || isLocalOrRelative(s.url));
  // A document whose `info.version` is a placeholder too (grocy's `xxx`) is a template its server fills in when it
  // serves it: its placeholder server URL is filled in with the rest, and says nothing to fix.
  const info = model.deref(root.info);
  const template = isObj(info) && typeof info.version === 'string' && isPlaceholder(info.version);
  const check = (s: Server) => checkUrl(s, (r) => distinct.add(s.url, r), deployed, template);
  for (const s of model.servers) check(s);
  for (const item of model.paths) {
    for (const s of localServers(model, item.node.servers, appendPointer(item.pointer, 'servers'))) check(s);
    for (const op of item.operations)
      for (const s of localServers(model, op.node.servers, appendPointer(op.pointer, 'servers'))) check(s);
  }
  distinct.flush();
}

/** Path- or operation-level `servers`, read the way the model reads the root ones. */
function localServers(model: ApiModel, list: unknown, pointer: string): Server[] {
  if (!Array.isArray(list)) return [];
  const out: Server[] = [];
  list.forEach((raw, i) => {
    const node = model.deref(raw);
    if (!isObj(node) || typeof node.url !== 'string') return;
    const variables: Server['variables'] = {};
    const vars = model.deref(node.variables);
    if (isObj(vars))
      for (const [k, v] of Object.entries(vars))
        if (isObj(v) && v.default !== undefined) variables[k] = { default: String(v.default) };
    out.push({ url: node.url, variables, node, pointer: appendPointer(pointer, i) });
  });
  return out;
}

/** Judges one server URL with its variables replaced by their defaults. */
function checkUrl(server: Server, report: (r: Report) => void, deployed: boolean, template: boolean): void {
  const raw = server.url;
  const urlAt = { node: server.node, key: 'url', part: 'value' as const, sub: { start: 0, end: raw.length } };
  // A placeholder where the address belongs (`xxx`, `<host>/api`, `{{baseUrl}}`) is told as one, not as a relative URL
  // to make absolute. An absolute URL with a placeholder host (`http://your-server`) is judged below as before.
  if (!ABSOLUTE.test(raw) && (isPlaceholder(raw) || isPlaceholder(hostOf(raw.split('/', 1)[0])))) {
    if (template) return;
    report({
      message: `The server URL \`${raw}\` is a placeholder, not an address: clients that read this document cannot reach the API. Write it as a server variable with a default (\`{scheme}://{host}\`, \`host: { default: localhost:8080 }\`), so tools offer the address and users can change it.`,
      pointer: appendPointer(server.pointer, 'url'),
      at: urlAt,
      severity: 'info',
    });
    return;
  }
  const url = raw.replace(/\{([^{}]*)\}/g, (m, name: string) => server.variables[name]?.default ?? m);
  if (/^\{[^{}]*\}/.test(url) && !/^\{[^{}]*\}:\/\//.test(url)) return;
  const m = ABSOLUTE.exec(url);
  if (!m || m[2] === '') {
    // A scheme-relative URL (`//api.example.com`) has its host and lacks only the protocol.
    const relative = url.startsWith('//') && url.length > 2;
    const example = relative
      ? `https:${url}`
      : url.startsWith('/')
        ? `https://api.example.com${url}`
        : 'https://api.example.com/v1';
    const lacks = relative ? 'has no protocol' : 'is not absolute';
    const advice =
      url.startsWith('/') && !relative
        ? `: clients resolve it against wherever they read this document. Give \`{protocol}://{domain}/{path}\`: the API's own (\`${example}\`), or for software its users install a server variable with a default (\`{scheme}://{host}${url === '/' ? '' : url}\`).`
        : `; give \`{protocol}://{domain}/{path}\`, e.g. \`${example}\`.`;
    report({
      message: `The server URL \`${raw}\` ${lacks}${advice}`,
      pointer: appendPointer(server.pointer, 'url'),
      at: urlAt,
    });
    return;
  }
  const host = hostOf(m[2]);
  if (m[1].toLowerCase() !== 'http' || host.includes('{') || isLocalHost(host)) return;
  if (deployed && isPlaceholderHost(host)) return;
  // Beside the API's https server, one described as a developer's ("Local development server (do not use)") is not an
  // address clients are told to use.
  const description = server.node.description;
  if (deployed && typeof description === 'string' && DEVELOPER_SERVER.test(description)) return;
  const message = `The server URL \`${url}\` uses plain \`http\`; use \`https\` (plain http is only fine for localhost).`;
  const variable = /^\{([^{}]*)\}:\/\//.exec(raw)?.[1];
  const vars = isObj(server.node.variables) ? server.node.variables : undefined;
  const holder = variable !== undefined && vars && isObj(vars[variable]) ? vars[variable] : undefined;
  if (holder) {
    report({
      message,
      pointer: appendPointer(server.pointer, 'variables', variable!, 'default'),
      at: { node: holder, key: 'default', part: 'value', sub: { start: 0, end: String(holder.default).length } },
    });
  } else {
    report({ message, pointer: appendPointer(server.pointer, 'url'), at: { ...urlAt, sub: { start: 0, end: 4 } } });
  }
}
