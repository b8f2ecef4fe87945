// One decision of "this host is this machine" (src/core/http/loopback-host.ts) for server-url (plain http is fine to
// it) and OAuth's isSafeEndpoint (an http token endpoint is allowed on it); each keeps its own policy around it.
import * as assert from 'node:assert/strict';
import { isLoopbackHost } from '../../../src/core/http/loopback-host';
import { isSafeEndpoint } from '../../../src/core/http/auth/oauth2';
import { lintText } from '../helpers/lint';

const LOOPBACK = [
  'localhost',
  'LocalHost',
  'app.localhost',
  '127.0.0.1',
  '127.1.2.3',
  '127.1',
  '[::1]',
  '::1',
  '[0:0:0:0:0:0:0:1]',
];
const ELSEWHERE = [
  'example.com',
  'localhost.example.com',
  'notlocalhost',
  '127.0.0.1.nip.io',
  '128.0.0.1',
  '0.0.0.0',
  '[::2]',
  '192.168.1.5',
  'printer.local',
  'localhost/x',
  'evil.com@localhost',
  '',
];

/** The server-url findings on a 3.0 spec whose only server is plain http to `host` on port 8080. */
function serverUrlFindings(host: string): number {
  return lintText(
    `
    openapi: 3.0.3
    info: { title: t, version: '1' }
    servers: [{ url: 'http://${host}:8080/v1' }]
    paths: {}
  `,
    'server-url',
  ).length;
}

describe('loopback host: one classification for server-url and OAuth endpoints', () => {
  it('calls localhost, its subdomains, 127/8 and ::1 in any spelling loopback, nothing else', () => {
    assert.deepEqual(
      LOOPBACK.filter((h) => !isLoopbackHost(h)),
      [],
    );
    assert.deepEqual(ELSEWHERE.filter(isLoopbackHost), []);
  });

  it('server-url accepts plain http to every loopback spelling an OAuth endpoint may use', () => {
    const hosts = LOOPBACK.filter((h) => !h.includes(':') || h.startsWith('['));
    assert.deepEqual(
      hosts.filter((h) => !isSafeEndpoint(new URL(`http://${h}:8080/token`))),
      [],
    );
    assert.deepEqual(
      hosts.filter((h) => serverUrlFindings(h) > 0),
      [],
    );
  });

  it('keeps each policy: server-url accepts a private address, an OAuth endpoint only loopback', () => {
    assert.equal(serverUrlFindings('192.168.1.5'), 0);
    assert.equal(isSafeEndpoint(new URL('http://192.168.1.5/token')), false);
    assert.equal(isSafeEndpoint(new URL('http://printer.local/token')), false);
    assert.equal(serverUrlFindings('api.example.com'), 1);
  });
});
