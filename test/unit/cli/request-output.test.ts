import * as assert from 'node:assert/strict';
import { displayBody } from '../../../src/cli/request-output';
import type { HttpResponse } from '../../../src/core/http/types';

function response(body: string | Uint8Array, contentType: string): HttpResponse {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  return {
    method: 'GET',
    url: 'https://x/',
    status: 200,
    statusText: 'OK',
    headers: { 'content-type': contentType },
    body: bytes,
    bytes: bytes.length,
    truncated: false,
    timings: { connect: 0, tls: 0, firstByte: 1, download: 1, total: 2 },
    redirects: [],
  };
}

describe('cli: the body a request report shows', () => {
  it('shows text a person reads as text: JSON streams and YAML included', () => {
    assert.equal(displayBody(response('{"a":1}\n{"a":2}\n', 'application/x-ndjson')), '{"a":1}\n{"a":2}\n');
    assert.equal(displayBody(response('a: 1\n', 'application/openapi+yaml')), 'a: 1\n');
    assert.equal(displayBody(response('<a/>', 'application/atom+xml; charset=utf-8')), '<a/>');
  });

  it('shows no binary body', () => {
    assert.equal(displayBody(response(new Uint8Array([0xff, 0xd8]), 'image/jpeg')), null);
    assert.equal(displayBody(response('{}', 'application/x-json-smile')), null);
  });
});
