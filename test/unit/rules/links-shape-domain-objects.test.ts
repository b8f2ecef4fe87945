// A domain field named `links` (its members objects that carry no URL) is not hypermedia, cut from KubeVirt's
// swagger.json (seed 203 #32); CrowdSec's and Getty Images' `links` objects stay hypermedia.
import { ruleTester } from '../helpers/rule-tester';
import { linksShape } from '../../../src/core/rules/links-shape';

const kubevirt = (external: string) => `
  swagger: '2.0'
  info: { title: KubeVirt API, version: '1' }
  paths: {}
  definitions:
    v1.VirtualMachineExportStatus:
      type: object
      properties:
        links: { $ref: '#/definitions/v1.VirtualMachineExportLinks' }
    v1.VirtualMachineExportLinks:
      type: object
      properties:
        external: { $ref: '#/definitions/v1.VirtualMachineExportLink' }
        internal: { $ref: '#/definitions/v1.VirtualMachineExportLink' }
    v1.VirtualMachineExportLink:
      type: object
      required: [cert]
      properties:
        cert: { type: string }
        volumes: { type: array, items: { $ref: '#/definitions/v1.VirtualMachineExportVolume' } }${external}
    v1.VirtualMachineExportVolume:
      type: object
      properties:
        name: { type: string }
`;

ruleTester(linksShape, {
  valid: [
    {
      name: 'KubeVirt: VirtualMachineExportStatus.links holds {external, internal}, certificates and volume lists, not links',
      spec: kubevirt(''),
    },
  ],
  invalid: [
    {
      name: 'a links object whose members carry a URL is hypermedia, and flagged',
      spec: kubevirt('\n        url: { type: string, format: uri }'),
      findings: [
        {
          pointer: '/definitions/v1.VirtualMachineExportStatus/properties/links',
          range: '7:6-7:11',
          text: 'links',
          message: /it is an object, not an array/,
        },
      ],
    },
    {
      name: 'CrowdSec: links of blocklists, each with the url to download it from, are links',
      spec: `
        swagger: '2.0'
        info: { title: t, version: '1' }
        paths: {}
        definitions:
          GetDecisionsStreamResponse:
            type: object
            properties:
              links:
                type: object
                properties:
                  blocklists:
                    type: array
                    items: { type: object, required: [name, url], properties: { name: { type: string }, url: { type: string } } }
      `,
      findings: [
        {
          pointer: '/definitions/GetDecisionsStreamResponse/properties/links',
          range: '7:6-7:11',
          text: 'links',
        },
      ],
    },
    {
      name: 'Getty Images: a links object of plain strings ({invitation, share}) is links',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths: {}
        components:
          schemas:
            BoardDetail:
              type: object
              properties:
                links: { type: object, additionalProperties: false, properties: { invitation: { type: string }, share: { type: string } } }
      `,
      findings: [
        {
          pointer: '/components/schemas/BoardDetail/properties/links',
          range: '8:8-8:13',
          text: 'links',
        },
      ],
    },
  ],
});
