import type { Rule, RuleInfo } from './types';
export { RULE_ALIASES } from './aliases';
import { parseError } from './parse-error';
import { unresolvedRef } from './unresolved-ref';
import { pathParamUndeclared } from './path-param-undeclared';
import { duplicateOperationId } from './duplicate-operation-id';
import { exampleValid } from './example-valid';
import { pathNoVerbs } from './path-no-verbs';
import { pathCollectionPlural } from './path-collection-plural';
import { pathHierarchy } from './path-hierarchy';
import { jsonMediaType } from './json-media-type';
import { linksShape } from './links-shape';
import { postOnMember } from './post-on-member';
import { writeOnCollection } from './write-on-collection';
import { noBodyOnGetDelete } from './no-body-on-get-delete';
import { bodyRequired } from './body-required';
import { listResponseShape } from './list-response-shape';
import { memberResponseObject } from './member-response-object';
import { createReturns201 } from './create-returns-201';
import { successStatus } from './success-status';
import { noContentBody } from './no-content-body';
import { listPaginationParams } from './list-pagination-params';
import { listSortParam } from './list-sort-param';
import { paginationWrapperShape } from './pagination-wrapper-shape';
import { securityDefined } from './security-defined';
import { bearerScheme } from './bearer-scheme';
import { apiKeyInQuery } from './api-key-in-query';
import { operationSecured } from './operation-secured';
import { authErrorResponses } from './auth-error-responses';
import { badRequestResponse } from './bad-request-response';
import { notFoundResponse } from './not-found-response';
import { serverErrorResponse } from './server-error-response';
import { explicitErrorStatuses } from './explicit-error-statuses';
import { rateLimitResponses } from './rate-limit-responses';
import { rateLimitHeaders } from './rate-limit-headers';
import { versioning } from './versioning';
import { serverUrl } from './server-url';
import { oasSchema } from './oas-schema';

/** Every rule that runs over a model, in catalogue order. */
export const RULES: readonly Rule[] = [
  oasSchema,
  unresolvedRef,
  pathParamUndeclared,
  duplicateOperationId,
  exampleValid,
  pathNoVerbs,
  pathCollectionPlural,
  pathHierarchy,
  jsonMediaType,
  linksShape,
  postOnMember,
  writeOnCollection,
  noBodyOnGetDelete,
  bodyRequired,
  listResponseShape,
  memberResponseObject,
  createReturns201,
  successStatus,
  noContentBody,
  listPaginationParams,
  listSortParam,
  paginationWrapperShape,
  securityDefined,
  bearerScheme,
  apiKeyInQuery,
  operationSecured,
  authErrorResponses,
  badRequestResponse,
  notFoundResponse,
  serverErrorResponse,
  explicitErrorStatuses,
  rateLimitResponses,
  rateLimitHeaders,
  versioning,
  serverUrl,
];

/** The whole catalogue: the engine's own `parse-error` plus every rule. */
export const CATALOGUE: readonly RuleInfo[] = [parseError, ...RULES];

const byId = new Map<string, RuleInfo>(CATALOGUE.map((r) => [r.id, r]));

/** The catalogue entry with this id, if there is one. */
export function ruleInfo(id: string): RuleInfo | undefined {
  return byId.get(id);
}
