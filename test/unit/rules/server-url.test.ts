import * as assert from 'node:assert/strict';
import { brief, lintText } from '../helpers/lint';
import { docExamples } from '../helpers/doc-examples';
import { ruleTester } from '../helpers/rule-tester';
import { serverUrl } from '../../../src/core/rules/server-url';

ruleTester(serverUrl, {
  valid: [
    {
      name: "accepts plain http to a private or link-local address: the user's own device (Zappiti Player at 192.168.1.5)",
      spec: `
        openapi: 3.0.0
        info: { title: Zappiti Player API, version: 4.15.174 }
        servers:
          - url: http://{ip-address}:8990/
            variables:
              ip-address: { default: 192.168.1.5 }
          - url: http://10.0.0.7/
          - url: http://172.20.1.1/
          - url: http://169.254.10.2/
        paths: {}
      `,
    },
    {
      name: 'does not judge a URL whose scheme and host come from a variable without a default',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        servers:
          - url: '{Endpoint}/vision/v2.1'
        paths: {}
      `,
    },
    {
      name: 'accepts a 2.0 localhost host over http',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        host: localhost:8080
        schemes: [http]
        paths: {}
      `,
    },
    {
      // Mastodon (seed 109 #73): `mastodon.local` is a host of the local network (RFC 6762's `.local`), which
      // never reaches the public internet, listed beside the public https server: a developer's server. Names of
      // RFC 6761's reserved `.test`, `.example` and `.invalid` domains do not resolve there either.
      name: 'Mastodon: accepts plain http to a local-network or reserved host (.local, .test, .example, .invalid) beside an https server',
      spec: `
        openapi: 3.0.0
        info: { title: Mastodon API, version: 1.0.0 }
        servers:
          - url: http://mastodon.local
          - url: https://mastodon.social
          - url: http://api.test/v1
          - url: http://shop.example
          - url: http://nowhere.invalid
        paths: {}
      `,
    },
    {
      // Jellyfin (seed 114 #73), Superset (seed 112 #74): self-hosted products whose placeholder host sits beside a
      // localhost or relative server: the addresses of the user's own deployment, whose scheme is the deployer's choice.
      name: 'Jellyfin, Superset: plain http to a .local host beside a localhost server is the user’s own deployment',
      spec: `
        openapi: 3.0.1
        info: { title: Jellyfin API, version: v1 }
        servers:
          - url: http://jellyfin.local
          - url: http://localhost
          - url: http://superset.apache.local
        paths: {}
      `,
    },
  ],
  invalid: [
    {
      name: 'flags relative URLs and plain http to non-local hosts at the narrowest place',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        servers:
          - url: https://api.example.com/v1
          - url: http://api.example.com/v1
          - url: http://localhost:8080
          - url: /v1
          - url: '{protocol}://{host}/v1'
            variables:
              protocol: { default: http }
              host: { default: api.example.com }
          - url: 'http://127.0.0.1:3000'
          - url: api.example.com
          - url: '{scheme}://{region}.example.com'
            variables:
              scheme: { default: https, enum: [https] }
              region: { default: eu }
        paths:
          /users:
            servers:
              - url: http://files.example.com
            get: { responses: { '200': { description: ok } } }
      `,
      findings: [
        {
          pointer: '/servers/1/url',
          range: '4:9-4:13',
          text: 'http',
          message:
            'The server URL `http://api.example.com/v1` uses plain `http`; use `https` (plain http is only fine for localhost).',
        },
        {
          pointer: '/servers/3/url',
          range: '6:9-6:12',
          text: '/v1',
          message:
            "The server URL `/v1` is not absolute: clients resolve it against wherever they read this document. Give `{protocol}://{domain}/{path}`: the API's own (`https://api.example.com/v1`), or for software its users install a server variable with a default (`{scheme}://{host}/v1`).",
        },
        {
          pointer: '/servers/4/variables/protocol/default',
          range: '9:27-9:31',
          text: 'http',
          message: /`http:\/\/api\.example\.com\/v1` uses plain `http`/,
        },
        { pointer: '/servers/6/url', range: '12:9-12:24', text: 'api.example.com' },
        { pointer: '/paths/~1users/servers/0/url', range: '20:13-20:17', text: 'http' },
      ],
    },
    {
      name: 'suggests the https form of a scheme-relative URL (//host)',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        servers:
          - url: //kubernetes.local
        paths: {}
      `,
      findings: [
        {
          pointer: '/servers/0/url',
          range: '3:9-3:27',
          text: '//kubernetes.local',
          message:
            'The server URL `//kubernetes.local` has no protocol; give `{protocol}://{domain}/{path}`, e.g. `https://kubernetes.local`.',
        },
      ],
    },
    {
      name: 'flags a document without servers at its openapi key',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths: {}
      `,
      findings: [{ pointer: '', range: '0:0-0:7', text: 'openapi' }],
    },
    {
      name: 'flags an empty servers list at its key',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        servers: []
        paths: {}
      `,
      findings: [{ pointer: '/servers', range: '2:0-2:7', text: 'servers' }],
    },
    {
      name: 'reads OpenAPI 2.0 host, schemes and basePath',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        host: https://api.example.com
        basePath: v1
        schemes: [https, http]
        paths: {}
      `,
      findings: [
        { pointer: '/host', range: '2:6-2:29', text: 'https://api.example.com' },
        { pointer: '/basePath', range: '3:10-3:12', text: 'v1' },
        { pointer: '/schemes/1', range: '4:17-4:21', text: 'http' },
      ],
    },
    {
      // BBC's Radio & Music Services (seed 110 #74, #75): the root server is https, and six operations override it
      // with the same plain-http URL. One decision, told once with the other overrides related.
      name: 'BBC: the same plain-http override on several operations is one finding, the others related',
      spec: `
        openapi: 3.0.0
        info: { title: Radio and Music Services, version: 1.0.0 }
        servers: [{ url: 'https://rms.api.bbc.co.uk' }]
        paths:
          /music/popular/artists:
            get:
              servers: [{ url: 'http://rms.api.bbc.co.uk/' }]
              responses: { '200': { description: ok } }
          /music/popular/tracks:
            get:
              servers: [{ url: 'http://rms.api.bbc.co.uk/' }]
              responses: { '200': { description: ok } }
      `,
      findings: [
        {
          pointer: '/paths/~1music~1popular~1artists/get/servers/0/url',
          range: '6:24-6:28',
          text: 'http',
          message:
            'The server URL `http://rms.api.bbc.co.uk/` uses plain `http`; use `https` (plain http is only fine for localhost). The same URL is given in one other place (listed as related).',
          related: [
            { pointer: '/paths/~1music~1popular~1tracks/get/servers/0/url', range: '10:24-10:28', text: 'http' },
          ],
        },
      ],
    },
    {
      // WhatsApp Business (seed 107 #73): its only server is plain http, so `whatsapp.local` is how clients are
      // told to reach it.
      name: 'WhatsApp: plain http to a .local host is flagged when it is the only server',
      spec: `
        openapi: 3.0.0
        info: { title: WhatsApp Business API, version: '2.0' }
        servers:
          - url: http://whatsapp.local
        paths: {}
      `,
      findings: [{ pointer: '/servers/0/url', range: '3:9-3:13', text: 'http' }],
    },
    {
      name: 'flags a 2.0 http scheme for a remote host',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        host: api.example.com
        basePath: /v1
        schemes: [http]
        paths: {}
      `,
      findings: [{ pointer: '/schemes/0', range: '4:10-4:14', text: 'http' }],
    },
  ],
});

describe('rule server-url: its doc page', () => {
  it('fires on the documented failing example and not on the passing one', () => {
    const { failing, passing } = docExamples('server-url');
    assert.deepEqual(
      lintText(failing, 'server-url').map((f) => brief(f, failing).text),
      ['http', '/v1'],
    );
    assert.deepEqual(lintText(passing, 'server-url'), []);
  });
});
