import { classifyReset, type Clock } from './reset';
import { isInnerList, numberParam, parseDictionary, parseList, textOf, type Member } from './structured-fields';
import type { DeclaredReset, RateLimitPolicy, ResetReading } from './types';

/** Lower-case header name → value (repeated fields joined with `, `). */
export type Fields = Map<string, string>;

/** What the family readers share: the fields, the clock, the declarations, and the names they read. */
export interface ReadContext {
  fields: Fields;
  clock: Clock;
  declared: Record<string, DeclaredReset>;
  used: Set<string>;
}

const IETF_DELTA: DeclaredReset = {
  encoding: 'delta-seconds',
  because: 'the IETF RateLimit draft defines it as seconds until the reset',
};

function emptyPolicy(name: string): RateLimitPolicy {
  return {
    name,
    limit: null,
    remaining: null,
    used: null,
    windowSeconds: null,
    resetAt: null,
    resetInSeconds: null,
    resetEncoding: null,
    explanation: null,
    quotaUnit: null,
    partitionKey: null,
    sources: [],
  };
}

function take(ctx: ReadContext, policy: RateLimitPolicy, header: string): string | undefined {
  const v = ctx.fields.get(header);
  if (v === undefined) return undefined;
  ctx.used.add(header);
  if (!policy.sources.includes(header)) policy.sources.push(header);
  return v;
}

/** The leading number of a value (`100`, `100, 100;w=60` → 100); `null` when there is none. */
function leadingNumber(v: string | undefined): number | null {
  if (v === undefined) return null;
  const m = /^\s*(-?\d+(?:\.\d+)?)/.exec(v);
  const n = m ? Number(m[1]) : NaN;
  return Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? n : null;
}

function setReset(policy: RateLimitPolicy, r: ResetReading | undefined): void {
  if (!r) return;
  policy.resetAt = r.resetAt;
  policy.resetInSeconds = r.resetInSeconds;
  policy.resetEncoding = r.encoding;
  policy.explanation = r.explanation;
}

function readReset(ctx: ReadContext, policy: RateLimitPolicy, header: string, fallback?: DeclaredReset): void {
  const raw = take(ctx, policy, header);
  if (raw === undefined) return;
  setReset(policy, classifyReset(raw, header, ctx.clock, ctx.declared[header] ?? fallback));
}

function hasValues(p: RateLimitPolicy): boolean {
  return p.limit !== null || p.remaining !== null || p.resetAt !== null || p.used !== null;
}

/** `X-RateLimit-*`, `X-Rate-Limit-*` and the early IETF drafts' `RateLimit-Limit/Remaining/Reset`, with GitHub's and Discord's extras. */
export function readPrefixed(ctx: ReadContext): RateLimitPolicy[] {
  const out: RateLimitPolicy[] = [];
  for (const prefix of ['x-ratelimit-', 'x-rate-limit-', 'ratelimit-']) {
    const policy = emptyPolicy('default');
    policy.limit = leadingNumber(take(ctx, policy, prefix + 'limit'));
    policy.remaining = leadingNumber(take(ctx, policy, prefix + 'remaining'));
    policy.used = leadingNumber(take(ctx, policy, prefix + 'used'));
    if (ctx.fields.has(prefix + 'reset-after')) {
      readReset(ctx, policy, prefix + 'reset-after', {
        encoding: 'delta-seconds',
        because: `${prefix}reset-after counts seconds by definition`,
      });
      take(ctx, policy, prefix + 'reset');
    } else readReset(ctx, policy, prefix + 'reset', prefix === 'ratelimit-' ? IETF_DELTA : undefined);
    const resource = take(ctx, policy, prefix + 'resource');
    const bucket = take(ctx, policy, prefix + 'bucket');
    const scope = take(ctx, policy, prefix + 'scope');
    if (resource) policy.name = resource.trim();
    else if (scope) policy.name = scope.trim();
    policy.partitionKey = bucket?.trim() ?? null;
    if (
      ctx.fields
        .get(prefix + 'global')
        ?.trim()
        .toLowerCase() === 'true'
    ) {
      take(ctx, policy, prefix + 'global');
      policy.name = 'global';
    }
    if (hasValues(policy)) out.push(policy);
    else for (const s of policy.sources) ctx.used.delete(s);
  }
  return out;
}

/**
 * Per-unit families: OpenAI's `x-ratelimit-limit-requests` / `-tokens` (field before unit) and Anthropic's
 * `anthropic-ratelimit-requests-limit` (unit before field); one policy per unit.
 */
export function readPerUnit(ctx: ReadContext): RateLimitPolicy[] {
  const byUnit = new Map<string, RateLimitPolicy>();
  const fieldOf: [string, string, string][] = [];
  for (const name of ctx.fields.keys()) {
    let m = /^x-ratelimit-(limit|remaining|reset)-([a-z0-9-]+)$/.exec(name);
    if (m && m[2] !== 'after') {
      fieldOf.push([name, m[2], m[1]]);
      continue;
    }
    m = /^([a-z0-9]+)-ratelimit-([a-z0-9-]+)-(limit|remaining|reset)$/.exec(name);
    if (m && m[1] !== 'x') fieldOf.push([name, m[2], m[3]]);
  }
  for (const [header, unit, field] of fieldOf) {
    let policy = byUnit.get(unit);
    if (!policy) {
      policy = emptyPolicy(unit);
      policy.quotaUnit = unit.includes('token') ? 'tokens' : unit.includes('request') ? 'requests' : null;
      byUnit.set(unit, policy);
    }
    if (field === 'reset') readReset(ctx, policy, header);
    else if (field === 'limit') policy.limit = leadingNumber(take(ctx, policy, header));
    else policy.remaining = leadingNumber(take(ctx, policy, header));
  }
  return [...byUnit.values()].filter(hasValues);
}

function memberName(m: Member): string | undefined {
  return isInnerList(m) ? undefined : textOf(m.value);
}

/**
 * The IETF structured fields (draft-ietf-httpapi-ratelimit-headers): `RateLimit-Policy: "burst";q=100;w=60` and
 * `RateLimit: "burst";r=50;t=30` (named policies with `q`, `qu`, `w`, `pk`, `r`, `t`), and draft-07's dictionary
 * `RateLimit: limit=10, remaining=1, reset=7` with `RateLimit-Policy: 10;w=1`. A field that does not parse is ignored.
 */
export function readStructured(ctx: ReadContext): RateLimitPolicy[] {
  const policies = new Map<string, RateLimitPolicy>();
  const get = (name: string) => {
    let p = policies.get(name);
    if (!p) policies.set(name, (p = emptyPolicy(name)));
    return p;
  };
  const policyField = ctx.fields.get('ratelimit-policy');
  if (policyField !== undefined) {
    const members = tryParse(() => parseList(policyField));
    members?.forEach((m, i) => {
      if (isInnerList(m)) return;
      const name = memberName(m);
      const quota = typeof m.value === 'number' ? m.value : numberParam(m.params, 'q');
      const p = get(name ?? (members.length > 1 ? `policy ${i + 1}` : 'default'));
      take(ctx, p, 'ratelimit-policy');
      p.limit = quota ?? null;
      p.windowSeconds = numberParam(m.params, 'w') ?? null;
      p.quotaUnit = textOf(m.params.get('qu')) ?? null;
      p.partitionKey = partitionKey(m.params.get('pk'));
    });
  }
  const field = ctx.fields.get('ratelimit');
  if (field === undefined) return [...policies.values()];
  const list = tryParse(() => parseList(field));
  if (list && list.every((m) => memberName(m) !== undefined)) {
    for (const m of list) {
      if (isInnerList(m)) continue;
      const p = get(memberName(m)!);
      take(ctx, p, 'ratelimit');
      p.remaining = numberParam(m.params, 'r') ?? p.remaining;
      const t = m.params.get('t');
      if (typeof t === 'number')
        setReset(p, classifyReset(String(t), 'ratelimit', ctx.clock, ctx.declared.ratelimit ?? IETF_DELTA));
      p.partitionKey = partitionKey(m.params.get('pk')) ?? p.partitionKey;
    }
    return [...policies.values()];
  }
  const dict = tryParse(() => parseDictionary(field));
  if (dict) {
    const p = policies.size === 1 ? [...policies.values()][0] : get('default');
    take(ctx, p, 'ratelimit');
    const num = (k: string) => {
      const m = dict.get(k);
      return m && !isInnerList(m) && typeof m.value === 'number' ? m.value : undefined;
    };
    p.limit = num('limit') ?? p.limit;
    p.remaining = num('remaining') ?? null;
    const reset = num('reset');
    if (reset !== undefined)
      setReset(p, classifyReset(String(reset), 'ratelimit', ctx.clock, ctx.declared.ratelimit ?? IETF_DELTA));
  }
  return [...policies.values()];
}

function partitionKey(v: unknown): string | null {
  if (v instanceof Uint8Array) return Array.from(v, (b) => b.toString(16).padStart(2, '0')).join('');
  return textOf(v as never) ?? null;
}

function tryParse<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
