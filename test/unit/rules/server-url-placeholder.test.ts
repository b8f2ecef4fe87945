import { ruleTester } from '../helpers/rule-tester';
import { serverUrl } from '../../../src/core/rules/server-url';

/**
 * A placeholder where the server's address belongs (`xxx`, `<host>`, `{{baseUrl}}`, `your-server`) is not a relative
 * URL to make absolute. In a document whose `info.version` is a placeholder too it is a template filled in when the
 * document is served (grocy serves its grocy.openapi.json with both replaced): nothing to report. Otherwise it is one
 * info finding that says so and suggests a server variable. Cut from grocy (seed 206 #72 NOISE).
 */
ruleTester(serverUrl, {
  valid: [
    {
      name: 'grocy: server URL and info.version both `xxx`, filled in when the document is served',
      spec: `
        openapi: 3.1.0
        info: { title: Grocy REST API, version: xxx }
        servers:
          - url: xxx
        paths: {}
      `,
    },
  ],
  invalid: [
    {
      name: 'a placeholder server URL in a document with a real version is told as a placeholder (info)',
      spec: `
        openapi: 3.1.0
        info: { title: Grocy REST API, version: 4.5.0 }
        servers:
          - url: xxx
          - url: '<your-server>/api'
          - url: '{{baseUrl}}'
          - url: api/v1
        paths: {}
      `,
      findings: [
        {
          pointer: '/servers/0/url',
          range: '3:9-3:12',
          text: 'xxx',
          severity: 'info',
          message:
            'The server URL `xxx` is a placeholder, not an address: clients that read this document cannot reach the API. Write it as a server variable with a default (`{scheme}://{host}`, `host: { default: localhost:8080 }`), so tools offer the address and users can change it.',
        },
        { pointer: '/servers/1/url', range: '4:10-4:27', text: '<your-server>/api', severity: 'info' },
        { pointer: '/servers/2/url', range: '5:10-5:21', text: '{{baseUrl}}', severity: 'info' },
        { pointer: '/servers/3/url', range: '6:9-6:15', text: 'api/v1', message: /is not absolute/ },
      ],
    },
  ],
});
