// Names an external contract fixes (RULES.md "Terms": protocol-defined endpoints), cut from Visual Studio's
// (Codespaces) spec: Azure's resource provider contract (RPaaS) calls a provider's extension endpoints by fixed names
// below `providers/{Namespace}/{resourceType}` (`resourceCreationValidate`, `resourceReadBegin`…); the provider
// cannot rename them. The same word in a path of the API's own stays an action.
import { ruleTester } from '../helpers/rule-tester';
import { pathNoVerbs } from '../../../src/core/rules/path-no-verbs';

const P = "{ post: { responses: { '200': { description: ok } } } }";
const R = "{ get: { responses: { '200': { description: ok } } } }";

ruleTester(pathNoVerbs, {
  valid: [
    {
      name: 'Visual Studio: RPaaS callbacks resourceCreationValidate, resourceDeletionValidate, resourcePatchValidate and resourceReadBegin',
      spec: `
        openapi: 3.0.1
        info: { title: VS Codespaces, version: v1 }
        paths:
          /subscriptions/{s}/resourceGroups/{g}/providers/GitHub.Network/{type}/{name}/resourceCreationValidate: ${P}
          /subscriptions/{s}/resourceGroups/{g}/providers/GitHub.Network/{type}/{name}/resourceDeletionValidate: ${P}
          /subscriptions/{s}/resourceGroups/{g}/providers/GitHub.Network/{type}/{name}/resourcePatchValidate: ${P}
          /subscriptions/{s}/providers/GitHub.Network/{type}/resourceReadBegin: ${P}
          /api/v1/Environments: ${R}
          /api/v1/Environments/{id}: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'the same names outside a resource provider namespace are the API’s own actions',
      spec: `
        openapi: 3.0.1
        info: { title: t, version: v1 }
        paths:
          /api/v1/pools/{id}/resourceCreationValidate: ${P}
          /api/v1/pools: ${R}
          /api/v1/pools/{id}: ${R}
          /api/v1/plans: ${R}
      `,
      findings: [
        {
          pointer: '/paths/~1api~1v1~1pools~1{id}~1resourceCreationValidate',
          range: '3:21-3:45',
          text: 'resourceCreationValidate',
        },
      ],
    },
  ],
});
