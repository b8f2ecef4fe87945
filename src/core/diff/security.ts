import type { ApiModel, Operation, SecurityRequirement, SecurityScheme, Server } from '../openapi/model';
import type { Target } from '../rules/types';
import type { DiffContext, OperationPair } from './context';
import { movedBasePath, serverKey, serverOrigin } from './server-urls';
import { codeSpan } from './code-span';

/** What a scheme asks of clients, whatever its name in the components: type, HTTP scheme, and where a key goes. */
function schemeShape(s: SecurityScheme | undefined, name: string): string {
  if (!s) return `?${name}`;
  return [
    s.type,
    s.scheme ?? '',
    s.in ?? '',
    s.in === 'header' ? (s.paramName ?? '').toLowerCase() : (s.paramName ?? ''),
  ].join('|');
}

/** One alternative of a requirement as clients meet it: the shapes of its schemes, sorted, with their scopes. */
function alternatives(
  model: ApiModel,
  reqs: readonly SecurityRequirement[],
): Map<string, { scopes: Map<string, Set<string>>; names: string[] }> {
  const out = new Map<string, { scopes: Map<string, Set<string>>; names: string[] }>();
  for (const req of reqs) {
    const shapes = req.schemes.map((s) =>
      schemeShape(
        model.securitySchemes.find((x) => x.name === s.name),
        s.name,
      ),
    );
    const key = [...shapes].sort().join('&');
    const scopes = new Map<string, Set<string>>();
    req.schemes.forEach((s, i) => scopes.set(shapes[i], new Set(s.scopes)));
    out.set(key, { scopes, names: req.schemes.map((s) => s.name) });
  }
  return out;
}

/** The pointer of the security that applies to an operation: its own `security`, the root one, or the operation. */
function securityPointer(op: Operation): string {
  if (op.securitySource === 'operation') return `${op.pointer}/security`;
  return op.securitySource === 'global' ? '/security' : op.pointer;
}

function securityTarget(op: Operation, model: ApiModel): Target {
  if (op.securitySource === 'operation') return { node: op.node, key: 'security', part: 'key' };
  if (op.securitySource === 'global') return { node: model.root, key: 'security', part: 'key' };
  return { node: op.path.node, key: op.method, part: 'key' };
}

/** Compares the security that applies to an operation on both sides (its own, or the global one). */
export function compareSecurity(ctx: DiffContext, pair: OperationPair): void {
  const { b, r, here } = pair;
  // An empty requirement (`{}`) means "no authentication" is one of the alternatives.
  const open = (reqs: readonly SecurityRequirement[]) => reqs.length === 0 || reqs.some((x) => x.schemes.length === 0);
  const bAlts = alternatives(ctx.base, b.security);
  const rAlts = alternatives(ctx.rev, r.security);
  const revPlace = { side: 'revision' as const, pointer: securityPointer(r), at: securityTarget(r, ctx.rev) };
  const basePlace = { side: 'base' as const, pointer: securityPointer(b), at: securityTarget(b, ctx.base) };
  if (open(b.security) && !open(r.security)) {
    here({ id: 'api-security-added', message: 'now requires authentication', main: revPlace, other: basePlace });
    return;
  }
  if (!open(b.security) && open(r.security)) {
    here({
      id: 'api-security-dropped',
      message: 'no longer requires authentication',
      main: revPlace,
      other: basePlace,
    });
    return;
  }
  for (const [key, alt] of bAlts) {
    const now = rAlts.get(key);
    if (!now) {
      if (key === '') continue;
      here({
        id: 'api-security-removed',
        message: `no longer accepts authentication with ${alt.names.map(codeSpan).join(' and ')}`,
        main: revPlace,
        other: basePlace,
      });
      continue;
    }
    for (const [shape, scopes] of now.scopes) {
      const before = alt.scopes.get(shape) ?? new Set();
      const more = [...scopes].filter((s) => !before.has(s));
      const fewer = [...before].filter((s) => !scopes.has(s));
      if (more.length > 0)
        here({
          id: 'api-security-scope-added',
          message: `now requires scope${more.length > 1 ? 's' : ''} ${more.map(codeSpan).join(', ')}`,
          main: revPlace,
          other: basePlace,
        });
      if (fewer.length > 0)
        here({
          id: 'api-security-scope-removed',
          message: `no longer requires scope${fewer.length > 1 ? 's' : ''} ${fewer.map(codeSpan).join(', ')}`,
          main: revPlace,
          other: basePlace,
        });
    }
  }
  for (const [key, alt] of rAlts) {
    if (bAlts.has(key) || key === '') continue;
    here({
      id: 'api-security-alternative-added',
      message: `also accepts authentication with ${alt.names.map(codeSpan).join(' and ')}`,
      main: revPlace,
      other: basePlace,
    });
  }
}

/** Compares the security schemes of the components (by name) and the servers (by URL). */
export function compareComponents(ctx: DiffContext): void {
  const { base, rev } = ctx;
  const schemeAt = (m: ApiModel, s: SecurityScheme): Target => ({
    node: m.securitySchemesNode ?? s.node,
    key: s.name,
    part: 'key',
  });
  const revShapes = new Set(rev.securitySchemes.map((s) => schemeShape(s, s.name)));
  const baseShapes = new Set(base.securitySchemes.map((s) => schemeShape(s, s.name)));
  for (const bs of base.securitySchemes) {
    const rs = rev.securitySchemes.find((s) => s.name === bs.name);
    const basePlace = { side: 'base' as const, pointer: bs.pointer, at: schemeAt(base, bs) };
    if (!rs) {
      // Renamed (another scheme asks the same of clients): a refactor, not a removal.
      if (!revShapes.has(schemeShape(bs, bs.name)))
        ctx.changes.push({
          id: 'api-security-component-removed',
          message: `security scheme ${codeSpan(bs.name)} was removed`,
          main: basePlace,
        });
      continue;
    }
    if (schemeShape(bs, bs.name) !== schemeShape(rs, rs.name))
      ctx.changes.push({
        id: 'api-security-component-type-changed',
        message: `security scheme ${codeSpan(rs.name)} changed from ${describe(bs)} to ${describe(rs)}`,
        main: { side: 'revision', pointer: rs.pointer, at: schemeAt(rev, rs) },
        other: basePlace,
      });
  }
  for (const rs of rev.securitySchemes) {
    if (base.securitySchemes.some((s) => s.name === rs.name) || baseShapes.has(schemeShape(rs, rs.name))) continue;
    ctx.changes.push({
      id: 'api-security-component-added',
      message: `security scheme ${codeSpan(rs.name)} was added`,
      main: { side: 'revision', pointer: rs.pointer, at: schemeAt(rev, rs) },
    });
  }
  compareServers(ctx);
}

function describe(s: SecurityScheme): string {
  if (s.type === 'apiKey') return `an API key in the ${s.in ?? '?'} ${codeSpan(s.paramName ?? '?')}`;
  if (s.type === 'http') return `HTTP ${codeSpan(s.scheme ?? '?')}`;
  return codeSpan(s.type);
}

function compareServers(ctx: DiffContext): void {
  const { base, rev } = ctx;
  // A spec without servers is served from wherever it is deployed: adding or dropping the list tells clients nothing.
  if (base.servers.length === 0 || rev.servers.length === 0) return;
  // When the base path moved between the servers and the paths, the paths carry it: servers are compared by origin.
  const moved = movedBasePath(base, rev) !== undefined;
  const key = (s: Server) => (moved ? serverOrigin : (k: string) => k)(serverKey(s.url, s.variables));
  reportServers(ctx, base, rev, 'base', key);
  reportServers(ctx, rev, base, 'revision', key);
}

/** Reports each server of one side that the other lacks: removed from the base, or added in the revision. */
function reportServers(
  ctx: DiffContext,
  side: ApiModel,
  other: ApiModel,
  which: 'base' | 'revision',
  key: (s: Server) => string,
): void {
  const otherKeys = new Set(other.servers.map(key));
  for (const s of side.servers) {
    if (otherKeys.has(key(s))) continue;
    const at: Target =
      s.pointer === '/host'
        ? { node: s.node, key: 'host', part: 'value' }
        : { node: s.node, key: 'url', part: 'value' };
    ctx.changes.push({
      id: which === 'base' ? 'api-server-removed' : 'api-server-added',
      message: `server ${codeSpan(s.url)} was ${which === 'base' ? 'removed' : 'added'}`,
      main: { side: which, pointer: s.pointer, at },
    });
  }
}
