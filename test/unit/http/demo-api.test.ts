import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { startDemoApi, type DemoApi } from '../../../examples/demo-api/server';
import { lint } from '../../../src/core/lint';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

describe('examples/demo-api', () => {
  let api: DemoApi;
  before(async () => {
    api = await startDemoApi({ port: 0, rateLimit: { limit: 1000, windowSeconds: 60 } });
  });
  after(() => api.close());

  async function call(
    method: string,
    path: string,
    opts: { token?: string | null; body?: unknown; type?: string } = {},
  ): Promise<Reply> {
    const token = opts.token === undefined ? api.token : opts.token;
    const headers: Record<string, string> = {};
    if (token !== null) headers.authorization = `Bearer ${token}`;
    if (opts.body !== undefined) headers['content-type'] = opts.type ?? 'application/json';
    const res = await request(`${api.url}${path}`, {
      method: method as 'GET',
      headers,
      body: opts.body === undefined ? undefined : typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body),
    });
    const text = await res.body.text();
    return { status: res.statusCode, headers: res.headers, body: text ? JSON.parse(text) : undefined };
  }

  it('lists books wrapped, a page at a time, with a Link header and rate-limit headers', async () => {
    const r = await call('GET', '/v1/books?limit=5&page=2&sort=-year');
    assert.equal(r.status, 200);
    const body = r.body as { data: { title: string; year: number }[]; pagination: unknown };
    assert.deepEqual(body.pagination, { page: 2, limit: 5, total: 12 });
    assert.deepEqual(
      body.data.map((b) => b.year),
      [1977, 1974, 1972, 1969, 1968],
    );
    const u = (page: number) => `${api.url}/v1/books?limit=5&page=${page}&sort=-year`;
    assert.equal(
      r.headers.link,
      `<${u(1)}>; rel="first", <${u(1)}>; rel="prev", <${u(3)}>; rel="next", <${u(3)}>; rel="last"`,
    );
    assert.equal(r.headers['x-ratelimit-limit'], '1000');
    assert.match(String(r.headers['x-ratelimit-remaining']), /^\d+$/);
    assert.ok(Number(r.headers['x-ratelimit-reset']) > Date.now() / 1000, 'the reset is in epoch seconds');
  });

  it('filters, and refuses invalid parameters with 400', async () => {
    const r = await call('GET', '/v1/books?authorId=2&sort=title');
    assert.deepEqual(
      (r.body as { data: { title: string }[] }).data.map((b) => b.title),
      ['Dawn', 'Kindred', 'Parable of the Sower'],
    );
    assert.deepEqual((await call('GET', '/v1/books?limit=0')).body, {
      error: {
        status: 400,
        code: 'invalid_parameter',
        message: 'limit must be an integer from 1 to 100.',
        field: 'limit',
      },
    });
    assert.equal((await call('GET', '/v1/books?page=x')).status, 400);
    assert.equal((await call('GET', '/v1/books?sort=colour')).status, 400);
    assert.equal((await call('GET', '/v1/books?colour=red')).status, 400);
  });

  it('creates with 201 and Location, reads, replaces, patches and deletes', async () => {
    const c = await call('POST', '/v1/authors', { body: { name: 'N. K. Jemisin', born: 1972 } });
    assert.equal(c.status, 201);
    const author = c.body as { id: string; links: unknown };
    assert.equal(c.headers.location, `${api.url}/v1/authors/${author.id}`);
    assert.deepEqual(c.body, {
      id: author.id,
      name: 'N. K. Jemisin',
      born: 1972,
      links: [{ rel: 'self', href: `/v1/authors/${author.id}` }],
    });
    const b = await call('POST', '/v1/books', { body: { title: 'The Fifth Season', authorId: author.id } });
    const book = b.body as { id: string };
    assert.deepEqual(b.body, {
      id: book.id,
      title: 'The Fifth Season',
      authorId: author.id,
      status: 'available',
      links: [
        { rel: 'self', href: `/v1/books/${book.id}` },
        { rel: 'author', href: `/v1/authors/${author.id}` },
      ],
    });
    assert.deepEqual((await call('GET', `/v1/books/${book.id}`)).body, b.body);
    const put = await call('PUT', `/v1/books/${book.id}`, {
      body: { title: 'The Obelisk Gate', authorId: author.id, year: 2016 },
    });
    assert.equal(put.status, 200);
    assert.equal((put.body as { title: string }).title, 'The Obelisk Gate');
    const patch = await call('PATCH', `/v1/books/${book.id}`, { body: { status: 'checked-out' } });
    assert.equal(patch.status, 200);
    assert.deepEqual(
      [(patch.body as { title: string }).title, (patch.body as { status: string }).status],
      ['The Obelisk Gate', 'checked-out'],
    );
    const del = await call('DELETE', `/v1/books/${book.id}`);
    assert.equal(del.status, 204);
    assert.equal(del.body, undefined);
    assert.deepEqual((await call('GET', `/v1/books/${book.id}`)).body, {
      error: { status: 404, code: 'not_found', message: `There is no book with id "${book.id}".` },
    });
  });

  it('refuses invalid bodies with 400 and other media types with 415', async () => {
    assert.deepEqual((await call('POST', '/v1/books', { body: { title: 'x', authorId: '999' } })).body, {
      error: { status: 400, code: 'invalid_input', message: 'There is no author with id "999".', field: 'authorId' },
    });
    assert.equal((await call('POST', '/v1/books', { body: { authorId: '1' } })).status, 400);
    assert.equal((await call('POST', '/v1/books', { body: { title: 'x', authorId: '1', year: 'old' } })).status, 400);
    assert.equal((await call('POST', '/v1/books', { body: '{not json' })).status, 400);
    assert.equal((await call('POST', '/v1/books', { body: 'title=x', type: 'text/plain' })).status, 415);
  });

  it('answers 401 without or with a wrong token, 403 for writes with the read-only token, 404 and 405', async () => {
    const none = await call('GET', '/v1/books', { token: null });
    assert.equal(none.status, 401);
    assert.equal(none.headers['www-authenticate'], 'Bearer realm="demo"');
    assert.ok(none.headers['x-ratelimit-limit'], 'rate-limit headers on every response');
    assert.equal((await call('GET', '/v1/books', { token: 'wrong' })).status, 401);
    assert.equal((await call('GET', '/v1/books', { token: api.readOnlyToken })).status, 200);
    assert.equal((await call('DELETE', '/v1/books/1', { token: api.readOnlyToken })).status, 403);
    assert.equal((await call('GET', '/v1/nothing')).status, 404);
    const m = await call('POST', '/v1/books/1', { body: {} });
    assert.equal(m.status, 405);
    assert.equal(m.headers.allow, 'GET, PUT, PATCH, DELETE');
  });

  it('answers 429 with Retry-After over the rate limit', async () => {
    const small = await startDemoApi({ port: 0, token: 't', rateLimit: { limit: 2, windowSeconds: 30 } });
    try {
      const get = () => request(`${small.url}/v1/authors`, { headers: { authorization: 'Bearer t' } });
      for (const expected of ['1', '0']) {
        const r = await get();
        await r.body.dump();
        assert.equal(r.headers['x-ratelimit-remaining'], expected);
      }
      const over = await get();
      assert.equal(over.statusCode, 429);
      assert.equal(over.headers['x-ratelimit-remaining'], '0');
      const wait = Number(over.headers['retry-after']);
      assert.ok(wait >= 1 && wait <= 31, `Retry-After ${wait}`);
      assert.equal(((await over.body.json()) as { error: { code: string } }).error.code, 'rate_limited');
    } finally {
      await small.close();
    }
  });

  it('has a low-limit token that reaches a 429 on the fourth call, while the usual token goes on', async () => {
    assert.deepEqual([api.lowLimitToken, api.lowRateLimit], ['demo-low-limit-token', { limit: 3, windowSeconds: 30 }]);
    const statuses: number[] = [];
    let last: Reply | undefined;
    for (let i = 0; i < 4; i++) {
      last = await call('GET', '/v1/authors', { token: api.lowLimitToken });
      statuses.push(last.status);
    }
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.equal(last!.headers['x-ratelimit-limit'], '3');
    const wait = Number(last!.headers['retry-after']);
    assert.ok(wait >= 1 && wait <= 31, `Retry-After ${wait}`);
    assert.equal((last!.body as { error: { code: string } }).error.code, 'rate_limited');
    const other = await call('GET', '/v1/authors');
    assert.equal(other.status, 200);
    assert.equal(other.headers['x-ratelimit-limit'], '1000');
    assert.equal(
      (await call('POST', '/v1/authors', { token: api.lowLimitToken, body: { name: 'x' } })).status,
      429,
      'writes count against the same window',
    );
  });

  it('has a spec that lints clean', () => {
    const file = join(__dirname, '../../../examples/demo-api/openapi.yaml');
    const r = lint({ uri: file, text: readFileSync(file, 'utf8') });
    assert.equal(r.isOpenApi, true);
    assert.deepEqual(r.ruleFailures, []);
    assert.deepEqual(
      r.findings.map((f) => `${f.rule} ${f.pointer}: ${f.message}`),
      [],
    );
  });
});
