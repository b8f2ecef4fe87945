// `links` that are domain data, not the API's hypermedia (RULES.md `links-shape`, §2.5; round 16, seed 207 #17, #18):
// the links found on a crawled page (Algolia's crawler) and link items with no relation in a configuration the client
// sends (SigNoz's PagerDuty receiver, Alertmanager's format). Cut from both specs.
import { ruleTester } from '../helpers/rule-tester';
import { linksShape } from '../../../src/core/rules/links-shape';

/** SigNoz, cut down: a notification channel is created with receiver configs, read back by GET. */
const signoz = (links: string) => `
  openapi: 3.0.3
  info: { title: SigNoz, version: '1.0' }
  paths:
    /api/v1/channels:
      post:
        operationId: CreateChannel
        requestBody:
          content:
            application/json:
              schema: { $ref: '#/components/schemas/AlertmanagertypesPostableChannel' }
        responses: { '201': { description: Created } }
    /api/v1/channels/{id}:
      get:
        operationId: GetChannelByID
        parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
        responses:
          '200':
            description: OK
            content:
              application/json:
                schema: { type: object, properties: { data: { $ref: '#/components/schemas/AlertmanagertypesPostableChannel' } } }
  components:
    schemas:
      AlertmanagertypesPostableChannel:
        type: object
        properties:
          name: { type: string }
          pagerduty_configs: { type: array, items: { $ref: '#/components/schemas/ConfigPagerdutyConfig' } }
      ConfigPagerdutyConfig:
        type: object
        properties:
          client: { type: string }
          links: { type: array, items: { $ref: '#/components/schemas/ConfigPagerdutyLink' } }
          routing_key: { type: string }
      ConfigPagerdutyLink:
        type: object
        properties:
${links}
`;

ruleTester(linksShape, {
  valid: [
    {
      name: 'Algolia crawler: `links` found on the tested page are its content',
      spec: `
        openapi: 3.0.2
        info: { title: Crawler API, version: 1.0.0 }
        paths:
          /1/crawlers/{id}/test:
            post:
              operationId: testUrl
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              requestBody: { content: { application/json: { schema: { type: object, properties: { url: { type: string } } } } } }
              responses:
                '200':
                  description: OK
                  content:
                    application/json:
                      schema:
                        type: object
                        properties:
                          startDate: { type: string }
                          links:
                            type: array
                            description: Links found on the page, which match the configuration and would be processed.
                            items: { type: string }
      `,
    },
    {
      name: 'Firecrawl: the `links` "on the page" a scrape answers are the page\'s links',
      spec: `
        openapi: 3.0.0
        info: { title: Firecrawl API, version: v1 }
        paths: {}
        components:
          schemas:
            ScrapeResponse:
              type: object
              properties:
                success: { type: boolean }
                data:
                  type: object
                  properties:
                    markdown: { type: string }
                    links: { type: array, items: { type: string }, description: List of links on the page if \`links\` is in \`formats\` }
      `,
    },
    {
      name: 'SigNoz: PagerDuty links `{href, text}` in a receiver config the client sends are its settings',
      spec: signoz(`          href: { type: string }
          text: { type: string }`),
    },
  ],
  invalid: [
    {
      name: 'links to the next page are pagination links, still judged',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            Page:
              type: object
              properties:
                links: { type: array, items: { type: string }, description: Links to the next and previous page }
      `,
      findings: [
        {
          pointer: '/components/schemas/Page/properties/links',
          range: '8:8-8:13',
          text: 'links',
          message: /its items are a string, not objects/,
        },
      ],
    },
    {
      name: 'link items with a relation in a schema the client sends are still judged',
      spec: signoz(`          href: { type: string }
          rel: { type: string }`),
      findings: [
        {
          pointer: '/components/schemas/ConfigPagerdutyConfig/properties/links',
          range: '32:8-32:13',
          text: 'links',
          message: /`rel` and `href` are not required/,
        },
      ],
    },
    {
      name: 'Harbor: links of a vulnerability, answered only, stay flagged as strings',
      spec: `
        swagger: '2.0'
        info: { title: Harbor API, version: '2.0' }
        paths:
          /vulnerabilities:
            get:
              responses:
                '200': { description: OK, schema: { type: array, items: { $ref: '#/definitions/VulnerabilityItem' } } }
        definitions:
          VulnerabilityItem:
            type: object
            properties:
              id: { type: string }
              links: { type: array, items: { type: string }, description: Links of the vulnerability }
      `,
      findings: [
        {
          pointer: '/definitions/VulnerabilityItem/properties/links',
          range: '12:6-12:11',
          text: 'links',
          message: /its items are a string, not objects/,
        },
      ],
    },
  ],
});
