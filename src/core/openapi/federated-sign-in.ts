/**
 * The browser endpoints of a federated sign-in (a part of the protocol-defined endpoints of `protocol.ts`): SAML 2.0's
 * Assertion Consumer Service, single logout and metadata, and the OpenID Connect / SSO callbacks an identity provider
 * sends the browser back to. Their URLs are registered with the identity provider and their answers are the
 * protocol's (the ACS answers the HTTP-POST binding with a 303 to the application), so no naming, versioning, status
 * or security rule applies to them.
 */
import type { ApiModel, Operation, PathItem } from './model';
import { sendsField } from './sent-schemas';
import { splitWords } from './words/identifiers';

/** SAML's own messages, the parameters of its HTTP-POST and HTTP-Redirect bindings (SAML Bindings §3.4, §3.5). */
const SAML_MESSAGES = new Set(['samlresponse', 'samlrequest']);

/** Words that put a path under a federated sign-in protocol (`/saml/acs`, `/complete/oidc`, `/sso/saml2`). */
const FEDERATION_WORDS = new Set(['saml', 'saml2', 'oidc', 'sso']);

/**
 * The endpoints SAML names (SAML Metadata §2.4.4: `AssertionConsumerService`, `SingleLogoutService`; SP metadata), in
 * the spellings services give them: under a SAML word they are the protocol's, not a resource of the API.
 */
const SAML_ENDPOINTS = new Set(['acs', 'consume', 'assertion', 'slo', 'sls', 'logout', 'metadata']);

/** True when some operation of the path takes a SAML message as a parameter or a body property (SigNoz's `SAMLResponse`). */
function takesSamlMessage(model: ApiModel, item: PathItem): boolean {
  return item.operations.some((op) => sendsField(model, op, (name) => SAML_MESSAGES.has(name.toLowerCase())));
}

/** True when an operation succeeds only by sending the browser on: a 3xx and no 2xx. */
function onlyRedirects(op: Operation): boolean {
  const codes = op.responses.map((r) => r.status.toUpperCase());
  return codes.some((c) => c.startsWith('3')) && !codes.some((c) => c.startsWith('2'));
}

/**
 * True for a federated sign-in endpoint: an operation takes a SAML message (`SAMLResponse`, `SAMLRequest`); or the
 * path's static words name SAML, OpenID Connect or SSO and either every operation answers only a redirect (SigNoz's
 * `POST /api/v1/complete/saml` and `GET /api/v1/complete/oidc`, Oxide's `POST /login/{silo}/saml/{provider}`, all
 * 303) or the words after the SAML one name one of SAML's endpoints (`/saml/acs`, `/saml2/metadata`, `/sso/saml/slo`).
 * A resource that configures an identity provider (Oxide's `/v1/system/identity-providers/saml`, answering 201 and
 * 200) is the API's own.
 */
export function isFederatedSignIn(model: ApiModel, item: PathItem): boolean {
  if (takesSamlMessage(model, item)) return true;
  const words = item.segments.filter((s) => s.kind !== 'param').flatMap((s) => splitWords(s.text));
  const at = words.findIndex((w) => FEDERATION_WORDS.has(w));
  if (at < 0 || item.operations.length === 0) return false;
  if (item.operations.every(onlyRedirects)) return true;
  return words[at].startsWith('saml') && words.slice(at + 1).some((w) => SAML_ENDPOINTS.has(w));
}
