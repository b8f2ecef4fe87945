import * as assert from 'node:assert/strict';
import { lintText } from '../helpers/lint';
import { ruleTester } from '../helpers/rule-tester';
import { apiKeyInQuery } from '../../../src/core/rules/api-key-in-query';

const RULE = apiKeyInQuery.id;

ruleTester(apiKeyInQuery, {
  valid: [
    {
      name: 'stays quiet for header and cookie keys and for other scheme types',
      spec: `
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths: {}
        components:
          securitySchemes:
            a: { type: apiKey, in: header, name: X-API-Key }
            b: { type: apiKey, in: cookie, name: sid }
            c: { type: http, scheme: bearer }
      `,
    },
  ],
  invalid: [
    {
      name: 'flags each apiKey scheme in the query at its `in` value',
      spec: `
        openapi: 3.0.3
        info: { title: t, version: '1' }
        paths: {}
        components:
          securitySchemes:
            queryKey:
              type: apiKey
              in: query
              name: api_key
            headerKey: { type: apiKey, in: header, name: X-API-Key }
            cookieKey: { type: apiKey, in: cookie, name: session }
            other: { type: apiKey, in: "query", name: token }
      `,
      findings: [
        {
          pointer: '/components/securitySchemes/queryKey/in',
          range: '7:10-7:15',
          text: 'query',
          message: /2 security schemes \("queryKey", "other"\) send API keys in the query string.*logs.*in: header/,
          related: [
            {
              pointer: '/components/securitySchemes/other/in',
              range: '11:31-11:38',
              text: '"query"',
              message: 'security scheme "other"',
            },
          ],
        },
      ],
      output: null,
    },
    {
      name: 'flags the 2.0 form',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        securityDefinitions:
          key: { type: apiKey, in: query, name: key }
        paths: {}
      `,
      findings: [{ pointer: '/securityDefinitions/key/in', range: '3:27-3:32', text: 'query' }],
    },
    {
      // tfl.gov.uk: its `app_key` and `app_id` both go in the query string, one decision told once (seed 114 #1, #2).
      name: 'tfl.gov.uk: two query-string schemes are one API decision, reported once at the first',
      spec: `
        swagger: '2.0'
        info: { title: Transport for London Unified API, version: v1 }
        securityDefinitions:
          apiKey: { description: API Key Authentication, in: query, name: app_key, type: apiKey }
          appId: { description: Application ID, in: query, name: app_id, type: apiKey }
        paths: {}
      `,
      findings: [
        {
          pointer: '/securityDefinitions/apiKey/in',
          range: '3:53-3:58',
          text: 'query',
          message: /2 security schemes \("apiKey", "appId"\) send API keys in the query string/,
          related: [
            {
              pointer: '/securityDefinitions/appId/in',
              range: '4:44-4:49',
              text: 'query',
              message: 'security scheme "appId"',
            },
          ],
        },
      ],
    },
  ],
});

describe('rule api-key-in-query: across files', () => {
  it('follows a $ref to a scheme in another file and reports there', () => {
    const spec = `
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths: {}
      components:
        securitySchemes:
          key: { $ref: 'schemes.yaml#/key' }
    `;
    const other = 'key:\n  type: apiKey\n  in: query\n  name: k\n';
    const found = lintText(spec, RULE, {
      uri: '/api/spec.yaml',
      load: (uri) => (uri === '/api/schemes.yaml' ? other : undefined),
    });
    assert.equal(found.length, 1);
    assert.equal(found[0].uri, '/api/schemes.yaml');
    assert.equal(found[0].severity, 'warning');
    assert.deepEqual(found[0].range, { start: { line: 2, character: 6 }, end: { line: 2, character: 11 } });
  });
});
