import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';

/**
 * A two-letter segment is a code (a country, a language, a top-level domain) or an abbreviation, not a word whose
 * plural can be named: OpusDNS's `/v1/domains/tld-specific/eu/{domain_reference}/…` is the `.eu` registry's
 * procedure, not a collection of "eus" (round 17, seed 213 #49 WRONG; `tx` told `txes`, seed 102 #54 NOISE). A
 * longer singular before a parameter is still told.
 */
const R = `{ post: { responses: { '200': { description: ok } } } }`;

ruleTester(pathCollectionPlural, {
  valid: [
    {
      name: 'OpusDNS: the TLD codes eu, be and cz before a domain',
      spec: `
        openapi: 3.1.0
        info: { title: OpusDNS API, version: '1.0' }
        paths:
          /v1/domains/tld-specific/eu/{domain_reference}/auth_code/request: ${R}
          /v1/domains/tld-specific/be/{domain_reference}/auth_code/request: ${R}
          /v1/domains/tld-specific/cz/{domain_reference}/auth_code/request: ${R}
      `,
    },
  ],
  invalid: [
    {
      name: 'OpusDNS: a singular noun before a parameter is still told',
      spec: `
        openapi: 3.1.0
        info: { title: OpusDNS API, version: '1.0' }
        paths:
          /v1/domains/tld-specific/eu/{domain_reference}/auth_code/request: ${R}
          /v1/domains/{domain_id}: { get: { responses: { '200': { description: ok } } } }
          /v1/hosts/{host_id}: { get: { responses: { '200': { description: ok } } } }
          /v1/contact/{contact_id}: { get: { responses: { '200': { description: ok } } } }
      `,
      findings: [
        {
          pointer: '/paths/~1v1~1contact~1{contact_id}',
          range: '6:6-6:13',
          text: 'contact',
          message:
            '`contact` names a collection (it is followed by `{contact_id}`) but is singular; name collections in the plural: `contacts`.',
        },
      ],
    },
  ],
});
