// A singular name that looks plural, cut from KubeVirt's spec (docs/precision-rounds/seed-203.md #36): `guestfs` is
// one libguestfs file system image, not a list of `guestf`s, so its GET answering a string is no list.
import { ruleTester } from '../helpers/rule-tester';
import { listResponseShape } from '../../../src/core/rules/list-response-shape';

const text =
  "{ get: { produces: [application/json], responses: { '200': { description: OK, schema: { type: string } } } } }";

ruleTester(listResponseShape, {
  valid: [
    {
      name: 'KubeVirt: GET /apis/subresources.kubevirt.io/v1/guestfs answers the one libguestfs image’s details',
      spec: `
        swagger: '2.0'
        info: { title: KubeVirt API, version: '1.0.0' }
        paths:
          /apis/subresources.kubevirt.io/v1/guestfs: ${text}
          /apis/subresources.kubevirt.io/v1alpha3/guestfs: ${text}
      `,
    },
  ],
  invalid: [
    {
      name: 'a plural name (`chefs`) answering a string is still a list that is not one',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1.0.0' }
        paths:
          /v1/chefs: ${text}
      `,
      findings: [{ pointer: '/paths/~1v1~1chefs/get/responses/200/schema', range: '3:91-3:97', text: 'schema' }],
    },
  ],
});
