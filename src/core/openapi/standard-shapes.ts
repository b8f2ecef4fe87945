/**
 * Response shapes a standard fixes (RULES.md "protocol-defined endpoints": endpoints whose shape a standard fixes),
 * recognised from the spec itself, never from the API's name: UK Open Banking's `{Data, Links, Meta}` read envelope,
 * the API health-check draft's response object, and a list page that links its next page in the body (Azure's and
 * OData's `nextLink`, `Links.Next`, `_links.next`). A list rule does not ask to change what a standard fixes.
 */
import { mediaEssence } from '../media-types';
import type { ApiModel, Operation } from './model';
import { answerObjects } from './bodies';
import { mergeSchema, schemaTypes, type MergedSchema } from './schema';

/**
 * True for a body in UK Open Banking's read envelope: an object `Data` beside a `Links` object with `Self` (and
 * `Next`, `Prev`… to page), `Meta` optional (NBG's `OBReadAccount5`). The standard fixes the envelope, pages by
 * `Links.Next` and fixes the query interface: there is no envelope, paging parameter or `sort` for the API to choose.
 */
export function isOpenBankingEnvelope(model: ApiModel, merged: MergedSchema): boolean {
  const data = merged.properties.get('Data');
  const links = merged.properties.get('Links');
  if (!data || !links || !schemaTypes(model, data.schema)?.has('object')) return false;
  const linkProps = mergeSchema(model, links.schema);
  return !!linkProps && linkProps.properties.has('Self');
}

/**
 * True for a body in the JSON-RPC 2.0 response envelope: `jsonrpc` beside `result` (or `error`) and `id` (CometBFT's
 * `GET /validators` answers `{jsonrpc, id, result}`). The JSON-RPC specification fixes the envelope and the call is a
 * remote procedure's: its `result` is no page of a REST collection, and no list rule asks to reshape it.
 */
export function isJsonRpcEnvelope(merged: MergedSchema): boolean {
  const has = (k: string) => merged.properties.has(k);
  return has('jsonrpc') && has('id') && (has('result') || has('error'));
}

/**
 * True for a GET whose 200 JSON body is in an envelope a standard fixes (see `isOpenBankingEnvelope`,
 * `isJsonRpcEnvelope`): no list rule applies.
 */
export function answersInStandardEnvelope(model: ApiModel, op: Operation): boolean {
  return answerObjects(model, op).some((m) => isOpenBankingEnvelope(model, m) || isJsonRpcEnvelope(m));
}

/** Keys (lower case, without `@`, `.`, `_`, `-`) of a body property that holds the URL of the next page. */
const NEXT_LINK_KEYS = new Set(['nextlink', 'odatanextlink', 'nexturl', 'nextpageurl', 'nextpagelink', 'nexthref']);

/** Keys of an object that holds a page's links (`Links`, `_links`) or its paging state (`pagination`, `paging`, `meta`). */
const LINK_HOLDERS = new Set(['links', 'link', 'pagination', 'paging', 'meta']);

/** A key compared without case, `@`, `.`, `_` and `-` (`@odata.nextLink` → `odatanextlink`); lists' `compactName` keeps `@` and `.`. */
function keyOf(name: string): string {
  return name.toLowerCase().replace(/[@._-]/g, '');
}

/** True for a `next` property that is a URL: a string of format `uri`, `url` or `uri-reference`. */
function isNextUrl(model: ApiModel, name: string, schema: unknown): boolean {
  if (keyOf(name) !== 'next') return false;
  const merged = mergeSchema(model, schema);
  const format = merged?.node.format;
  return schemaTypes(model, schema)?.has('string') === true && typeof format === 'string' && /^ur[il]/i.test(format);
}

/** True for an object schema with a next-page link among its properties (see `NEXT_LINK_KEYS`, `isNextUrl`). */
function holdsNextLink(model: ApiModel, merged: MergedSchema, linkObject: boolean): boolean {
  for (const [name, prop] of merged.properties) {
    const key = keyOf(name);
    if (NEXT_LINK_KEYS.has(key) || isNextUrl(model, name, prop.schema)) return true;
    // Inside a links object, `next` is the link itself, whatever its schema (Open Banking's `Links.Next`, HAL's `_links.next`).
    if (linkObject && key === 'next') return true;
  }
  return false;
}

/**
 * True for a GET whose 200 JSON body links its next page: a `nextLink` (Azure Resource Manager's `{value, nextLink}`,
 * OData's `@odata.nextLink`), a `next` URL, or a `next` in its links or paging object (`Links.Next`, `_links.next`,
 * `pagination.next_url`). The server pages the list and the client follows the link: it can page.
 */
export function linksNextPage(model: ApiModel, op: Operation): boolean {
  return answerObjects(model, op).some((merged) => {
    if (holdsNextLink(model, merged, false)) return true;
    for (const [name, prop] of merged.properties) {
      const key = keyOf(name);
      if (!LINK_HOLDERS.has(key)) continue;
      const inner = mergeSchema(model, prop.schema);
      // A `next` in a paging object may be a cursor with no parameter to send it back: only a links object's is a link.
      if (inner && holdsNextLink(model, inner, key === 'links' || key === 'link')) return true;
    }
    return false;
  });
}

/** The health-check draft's media type (draft-inadarei-api-health-check). */
const HEALTH_MEDIA_TYPE = 'application/health+json';

/** Members of the health-check draft's response object besides `status` (its `links` is a rel → URI object). */
const HEALTH_MEMBERS = ['checks', 'releaseId', 'serviceId', 'notes', 'output', 'version'];

/**
 * True for a schema `properties` object in the API health-check draft's shape: `status` with at least two of its
 * other members (`checks`, `releaseId`, `serviceId`, `notes`, `output`, `version`). The draft fixes its `links` as an
 * object of link relations to URIs (IX-API's `HealthResponsePartial`), however the API names its media type.
 */
export function isHealthCheckObject(properties: Record<string, unknown>): boolean {
  if (!Object.prototype.hasOwnProperty.call(properties, 'status')) return false;
  return HEALTH_MEMBERS.filter((m) => Object.prototype.hasOwnProperty.call(properties, m)).length >= 2;
}

/** True for a JSON pointer inside the content of the health-check draft's media type (`…/content/application~1health+json/…`). */
export function isUnderHealthMediaType(pointer: string): boolean {
  return pointer.split('/').some((t) => mediaEssence(t.replace(/~1/g, '/').replace(/~0/g, '~')) === HEALTH_MEDIA_TYPE);
}

/**
 * True for a schema `properties` object in the shape of a JSON Resource Descriptor (RFC 7033 §4.4, WebFinger and
 * host-meta): `subject` and `links` beside `aliases` or `properties` (Casdoor's `object.WebFinger`). The RFC fixes its
 * `links` as link objects whose `rel` is required and `href` optional: not the conventions' to reshape.
 */
export function isJrdObject(properties: Record<string, unknown>): boolean {
  const has = (k: string) => Object.prototype.hasOwnProperty.call(properties, k);
  return has('subject') && has('links') && (has('aliases') || has('properties'));
}

/**
 * True for a schema `properties` object in the shape of a W3C Web of Things Thing Description (WoT TD 1.1 §5.3.1.1):
 * `@context` with the required `security` and `securityDefinitions` (Eclipse Ditto's `WotThingDescription`). The
 * recommendation fixes its `links` as Link objects whose `href` is required and `rel` optional.
 */
export function isThingDescription(properties: Record<string, unknown>): boolean {
  const has = (k: string) => Object.prototype.hasOwnProperty.call(properties, k);
  return has('@context') && has('security') && has('securityDefinitions');
}

/**
 * True for a schema `properties` object in the shape of an OpenTelemetry span (OTLP's `Span`): a trace id beside a
 * span id, in the protocol's snake or JSON camel case (Arize Phoenix's `OtlpSpan`). A span's `links` are OpenTelemetry
 * span links, pointers to other spans by their ids, not hypermedia.
 */
export function isOtlpSpan(properties: Record<string, unknown>): boolean {
  const has = (k: string) => Object.prototype.hasOwnProperty.call(properties, k);
  return (has('trace_id') && has('span_id')) || (has('traceId') && has('spanId'));
}
