import * as assert from 'node:assert/strict';
import { requestForUrl, sameOrigin } from '../../../src/core/http/origin';
import { bypasses, proxyFor } from '../../../src/core/http/proxy';
import {
  redactRequestHeaders,
  redactResponseHeaders,
  redactText,
  redactUrl,
  redactValue,
  REDACTED,
} from '../../../src/core/http/redact';
import type { HttpRequest } from '../../../src/core/http/types';

describe('http/redact', () => {
  const placement = { headers: ['x-key'], query: ['sig'], cookies: [], secrets: ['s3cret value', 'tok'] };

  it('replaces credential headers whole, whoever set them', () => {
    assert.deepEqual(
      redactRequestHeaders(
        {
          Authorization: 'Bearer x',
          'X-Key': 'k',
          Cookie: 'a=b',
          'X-Api-Key': 'typed by hand',
          accept: 'has s3cret value inside',
        },
        placement,
      ),
      {
        authorization: REDACTED,
        'x-key': REDACTED,
        cookie: REDACTED,
        'x-api-key': REDACTED,
        accept: `has ${REDACTED} inside`,
      },
    );
  });

  it('redacts user info, credential query parameters and secret values in URLs', () => {
    assert.equal(
      redactUrl('https://ada:pw@api.example.com/p?sig=abc&page=2&access_token=zz&q=s3cret%20value#frag', placement),
      `https://${REDACTED}@api.example.com/p?sig=${REDACTED}&page=2&access_token=${REDACTED}&q=${REDACTED}#frag`,
    );
    assert.equal(redactUrl('https://api.example.com/p?page=2'), 'https://api.example.com/p?page=2');
  });

  it('replaces every form of a secret in text, but not secrets too short to search for', () => {
    assert.equal(
      redactText('a s3cret value, s3cret%20value, s3cret+value; tok', placement.secrets),
      `a ${REDACTED}, ${REDACTED}, ${REDACTED}; tok`,
    );
  });

  it('keeps cookie names and attributes in Set-Cookie, and walks JSON values', () => {
    assert.deepEqual(
      redactResponseHeaders(
        { 'set-cookie': ['sid=abc; Path=/', 'flag'], 'x-echo': 'Bearer s3cret value' },
        placement.secrets,
      ),
      {
        'set-cookie': [`sid=${REDACTED}; Path=/`, REDACTED],
        'x-echo': `Bearer ${REDACTED}`,
      },
    );
    assert.deepEqual(redactValue({ list: ['s3cret value', 1, null], 's3cret value': true }, placement.secrets), {
      list: [REDACTED, 1, null],
      [REDACTED]: true,
    });
  });
});

describe('http/origin: following links', () => {
  const req: HttpRequest = {
    method: 'GET',
    url: 'https://api.example.com/v1/books?api_key=K&page=1',
    headers: { authorization: 'Bearer T', 'x-api-key': 'H', cookie: 'k=C', accept: 'application/json' },
    credentials: {
      headers: ['authorization', 'x-api-key'],
      query: ['api_key'],
      cookies: ['k'],
      secrets: ['T', 'K', 'H', 'C'],
    },
  };

  it('compares origins by scheme, host and port', () => {
    assert.equal(sameOrigin('https://a.example/x', 'https://a.example:443/y'), true);
    assert.equal(sameOrigin('https://a.example/x', 'http://a.example/x'), false);
    assert.equal(sameOrigin('https://a.example/x', 'https://b.a.example/x'), false);
    assert.equal(sameOrigin('not a url', 'not a url'), false);
  });

  it('keeps credentials for a page on the same origin, putting back a query credential the link lost', () => {
    const next = requestForUrl(req, '/v1/books?page=2');
    assert.equal(next.url, 'https://api.example.com/v1/books?page=2&api_key=K');
    assert.deepEqual(next.headers, req.headers);
    assert.equal(next.credentials, req.credentials);
  });

  it('drops every credential for a page on another origin, keeping the secrets for redaction only', () => {
    const next = requestForUrl(req, 'https://cdn.example.net/v1/books?page=2&api_key=K');
    assert.equal(next.url, 'https://cdn.example.net/v1/books?page=2');
    assert.deepEqual(next.headers, { accept: 'application/json' });
    assert.deepEqual(next.credentials, { headers: [], query: [], cookies: [], secrets: ['T', 'K', 'H', 'C'] });
  });
});

describe('http/proxy', () => {
  it('picks the proxy by scheme from the environment, the override winning', () => {
    const env = { HTTPS_PROXY: 'http://secure-proxy:3128', http_proxy: 'plain-proxy:8080' };
    assert.equal(proxyFor('https://api.example.com/', { env }), 'http://secure-proxy:3128');
    assert.equal(proxyFor('http://api.example.com/', { env }), 'http://plain-proxy:8080');
    assert.equal(proxyFor('http://api.example.com/', {}), undefined);
    assert.equal(proxyFor('https://api.example.com/', { url: 'http://vscode-proxy:1', env }), 'http://vscode-proxy:1');
    assert.equal(proxyFor('https://api.example.com/', { url: null, env }), undefined);
  });

  it('bypasses hosts NO_PROXY lists', () => {
    const u = (s: string) => new URL(s);
    assert.equal(bypasses(u('https://api.example.com/'), 'example.com'), true);
    assert.equal(bypasses(u('https://api.example.com/'), '.example.com'), true);
    assert.equal(bypasses(u('https://api.example.com/'), '*.example.com'), true);
    assert.equal(bypasses(u('https://notexample.com/'), 'example.com'), false);
    assert.equal(bypasses(u('http://127.0.0.1:8080/'), '127.0.0.1:9090'), false);
    assert.equal(bypasses(u('http://127.0.0.1:8080/'), 'localhost, 127.0.0.1:8080'), true);
    assert.equal(bypasses(u('http://[::1]:8080/'), '[::1]'), true);
    assert.equal(bypasses(u('https://anything/'), '*'), true);
    assert.equal(
      proxyFor('https://api.example.com/', { env: { HTTPS_PROXY: 'http://p:1', NO_PROXY: 'example.com' } }),
      undefined,
    );
  });
});
