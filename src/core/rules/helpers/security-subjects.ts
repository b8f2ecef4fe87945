import type { ApiModel, Operation } from '../../openapi/model';
import { declaresScheme, namesScheme } from '../../openapi/security';
import { isInfrastructureRead } from './infrastructure-reads';
import { isPartnerWebhook } from '../../openapi/webhooks';

/**
 * True for an operation the security rules judge: not a read of a discovery or infrastructure path (`/version`,
 * `/health`), public by nature, and not a protocol-defined endpoint (OAuth 2.0's token endpoint), which
 * authenticates the way its standard says rather than with the API's schemes, nor a webhook the API sends (a partner's
 * receiver, or a path that only documents a webhook's payload: Flexprice's `/webhook-events/…`), which the API's
 * schemes do not guard.
 */
export function isSecuritySubject(op: Operation): boolean {
  return !isInfrastructureRead(op) && !op.path.protocol && !isPartnerWebhook(op);
}

/**
 * The operations outside the security rules' judgement that still require a scheme (twinehealth.com's OAuth2 only
 * on `POST /oauth/token` and the token's own reads): a scheme applied there alone secures none of the API.
 */
export function securedOutsideApi(model: ApiModel): Operation[] {
  return model.operations.filter((op) => !isSecuritySubject(op) && declaresScheme(op));
}

/**
 * True when a requirement applies a scheme to the API: globally, or on an operation the security rules judge. An API
 * made only of protocol endpoints (an OpenID Connect provider, authentiq.io) has nothing else to secure: a scheme on
 * any of its operations counts.
 */
export function securityAppliedToApi(model: ApiModel): boolean {
  if (model.globalSecurity && namesScheme(model.globalSecurity)) return true;
  const judged = model.operations.some(isSecuritySubject);
  return model.operations.some(
    (op) => op.securitySource === 'operation' && (isSecuritySubject(op) || !judged) && namesScheme(op.security),
  );
}
