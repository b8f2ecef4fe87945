// A parameter that selects a field of one thing, cut from the spec of precision round 8 (seed 120): XTRF's view has
// one filter (`GET`/`PUT /browser/views/{viewId}/filter`), and `{filterProperty}` picks one property of it.
import { ruleTester } from '../helpers/rule-tester';
import { pathCollectionPlural } from '../../../src/core/rules/path-collection-plural';
import { writeOnCollection } from '../../../src/core/rules/write-on-collection';

// XTRF answers success as `default`; its FilterDTO is `{properties: [...]}`.
const DOC =
  '{ default: { description: Success, content: { application/json: { schema: { type: object, properties: { properties: { type: array, items: { type: object } } } } } } } }';
const BODY = '{ content: { application/json: { schema: { type: object } } } }';
const XTRF = `
  openapi: 3.0.1
  info: { title: XTRF Home Portal API, version: '2.0' }
  paths:
    /browser/views/{viewId}/filter:
      get: { responses: ${DOC} }
      put: { requestBody: ${BODY}, responses: ${DOC} }
    /browser/views/{viewId}/filter/{filterProperty}:
      put: { requestBody: ${BODY}, responses: ${DOC} }
    /browser/views/{viewId}:
      get: { responses: ${DOC} }
`;

ruleTester(pathCollectionPlural, {
  valid: [
    { name: "XTRF: a view's one filter, whose {filterProperty} selects a field, names no collection", spec: XTRF },
  ],
  invalid: [],
});

ruleTester(writeOnCollection, {
  valid: [{ name: "XTRF: PUT /browser/views/{viewId}/filter replaces the view's one filter document", spec: XTRF }],
  invalid: [],
});
