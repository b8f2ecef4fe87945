// One decision, one finding (RULES.md version 3, "Reporting") for path-param-undeclared, cut from real specs.
import { ruleTester } from '../helpers/rule-tester';
import { pathParamUndeclared } from '../../../src/core/rules/path-param-undeclared';

const Q = `parameters: [{ in: query, name: project, type: string }]
              responses: { '200': { description: ok } }`;

ruleTester(pathParamUndeclared, {
  valid: [],
  invalid: [
    {
      name: 'LXD: a spec that declares none of its path parameters is one finding for the API, each path related once however many parameters it has',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /1.0/networks/{networkName}:
            get:
              ${Q}
          /1.0/storage-pools/{poolName}/volumes/{type}/{volumeName}/state:
            get:
              ${Q}
          /1.0/instances/{name}:
            get:
              ${Q}
      `,
      findings: [
        {
          pointer: '/paths',
          range: '2:0-2:5',
          text: 'paths',
          message:
            "5 of 5 path parameters are declared nowhere (e.g. `{networkName}` of /1.0/networks/{networkName}), on 3 paths (listed as related): the API's way of writing paths, reported once here; declare each `{param}` with `in: path`, `required: true` in its path's `parameters`.",
          related: [
            {
              pointer: '/paths/~11.0~1networks~1{networkName}',
              range: '3:16-3:29',
              text: '{networkName}',
              message: '`{networkName}`',
            },
            {
              pointer: '/paths/~11.0~1storage-pools~1{poolName}~1volumes~1{type}~1{volumeName}~1state',
              range: '7:21-7:31',
              text: '{poolName}',
              message: '`{poolName}`, `{type}`, `{volumeName}`',
            },
            {
              pointer: '/paths/~11.0~1instances~1{name}',
              range: '11:17-11:23',
              text: '{name}',
              message: '`{name}`',
            },
          ],
        },
      ],
    },
    {
      name: 'LXD, one path of many: a path whose several parameters are undeclared is one finding at the first, the others related',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths:
          /1.0/storage-pools/{poolName}/volumes/{type}/{volumeName}/state:
            get:
              ${Q}
          /1.0/networks/{networkName}:
            parameters: [{ in: path, name: networkName, required: true, type: string }]
            get:
              ${Q}
          /1.0/instances/{name}:
            parameters: [{ in: path, name: name, required: true, type: string }]
            get:
              ${Q}
          /1.0/projects/{projectName}:
            parameters: [{ in: path, name: projectName, required: true, type: string }]
            get:
              ${Q}
          /1.0/images/{fingerprint}:
            parameters: [{ in: path, name: fingerprint, required: true, type: string }]
            get:
              ${Q}
      `,
      findings: [
        {
          pointer: '/paths/~11.0~1storage-pools~1{poolName}~1volumes~1{type}~1{volumeName}~1state',
          range: '3:21-3:31',
          text: '{poolName}',
          message:
            "The path parameters `{poolName}`, `{type}`, `{volumeName}` of /1.0/storage-pools/{poolName}/volumes/{type}/{volumeName}/state are not declared; declare each with `in: path`, `required: true` in the path's `parameters` (or in each operation's).",
          related: [
            {
              pointer: '/paths/~11.0~1storage-pools~1{poolName}~1volumes~1{type}~1{volumeName}~1state',
              range: '3:40-3:46',
              text: '{type}',
              message: '`{type}`',
            },
            {
              pointer: '/paths/~11.0~1storage-pools~1{poolName}~1volumes~1{type}~1{volumeName}~1state',
              range: '3:47-3:59',
              text: '{volumeName}',
              message: '`{volumeName}`',
            },
          ],
        },
      ],
    },
  ],
});
