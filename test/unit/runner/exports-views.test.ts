import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import type { HttpRequest, HttpResponse } from '../../../src/core/http/types';
import { exportNames } from '../../../src/extension/runner/call';
import { parseEnvironments, substitute } from '../../../src/extension/runner/environments';
import { toCurl, toHttpFile } from '../../../src/extension/runner/exporters';
import { redactValues } from '../../../src/extension/runner/history';
import { bodyView, paginationSummary } from '../../../src/extension/runner/view';
import { emptyValues } from '../../../src/shared/form';

function request(over: Partial<HttpRequest>): HttpRequest {
  return { method: 'GET', url: 'https://api.example.com/v1/things', headers: {}, ...over };
}

function response(body: string | Uint8Array, contentType: string, json?: unknown): HttpResponse {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  return {
    method: 'GET',
    url: 'https://x/',
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': contentType },
    body: bytes,
    json,
    bytes: bytes.length,
    truncated: false,
    timings: { connect: 0, tls: 0, firstByte: 1, download: 1, total: 2 },
    redirects: [],
  };
}

/** What a POSIX shell makes of a command's words (printed one per line by printf). */
function shellWords(command: string, env: Record<string, string>): string[] {
  const words = command.replace(/^curl /, '').replace(/ \\\n {2}/g, ' ');
  return execFileSync('sh', ['-c', `printf '%s\\n' ${words}`], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
  })
    .trimEnd()
    .split('\n');
}

describe('runner exports: cURL and .http', () => {
  it('writes the bearer token as "$REST_CONVENTIONS_TOKEN" and quotes everything else for the shell', () => {
    const req = request({
      method: 'POST',
      headers: { authorization: 'Bearer s3cr3t-token', 'content-type': 'application/json' },
      body: new TextEncoder().encode(`{"name": "O'Brien $HOME \`id\`"}`),
      credentials: { headers: ['authorization'], query: [], cookies: [], secrets: ['s3cr3t-token'] },
    });
    const { names } = exportNames(req, [{ token: 's3cr3t-token' }]);
    const curl = toCurl(req, names, { includeSecrets: false });
    assert.ok(!curl.includes('s3cr3t-token'));
    assert.deepEqual(shellWords(curl, { REST_CONVENTIONS_TOKEN: 'from-env' }), [
      '-X',
      'POST',
      'https://api.example.com/v1/things',
      '-H',
      'authorization: Bearer from-env',
      '-H',
      'content-type: application/json',
      '--data-binary',
      `{"name": "O'Brien $HOME \`id\`"}`,
    ]);
    assert.deepEqual(shellWords(toCurl(req, names, { includeSecrets: true }), {}).slice(3, 5), [
      '-H',
      'authorization: Bearer s3cr3t-token',
    ]);
  });

  it('writes HTTP basic as -u user:"$REST_CONVENTIONS_PASSWORD", and an API key in the query as its variable', () => {
    const encoded = Buffer.from('alice:pa55word').toString('base64');
    const basic = request({
      headers: { authorization: `Basic ${encoded}` },
      credentials: { headers: ['authorization'], query: [], cookies: [], secrets: [encoded, 'pa55word'] },
    });
    const b = exportNames(basic, [{ username: 'alice', password: 'pa55word' }]);
    const curl = toCurl(basic, b.names, { includeSecrets: false, basic: b.basic });
    assert.ok(!curl.includes(encoded) && !curl.includes('pa55word'));
    assert.deepEqual(shellWords(curl, { REST_CONVENTIONS_PASSWORD: 'pw' }), [
      '-X',
      'GET',
      'https://api.example.com/v1/things',
      '-u',
      'alice:pw',
    ]);
    assert.match(
      toHttpFile(basic, b.names, { title: 't', basic: b.basic }),
      /^authorization: Basic alice:\{\{\$processEnv REST_CONVENTIONS_PASSWORD\}\}$/m,
    );

    const q = request({
      url: 'https://api.example.com/v1/things?api_key=k%2Fey-123',
      credentials: { headers: [], query: ['api_key'], cookies: [], secrets: ['k/ey-123'] },
    });
    const n = exportNames(q, [{ apiKey: 'k/ey-123' }]);
    assert.deepEqual(
      shellWords(toCurl(q, n.names, { includeSecrets: false }), { REST_CONVENTIONS_API_KEY: 'KEY' }).slice(2, 3),
      ['https://api.example.com/v1/things?api_key=KEY'],
    );
    assert.match(
      toHttpFile(q, n.names, { title: 't' }),
      /^GET https:\/\/api\.example\.com\/v1\/things\?api_key=\{\{\$processEnv REST_CONVENTIONS_API_KEY\}\} HTTP\/1\.1$/m,
    );
  });

  it('turns a credential header typed into the form into a variable named after it', () => {
    const req = request({ headers: { 'x-api-key': 'typed-value', accept: 'application/json' } });
    const { names } = exportNames(req, []);
    assert.deepEqual(names, [{ value: 'typed-value', env: 'REST_CONVENTIONS_HEADER_X_API_KEY' }]);
    assert.ok(!toCurl(req, names, { includeSecrets: false }).includes('typed-value'));
  });

  it('leaves the default Accept-Encoding to the other tool: --compressed for cURL, nothing in a .http file', () => {
    const req = request({ headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } });
    assert.deepEqual(shellWords(toCurl(req, [], { includeSecrets: false }), {}), [
      '-X',
      'GET',
      'https://api.example.com/v1/things',
      '-H',
      'accept: application/json',
      '--compressed',
    ]);
    assert.doesNotMatch(toHttpFile(req, [], { title: 't' }), /accept-encoding/i);
    // One of the caller's own is exported as it is.
    const own = request({ headers: { 'accept-encoding': 'identity' } });
    assert.deepEqual(shellWords(toCurl(own, [], { includeSecrets: false }), {}).slice(3), [
      '-H',
      'accept-encoding: identity',
    ]);
    assert.match(toHttpFile(own, [], { title: 't' }), /^accept-encoding: identity$/m);
  });

  it('adds --insecure when the call skipped TLS verification', () => {
    assert.match(toCurl(request({}), [], { includeSecrets: false, insecure: true }), / \\\n {2}--insecure\n$/);
  });
});

describe('runner views', () => {
  it('pretty-prints JSON, keeps text, describes binary bodies, and replaces secrets', () => {
    const json = bodyView(
      response('{"a":[1,2],"t":"tok-12345"}', 'application/json', { a: [1, 2], t: 'tok-12345' }),
      ['tok-12345'],
      1e6,
      1e6,
    );
    assert.deepEqual(json, {
      kind: 'json',
      contentType: 'application/json',
      text: '{\n  "a": [\n    1,\n    2\n  ],\n  "t": "<redacted>"\n}',
      complete: true,
      large: false,
    });
    assert.equal(bodyView(response('<p>hi</p>', 'text/html'), [], 1e6, 1e6).text, '<p>hi</p>');
    assert.deepEqual(bodyView(response(new Uint8Array([0xff, 0xd8, 0xff]), 'image/jpeg'), [], 1e6, 1e6), {
      kind: 'binary',
      contentType: 'image/jpeg',
      text: '3 bytes of image/jpeg; open the body in an editor to see it.',
      complete: true,
      large: false,
    });
    assert.equal(bodyView(response('', 'application/json'), [], 1e6, 1e6).kind, 'empty');
  });

  it('shows YAML (+yaml too) and JSON streams as text', () => {
    assert.equal(bodyView(response('openapi: 3.1.0', 'application/openapi+yaml'), [], 1e6, 1e6).kind, 'text');
    assert.equal(bodyView(response('{"a":1}\n', 'application/jsonl'), [], 1e6, 1e6).text, '{"a":1}\n');
    assert.equal(bodyView(response('{"a":1}\n', 'application/ndjson'), [], 1e6, 1e6).kind, 'text');
  });

  it('marks large bodies and sends only whole lines up to the view limit', () => {
    const text = Array.from({ length: 100 }, (_, i) => `line ${i}`).join('\n');
    const v = bodyView(response(text, 'text/plain'), [], 100, 50);
    assert.equal(v.complete, false);
    assert.equal(v.large, true);
    assert.equal(v.text, 'line 0\nline 1\nline 2\nline 3\nline 4\nline 5\nline 6');
  });

  it('summarises pagination with what the response gives', () => {
    const base = { style: 'wrapped' as const, next: null };
    assert.equal(
      paginationSummary({ ...base, page: 3, pageCount: 12, limit: 20, total: 231 }),
      'page 3 of 12 · 20 per page · 231 items',
    );
    assert.equal(paginationSummary({ ...base, page: 1, pageCount: null, limit: null, total: 1 }), 'page 1 · 1 item');
    assert.equal(
      paginationSummary({
        style: 'cursor',
        next: 'https://x/?cursor=a',
        page: null,
        pageCount: null,
        limit: null,
        total: null,
      }),
      'cursor pagination · more pages',
    );
    assert.equal(
      paginationSummary({ style: 'link-header', next: null, page: null, pageCount: null, limit: null, total: null }),
      'link-header pagination · last page',
    );
  });

  it('redacts credential-named headers and parameters, and known secrets, in stored values', () => {
    const v = redactValues(
      {
        ...emptyValues(),
        params: { 'query:api_key': 'abc', 'query:q': 'has tok-12345 inside', 'query:empty_token': '' },
        headers: [
          { name: 'Authorization', value: 'Bearer x' },
          { name: 'X-Trace', value: 'tok-12345' },
        ],
        body: '{"t":"tok-12345"}',
      },
      ['tok-12345'],
    );
    assert.deepEqual(v.params, {
      'query:api_key': '<redacted>',
      'query:q': 'has <redacted> inside',
      'query:empty_token': '',
    });
    assert.deepEqual(v.headers, [
      { name: 'Authorization', value: '<redacted>' },
      { name: 'X-Trace', value: '<redacted>' },
    ]);
    assert.equal(v.body, '{"t":"<redacted>"}');
  });
});

describe('runner environments', () => {
  it('reads environments, turning numbers and booleans into strings and refusing secrets and objects', () => {
    const e = parseEnvironments(
      JSON.stringify({
        environments: {
          local: { base_url: 'http://localhost:4010', port: 4010, debug: true, client_secret: 'x', nested: {} },
          broken: 3,
        },
      }),
    );
    assert.deepEqual([...e.byName.keys()], ['local']);
    assert.deepEqual(
      [...e.byName.get('local')!],
      [
        ['base_url', 'http://localhost:4010'],
        ['port', '4010'],
        ['debug', 'true'],
      ],
    );
    assert.deepEqual(e.problems, [
      '.rest-conventions/environments.json: "local.client_secret" looks like a secret and is ignored; set secrets with "Set secret…" in the runner, which keeps them in the editor\'s secret storage.',
      '.rest-conventions/environments.json: "local.nested" must be a string, number or boolean.',
      '.rest-conventions/environments.json: environment "broken" is not an object of variables.',
    ]);
    assert.match(parseEnvironments('{').problems[0], /^\.rest-conventions\/environments\.json is not valid JSON: /);
    assert.deepEqual(parseEnvironments('[]').problems, [
      '.rest-conventions/environments.json: expected an object with an "environments" object.',
    ]);
  });

  it('substitutes {{variables}}, leaving unknown ones', () => {
    const vars = new Map([
      ['host', 'h.example'],
      ['v', '2'],
    ]);
    assert.equal(substitute('https://{{host}}/v{{ v }}/{{other}}', vars), 'https://h.example/v2/{{other}}');
    assert.equal(substitute('{{host}}', undefined), '{{host}}');
  });
});
