// Uncountable nouns and computed reads, cut from the specs of precision rounds 7-8 (seeds 118-119): an abstract noun
// of a quality (`connectivity`) and a closed `data` compound (`marketdata`) have no plural; a GET computing values at
// the points a request gives (`/elevation?locations=`) lists no members of a collection; a compound ending in a lookup
// key before a parameter of its own name (`ShortLetterCode/{short_letter_code}`) names the kind of key.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';
import { listPaginationParams } from '../../../src/core/rules/list-pagination-params';

const R = "{ get: { responses: { '200': { description: ok } } } }";
const LIST_200 =
  "{ '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } }";
const LIST =
  "{ get: { responses: { '200': { description: ok, content: { application/json: { schema: { type: array, items: { type: object } } } } } } } }";

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'Combell: GET /ssh lists all SSH keys; `ssh` names a protocol, not a counted thing (never `sshes`)',
      spec: `
        openapi: 3.0.0
        info: { title: Combell, version: v2 }
        paths:
          /ssh: ${LIST}
          /linuxhostings/{domainName}/ftp: ${LIST}
          /linuxhostings/{domainName}/sftp: ${LIST}
          /vpn: ${LIST}
      `,
    },
    {
      name: "Meraki: a device's connectivity (a history of check-ins) is an abstract noun of a quality, never `connectivities`",
      spec: `
        openapi: 3.0.0
        info: { title: Meraki Dashboard API, version: 0.0.0 }
        paths:
          /networks/{network_id}/devices/{id}/connectivity: ${LIST}
          /organizations/{organizationId}/compatibility: ${LIST}
      `,
    },
    {
      name: 'Corrently: marketdata is a closed compound of data, a mass noun',
      spec: `
        openapi: 3.0.0
        info: { title: Corrently, version: 2.0.0 }
        paths:
          /gsi/marketdata: ${LIST}
      `,
    },
    {
      name: 'Mon Voyage Pas Cher: GET /elevation?locations= computes the elevation at the points asked about, no collection',
      spec: `
        openapi: 3.0.0
        info: { title: Mon Voyage Pas Cher, version: 1.0.0 }
        paths:
          /elevation:
            get:
              parameters:
                - name: locations
                  in: query
                  required: true
                  description: The location as a latitude / longitude point ( ex. 67.85572,20.22513 ) or a list of coordinates separated using the pipe character
                  schema: { type: string }
              responses:
                '200':
                  description: Success
                  content:
                    application/json:
                      schema:
                        type: object
                        properties: { count: { type: integer }, data: { type: array, items: { type: object } } }
      `,
    },
    {
      name: 'firebrowse: ShortLetterCode before {short_letter_code} names the kind of key a sample type is looked up by',
      spec: `
        openapi: 3.0.0
        info: { title: FireBrowse, version: 1.1.35 }
        paths:
          /Metadata/SampleType/ShortLetterCode/{short_letter_code}: ${R}
          /Metadata/SampleType/Code/{code}: ${R}
          /Metadata/SampleTypes: ${LIST}
      `,
    },
  ],
  invalid: [
    {
      name: 'GitHub-like: activity and capability count things; a list of them is still named in the plural',
      spec: `
        openapi: 3.0.0
        info: { title: t, version: '1' }
        paths:
          /repos/{owner}/{repo}/activity: ${LIST}
          /devices/{id}/capability: ${LIST}
          /devices: ${LIST}
          /devices/{id}: ${LIST}
          /repos/{owner}/{repo}: ${LIST}
          /repos: ${LIST}
      `,
      findings: [
        {
          pointer: '/paths/~1repos~1{owner}~1{repo}~1activity',
          range: '3:24-3:32',
          text: 'activity',
        },
        {
          pointer: '/paths/~1devices~1{id}~1capability',
          range: '4:16-4:26',
          text: 'capability',
        },
      ],
    },
  ],
});

// The same computed read is no list to page either (seed 118 #26 counted it among the lists that cannot page).
ruleTester(listPaginationParams, {
  valid: [
    {
      name: 'Mon Voyage Pas Cher: GET /elevation?locations= computes the elevation at the points asked about, no collection',
      spec: `
        openapi: 3.0.0
        info: { title: Mon Voyage Pas Cher, version: 1.0.0 }
        paths:
          /elevation:
            get:
              parameters:
                - name: locations
                  in: query
                  required: true
                  description: The location as a latitude / longitude point ( ex. 67.85572,20.22513 ) or a list of coordinates separated using the pipe character
                  schema: { type: string }
              responses:
                '200':
                  description: Success
                  content:
                    application/json:
                      schema:
                        type: object
                        properties: { count: { type: integer }, data: { type: array, items: { type: object } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'Instagram: GET /media/search?lat=&lng= beside /media/{media-id} searches the media collection, a list to page',
      spec: `
        openapi: 3.0.0
        info: { title: Instagram API, version: 1.0.0 }
        paths:
          /media/search:
            get:
              parameters:
                - { name: lat, in: query, required: true, schema: { type: number } }
                - { name: lng, in: query, required: true, schema: { type: number } }
              responses: ${LIST_200}
          /media/{media-id}: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [{ pointer: '/paths', range: '2:0-2:5', text: 'paths' }],
    },
  ],
});
