import * as assert from 'node:assert/strict';
import { readRateLimit, rateLimitHint, type RateLimitInfo } from '../../../src/core/http/ratelimit';
import { classifyReset, declaredEncoding, parseDuration, responseClock } from '../../../src/core/http/ratelimit/reset';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { dedent } from '../helpers/lint';

/** A local clock far from every Date header below, so a test that used it by mistake would fail. */
const LOCAL = Date.parse('2001-01-01T00:00:00Z');

function read(
  headers: Record<string, string | string[]>,
  status = 200,
  extra: Parameters<typeof readRateLimit>[1] = {},
): RateLimitInfo {
  const info = readRateLimit({ status, headers }, { now: LOCAL, ...extra });
  assert.ok(info, 'a rate-limit reading');
  return info;
}

/** The top-level fields most tests compare. */
function top(i: RateLimitInfo) {
  return {
    limit: i.limit,
    remaining: i.remaining,
    resetAt: i.resetAt,
    resetInSeconds: i.resetInSeconds,
    resetEncoding: i.resetEncoding,
    retryAfterSeconds: i.retryAfterSeconds,
    limited: i.limited,
  };
}

describe('rate limits: header families', () => {
  it("reads GitHub's real header set: epoch seconds against the Date header, used and resource", () => {
    const info = read({
      date: 'Mon, 01 Jul 2013 17:27:06 GMT',
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '56',
      'x-ratelimit-used': '4',
      'x-ratelimit-reset': '1372700873',
      'x-ratelimit-resource': 'core',
    });
    assert.deepEqual(top(info), {
      limit: 60,
      remaining: 56,
      resetAt: '2013-07-01T17:47:53.000Z',
      resetInSeconds: 1247,
      resetEncoding: 'epoch-seconds',
      retryAfterSeconds: null,
      limited: false,
    });
    assert.equal(info.used, 4);
    assert.equal(info.explanation, 'epoch seconds (by its shape: a number ≥ 1e9), relative to the Date header');
    assert.equal(info.clock, 'date-header');
    assert.deepEqual(
      info.policies.map((p) => [p.name, p.used]),
      [['core', 4]],
    );
    assert.deepEqual(info.sources, [
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-used',
      'x-ratelimit-reset',
      'x-ratelimit-resource',
    ]);
  });

  it("reads Discord's float epoch reset and prefers its Reset-After", () => {
    const info = read({
      date: 'Tue, 02 Aug 2016 21:23:42 GMT',
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '1470173023.123',
      'x-ratelimit-reset-after': '1.123',
      'x-ratelimit-bucket': 'abcd1234',
    });
    assert.deepEqual(top(info), {
      limit: 5,
      remaining: 0,
      resetAt: '2016-08-02T21:23:43.123Z',
      resetInSeconds: 1.123,
      resetEncoding: 'delta-seconds',
      retryAfterSeconds: null,
      limited: false,
    });
    assert.equal(info.policies[0].partitionKey, 'abcd1234');
    assert.ok(info.sources.includes('x-ratelimit-reset') && info.sources.includes('x-ratelimit-reset-after'));
  });

  it("reads Discord's float epoch reset alone as epoch seconds", () => {
    const info = read({
      date: 'Tue, 02 Aug 2016 21:23:42 GMT',
      'x-ratelimit-limit': '5',
      'x-ratelimit-remaining': '4',
      'x-ratelimit-reset': '1470173023.123',
    });
    assert.equal(info.resetEncoding, 'epoch-seconds');
    assert.equal(info.resetInSeconds, 1.123);
    assert.equal(info.resetAt, '2016-08-02T21:23:43.123Z');
  });

  it("reads Discord's global 429: Retry-After decides, the scope names the policy", () => {
    const info = read(
      {
        date: 'Tue, 02 Aug 2016 21:23:42 GMT',
        'retry-after': '65',
        'x-ratelimit-global': 'true',
        'x-ratelimit-scope': 'global',
      },
      429,
    );
    assert.deepEqual(top(info), {
      limit: null,
      remaining: null,
      resetAt: '2016-08-02T21:24:47.000Z',
      resetInSeconds: 65,
      resetEncoding: 'delta-seconds',
      retryAfterSeconds: 65,
      limited: true,
    });
  });

  it("reads OpenAI's requests and tokens limits with duration resets as two policies", () => {
    const info = read({
      date: 'Wed, 20 Mar 2024 10:00:00 GMT',
      'x-ratelimit-limit-requests': '60',
      'x-ratelimit-limit-tokens': '150000',
      'x-ratelimit-remaining-requests': '59',
      'x-ratelimit-remaining-tokens': '149984',
      'x-ratelimit-reset-requests': '1s',
      'x-ratelimit-reset-tokens': '6m0s',
    });
    assert.deepEqual(
      info.policies.map((p) => [
        p.name,
        p.quotaUnit,
        p.limit,
        p.remaining,
        p.resetInSeconds,
        p.resetEncoding,
        p.resetAt,
      ]),
      [
        ['requests', 'requests', 60, 59, 1, 'duration', '2024-03-20T10:00:01.000Z'],
        ['tokens', 'tokens', 150000, 149984, 360, 'duration', '2024-03-20T10:06:00.000Z'],
      ],
    );
    assert.deepEqual(top(info), {
      limit: 60,
      remaining: 59,
      resetAt: '2024-03-20T10:00:01.000Z',
      resetInSeconds: 1,
      resetEncoding: 'duration',
      retryAfterSeconds: null,
      limited: false,
    });
    assert.equal(info.explanation, 'a duration (by its shape), counted from the Date header');
  });

  it("reads Anthropic's per-unit ISO timestamps, and its Retry-After wins on a 429", () => {
    const info = read(
      {
        date: 'Tue, 20 Aug 2024 10:00:00 GMT',
        'anthropic-ratelimit-requests-limit': '50',
        'anthropic-ratelimit-requests-remaining': '0',
        'anthropic-ratelimit-requests-reset': '2024-08-20T10:00:30Z',
        'anthropic-ratelimit-input-tokens-limit': '40000',
        'anthropic-ratelimit-input-tokens-remaining': '39000',
        'anthropic-ratelimit-input-tokens-reset': '2024-08-20T10:00:02Z',
        'anthropic-ratelimit-output-tokens-limit': '8000',
        'anthropic-ratelimit-output-tokens-remaining': '8000',
        'anthropic-ratelimit-output-tokens-reset': '2024-08-20T10:00:00Z',
        'retry-after': '29',
      },
      429,
    );
    assert.deepEqual(
      info.policies.map((p) => [p.name, p.quotaUnit, p.remaining, p.resetEncoding, p.resetInSeconds]),
      [
        ['requests', 'requests', 0, 'iso-8601', 30],
        ['input-tokens', 'tokens', 39000, 'iso-8601', 2],
        ['output-tokens', 'tokens', 8000, 'iso-8601', 0],
      ],
    );
    assert.deepEqual(top(info), {
      limit: 50,
      remaining: 0,
      resetAt: '2024-08-20T10:00:29.000Z',
      resetInSeconds: 29,
      resetEncoding: 'delta-seconds',
      retryAfterSeconds: 29,
      limited: true,
    });
    assert.match(info.explanation!, /^Retry-After: seconds until the reset/);
  });

  it("reads Jira's ISO timestamp reset without seconds", () => {
    const info = read({
      date: 'Mon, 01 Jan 2024 12:00:00 GMT',
      'x-ratelimit-limit': '100',
      'x-ratelimit-remaining': '3',
      'x-ratelimit-reset': '2024-01-01T12:05Z',
      'x-ratelimit-nearlimit': 'true',
    });
    assert.deepEqual(
      [info.resetEncoding, info.resetInSeconds, info.resetAt],
      ['iso-8601', 300, '2024-01-01T12:05:00.000Z'],
    );
  });

  it("reads Cloudflare's IETF structured fields", () => {
    const info = read({
      date: 'Wed, 03 Sep 2025 12:00:00 GMT',
      ratelimit: '"default";r=50;t=30',
      'ratelimit-policy': '"default";q=1200;w=300',
    });
    assert.deepEqual(
      info.policies.map((p) => ({
        name: p.name,
        limit: p.limit,
        remaining: p.remaining,
        windowSeconds: p.windowSeconds,
        resetInSeconds: p.resetInSeconds,
      })),
      [{ name: 'default', limit: 1200, remaining: 50, windowSeconds: 300, resetInSeconds: 30 }],
    );
    assert.equal(info.resetAt, '2025-09-03T12:00:30.000Z');
    assert.equal(info.resetEncoding, 'delta-seconds');
    assert.equal(
      info.explanation,
      'seconds until the reset (the IETF RateLimit draft defines it as seconds until the reset), counted from the Date header',
    );
    assert.deepEqual(info.sources, ['ratelimit-policy', 'ratelimit']);
  });

  it('reads several named IETF policies with quota units and partition keys; the exhausted one binds', () => {
    const info = read({
      date: 'Wed, 03 Sep 2025 12:00:00 GMT',
      'ratelimit-policy': ['"burst";q=100;w=60', '"daily";q=1000;w=86400;qu="requests";pk=:dXNlcjE=:'],
      ratelimit: '"burst";r=0;t=12, "daily";r=500;t=3600',
    });
    assert.deepEqual(
      info.policies.map((p) => [
        p.name,
        p.limit,
        p.remaining,
        p.windowSeconds,
        p.resetInSeconds,
        p.quotaUnit,
        p.partitionKey,
      ]),
      [
        ['burst', 100, 0, 60, 12, null, null],
        ['daily', 1000, 500, 86400, 3600, 'requests', '7573657231'],
      ],
    );
    assert.deepEqual([info.limit, info.remaining, info.resetInSeconds], [100, 0, 12]);
  });

  it("reads draft-07's RateLimit dictionary with a numeric RateLimit-Policy", () => {
    const info = read({
      date: 'Wed, 03 Sep 2025 12:00:00 GMT',
      ratelimit: 'limit=10, remaining=1, reset=7',
      'ratelimit-policy': '10;w=1',
    });
    assert.deepEqual(
      info.policies.map((p) => [p.name, p.limit, p.remaining, p.windowSeconds, p.resetInSeconds]),
      [['default', 10, 1, 1, 7]],
    );
  });

  it("reads the early drafts' RateLimit-Limit/Remaining/Reset as seconds until the reset", () => {
    const info = read({
      date: 'Wed, 03 Sep 2025 12:00:00 GMT',
      'ratelimit-limit': '100',
      'ratelimit-remaining': '40',
      'ratelimit-reset': '50',
    });
    assert.deepEqual(
      [info.limit, info.remaining, info.resetInSeconds, info.resetEncoding],
      [100, 40, 50, 'delta-seconds'],
    );
  });

  it("merges the early drafts' RateLimit-Limit/Remaining/Reset with their RateLimit-Policy", () => {
    const info = read({
      date: 'Wed, 03 Sep 2025 12:00:00 GMT',
      'ratelimit-limit': '10',
      'ratelimit-remaining': '1',
      'ratelimit-reset': '7',
      'ratelimit-policy': '10;w=1',
    });
    assert.deepEqual(
      info.policies.map((p) => [p.name, p.limit, p.remaining, p.windowSeconds, p.resetInSeconds, p.sources]),
      [['default', 10, 1, 1, 7, ['ratelimit-policy', 'ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset']]],
    );
  });

  it('reads X-Rate-Limit-* (Twitter) with an epoch reset', () => {
    const info = read({
      date: 'Wed, 03 Sep 2025 12:00:00 GMT',
      'x-rate-limit-limit': '900',
      'x-rate-limit-remaining': '899',
      'x-rate-limit-reset': '1756901700',
    });
    assert.deepEqual(
      [info.limit, info.remaining, info.resetInSeconds, info.resetEncoding],
      [900, 899, 900, 'epoch-seconds'],
    );
  });

  it('ignores an IETF field that is not a valid structured field', () => {
    assert.equal(readRateLimit({ status: 200, headers: { ratelimit: '"default;r=50' } }, { now: LOCAL }), null);
  });

  it('finds header names whatever their case', () => {
    const info = read({
      Date: 'Wed, 03 Sep 2025 12:00:00 GMT',
      'X-RateLimit-Limit': '10',
      'X-RateLimit-Remaining': '9',
      'X-RateLimit-Reset': '20',
    });
    assert.deepEqual([info.limit, info.remaining, info.resetInSeconds, info.clock], [10, 9, 20, 'date-header']);
  });
});

describe('rate limits: resets, clocks, and the traps', () => {
  const DATE = 'Sun, 01 Jan 2034 00:00:00 GMT';
  const DATE_MS = Date.parse(DATE);

  it('tells an epoch reset from a delta reset by checking against the Date header, not the local clock', () => {
    const epoch = read({ date: DATE, 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': String(DATE_MS / 1000 + 60) });
    const delta = read({ date: DATE, 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': '60' });
    const ms = read({ date: DATE, 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': String(DATE_MS + 60_000) });
    assert.deepEqual(
      [epoch, delta, ms].map((i) => [i.resetEncoding, i.resetInSeconds, i.resetAt]),
      [
        ['epoch-seconds', 60, '2034-01-01T00:01:00.000Z'],
        ['delta-seconds', 60, '2034-01-01T00:01:00.000Z'],
        ['epoch-milliseconds', 60, '2034-01-01T00:01:00.000Z'],
      ],
    );
  });

  it('falls back to the local clock without a Date header, and says so', () => {
    const info = read({ 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': '60' });
    assert.equal(info.clock, 'local');
    assert.equal(info.resetAt, '2001-01-01T00:01:00.000Z');
    assert.equal(
      info.explanation,
      'seconds until the reset (by its shape: a number below 1e9), counted from the local clock (no Date header)',
    );
  });

  it('clamps a reset already past to 0 and says by how much', () => {
    const info = read({ date: DATE, 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': String(DATE_MS / 1000 - 600) });
    assert.equal(info.resetInSeconds, 0);
    assert.match(info.explanation!, /already 10 min past$/);
  });

  it('ignores the rate headers of a response served from a cache, and says so', () => {
    const info = read({
      date: DATE,
      age: '30',
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '60',
    });
    assert.deepEqual(top(info), {
      limit: null,
      remaining: null,
      resetAt: null,
      resetInSeconds: null,
      resetEncoding: null,
      retryAfterSeconds: null,
      limited: false,
    });
    assert.deepEqual(info.sources, []);
    assert.equal(
      info.ignoredReason,
      'served from a cache (Age: 30 s): its rate-limit headers (x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset) describe an earlier response',
    );
  });

  it('reads the headers of a response with Age: 0', () => {
    assert.equal(read({ date: DATE, age: '0', 'x-ratelimit-remaining': '5' }).remaining, 5);
  });

  it('treats a 403 with nothing remaining as rate-limited, and a 403 with quota left as not', () => {
    assert.equal(
      read({ date: DATE, 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '60' }, 403)
        .limited,
      true,
    );
    assert.equal(
      read({ date: DATE, 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '7', 'x-ratelimit-reset': '60' }, 403)
        .limited,
      false,
    );
    assert.equal(read({ date: DATE, 'retry-after': '60' }, 403).limited, true);
  });

  it('treats a 429 without any header as rate-limited with nothing known', () => {
    const info = read({ date: DATE }, 429);
    assert.deepEqual(top(info), {
      limit: null,
      remaining: null,
      resetAt: null,
      resetInSeconds: null,
      resetEncoding: null,
      retryAfterSeconds: null,
      limited: true,
    });
    assert.deepEqual(info.sources, []);
  });

  it('returns null for a response without rate-limit headers', () => {
    assert.equal(readRateLimit({ status: 200, headers: { date: DATE, 'content-type': 'application/json' } }), null);
  });

  it('reads Retry-After as an HTTP-date, and lets it win over X-RateLimit-Reset', () => {
    const info = read(
      {
        date: DATE,
        'x-ratelimit-limit': '60',
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '600',
        'retry-after': 'Sun, 01 Jan 2034 00:02:00 GMT',
      },
      429,
    );
    assert.deepEqual(top(info), {
      limit: 60,
      remaining: 0,
      resetAt: '2034-01-01T00:02:00.000Z',
      resetInSeconds: 120,
      resetEncoding: 'http-date',
      retryAfterSeconds: 120,
      limited: true,
    });
    assert.equal(info.policies[0].resetInSeconds, 600);
    assert.equal(info.explanation, 'Retry-After: an HTTP-date (by its shape), relative to the Date header');
  });

  it('reads Retry-After as fractional seconds', () => {
    const info = read({ date: DATE, 'retry-after': '1.5' }, 503);
    assert.deepEqual(
      [info.retryAfterSeconds, info.resetAt, info.resetEncoding, info.limited],
      [1.5, '2034-01-01T00:00:01.500Z', 'delta-seconds', false],
    );
  });
});

describe('rate limits: what the spec declares', () => {
  const clock = responseClock('Sun, 01 Jan 2034 00:00:00 GMT', LOCAL);

  it('parses Go-style durations', () => {
    assert.deepEqual(['6m0s', '12ms', '1h2m3.5s', '1s', '250us', '60', 'soon', ''].map(parseDuration), [
      360,
      0.012,
      3723.5,
      1,
      0.00025,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reads a value the way the spec declares it', () => {
    const r = classifyReset('30', 'x-ratelimit-reset', clock, {
      encoding: 'delta-seconds',
      because: 'the spec describes it as seconds until the reset',
    });
    assert.deepEqual(r, {
      resetAt: '2034-01-01T00:00:30.000Z',
      resetInSeconds: 30,
      encoding: 'delta-seconds',
      explanation:
        'seconds until the reset (the spec describes it as seconds until the reset), counted from the Date header',
      header: 'x-ratelimit-reset',
    });
  });

  it('falls back to the shape when the value cannot be what the spec declares, and says so', () => {
    const declared = { encoding: 'iso-8601' as const, because: 'the spec declares format: date-time' };
    const r = classifyReset('2019686460', 'x-ratelimit-reset', clock, declared);
    assert.equal(r?.encoding, 'epoch-seconds');
    assert.equal(r?.resetInSeconds, 60);
    assert.equal(
      r?.explanation,
      'epoch seconds (by its shape: a number ≥ 1e9; the spec declares format: date-time (an ISO 8601 timestamp), which "2019686460" cannot be), relative to the Date header',
    );
    const delta = classifyReset('1792152901', 'x-ratelimit-reset', clock, {
      encoding: 'delta-seconds',
      because: 'the spec describes it as seconds until the reset',
    });
    assert.equal(delta?.encoding, 'epoch-seconds');
    const epoch = classifyReset('45', 'x-ratelimit-reset', clock, {
      encoding: 'epoch-seconds',
      because: 'the spec describes it as epoch seconds',
    });
    assert.deepEqual([epoch?.encoding, epoch?.resetInSeconds], ['delta-seconds', 45]);
  });

  it('returns nothing for a value of no known shape', () => {
    assert.equal(classifyReset('soon', 'x-ratelimit-reset', clock), undefined);
  });

  it('derives declarations from schemas and descriptions', () => {
    assert.deepEqual(
      [
        declaredEncoding({ type: 'string', format: 'date-time' }, undefined),
        declaredEncoding(
          { type: 'integer' },
          'The time at which the current rate limit window resets in UTC epoch seconds.',
        ),
        declaredEncoding({ type: 'integer' }, 'Unix timestamp in milliseconds when the window resets'),
        declaredEncoding({ type: 'integer' }, 'The number of seconds left in the current period'),
        declaredEncoding({ type: 'integer', description: 'Seconds until the quota resets' }, undefined),
        declaredEncoding({ type: 'string' }, 'An HTTP-date after which to retry'),
        declaredEncoding({ type: 'string' }, 'Reset timestamp in ISO 8601 format'),
        declaredEncoding({ type: 'integer' }, 'The rate limit ceiling'),
      ].map((d) => d?.encoding),
      [
        'iso-8601',
        'epoch-seconds',
        'epoch-milliseconds',
        'delta-seconds',
        'delta-seconds',
        'http-date',
        'iso-8601',
        undefined,
      ],
    );
  });

  it('reads a long description of seconds in one pass, and only on one line', () => {
    // 1.2 MB of "seconds " kept the regex `seconds.*until` busy for minutes (it retried `.*` from every word).
    const long = 'seconds '.repeat(150_000);
    assert.equal(declaredEncoding({ type: 'integer' }, long), undefined);
    assert.equal(declaredEncoding({ type: 'integer' }, `${long}until the reset`)?.encoding, 'delta-seconds');
    assert.equal(declaredEncoding({ type: 'integer' }, `until ${long}`)?.encoding, 'delta-seconds');
    assert.equal(declaredEncoding({ type: 'integer' }, 'Seconds.\nUntil then, wait.'), undefined);
    assert.equal(declaredEncoding({ type: 'integer' }, 'Seconds.\nUntil then, 2 seconds.')?.encoding, 'delta-seconds');
    assert.equal(declaredEncoding({ type: 'integer' }, 'secondsuntil'), undefined);
  });

  it('builds a hint from an operation and reads the reset with it', () => {
    const text = dedent(`
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /books:
          get:
            operationId: listBooks
            responses:
              '200':
                description: ok
                headers:
                  X-RateLimit-Limit: { schema: { type: integer } }
                  X-RateLimit-Reset: { $ref: '#/components/headers/Reset' }
              '429':
                description: slow down
                headers:
                  Retry-After: { description: Seconds to wait before retrying., schema: { type: integer } }
      components:
        headers:
          Reset:
            description: The time at which the window resets, in Unix epoch seconds.
            schema: { type: integer }
    `);
    const model = buildModel(parseSource('spec.yaml', text))!;
    const hint = rateLimitHint(model.operations[0], model.deref, 200);
    assert.deepEqual(hint, {
      resets: {
        'x-ratelimit-reset': {
          encoding: 'epoch-seconds',
          because: 'the spec describes it as epoch seconds for X-RateLimit-Reset',
        },
        'retry-after': {
          encoding: 'delta-seconds',
          because: 'the spec describes it as seconds until the reset for Retry-After',
        },
      },
    });
    const info = read(
      { date: 'Sun, 01 Jan 2034 00:00:00 GMT', 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': '2019686430' },
      200,
      { hint },
    );
    assert.equal(
      info.explanation,
      'epoch seconds (the spec describes it as epoch seconds for X-RateLimit-Reset), relative to the Date header',
    );
    assert.equal(info.resetInSeconds, 30);
  });
});
