// Round 16 of the precision review (seed 209 #74): a protocol mounted at the server's root (go2rtc's ONVIF server)
// answers as its standard says; the API's own resource about it stays judged.
import { ruleTester } from '../helpers/rule-tester';
import { successStatus } from '../../../src/core/rules/success-status';

ruleTester(successStatus, {
  valid: [
    {
      name: 'go2rtc: `/onvif/` is the ONVIF (SOAP) server, "accepts any suburl requests": its answers are the protocol’s',
      spec: `
        openapi: 3.1.0
        info: { title: go2rtc, version: 1.0.0 }
        paths:
          /onvif/:
            get:
              summary: ONVIF server implementation
              description: Simple realisation of the ONVIF protocol. Accepts any suburl requests
              responses: { default: { description: '' } }
          /api/streams:
            get:
              responses: { '200': { description: OK } }
      `,
    },
  ],
  invalid: [
    {
      name: 'go2rtc: `/api/onvif` is the API’s own discovery of ONVIF cameras, below its prefix: still flagged',
      spec: `
        openapi: 3.1.0
        info: { title: go2rtc, version: 1.0.0 }
        paths:
          /api/onvif:
            get:
              summary: ONVIF cameras discovery
              responses: { default: { description: '' } }
          /api/streams:
            get:
              responses: { '200': { description: OK } }
      `,
      findings: [
        {
          pointer: '/paths/~1api~1onvif/get/responses',
          range: '6:6-6:15',
          text: 'responses',
          message: 'GET /api/onvif declares no success (2xx) response; a successful GET answers 200 (§4).',
        },
      ],
      formats: ['yaml'],
    },
  ],
});
