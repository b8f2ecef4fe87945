import { appendPointer } from '../../document/pointer';
import type { ApiModel, MediaType, Operation, Parameter, Server } from '../../openapi/model';
import type { Report, Target } from '../types';
import { isVSegment, leadingVersion, NUMERIC, outsideVersions } from './versioning-paths';
import { isRegistryContentFormat } from '../../openapi/standard-formats';
import { segmentPlace } from './path-key-places';

/** The three versioning strategies of §9: where the version travels (URI, a header, a query parameter). */
export type Strategy = 'uri' | 'header' | 'parameter';

/**
 * The form a version takes. `segment` (`/v2`), `vendor-media` (`application/vnd.acme.v2+json`) and `param` (an
 * integer `version` query parameter) are the conventions' own; `numeric` (`/2.0`, `/api/1.0`, `/2`), `host`
 * (`v2018.api2pdf.com`), `header`
 * (`Stripe-Version`, `X-API-Version`) and `api-param` (`api-version`, or a non-integer `version`) are forms real
 * APIs use that §9 does not name.
 */
export type Form = 'segment' | 'numeric' | 'host' | 'vendor-media' | 'header' | 'param' | 'api-param';

/** Where one form shows up: a label for messages and the node to underline. */
export interface Evidence {
  strategy: Strategy;
  form: Form;
  label: string;
  pointer: string;
  at: Target;
  /** True for a request header a client may leave out: beside a URI version it pins a finer one (Telstra's minor). */
  optional?: boolean;
  /** The major version it names (`1` of `/v1`, of `application/vnd.clair.index_report.v1+json`), when it names one. */
  major?: number;
  /**
   * True for a vendor media type whose version is the one of the URI it is served at (Clair's
   * `application/vnd.clair.index_report.v1+json` under `/indexer/api/v1`): the same version said twice, not a second
   * strategy.
   */
  agrees?: boolean;
}

/** The forms the conventions name (§9). */
export const CONVENTIONAL: ReadonlySet<Form> = new Set<Form>(['segment', 'vendor-media', 'param']);

/** Query parameters that carry the API version: the convention's `version`, and Azure's `api-version` and its spellings. */
const API_VERSION_PARAMS = new Set(['api-version', 'api_version', 'apiversion']);
/** Request headers that carry the API version: `X-API-Version`, `Api-Version`, `Stripe-Version`, `X-GitHub-Api-Version`. */
const VERSION_HEADER = /^(?:x-)?(?:[a-z0-9]+-)?(?:api-)?version$/i;
const VENDOR_VERSION = /^application\/vnd\.[a-z0-9][a-z0-9._-]*\.v\d+\+json(?:\s*;.*)?$/i;

/** True for a vendor media type that versions the API: not a registry's content format (zot's OCI manifest types). */
function versionsApi(mediaType: string): boolean {
  return VENDOR_VERSION.test(mediaType) && !isRegistryContentFormat(mediaType);
}
/** A host label that carries the version: `v2018.api2pdf.com`, `apiv2.clickmeter.com`. */
const V_HOST_LABEL = /^(?:api-?)?v\d+$/i;

/** A host label `api{N}` (`api2.bigoven.com`): a version only when the API's title or version names `v{N}` too. */
const API_N_HOST_LABEL = /^api(\d{1,3})$/i;

/** The numbers N of every `v{N}` word in the API's title and `info.version` (BigOven's "… API (v2)"). */
function titledVersions(model: ApiModel): ReadonlySet<string> {
  const info = model.root.info;
  const out = new Set<string>();
  if (!info || typeof info !== 'object') return out;
  for (const key of ['title', 'version']) {
    const text = (info as Record<string, unknown>)[key];
    if (typeof text !== 'string') continue;
    for (const m of text.slice(0, 500).matchAll(/\bv(\d{1,3})\b/gi)) out.add(String(Number(m[1])));
  }
  return out;
}

/** How many of the operations a plain `version` query parameter must be on to be the API's version (RULES: "nearly every"). */
const PARAM_COVERAGE = 0.75;

/** Every version form in the API, with the number of operations each strategy covers. */
export interface VersionForms {
  evidence: Evidence[];
  weight: Record<Strategy, number>;
  /** Non-integer API version query parameters, one finding each. */
  nonInteger: Report[];
  /** The version in the server URL (`basePath` in 2.0), when there is one. */
  serverPrefix?: Evidence;
  /** The first path with a version segment. */
  prefixedPath?: string;
}

/** Collects every sign of each strategy in the API (RULES.md `versioning`, version 3). */
export function collectForms(model: ApiModel): VersionForms {
  const evidence: Evidence[] = [];
  const weight: Record<Strategy, number> = { uri: 0, header: 0, parameter: 0 };
  const nonInteger: Report[] = [];
  const seen = new Map<object, Set<string | number>>();
  const add = (e: Evidence): void => {
    const keys = seen.get(e.at.node) ?? new Set();
    seen.set(e.at.node, keys);
    const k = e.at.key ?? '';
    if (keys.has(k)) return;
    keys.add(k);
    evidence.push(e);
  };

  const serverPrefix = serverVersion(model);
  if (serverPrefix) {
    add(serverPrefix);
    weight.uri += Math.max(1, model.operations.length);
  }
  let prefixedPath: string | undefined;
  const outside = outsideVersions(model);
  for (const item of model.paths) {
    const seg = leadingVersion(item.segments);
    if (!seg || outside.has(item)) continue;
    prefixedPath ??= item.path;
    weight.uri += Math.max(1, item.operations.length);
    add({
      strategy: 'uri',
      form: isVSegment(seg.text) ? 'segment' : 'numeric',
      label: `The path segment \`${seg.text}\``,
      pointer: item.pointer,
      at: segmentPlace(item, seg),
    });
  }
  const versionSchemes = new Set(
    model.securitySchemes
      .filter((s) => s.type === 'apiKey' && s.in === 'header' && VERSION_HEADER.test(s.paramName ?? ''))
      .map((s) => s.name),
  );
  for (const s of model.securitySchemes) {
    if (!versionSchemes.has(s.name) || !s.paramName) continue;
    add({
      strategy: 'header',
      form: 'header',
      label: `The \`${s.paramName}\` request header`,
      pointer: appendPointer(s.pointer, 'name'),
      at: { node: s.node, key: 'name', part: 'value', sub: { start: 0, end: s.paramName.length } },
    });
  }
  const rootMedia = model.version === '2.0' ? vendorItems(model.root, '') : [];
  const plain: { op: Operation; p: Parameter }[] = [];
  const serverMajor = serverPrefix?.major;
  for (const op of model.operations) {
    const media = opMedia(model, op);
    if (model.version === '2.0' && !op.node.produces && !op.node.consumes) for (const e of rootMedia) media.push(e);
    const uri = leadingVersion(op.path.segments);
    const uriMajor = uri && !outside.has(op.path) ? majorOf(uri.text) : serverMajor;
    for (const e of media) if (e.form === 'vendor-media' && e.major !== undefined) e.agrees = e.major === uriMajor;
    const bySchema = op.security.some((r) => r.schemes.some((s) => versionSchemes.has(s.name)));
    // A media type that repeats the URI's version adds no second strategy (Clair's `…v1+json` under `/v1`).
    if (media.some((e) => !e.agrees) || bySchema) weight.header++;
    for (const e of media) add(e);
    const query = op.parameters.filter((p) => p.in === 'query');
    const api = query.filter((p) => API_VERSION_PARAMS.has(p.name.toLowerCase()));
    for (const p of query) if (p.name.toLowerCase() === 'version') plain.push({ op, p });
    if (api.length) weight.parameter++;
    for (const p of api) addParam(p, 'api-param');
  }
  // A plain `version` is the API's version only when (nearly) every operation takes it; on a few operations it
  // names a resource's own version (Box's file version), which is not API versioning.
  const counted = new Set(plain.map((x) => x.op));
  if (plain.length && counted.size >= PARAM_COVERAGE * model.operations.length) {
    weight.parameter += counted.size;
    for (const { p } of plain) addParam(p, isInteger(p) ? 'param' : 'api-param');
  }
  return { evidence, weight, nonInteger, serverPrefix, prefixedPath };

  function addParam(p: Parameter, form: Form): void {
    add({
      strategy: 'parameter',
      form,
      label: `The query parameter \`${p.name}\``,
      pointer: appendPointer(p.pointer, 'name'),
      at: { node: p.node, key: 'name', part: 'value', sub: { start: 0, end: p.name.length } },
    });
    const bad = nonIntegerVersion(p);
    if (bad && !nonInteger.some((r) => r.at.node === bad.at.node)) nonInteger.push(bad);
  }
}

/**
 * A `/v{N}` or bare-number (`/2.0`) segment in a server URL (3.x, defaults substituted) or in `basePath` (2.0), or
 * a host label that carries the version (`v2018.api2pdf.com`).
 */
function serverVersion(model: ApiModel): Evidence | undefined {
  const majorIn = (path: string): number | undefined =>
    path
      .split('/')
      .filter(isVSegment)
      .map(majorOf)
      .find((n) => n !== undefined);
  const form = (path: string): Form | undefined => {
    const parts = path.split('/');
    if (parts.some(isVSegment)) return 'segment';
    if (parts.some((p) => NUMERIC.test(p))) return 'numeric';
    return undefined;
  };
  const titled = titledVersions(model);
  const inHost = (host: string): boolean =>
    host.split('.').some((label) => V_HOST_LABEL.test(label) || titled.has(API_N_HOST_LABEL.exec(label)?.[1] ?? ''));
  if (model.version === '2.0') {
    const base = model.root.basePath;
    const host = model.root.host;
    const f = typeof base === 'string' ? form(base) : undefined;
    if ((typeof base !== 'string' || !f) && typeof host === 'string' && inHost(host)) {
      return {
        strategy: 'uri',
        form: 'host',
        label: `The host \`${host}\``,
        pointer: '/host',
        at: { node: model.root, key: 'host', part: 'value', sub: { start: 0, end: host.length } },
      };
    }
    if (typeof base !== 'string' || !f) return undefined;
    return {
      strategy: 'uri',
      form: f,
      label: `The basePath \`${base}\``,
      major: majorIn(base),
      pointer: '/basePath',
      at: { node: model.root, key: 'basePath', part: 'value', sub: { start: 0, end: base.length } },
    };
  }
  for (const s of model.servers) {
    if (isMockServer(s)) continue;
    const url = s.url.replace(/\{([^{}]*)\}/g, (m, name: string) => s.variables[name]?.default ?? m);
    const host = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]*)/i.exec(url)?.[1] ?? '';
    const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
    const f = form(path) ?? (inHost(host) ? 'host' : undefined);
    if (!f) continue;
    return {
      strategy: 'uri',
      form: f,
      label: `The server URL \`${s.url}\``,
      major: majorIn(path),
      pointer: appendPointer(s.pointer, 'url'),
      at: { node: s.node, key: 'url', part: 'value', sub: { start: 0, end: s.url.length } },
    };
  }
  return undefined;
}

/** Hosts that serve mocks or copies of a spec, whose URL paths carry the document's version by the host's scheme. */
const MOCK_HOSTS = new Set(['virtserver.swaggerhub.com', 'api.swaggerhub.com', 'app.swaggerhub.com']);
/** Host endings of mock services (`private-1a2b-orders.apiary-mock.com`, `4a1b2c3d.mock.pstmn.io`). */
const MOCK_HOST_ENDINGS = ['.apiary-mock.com', '.mock.pstmn.io', '.mockapi.io', '.free.beeceptor.com'];

/**
 * True for a server that mocks or hosts the spec rather than runs the API: described as a mock ("SwaggerHub API Auto
 * Mocking"), or on a mock service's host (SwaggerHub's `virtserver.swaggerhub.com/{owner}/{api}/{version}`, Apiary,
 * Postman, Stoplight's `/mocks/`). Its URL's version is the document's, not the API's.
 */
function isMockServer(server: Server): boolean {
  const description = server.node.description;
  if (typeof description === 'string' && /\bmock/i.test(description)) return true;
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]*)[^/?#]*(\/[^?#]*)?/i.exec(server.url);
  if (!m) return false;
  const host = m[1].toLowerCase();
  if (MOCK_HOSTS.has(host) || MOCK_HOST_ENDINGS.some((e) => host.endsWith(e))) return true;
  return host === 'stoplight.io' && (m[2] ?? '').startsWith('/mocks/');
}

/** Version forms of one operation's media types and headers: vendor media types, version headers, `Accept` values. */
function opMedia(model: ApiModel, op: Operation): Evidence[] {
  const out: Evidence[] = [];
  if (model.version === '2.0') out.push(...vendorItems(op.node, op.pointer));
  else {
    const vendor = (m: MediaType) => {
      if (!m.holder || !versionsApi(m.name)) return;
      out.push({
        strategy: 'header',
        form: 'vendor-media',
        label: `The media type \`${m.name}\``,
        major: vendorMajor(m.name),
        pointer: m.pointer,
        at: { node: m.holder, key: m.name, part: 'key', sub: { start: 0, end: m.name.length } },
      });
    };
    for (const m of op.requestBody?.content ?? []) vendor(m);
    for (const r of op.responses) for (const m of r.content) vendor(m);
  }
  for (const p of op.parameters) {
    if (p.in !== 'header') continue;
    const name = { node: p.node, key: 'name', part: 'value' as const, sub: { start: 0, end: p.name.length } };
    if (VERSION_HEADER.test(p.name)) {
      const label = `The \`${p.name}\` request header`;
      const optional = p.node.required !== true;
      out.push({
        strategy: 'header',
        form: 'header',
        label,
        pointer: appendPointer(p.pointer, 'name'),
        at: name,
        optional,
      });
      continue;
    }
    if (p.name.toLowerCase() !== 'accept' || !p.schema) continue;
    const values = [p.schema.default, p.schema.example, ...(Array.isArray(p.schema.enum) ? p.schema.enum : [])];
    const v = values.find((x): x is string => typeof x === 'string' && versionsApi(x));
    if (v) {
      const label = `The \`Accept\` value \`${v}\``;
      out.push({
        strategy: 'header',
        form: 'vendor-media',
        label,
        pointer: appendPointer(p.pointer, 'name'),
        at: name,
      });
    }
  }
  return out;
}

/** The major version a `v{N}` segment names (`v1`, `v2beta1`: 2), or undefined. */
function majorOf(text: string): number | undefined {
  const m = /^v(\d+)/i.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** The major version a vendor media type names (`application/vnd.clair.index_report.v1+json`: 1). */
function vendorMajor(name: string): number | undefined {
  const m = /\.v(\d+)\+json/i.exec(name);
  return m ? Number(m[1]) : undefined;
}

/** Vendor versioned items of a 2.0 `produces`/`consumes` list. */
function vendorItems(holder: Record<string, unknown>, pointer: string): Evidence[] {
  const out: Evidence[] = [];
  for (const key of ['consumes', 'produces']) {
    const list = holder[key];
    if (!Array.isArray(list)) continue;
    list.forEach((name, i) => {
      if (typeof name === 'string' && versionsApi(name)) {
        out.push({
          strategy: 'header',
          form: 'vendor-media',
          label: `The media type \`${name}\``,
          major: vendorMajor(name),
          pointer: appendPointer(pointer, key, i),
          at: { node: list, key: i, sub: { start: 0, end: name.length } },
        });
      }
    });
  }
  return out;
}

function isInteger(p: Parameter): boolean {
  const type = p.schema?.type;
  return (
    type === 'integer' ||
    (Array.isArray(type) && type.includes('integer') && type.every((t) => t === 'integer' || t === 'null'))
  );
}

/** The finding for a version query parameter whose schema is not an integer, at its `type` (or its name when untyped). */
function nonIntegerVersion(p: Parameter): Report | undefined {
  if (isInteger(p)) return undefined;
  const s = p.schema;
  const type = s?.type;
  const shown = type === undefined ? 'untyped' : `of type ${Array.isArray(type) ? type.join('|') : String(type)}`;
  const at: Target =
    s && typeof type === 'string'
      ? { node: s, key: 'type', part: 'value', sub: { start: 0, end: type.length } }
      : s && type !== undefined
        ? { node: s, key: 'type', part: 'value' }
        : { node: p.node, key: 'name', part: 'value', sub: { start: 0, end: p.name.length } };
  const pointer =
    s === p.node
      ? appendPointer(p.pointer, 'type')
      : type !== undefined
        ? appendPointer(p.pointer, 'schema', 'type')
        : appendPointer(p.pointer, 'name');
  const fix = p.name === 'version' ? 'give it `type: integer`' : 'name it `version` and give it `type: integer`';
  return {
    message: `The \`${p.name}\` query parameter is ${shown}; §9 wants an integer version (\`?version=2\`): ${fix}.`,
    pointer,
    at,
  };
}
