// `links` that are some content's own links or a free text, not the API's hypermedia (RULES.md `links-shape`, §2.5;
// round 19, seed 215 #23, seed 217 #28; round 18, seed 212 #33): the links of a search result's page (Exa), the files
// a note links to (Obsidian's Local REST API), a user's bio links as one text (Lichess). Cut from the three specs.
import { ruleTester } from '../helpers/rule-tester';
import { linksShape } from '../../../src/core/rules/links-shape';

/** One component schema `Holder` whose `links` is the given YAML (indented for the property). */
const holder = (links: string) => `
  openapi: 3.1.0
  info: { title: t, version: '1' }
  paths: {}
  components:
    schemas:
      Holder:
        type: object
        properties:
          id: { type: string }
          links:
${links}
`;

ruleTester(linksShape, {
  valid: [
    {
      name: 'Exa: the `links` "from the search result" are the found page\'s links',
      spec: `
        openapi: 3.1.0
        info: { title: Exa Search API, version: 1.2.0 }
        paths: {}
        components:
          schemas:
            ResultWithContent:
              allOf:
                - { type: object, properties: { url: { type: string } } }
                - type: object
                  properties:
                    extras:
                      type: object
                      description: Results from extras.
                      properties:
                        links:
                          type: array
                          items: { type: string }
                          description: Array of links from the search result.
                          example: []
      `,
    },
    {
      name: 'Obsidian: a note\'s `links` are the "paths of files this file links to"',
      spec: `
        openapi: 3.2.0
        info: { title: Local REST API for Obsidian, version: '1.0' }
        paths: {}
        components:
          schemas:
            NoteJson:
              type: object
              properties:
                content: { type: string }
                path: { type: string }
                links:
                  description: Vault-relative paths of files this file links to.
                  items: { type: string }
                  type: array
      `,
    },
    {
      name: "Lichess: a profile's `links` is the user's bio links as one free text",
      spec: `
        openapi: 3.1.0
        info: { title: Lichess.org API reference, version: 2.0.165 }
        paths: {}
        components:
          schemas:
            Profile:
              type: object
              properties:
                bio: { type: string }
                links:
                  type: string
                  example: "github.com/ornicar\\r\\nmas.to/@thibault"
      `,
    },
  ],
  invalid: [
    {
      name: 'links in the result set are pagination links, still judged',
      spec: holder(`            type: array
            items: { type: string }
            description: Links in the result set to the next and previous page`),
      findings: [
        {
          pointer: '/components/schemas/Holder/properties/links',
          range: '9:8-9:13',
          text: 'links',
          message: /its items are a string, not objects/,
        },
      ],
    },
    {
      name: 'links from this resource to others are hypermedia, still judged',
      spec: holder(`            type: array
            items: { type: string }
            description: Links from this resource to related resources`),
      findings: [
        {
          pointer: '/components/schemas/Holder/properties/links',
          range: '9:8-9:13',
          text: 'links',
          message: /its items are a string, not objects/,
        },
      ],
    },
    {
      name: 'a `links` string of a URL format is a link, still judged',
      spec: holder(`            type: string
            format: uri`),
      findings: [
        {
          pointer: '/components/schemas/Holder/properties/links',
          range: '9:8-9:13',
          text: 'links',
          message: /it is a string, not an array/,
        },
      ],
    },
  ],
});
