import type { Operation } from '../../openapi/model';
import { isDebugPath, isInfrastructurePath } from '../../openapi/infrastructure';

/**
 * The path of an operation as the infrastructure check reads it: its resource segments (no version segments) without a
 * leading `api` (`/api/v1/version` reads `version`), and without the underscores Mozilla's Dockerflow puts around its
 * probes (Kinto's `/__heartbeat__`, `/__lbheartbeat__`, `/__version__` read `heartbeat`, `lbheartbeat`, `version`).
 */
function infrastructureSegments(op: Operation): string[] {
  const segs = op.path.resourceSegments.map((s) => (s.kind === 'static' ? trimUnderscores(s.text) : s.text));
  if (segs.length > 0 && segs[0].toLowerCase() === 'api') segs.shift();
  return segs;
}

/** True for a GET or HEAD of a discovery or infrastructure path, after an `api` prefix and version segments (`/api/v1/version`). */
export function isInfrastructureRead(op: Operation): boolean {
  if (op.method !== 'get' && op.method !== 'head') return false;
  const segs = infrastructureSegments(op);
  return segs.length > 0 && isInfrastructurePath(`/${segs.join('/')}`, new Set());
}

/**
 * True for a probe of the service rather than a use of it: a GET or HEAD of an infrastructure path (`/health`,
 * `/status`, `/ping`, `/version`: see `isInfrastructureRead`), of the API's root (`/`, `/api/v1/`), which answers
 * whether the service is up or where its resources are (goog.io's `GET /` answers `{status: true}`; svix's
 * `/api/v1/health/`), or of a debugging tool (Go's `/debug/pprof/`, see `isDebugPath`). Monitors and operators call
 * them; no client's quota is spent on them.
 */
export function isProbe(op: Operation): boolean {
  if (op.method !== 'get' && op.method !== 'head') return false;
  return infrastructureSegments(op).every((t) => t === '') || isInfrastructureRead(op) || isDebugPath(op.path.path);
}

/** A segment without the underscores around it (`__heartbeat__` reads `heartbeat`); `__` alone stays. */
function trimUnderscores(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === '_') start++;
  while (end > start && text[end - 1] === '_') end--;
  return start < end ? text.slice(start, end) : text;
}
