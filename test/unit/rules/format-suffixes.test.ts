// A parameter with a format suffix (Twilio's `/Calls/{Sid}.json`) is that parameter: the suffix picks a
// representation, and the path is a member path like `/Calls/{Sid}` (a `.json`-suffixed member read was read as a
// static segment, so no member rule applied to it).
import { ruleTester } from '../helpers/rule-tester';
import { postOnMember } from '../../../src/core/rules/post-on-member';
import { memberResponseObject } from '../../../src/core/rules/member-response-object';

const OBJ = "{ '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";
const ARR =
  "{ '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }";
const SID = '{ name: Sid, in: path, required: true, schema: { type: string } }';

ruleTester(postOnMember, {
  valid: [],
  invalid: [
    {
      name: 'Twilio: POST /Calls/{Sid}.json changes one call, a POST on a member path',
      spec: `
        openapi: 3.0.1
        info: { title: Twilio - Api, version: 1.0.0 }
        paths:
          /2010-04-01/Calls.json: { get: { responses: ${ARR} } }
          /2010-04-01/Calls/{Sid}.json:
            get: { parameters: [${SID}], responses: ${OBJ} }
            post: { parameters: [${SID}], responses: ${OBJ} }
      `,
      findings: [{ pointer: '/paths/~12010-04-01~1Calls~1{Sid}.json/post', range: '6:4-6:8', text: 'post' }],
    },
  ],
});

ruleTester(memberResponseObject, {
  valid: [],
  invalid: [
    {
      name: 'A member read with a .json suffix answering an array is still a member read',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: 1.0.0 }
        paths:
          /media/{id}.json:
            get: { parameters: [{ name: id, in: path, required: true, schema: { type: string } }], responses: ${ARR} }
      `,
      findings: [
        {
          pointer: '/paths/~1media~1{id}.json/get/responses/200/content/application~1json/schema',
          range: '4:161-4:167',
          text: 'schema',
        },
      ],
    },
  ],
});
