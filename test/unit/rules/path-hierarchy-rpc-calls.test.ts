// An RPC-style API passes each call's arguments as path segments after the verb (gambitcomm MIMIC, seed 122 #45, #46,
// #49–52: `/value/get/{object}/{instance}/{variable}`, `/store/set/{var}/{persist}`): parameters in a row there are one
// decision of the API, told once, not once per pattern.
import { ruleTester } from '../helpers/rule-tester';
import { pathHierarchy } from '../../../src/core/rules/path-hierarchy';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const W = "{ put: { responses: { '200': { description: ok } } } }";

ruleTester(pathHierarchy, {
  valid: [],
  invalid: [
    {
      name: 'gambitcomm MIMIC: the arguments after get, set and add are one finding for the API',
      spec: `
        openapi: 3.0.0
        info: { title: MIMIC REST API, version: 21.00 }
        paths:
          /mimic/agent/{agentNum}/get/args: ${R}
          /mimic/agent/{agentNum}/get/drops: ${R}
          /mimic/agent/{agentNum}/value/get/{object}/{instance}/{variable}: ${R}
          /mimic/agent/{agentNum}/store/set/{var}/{persist}: ${W}
          /mimic/agent/{agentNum}/ipalias/add/{IP}/{port}: ${W}
          /mimic/agent/{agentNum}/get/mibs: ${R}
          /mimic/agent/{agentNum}/value/get/{object}: ${R}
          /mimic/agent/{agentNum}/value/unset/{object}: ${W}
          /mimic/agent/{agentNum}/store/get/{var}: ${R}
          /mimic/agent/{agentNum}/store/unset/{var}: ${W}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "3 calls pass their arguments as path segments after their verb (`/mimic/agent/{agentNum}/value/get/{object}/{instance}/{variable}`…): the API is RPC-style, one decision, reported once here rather than once per pattern. A parameter identifies a member of the collection named before it (§2.3); a call's arguments go in the query or the body.",
          related: [
            {
              message: '/mimic/agent/{agentNum}/value/get/{object}/{instance}/{variable}',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1value~1get~1{object}~1{instance}~1{variable}',
              range: '5:45-5:66',
              text: '{instance}/{variable}',
            },
            {
              message: '/mimic/agent/{agentNum}/store/set/{var}/{persist}',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1store~1set~1{var}~1{persist}',
              range: '6:42-6:51',
              text: '{persist}',
            },
            {
              message: '/mimic/agent/{agentNum}/ipalias/add/{IP}/{port}',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1ipalias~1add~1{IP}~1{port}',
              range: '7:43-7:49',
              text: '{port}',
            },
          ],
        },
      ],
    },
  ],
});
