import { appendPointer } from '../document/pointer';
import type { ApiModel, MediaType, Operation, Parameter, PathSegment } from '../openapi/model';
import { isVersionSegment } from '../openapi/paths';
import type { Report, Rule, Target } from './types';
import { trimTrailingSlashes } from '../../shared/trim';

/** The three versioning strategies of §9. */
type Strategy = 'uri' | 'header' | 'parameter';

/** Where one strategy shows up: a label for messages and the node to underline. */
interface Evidence {
  strategy: Strategy;
  label: string;
  pointer: string;
  at: Target;
}

const NAMES: Record<Strategy, string> = {
  uri: 'a `/v{N}` URI prefix',
  header: 'a vendor media type `application/vnd.<vendor>.v{N}+json`',
  parameter: 'an integer `version` query parameter',
};
const ORDER: Strategy[] = ['uri', 'header', 'parameter'];
/** Query parameters that carry the API version: the convention's `version`, and Azure's `api-version` and its spellings. */
const VERSION_PARAMS = new Set(['version', 'api-version', 'api_version', 'apiversion']);
/** Request headers that carry the API version (`X-API-Version`, GitHub's `X-GitHub-Api-Version`): a header strategy. */
const VERSION_HEADER = /^(?:x-)?(?:[a-z0-9]+-)?api-version$/i;
const VENDOR_VERSION = /^application\/vnd\.[a-z0-9][a-z0-9._-]*\.v\d+\+json(?:\s*;.*)?$/i;

/**
 * No version found, strategies mixed, a path missing the version segment others have (discovery and
 * infrastructure paths need none), or a non-integer `version` parameter (§9).
 */
export const versioning: Rule = {
  id: 'versioning',
  defaultSeverity: 'warning',
  section: '§9',
  description:
    'No API version (/v{N} prefix, vendor media type or integer version parameter), mixed strategies, a path without the prefix others have, or a non-integer version parameter.',
  options: {
    strategy: {
      type: 'enum',
      values: ['uri', 'header', 'parameter', 'any'],
      default: 'any',
      description:
        'The versioning strategy to require: a /v{N} path prefix, a vendor media type, a version query parameter, or any one of them.',
    },
  },
  check({ model, options, report }) {
    const required = ORDER.find((s) => s === options.strategy);
    const found = collect(model);
    const rootKey: Target = {
      node: model.root,
      key: model.version === '2.0' ? 'swagger' : 'openapi',
      part: 'key',
      sub: { start: 0, end: 7 },
    };
    const present = ORDER.filter((s) => found.weight[s] > 0);

    for (const p of found.nonInteger) report(p);

    if (present.length === 0) {
      const wanted = required ? NAMES[required] : `${NAMES.uri}, ${NAMES.header}, or ${NAMES.parameter}`;
      report({ message: `The API has no version; version it with ${wanted} (§9).`, pointer: '', at: rootKey });
      return;
    }
    const primary =
      required ?? present.reduce((best, s) => (found.weight[s] > found.weight[best] ? s : best), present[0]);
    if (required && found.weight[required] === 0) {
      report({
        message: `The configuration requires versioning with ${NAMES[required]}, but the API uses ${present.map((s) => NAMES[s]).join(' and ')}.`,
        pointer: '',
        at: rootKey,
      });
    }
    for (const e of found.evidence) {
      if (e.strategy === primary) continue;
      const why = required ? 'the configuration requires' : 'the rest of the API uses';
      report({
        message: `${e.label} versions the API another way than ${NAMES[primary]}, which ${why}; use one strategy (§9).`,
        pointer: e.pointer,
        at: e.at,
      });
    }
    if (primary === 'uri' && !found.serverPrefix && found.prefixedPath) {
      const discovery = versionedPrefixes(model);
      for (const item of model.paths) {
        if (hasVersionPrefix(item.segments) || isInfrastructurePath(item.path, discovery)) continue;
        report({
          message: `\`${item.path}\` has no version prefix while other paths have one (e.g. \`${found.prefixedPath}\`); put every path under the same \`/v{N}\` prefix.`,
          pointer: item.pointer,
          at: { node: item.pathsNode, key: item.path, part: 'key' },
        });
      }
    }
  },
};

/** The first version segment that only static and namespace segments precede (`/apis/resource.k8s.io/v1alpha2`). */
function leadingVersion(segments: readonly PathSegment[]): PathSegment | undefined {
  for (const s of segments) {
    if (s.kind === 'version') return s;
    if (s.kind !== 'static' && s.kind !== 'namespace') return undefined;
  }
  return undefined;
}

/**
 * Discovery and infrastructure paths, which need no version: the root, `/api`, `/apis`, `/.well-known/…`,
 * `/version`, `/health…`, `/livez`, `/readyz`, `/metrics`, `/openapi…`, `/swagger…`, and any path that is what a
 * versioned path has before its version (Kubernetes' `/apis/apps/` beside `/apis/apps/v1/…`).
 */
const INFRASTRUCTURE =
  /^\/(?:api|apis|\.well-known(?:\/.*)?|version|versions|health[^/]*(?:\/.*)?|healthz|livez(?:\/.*)?|readyz(?:\/.*)?|ping|status|metrics|openapi[^/]*(?:\/.*)?|swagger[^/]*(?:\/.*)?|docs)?\/?$/i;

function isInfrastructurePath(path: string, discovery: ReadonlySet<string>): boolean {
  return INFRASTRUCTURE.test(path) || discovery.has(trimTrailingSlashes(path));
}

/** What versioned paths have before their version segment (`/apis/apps` for `/apis/apps/v1/deployments`). */
function versionedPrefixes(model: ApiModel): Set<string> {
  const out = new Set<string>();
  for (const item of model.paths) {
    const v = leadingVersion(item.segments);
    if (v && v.start > 1) out.add(item.path.slice(0, v.start - 1));
  }
  return out;
}

/** True when a version segment comes before the path's first parameter. */
function hasVersionPrefix(segments: readonly { kind: string }[]): boolean {
  for (const s of segments) {
    if (s.kind === 'version') return true;
    if (s.kind === 'param') return false;
  }
  return false;
}

/** Every sign of each strategy in the API, with the number of operations each strategy covers. */
function collect(model: ApiModel) {
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
    add({ strategy: 'uri', ...serverPrefix });
    weight.uri += Math.max(1, model.operations.length);
  }
  let prefixedPath: string | undefined;
  for (const item of model.paths) {
    const seg = leadingVersion(item.segments);
    if (!seg) continue;
    prefixedPath ??= item.path;
    weight.uri += Math.max(1, item.operations.length);
    add({
      strategy: 'uri',
      label: `The path prefix \`${seg.text}\``,
      pointer: item.pointer,
      at: { node: item.pathsNode, key: item.path, part: 'key', sub: { start: seg.start, end: seg.end } },
    });
  }
  const rootMedia = model.version === '2.0' ? vendorItems(model.root, '') : [];
  for (const op of model.operations) {
    const media = opMedia(model, op);
    if (model.version === '2.0' && !op.node.produces && !op.node.consumes) for (const e of rootMedia) media.push(e);
    if (media.length) weight.header++;
    for (const e of media) add(e);
    const params = op.parameters.filter((p) => p.in === 'query' && VERSION_PARAMS.has(p.name.toLowerCase()));
    if (params.length) weight.parameter++;
    for (const p of params) {
      add({
        strategy: 'parameter',
        label: `The query parameter \`${p.name}\``,
        pointer: appendPointer(p.pointer, 'name'),
        at: { node: p.node, key: 'name', part: 'value', sub: { start: 0, end: p.name.length } },
      });
      const bad = nonIntegerVersion(p);
      if (bad && !nonInteger.some((r) => r.at.node === bad.at.node)) nonInteger.push(bad);
    }
  }
  return { evidence, weight, nonInteger, serverPrefix, prefixedPath };
}

/** A `/v{N}` segment in a server URL (3.x, defaults substituted) or in `basePath` (2.0). */
function serverVersion(model: ApiModel): Omit<Evidence, 'strategy'> | undefined {
  if (model.version === '2.0') {
    const base = model.root.basePath;
    if (typeof base === 'string' && base.split('/').some(isVersionSegment)) {
      return {
        label: `The basePath \`${base}\``,
        pointer: '/basePath',
        at: { node: model.root, key: 'basePath', part: 'value', sub: { start: 0, end: base.length } },
      };
    }
    return undefined;
  }
  for (const s of model.servers) {
    const url = s.url.replace(/\{([^{}]*)\}/g, (m, name: string) => s.variables[name]?.default ?? m);
    const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').replace(/[?#].*$/, '');
    if (path.split('/').some(isVersionSegment)) {
      return {
        label: `The server URL \`${s.url}\``,
        pointer: appendPointer(s.pointer, 'url'),
        at: { node: s.node, key: 'url', part: 'value', sub: { start: 0, end: s.url.length } },
      };
    }
  }
  return undefined;
}

/** Vendor versioned media types of one operation: content keys in 3.x, `produces`/`consumes` items in 2.0, `Accept` header parameters. */
function opMedia(model: ApiModel, op: Operation): Evidence[] {
  const out: Evidence[] = [];
  if (model.version === '2.0') out.push(...vendorItems(op.node, op.pointer));
  else {
    const vendor = (m: MediaType) => {
      if (!m.holder || !VENDOR_VERSION.test(m.name)) return;
      out.push({
        strategy: 'header',
        label: `The media type \`${m.name}\``,
        pointer: m.pointer,
        at: { node: m.holder, key: m.name, part: 'key', sub: { start: 0, end: m.name.length } },
      });
    };
    for (const m of op.requestBody?.content ?? []) vendor(m);
    for (const r of op.responses) for (const m of r.content) vendor(m);
  }
  for (const p of op.parameters) {
    if (p.in === 'header' && VERSION_HEADER.test(p.name)) {
      out.push({
        strategy: 'header',
        label: `The \`${p.name}\` header`,
        pointer: appendPointer(p.pointer, 'name'),
        at: { node: p.node, key: 'name', part: 'value', sub: { start: 0, end: p.name.length } },
      });
      continue;
    }
    if (p.in !== 'header' || p.name.toLowerCase() !== 'accept' || !p.schema) continue;
    const values = [p.schema.default, p.schema.example, ...(Array.isArray(p.schema.enum) ? p.schema.enum : [])];
    const v = values.find((x): x is string => typeof x === 'string' && VENDOR_VERSION.test(x));
    if (v)
      out.push({
        strategy: 'header',
        label: `The \`Accept\` value \`${v}\``,
        pointer: appendPointer(p.pointer, 'name'),
        at: { node: p.node, key: 'name', part: 'value', sub: { start: 0, end: p.name.length } },
      });
  }
  return out;
}

/** Vendor versioned items of a 2.0 `produces`/`consumes` list. */
function vendorItems(holder: Record<string, unknown>, pointer: string): Evidence[] {
  const out: Evidence[] = [];
  for (const key of ['consumes', 'produces']) {
    const list = holder[key];
    if (!Array.isArray(list)) continue;
    list.forEach((name, i) => {
      if (typeof name === 'string' && VENDOR_VERSION.test(name)) {
        out.push({
          strategy: 'header',
          label: `The media type \`${name}\``,
          pointer: appendPointer(pointer, key, i),
          at: { node: list, key: i, sub: { start: 0, end: name.length } },
        });
      }
    });
  }
  return out;
}

/** The finding for a `version` query parameter whose schema is not an integer, at its `type` (or its name when untyped). */
function nonIntegerVersion(p: Parameter): Report | undefined {
  const s = p.schema;
  const type = s?.type;
  if (
    type === 'integer' ||
    (Array.isArray(type) && type.includes('integer') && type.every((t) => t === 'integer' || t === 'null'))
  )
    return undefined;
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
