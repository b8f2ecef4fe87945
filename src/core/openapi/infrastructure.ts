/**
 * Infrastructure endpoints: health probes, discovery and the API's own description, and debug tools. One decision
 * that the protocol-defined endpoints (`protocol.ts`: a probe anywhere in a path), the probe and public-read checks and
 * `versioning` (paths that need no version) all read.
 */
import { trimTrailingSlashes } from '../../shared/trim';
import { splitWords } from './words/identifiers';

/**
 * Health probes by name, wherever they stand in a path (`/health`, `/services/{id}/healthcheck`, Kubernetes' `livez`,
 * `readyz`, `healthz`).
 */
const PROBES = new Set([
  'health',
  'healthz',
  'healthcheck',
  'health-check',
  'health_check',
  'livez',
  'readyz',
  'liveness',
  'readiness',
  'ping',
]);

/**
 * Names that make a probe only at the top of an API, where they are the service's own (`/healthStatus`, `/heartbeat`,
 * a load balancer's `/lbheartbeat`): deeper, `…/activities/heartbeat` is a use of the API (Temporal's activity heartbeat).
 */
const TOP_PROBE_PREFIXES = ['health', 'heartbeat', 'lbheartbeat'];

/** True for a segment that names a health probe wherever it stands (`health`, `health_check`, `livez`, `ping`), in any letter case. */
export function isProbeName(segment: string): boolean {
  return PROBES.has(segment.toLowerCase());
}

/**
 * Discovery paths: the root, `/api`, `/apis`, `/.well-known/…`, `/version…`, `/status`, `/metrics`, `/openapi…`,
 * `/swagger…`, `/docs`, and the OAuth 2.0 endpoints under `/oauth/` and `/oauth2/` (a standard fixes their shape).
 */
const DISCOVERY =
  /^\/(?:api|apis|\.well-known(?:\/.*)?|versions?[^/]*|status|metrics|openapi[^/]*(?:\/.*)?|swagger[^/]*(?:\/.*)?|docs|oauth2?\/.*)?\/?$/i;

/**
 * True for a path that needs no version and that monitors and tools, not clients, call: a discovery path (see
 * `DISCOVERY`), a probe at the top and what is below it (`/health/db`, `/livez/ping`, `/heartbeat`), or what a versioned path
 * has before its version (`discovery`: Kubernetes' `/apis/apps/` beside `/apis/apps/v1/…`).
 */
export function isInfrastructurePath(path: string, discovery: ReadonlySet<string>): boolean {
  if (DISCOVERY.test(path) || discovery.has(trimTrailingSlashes(path))) return true;
  const [first = '', ...rest] = path.toLowerCase().split('/').slice(1);
  // `/ping` answers pong; below it (alertersystem's `/api/ping/{id}`) are the API's own ping records.
  if (first === 'ping') return rest.every((s) => s === '');
  // The server's version named after the product (Arize Phoenix's `/arize_phoenix_version`, `/server-version`): `/version`
  // by another name. A plural (`/document_versions`) is a collection of the API's.
  if (rest.every((s) => s === '') && splitWords(first).at(-1) === 'version') return true;
  return first !== '' && (isProbeName(first) || TOP_PROBE_PREFIXES.some((p) => first.startsWith(p)));
}

/**
 * True for a debugging or profiling endpoint of the server (Go's `/debug/pprof/…`, KubeVirt's `/start-profiler`,
 * `/dump-profiler`): an operator's tool like a probe, outside the API's versions. Not public: it still needs securing.
 */
export function isDebugPath(path: string): boolean {
  const segments = path.split('/').filter((s) => s !== '');
  if (segments[0]?.toLowerCase() === 'debug') return true;
  return segments.some((s) => splitWords(s).some((w) => w === 'profiler' || w === 'pprof'));
}
