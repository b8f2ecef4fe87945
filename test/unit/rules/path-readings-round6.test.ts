// What a path parameter names, cut from the specs of precision round 6 (seeds 115-117): a path parameter whose
// declaration says it is a coordinate (GeoDB's `{locationId}`, "a latitude/longitude in ISO-6709 format") places a
// search; it addresses no member that may be missing.
import { ruleTester } from '../helpers/rule-tester';
import { notFoundResponse } from '../../../src/core/rules/not-found-response';

const OK = "{ '200': { description: ok, content: { application/json: { schema: { type: object } } } } }";
const LOCATION =
  "{ name: locationId, in: path, required: true, description: 'A latitude/longitude in ISO-6709 format: ±DD.DDDD±DDD.DDDD', schema: { type: string } }";
const CITY = "{ name: cityId, in: path, required: true, description: 'A city id', schema: { type: string } }";

ruleTester(notFoundResponse, {
  valid: [
    {
      name: 'GeoDB: {locationId} is a latitude/longitude; nearbyDivisions around it addresses no member',
      spec: `
        openapi: 3.0.0
        info: { title: GeoDB Cities API, version: 1.0.0 }
        paths:
          /geo/locations/{locationId}/nearbyDivisions:
            get: { parameters: [${LOCATION}], responses: ${OK} }
          /geo/cities/{cityId}:
            get: { parameters: [${CITY}], responses: { '200': { description: ok }, '404': { description: missing } } }
      `,
    },
  ],
  invalid: [
    {
      name: 'GeoDB: {cityId} described as an id still addresses a city that may be missing',
      spec: `
        openapi: 3.0.0
        info: { title: GeoDB Cities API, version: 1.0.0 }
        paths:
          /geo/cities/{cityId}/nearbyCities:
            get: { parameters: [${CITY}], responses: ${OK} }
          /geo/cities/{cityId}:
            get: { parameters: [${CITY}], responses: { '200': { description: ok }, '404': { description: missing } } }
      `,
      findings: [
        {
          pointer: '/paths/~1geo~1cities~1{cityId}~1nearbyCities/get/responses',
          range: '4:121-4:130',
          text: 'responses',
        },
      ],
    },
  ],
});
