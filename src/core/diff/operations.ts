import type { Operation, Parameter, PathItem } from '../openapi/model';
import { pathDiscriminator, pathSkeleton } from '../openapi/path-keys';
import type { Target } from '../rules/types';
import { changeReporter, compareSchemas, sunsetOf, type DiffContext, type OperationPair } from './context';
import { compareRequestBodies, compareResponses } from './bodies';
import { compareSecurity } from './security';
import { operationVersion, pathVersion } from './versioning';
import { fullPath, movedBasePath } from './server-urls';
import { codeSpan } from './code-span';

/**
 * The path as a client calls it: parameter names do not matter (`/users/{id}` is `/users/{userId}`), what follows
 * `#` or `?` does (`/#Action=Get` and `/#Action=Put` are two operations).
 */
function pathKey(p: PathItem): string {
  return pathSkeleton(p.segments) + pathDiscriminator(p.path);
}

/** The label of an operation in messages (`GET /users/{id}`). */
export function opLabel(op: Operation): string {
  return codeSpan(`${op.method.toUpperCase()} ${op.path.path}`);
}

function keyTarget(p: PathItem): Target {
  return { node: p.pathsNode, key: p.path, part: 'key' };
}

function opTarget(op: Operation): Target {
  return { node: op.path.node, key: op.method, part: 'key' };
}

/**
 * Compares the paths and operations of the two models: removed, renamed and added paths and operations, and every
 * operation both have (parameters, bodies, responses, security). Paths of a version added or removed as a whole
 * (`covered`) are left to the version's own finding.
 */
export function comparePaths(ctx: DiffContext, covered: ReadonlySet<string>): void {
  const pairs = pairPaths(ctx.base.paths, ctx.rev.paths, movedBasePath(ctx.base, ctx.rev));
  const paired = new Set(pairs.values());
  const inCovered = (p: PathItem) => {
    const v = pathVersion(p);
    return v !== undefined && covered.has(v);
  };
  const added = ctx.rev.paths.filter((p) => !paired.has(p) && !inCovered(p));
  const renamedTo = new Set<PathItem>();
  for (const b of ctx.base.paths) {
    const r = pairs.get(b);
    if (r) {
      compareOperations(ctx, b, r);
      continue;
    }
    if (inCovered(b)) continue;
    const target = renameTarget(b, added, renamedTo);
    if (target) {
      renamedTo.add(target);
      ctx.changes.push({
        id: 'api-path-renamed',
        message: `path ${codeSpan(b.path)} was renamed to ${codeSpan(target.path)}; clients still call ${codeSpan(b.path)}: keep it beside the new one (deprecated) until its sunset`,
        main: { side: 'revision', pointer: target.pointer, at: keyTarget(target) },
        other: { side: 'base', pointer: b.pointer, at: keyTarget(b) },
        version: b.operations
          .map((o) => operationVersion(o, ctx.strategy, ctx.serverVersion))
          .find((v) => v !== undefined),
      });
      compareOperations(ctx, b, target);
      continue;
    }
    pathRemoved(ctx, b);
  }
  for (const r of added) if (!renamedTo.has(r)) for (const op of r.operations) endpointAdded(ctx, op);
}

/**
 * Each base path's counterpart in the revision: the same path text first, then the same template with other
 * parameter names (`/users/{id}` → `/users/{userId}`). Two paths of one side that differ only in their parameter
 * names (GitHub's `…/attestations/{attestation_id}` and `…/{subject_digest}`) each keep their own counterpart. When
 * the base path moved between the servers and the paths (`moved`), full URL paths are paired first.
 */
function pairPaths(
  base: readonly PathItem[],
  rev: readonly PathItem[],
  moved: { base: string; rev: string } | undefined,
): Map<PathItem, PathItem> {
  const pairs = new Map<PathItem, PathItem>();
  const taken = new Set<PathItem>();
  const keys: ((p: PathItem, prefix: string) => string)[] = [];
  if (moved)
    keys.push(
      (p, prefix) => fullPath(prefix, p),
      (p, prefix) => `${prefix}/${pathKey(p)}`,
    );
  keys.push(
    (p) => p.path,
    (p) => pathKey(p),
  );
  for (const key of keys) {
    const revByKey = new Map<string, PathItem[]>();
    for (const r of rev) {
      if (taken.has(r)) continue;
      const k = key(r, moved?.rev ?? '');
      const same = revByKey.get(k);
      if (same) same.push(r);
      else revByKey.set(k, [r]);
    }
    for (const b of base) {
      if (pairs.has(b)) continue;
      const r = revByKey.get(key(b, moved?.base ?? ''))?.find((c) => !taken.has(c));
      if (!r) continue;
      pairs.set(b, r);
      taken.add(r);
    }
  }
  return pairs;
}

/** The added path that answers exactly the removed path's operations (by `operationId`), if there is one. */
function renameTarget(b: PathItem, added: readonly PathItem[], taken: ReadonlySet<PathItem>): PathItem | undefined {
  const ids = b.operations.map((o) => o.operationId);
  if (ids.length === 0 || ids.some((id) => id === undefined)) return undefined;
  const want = [...ids].sort().join('\0');
  const found = added.filter(
    (p) =>
      !taken.has(p) &&
      p.operations
        .map((o) => o.operationId ?? '')
        .sort()
        .join('\0') === want,
  );
  return found.length === 1 ? found[0] : undefined;
}

/** The id and words for removing something (a path or an operation) given how it was deprecated. */
function removal(today: string, nodes: readonly Record<string, unknown>[], kind: 'api-path' | 'api'): [string, string] {
  const deprecated = nodes.length > 0 && nodes.every((n) => n.deprecated === true);
  if (!deprecated) return [`${kind}-removed-without-deprecation`, 'was removed without being deprecated first'];
  const sunsets = nodes.map(sunsetOf).filter((s): s is string => s !== undefined);
  const latest = sunsets.sort().pop();
  if (latest !== undefined && latest > today)
    return [`${kind}-removed-before-sunset`, `was removed before its sunset (${latest})`];
  return [
    `${kind}-removed-with-deprecation`,
    latest ? `was removed after its sunset (${latest})` : 'was removed after being deprecated',
  ];
}

/** Each operation of a path with what its path item says (`deprecated`, `x-sunset`) under what it says itself. */
function pathNodes(b: PathItem): Record<string, unknown>[] {
  return b.operations.map((o) => ({ ...o.path.node, ...o.node }));
}

/**
 * The change id this comparison gives a path that a rename moves, its operations answering on a new path only:
 * `api-path-renamed` when it can tell them by `operationId`, else a removal as the path was deprecated.
 */
export function movedPathChangeId(b: PathItem, today: string): string {
  if (renameTarget(b, [b], new Set())) return 'api-path-renamed';
  return removal(today, pathNodes(b), 'api-path')[0];
}

function pathRemoved(ctx: DiffContext, b: PathItem): void {
  const [id, words] = removal(ctx.today, pathNodes(b), 'api-path');
  ctx.changes.push({
    id,
    message: `path ${codeSpan(b.path)} ${words}`,
    main: { side: 'base', pointer: b.pointer, at: keyTarget(b) },
    version: b.operations.map((o) => operationVersion(o, ctx.strategy, ctx.serverVersion)).find((v) => v !== undefined),
  });
}

function endpointAdded(ctx: DiffContext, op: Operation): void {
  ctx.changes.push({
    id: 'endpoint-added',
    message: `${opLabel(op)} was added`,
    main: { side: 'revision', pointer: op.pointer, at: opTarget(op) },
  });
}

/** Compares the operations of a path both sides have (or that was renamed). */
function compareOperations(ctx: DiffContext, b: PathItem, r: PathItem): void {
  for (const bop of b.operations) {
    const rop = r.operations.find((o) => o.method === bop.method);
    if (rop) {
      compareOperation(ctx, bop, rop);
      continue;
    }
    const [id, words] = removal(ctx.today, [{ ...b.node, ...bop.node }], 'api');
    ctx.changes.push({
      id,
      message: `${opLabel(bop)} ${words}`,
      main: { side: 'base', pointer: bop.pointer, at: opTarget(bop) },
      other: { side: 'revision', pointer: r.pointer, at: keyTarget(r) },
      version: operationVersion(bop, ctx.strategy, ctx.serverVersion),
    });
  }
  for (const rop of r.operations) if (!b.operations.some((o) => o.method === rop.method)) endpointAdded(ctx, rop);
}

function compareOperation(ctx: DiffContext, b: Operation, r: Operation): void {
  const operation = opLabel(r);
  const version = operationVersion(b, ctx.strategy, ctx.serverVersion);
  const here = changeReporter(ctx, operation, version);
  const bDep = b.node.deprecated === true;
  const rDep = r.node.deprecated === true;
  const revOp = { side: 'revision' as const, pointer: r.pointer, at: opTarget(r) };
  if (bDep !== rDep)
    here({
      id: rDep ? 'endpoint-deprecated' : 'endpoint-reactivated',
      message: rDep ? 'was deprecated' : 'is no longer deprecated',
      main: revOp,
    });
  const bSun = sunsetOf(b.node);
  const rSun = sunsetOf(r.node);
  if (bDep && rDep && bSun && rSun && rSun < bSun)
    here({
      id: 'api-sunset-date-changed-too-small',
      message: `sunset moved earlier, from ${bSun} to ${rSun}`,
      main: { ...revOp, at: { node: r.node, key: 'x-sunset', part: 'value' } },
    });
  const pair: OperationPair = { b, r, operation, version, here };
  compareParameters(ctx, pair);
  compareRequestBodies(ctx, pair);
  compareResponses(ctx, pair);
  compareSecurity(ctx, pair);
}

/** A parameter as clients send it: path parameters by position in the template, headers by name in any case. */
function paramKey(op: Operation, p: Parameter): string {
  if (p.in === 'path') return `path#${op.path.segments.flatMap((s) => s.params).indexOf(p.name)}`;
  return `${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`;
}

function paramTarget(p: Parameter): Target {
  return { node: p.node, key: 'name', part: 'value' };
}

function compareParameters(ctx: DiffContext, pair: OperationPair): void {
  const { b, r, operation, version, here } = pair;
  const sent = (op: Operation) => op.parameters.filter((p) => p.in !== 'body');
  const revByKey = new Map(sent(r).map((p) => [paramKey(r, p), p]));
  const baseKeys = new Set(sent(b).map((p) => paramKey(b, p)));
  for (const bp of sent(b)) {
    const basePlace = { side: 'base' as const, pointer: bp.pointer, at: paramTarget(bp) };
    const rp = revByKey.get(paramKey(b, bp));
    const label = `${bp.in} parameter ${codeSpan(bp.name)}`;
    if (!rp) {
      const moved = sent(r).find(
        (p) => p.name.toLowerCase() === bp.name.toLowerCase() && !baseKeys.has(paramKey(r, p)),
      );
      if (moved) {
        here({
          id: 'request-parameter-location-changed',
          message: `${label} moved to the ${moved.in}`,
          main: { side: 'revision', pointer: moved.pointer, at: { node: moved.node, key: 'in', part: 'value' } },
          other: basePlace,
        });
        continue;
      }
      if (bp.in === 'path') continue; // the path itself changed: reported with the path
      const deprecated = bp.node.deprecated === true;
      here({
        id: deprecated ? 'request-parameter-removed-with-deprecation' : 'request-parameter-removed',
        message: `${label} was removed`,
        main: basePlace,
        other: { side: 'revision', pointer: r.pointer, at: opTarget(r) },
      });
      continue;
    }
    const revPlace = { side: 'revision' as const, pointer: rp.pointer, at: paramTarget(rp) };
    if (bp.required !== rp.required)
      here({
        id: rp.required ? 'request-parameter-became-required' : 'request-parameter-became-optional',
        message: `${label} became ${rp.required ? 'required' : 'optional'}`,
        main: { ...revPlace, at: { node: rp.node, key: 'required', part: 'value' } },
        other: basePlace,
      });
    compareSchemas(ctx, bp.schema, rp.schema, {
      dir: 'request',
      place: 'parameter',
      subject: label,
      revPointer: rp.node.schema !== undefined ? `${rp.pointer}/schema` : rp.pointer,
      basePointer: bp.node.schema !== undefined ? `${bp.pointer}/schema` : bp.pointer,
      operation,
      version,
    });
  }
  for (const rp of sent(r)) {
    const key = paramKey(r, rp);
    if (baseKeys.has(key) || rp.in === 'path') continue;
    if (sent(b).some((p) => p.name.toLowerCase() === rp.name.toLowerCase() && !revByKey.has(paramKey(b, p)))) continue; // moved
    const hasDefault = rp.schema?.default !== undefined;
    const required = rp.required && !hasDefault;
    here({
      id: required ? 'new-required-request-parameter' : 'new-optional-request-parameter',
      message: `${rp.in} parameter ${codeSpan(rp.name)} was added${required ? ' as required' : ''}`,
      main: { side: 'revision', pointer: rp.pointer, at: paramTarget(rp) },
    });
  }
}
