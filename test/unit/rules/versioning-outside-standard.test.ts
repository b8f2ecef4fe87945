// A dotted number under a standard's names is that standard's version, not the API's (RULES.md `versioning`):
// cut from prss.org's spec (round 9, seed 124 #78, judged WRONG), whose API is `/api/v2/…` and which also serves
// the RadioDNS SPI 3.1 documents at `/radiodns/spi/3.1/…`. Where the API has no `v{N}` segment on most
// operations, a dotted number in its paths is still its version, in a form §9 does not name.
import { ruleTester } from '../helpers/rule-tester';
import { versioning } from '../../../src/core/rules/versioning';

const R = `{ get: { responses: { '200': { description: ok } } } }`;

ruleTester(versioning, {
  valid: [
    {
      name: 'prss.org: /radiodns/spi/3.1/GI.xml beside /api/v2 lists and members',
      spec: `
        openapi: 3.0.0
        info: { title: PRSS, version: '2' }
        servers: [{ url: 'https://api.prss.org' }]
        paths:
          /api/v2/episodes: ${R}
          /api/v2/episodes/{id}: ${R}
          /api/v2/pieces: ${R}
          /api/v2/spots: ${R}
          /radiodns/spi/3.1/GI.xml: ${R}
          /radiodns/spi/3.1/SI.xml: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'a dotted number under names on most paths is the API version, in a form §9 does not name',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        servers: [{ url: 'https://api.example.com' }]
        paths:
          /radio/1.0/episodes: ${R}
          /radio/1.0/pieces: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1radio~11.0~1episodes',
          range: '4:9-4:12',
          text: '1.0',
          severity: 'info',
          message: /^The API is versioned with a bare number or a date in the URI, the path segment `1\.0`/,
        },
      ],
    },
  ],
});
