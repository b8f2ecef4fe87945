// An RPC-style API whose calls carry their arguments in the path (gambitcomm MIMIC, seed 122 #57, #58, #62, #63:
// `/agent/{agentNum}/get/args`, `/ipalias/enable/{ipaddress}/{port}`, `/get/validate`): every action word is that one
// decision, one finding for the API, its actions without arguments (`/agent/{agentNum}/pause`) with it.
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const W = "{ put: { responses: { '200': { description: ok } } } }";

ruleTester(pathNoVerbs, {
  valid: [],
  invalid: [
    {
      name: 'gambitcomm MIMIC: get, set, enable and pause are one finding for the API',
      spec: `
        openapi: 3.0.0
        info: { title: MIMIC REST API, version: 21.00 }
        paths:
          /mimic/agent/{agentNum}/get/args: ${R}
          /mimic/agent/{agentNum}/get/validate: ${R}
          /mimic/agent/{agentNum}/get/drops: ${R}
          /mimic/agent/{agentNum}/get/host: ${R}
          /mimic/agent/{agentNum}/set/port/{port}: ${W}
          /mimic/agent/{agentNum}/ipalias/enable/{ipaddress}/{port}: ${W}
          /mimic/agent/{agentNum}/pause: ${W}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message: /^\d of 7 paths are procedures named by their action \(/,
          related: [
            {
              message: '/mimic/agent/{agentNum}/get/args',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1get~1args',
              range: '3:26-3:29',
              text: 'get',
            },
            {
              message: '/mimic/agent/{agentNum}/get/validate',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1get~1validate',
              range: '4:26-4:29',
              text: 'get',
            },
            {
              message: '/mimic/agent/{agentNum}/get/validate',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1get~1validate',
              range: '4:30-4:38',
              text: 'validate',
            },
            {
              message: '/mimic/agent/{agentNum}/get/drops',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1get~1drops',
              range: '5:26-5:29',
              text: 'get',
            },
            {
              message: '/mimic/agent/{agentNum}/get/host',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1get~1host',
              range: '6:26-6:29',
              text: 'get',
            },
            {
              message: '/mimic/agent/{agentNum}/set/port/{port}',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1set~1port~1{port}',
              range: '7:26-7:29',
              text: 'set',
            },
            {
              message: '/mimic/agent/{agentNum}/ipalias/enable/{ipaddress}/{port}',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1ipalias~1enable~1{ipaddress}~1{port}',
              range: '8:34-8:40',
              text: 'enable',
            },
            {
              message: '/mimic/agent/{agentNum}/pause',
              pointer: '/paths/~1mimic~1agent~1{agentNum}~1pause',
              range: '9:26-9:31',
              text: 'pause',
            },
          ],
        },
      ],
    },
  ],
});
