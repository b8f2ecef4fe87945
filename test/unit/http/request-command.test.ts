import * as assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as net from 'node:net';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDemoApi, type DemoApi } from '../../../examples/demo-api/server';
import { runRequestCommand } from '../../../src/cli/request-command';
import { json, startServer, type LocalServer } from './helpers/local-server';

const SPEC = resolve(__dirname, '../../../examples/demo-api/openapi.yaml');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: string[], env: Record<string, string> = {}, cwd = process.cwd()): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runRequestCommand(args, {
    cwd,
    env,
    stdout: { write: (s: string) => (stdout += s) },
    stderr: { write: (s: string) => (stderr += s) },
  });
  return { code, stdout, stderr };
}

describe('cli: rest-conventions request', () => {
  let api: DemoApi;
  const TOKEN = 'demo-s3cret-token-for-tests';
  before(async () => {
    api = await startDemoApi({ port: 0, token: TOKEN, rateLimit: { limit: 1000, windowSeconds: 60 } });
  });
  after(() => api.close());

  it('calls the demo API and prints the JSON report of issue 3', async () => {
    const r = await cli(
      [SPEC, 'listBooks', '--server', api.url, '--param', 'limit=5', '--param', 'page=2', '--format', 'json'],
      { REST_CONVENTIONS_TOKEN: TOKEN },
    );
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '');
    const out = JSON.parse(r.stdout);
    assert.deepEqual(Object.keys(out), ['request', 'response', 'pagination', 'rateLimit', 'conformance']);
    assert.deepEqual(out.request, {
      method: 'GET',
      url: `${api.url}/v1/books?limit=5&page=2`,
      headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br', authorization: '<redacted>' },
    });
    assert.deepEqual(Object.keys(out.response), ['status', 'headers', 'body', 'bytes', 'truncated', 'timings']);
    assert.equal(out.response.status, 200);
    assert.equal(out.response.truncated, false);
    assert.equal(out.response.bytes, Number(out.response.headers['content-length']));
    assert.deepEqual(out.response.body.pagination, { page: 2, limit: 5, total: 12 });
    assert.deepEqual(Object.keys(out.response.timings), ['connect', 'tls', 'firstByte', 'download', 'total']);
    const page = (n: number) => `${api.url}/v1/books?limit=5&page=${n}`;
    assert.deepEqual(out.pagination, {
      style: out.pagination.style,
      page: 2,
      limit: 5,
      total: 12,
      pageCount: 3,
      next: page(3),
      prev: page(1),
      first: page(1),
      last: page(3),
    });
    assert.ok(['wrapped', 'link-header'].includes(out.pagination.style));
    assert.deepEqual(Object.keys(out.rateLimit), [
      'limit',
      'remaining',
      'resetAt',
      'resetInSeconds',
      'resetEncoding',
      'retryAfterSeconds',
      'policies',
      'sources',
    ]);
    assert.equal(out.rateLimit.limit, 1000);
    assert.equal(out.rateLimit.resetEncoding, 'epoch-seconds');
    assert.match(out.rateLimit.resetAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    assert.ok(out.rateLimit.resetInSeconds > 0 && out.rateLimit.resetInSeconds <= 61);
    assert.deepEqual(out.conformance, []);
    assert.ok(!r.stdout.includes(TOKEN));
  });

  it('prints a readable summary, sends the spec example as the body, and reads --body from a file', async () => {
    const r = await cli([SPEC, 'createBook', '--server', api.url], { REST_CONVENTIONS_TOKEN: TOKEN });
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.split('\n');
    assert.equal(lines[0], `POST ${api.url}/v1/books`);
    assert.ok(lines.includes('  authorization: <redacted>'));
    assert.match(
      r.stdout,
      /^201 Created · \d+ bytes · [\d.]+ ms \(connect [\d.]+ ms, first byte [\d.]+ ms, download [\d.]+ ms\)$/m,
    );
    assert.match(r.stdout, /^Rate limit: \d+ of 1000 left; resets in \d+ s \(.+Z, epoch-seconds\)$/m);
    assert.match(r.stdout, /^Conformance: the response matches the spec\.$/m);
    assert.match(r.stdout, /"title": "The Lathe of Heaven"/);
    const dir = mkdtempSync(join(tmpdir(), 'rc-body-'));
    try {
      writeFileSync(join(dir, 'author.json'), '{"name": "Ted Chiang", "born": 1967}');
      const f = await cli(
        [SPEC, 'POST /v1/authors', '--server', api.url, '--body', '@author.json', '-f', 'json'],
        { REST_CONVENTIONS_TOKEN: TOKEN },
        dir,
      );
      const out = JSON.parse(f.stdout);
      assert.equal(out.response.status, 201);
      assert.equal(out.response.body.name, 'Ted Chiang');
      assert.equal(out.response.headers.location, `${api.url}/v1/authors/${out.response.body.id}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 0 for any HTTP status: 401 without credentials (with a warning), 403, 404', async () => {
    const none = await cli([SPEC, 'getBook', '--server', api.url, '--param', 'bookId=1', '-f', 'json']);
    assert.equal(none.code, 0);
    assert.equal(
      none.stderr,
      "rest-conventions request: warning: no credentials for this operation's security (bearerAuth needs REST_CONVENTIONS_TOKEN); sending it without.\n",
    );
    assert.equal(JSON.parse(none.stdout).response.status, 401);
    const ro = await cli([SPEC, 'deleteBook', '--server', api.url, '--param', 'bookId=1', '-f', 'json'], {
      REST_CONVENTIONS_TOKEN: api.readOnlyToken,
    });
    assert.equal(JSON.parse(ro.stdout).response.status, 403);
    const missing = await cli([SPEC, 'getBook', '--server', api.url, '--param', 'bookId=999', '-f', 'json'], {
      REST_CONVENTIONS_TOKEN: TOKEN,
    });
    assert.equal(missing.code, 0);
    assert.equal(JSON.parse(missing.stdout).response.body.error.code, 'not_found');
  });

  it('reports a 429 with its Retry-After', async () => {
    const tight = await startDemoApi({ port: 0, token: TOKEN, rateLimit: { limit: 1, windowSeconds: 30 } });
    try {
      await cli([SPEC, 'listAuthors', '--server', tight.url], { REST_CONVENTIONS_TOKEN: TOKEN });
      const r = await cli([SPEC, 'listAuthors', '--server', tight.url, '-f', 'json'], {
        REST_CONVENTIONS_TOKEN: TOKEN,
      });
      assert.equal(r.code, 0);
      const out = JSON.parse(r.stdout);
      assert.equal(out.response.status, 429);
      assert.equal(out.rateLimit.remaining, 0);
      assert.equal(out.rateLimit.retryAfterSeconds, Number(out.response.headers['retry-after']));
      assert.equal(out.rateLimit.resetEncoding, 'delta-seconds');
    } finally {
      await tight.close();
    }
  });

  it('exits 2 for usage, spec and credential errors', async () => {
    const cases: [string[], RegExp][] = [
      [[], /give a SPEC and an OPERATION/],
      [[SPEC, 'listBooks', '--format', 'xml'], /--format is text or json, not "xml"/],
      [[SPEC, 'listBooks', '--param', 'limit'], /--param takes NAME=VALUE, not "limit"/],
      [[SPEC, 'listBooks', '--timeout', '-1'], /--timeout needs a value|--timeout takes a number/],
      [[SPEC, 'listBooks', '--bogus'], /unknown option "--bogus"/],
      [[SPEC, 'nope', '--server', api.url], /"nope" is not an operation of .*; it has listBooks, createBook, getBook/],
      [[SPEC, 'getBook', '--server', api.url], /Missing required parameter: bookId \(path\)\./],
      [[SPEC, 'listBooks', '--security', 'other'], /"other" is not a security scheme of .*; it has bearerAuth/],
      [
        [SPEC, 'listBooks', '--security', 'bearerAuth'],
        /cannot use bearerAuth: bearerAuth needs REST_CONVENTIONS_TOKEN\./,
      ],
      [['missing.yaml', 'listBooks'], /SPEC: .*missing\.yaml: cannot read the file: no such file/],
      [
        [SPEC, 'listBooks', '--server', 'localhost:4010'],
        /The server "localhost:4010" is not an absolute http\(s\) URL\./,
      ],
    ];
    for (const [args, message] of cases) {
      const r = await cli(args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, message);
      assert.equal(r.stdout, '');
    }
    const help = await cli(['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage: rest-conventions request SPEC OPERATION/);
  });

  it('refuses a --param the operation does not declare, naming the declared ones', async () => {
    const typo = await cli([SPEC, 'listBooks', '--server', api.url, '--param', 'lmit=5'], {
      REST_CONVENTIONS_TOKEN: TOKEN,
    });
    assert.equal(typo.code, 2);
    assert.equal(typo.stdout, '');
    assert.equal(
      typo.stderr,
      'rest-conventions request: --param "lmit" is not a parameter of listBooks (did you mean limit?); it declares limit (query), page (query), sort (query), status (query), authorId (query).\n',
    );
    const two = await cli(
      [SPEC, 'getBook', '--server', api.url, '--param', 'bookId=1', '--param', 'query:bookId=2', '--param', 'x=1'],
      { REST_CONVENTIONS_TOKEN: TOKEN },
    );
    assert.equal(two.code, 2);
    assert.equal(
      two.stderr,
      'rest-conventions request: --param "query:bookId", "x" are not parameters of getBook; it declares bookId (path).\n',
    );
    // A location prefix that matches, and a plain name, are accepted.
    const ok = await cli([SPEC, 'getBook', '--server', api.url, '--param', 'path:bookId=1', '-f', 'json'], {
      REST_CONVENTIONS_TOKEN: TOKEN,
    });
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(JSON.parse(ok.stdout).request.url, `${api.url}/v1/books/1`);
  });

  it('exits 3 when the status is one --fail-on-status lists, after printing the report', async () => {
    const found = await cli(
      [SPEC, 'getBook', '--server', api.url, '--param', 'bookId=1', '--fail-on-status', '4xx,5xx', '-f', 'json'],
      { REST_CONVENTIONS_TOKEN: TOKEN },
    );
    assert.equal(found.code, 0, found.stderr);
    assert.equal(found.stderr, '');
    const missing = await cli(
      [SPEC, 'getBook', '--server', api.url, '--param', 'bookId=999', '--fail-on-status', '4xx,5xx', '-f', 'json'],
      { REST_CONVENTIONS_TOKEN: TOKEN },
    );
    assert.equal(missing.code, 3);
    assert.equal(JSON.parse(missing.stdout).response.status, 404);
    assert.equal(
      missing.stderr,
      'rest-conventions request: HTTP 404 is one of the statuses --fail-on-status lists; exit code 3.\n',
    );
    const code = await cli(
      [SPEC, 'getBook', '--server', api.url, '--param', 'bookId=999', '--fail-on-status', '401,5xx'],
      { REST_CONVENTIONS_TOKEN: TOKEN },
    );
    assert.equal(code.code, 0, 'a 404 is neither 401 nor 5xx');
    const unauth = await cli([SPEC, 'getBook', '--server', api.url, '--param', 'bookId=1', '--fail-on-status=401']);
    assert.equal(unauth.code, 3);
    for (const bad of ['4x', '600', '', '4xx,,5xx', 'client']) {
      const r = await cli([SPEC, 'listBooks', '--fail-on-status', bad]);
      assert.equal(r.code, 2, bad);
      assert.match(
        r.stderr,
        /^rest-conventions request: --fail-on-status takes status codes and classes such as 4xx,5xx or 404,429, not "[^"]*"\./,
      );
    }
  });

  // A time-out: test/slow/http/time-outs.test.ts (undici's timers fire ~1 s late).
  it('exits 1 for a network error', async () => {
    const probe = net.createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const refused = await cli([SPEC, 'listBooks', '--server', `http://127.0.0.1:${port}`], {
      REST_CONVENTIONS_TOKEN: TOKEN,
    });
    assert.equal(refused.code, 1);
    assert.equal(
      refused.stderr,
      `rest-conventions request: 127.0.0.1:${port} refused the connection. (http://127.0.0.1:${port}/v1/books)\n`,
    );
  });

  it('asks for compression, decodes a gzip body and says so, in the summary and in the JSON report', async () => {
    const payload = JSON.stringify({ data: Array.from({ length: 100 }, (_, i) => ({ id: i })) });
    const gz = gzipSync(Buffer.from(payload));
    const asked: (string | undefined)[] = [];
    // Like most servers: gzip only for a client that says it takes it.
    const server = await startServer((req, res) => {
      asked.push(req.headers['accept-encoding']);
      if (!/\bgzip\b/.test(req.headers['accept-encoding'] ?? ''))
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(payload);
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-encoding': 'gzip',
        'content-length': String(gz.length),
      });
      res.end(gz);
    });
    const dir = mkdtempSync(join(tmpdir(), 'rc-gzip-'));
    try {
      const spec = join(dir, 'spec.yaml');
      writeFileSync(
        spec,
        [
          'openapi: 3.0.3',
          'info: {title: gz, version: "1"}',
          `servers: [{url: "${server.url}"}]`,
          'paths:',
          '  /things:',
          '    get:',
          '      operationId: listThings',
          '      security: []',
          '      responses: {"200": {description: ok}}',
        ].join('\n'),
      );
      const text = await cli([spec, 'listThings']);
      assert.equal(text.code, 0, text.stderr);
      assert.match(
        text.stdout,
        new RegExp(`^200 OK · ${payload.length} bytes \\(gzip, ${gz.length} bytes on the wire\\) · `, 'm'),
      );
      assert.ok(text.stdout.includes('"id": 99'), 'the decoded body');
      const report = JSON.parse((await cli([spec, 'listThings', '--format', 'json'])).stdout);
      assert.deepEqual(report.response.encoding, { codings: ['gzip'], wireBytes: gz.length, decoded: true });
      assert.equal(report.response.bytes, payload.length);
      assert.equal(report.response.body.data.length, 100);
      assert.equal(report.request.headers['accept-encoding'], 'gzip, deflate, br');
      // A header of the caller's own wins: `identity` shows the body as the server sends it uncompressed.
      const plain = JSON.parse(
        (await cli([spec, 'listThings', '--header', 'Accept-Encoding: identity', '--format', 'json'])).stdout,
      );
      assert.equal(plain.response.encoding, undefined);
      assert.equal(plain.response.bytes, payload.length);
      assert.deepEqual(asked, ['gzip, deflate, br', 'gzip, deflate, br', 'identity']);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('redaction', () => {
    let echo: LocalServer;
    let dir: string;
    const KEY = 'k3y-that-must-not-leak';
    const PASSWORD = 'pa55word-that-must-not-leak';
    before(async () => {
      echo = await startServer((req, res) => {
        const page = `${echo.url}/things?api_key=${encodeURIComponent(KEY)}&page=2`;
        json(
          res,
          200,
          { data: [{ echoedUrl: req.url, echoedHeaders: req.headers }], pagination: { page: 1, limit: 1, total: 2 } },
          {
            link: `<${page}>; rel="next"`,
            'x-echo-auth': String(req.headers.authorization),
            'set-cookie': `session=${KEY}; Path=/; HttpOnly`,
          },
        );
      });
      dir = mkdtempSync(join(tmpdir(), 'rc-redact-'));
      writeFileSync(
        join(dir, 'spec.yaml'),
        [
          'openapi: 3.0.3',
          'info: {title: echo, version: "1"}',
          `servers: [{url: "${echo.url}"}]`,
          'paths:',
          '  /things:',
          '    get:',
          '      operationId: listThings',
          '      security: [{key: [], basic: []}]',
          '      responses: {"200": {description: ok}}',
          'components:',
          '  securitySchemes:',
          '    key: {type: apiKey, in: query, name: api_key}',
          '    basic: {type: http, scheme: basic}',
        ].join('\n'),
      );
    });
    after(async () => {
      await echo.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('never prints a credential, in either format, even when the server echoes it', async () => {
      const env = {
        REST_CONVENTIONS_API_KEY: KEY,
        REST_CONVENTIONS_USERNAME: 'ada',
        REST_CONVENTIONS_PASSWORD: PASSWORD,
      };
      const basic = Buffer.from(`ada:${PASSWORD}`).toString('base64');
      for (const format of ['json', 'text']) {
        const r = await cli(['spec.yaml', 'listThings', '--format', format], env, dir);
        assert.equal(r.code, 0, r.stderr);
        for (const secret of [KEY, encodeURIComponent(KEY), PASSWORD, basic]) {
          assert.ok(!r.stdout.includes(secret), `${format} output leaks ${secret}`);
          assert.ok(!r.stderr.includes(secret), `${format} errors leak ${secret}`);
        }
        assert.ok(r.stdout.includes('<redacted>'));
      }
      const out = JSON.parse((await cli(['spec.yaml', 'listThings', '-f', 'json'], env, dir)).stdout);
      assert.equal(out.request.url, `${echo.url}/things?api_key=<redacted>`);
      assert.equal(out.request.headers.authorization, '<redacted>');
      assert.equal(out.response.headers['x-echo-auth'], 'Basic <redacted>');
      assert.deepEqual([out.response.headers['set-cookie']].flat(), ['session=<redacted>; Path=/; HttpOnly']);
      assert.equal(out.response.body.data[0].echoedUrl, '/things?api_key=<redacted>');
      assert.equal(out.pagination.next, `${echo.url}/things?api_key=<redacted>&page=2`);
      assert.deepEqual(out.conformance, [
        { pointer: '', message: 'the response has a body (application/json), but the spec documents none for 200' },
      ]);
    });
  });
});
