// One resource's (controller's) media-type decision, cut from MISP's Automation API (seed 202 #19, #20).
import { ruleTester } from '../helpers/rule-tester';
import { jsonMediaType } from '../../../src/core/rules/json-media-type';

const FORM = 'requestBody: { content: { application/x-www-form-urlencoded: { schema: { type: object } } } }';
const JSON_BODY = 'requestBody: { content: { application/json: { schema: { type: object } } } }';
const OK = "responses: { '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";

const spec = (toggle: string) => `
  openapi: 3.0.0
  info: { title: MISP Automation API, version: '2.4' }
  paths:
    /warninglists: { post: { ${FORM}, ${OK} } }
    /warninglists/toggleEnable: { post: { ${toggle}, ${OK} } }
    /warninglists/checkValue: { post: { ${JSON_BODY}, ${OK} } }
    /events/add: { post: { ${JSON_BODY}, ${OK} } }
    /events/edit/{eventId}: { post: { ${JSON_BODY}, ${OK} } }
    /attributes/add/{eventId}: { post: { ${JSON_BODY}, ${OK} } }
    /attributes/restSearch: { post: { ${JSON_BODY}, ${OK} } }
    /tags/add: { post: { ${JSON_BODY}, ${OK} } }
`;

ruleTester(jsonMediaType, {
  valid: [],
  invalid: [
    {
      name: "MISP: the warninglists controller's form-encoded bodies are one finding, the second related",
      spec: spec(FORM),
      findings: [
        {
          pointer: '/paths/~1warninglists/post/requestBody/content/application~1x-www-form-urlencoded',
          range: '3:53-3:86',
          text: 'application/x-www-form-urlencoded',
          message:
            "The request body of POST /warninglists offers only application/x-www-form-urlencoded; representations are JSON (§2.4): offer application/json or a +json media type. The same on 1 other path of `/warninglists` (listed as related): that resource's decision.",
          related: [
            {
              pointer:
                '/paths/~1warninglists~1toggleEnable/post/requestBody/content/application~1x-www-form-urlencoded',
              range: '4:66-4:99',
              text: 'application/x-www-form-urlencoded',
              message: 'POST /warninglists/toggleEnable',
            },
          ],
        },
      ],
    },
    {
      name: 'a lone form body in a resource that otherwise takes JSON is its own finding',
      spec: spec(JSON_BODY),
      findings: [
        {
          pointer: '/paths/~1warninglists/post/requestBody/content/application~1x-www-form-urlencoded',
          range: '3:53-3:86',
          text: 'application/x-www-form-urlencoded',
          message:
            'The request body of POST /warninglists offers only application/x-www-form-urlencoded; representations are JSON (§2.4): offer application/json or a +json media type.',
        },
      ],
    },
  ],
});
