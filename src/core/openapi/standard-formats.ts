/**
 * Endpoints whose format another standard fixes, recognised by their path and what they answer (a part of the
 * protocol-defined endpoints of `protocol.ts`): Prometheus/OpenMetrics exposition, Atom/RSS/OPDS feeds, OpenRosa's
 * XML endpoints and ActivityPub objects. What they answer is the standard's, so no JSON, list or naming convention
 * applies.
 */
import { isJsonType, mediaEssence } from '../media-types';
import type { PathItem } from './model';
import { isSuccessStatus } from './bodies';

/** The exposition formats a Prometheus scrape reads (`text/plain; version=0.0.4`, OpenMetrics). */
const EXPOSITION_TYPES = new Set(['text/plain', 'application/openmetrics-text']);

/** Feed media types (RFC 4287 Atom, RSS): OPDS catalogues are Atom feeds (`application/atom+xml;profile=opds-catalog`). */
const FEED_TYPES = new Set(['application/atom+xml', 'application/rss+xml']);

/** The media types of a path's GET successes, as essences. */
function successMedia(item: PathItem): string[] {
  return item.operations
    .filter((op) => op.method === 'get')
    .flatMap((op) => op.responses.filter((r) => isSuccessStatus(r.status)).flatMap((r) => r.content))
    .map((m) => mediaEssence(m.name));
}

/**
 * True for a Prometheus scrape endpoint: a path ending in `metrics` read only with GET, answering the exposition text
 * (`text/plain`, `application/openmetrics-text`) and no JSON (LocalAI's, Qdrant's and TGI's `/metrics`). A
 * `/metrics` that answers JSON is the API's own resource.
 */
function isExposition(item: PathItem, last: string): boolean {
  if (last !== 'metrics' || !item.operations.every((op) => op.method === 'get' || op.method === 'head')) return false;
  const media = successMedia(item);
  return media.some((m) => EXPOSITION_TYPES.has(m)) && !media.some((m) => isJsonType(m));
}

/**
 * True for a feed: at or below an `opds` segment (Kavita's `/api/Opds/{apiKey}/…`: OPDS fixes the whole catalogue),
 * a last segment `feed.atom`, `….rss`, or a GET answering Atom, RSS or an OPDS type. A `/feed` answering JSON (an
 * activity feed of the API's own) stays a list.
 */
function isFeed(item: PathItem, words: string[], last: string): boolean {
  if (words.includes('opds')) return true;
  if (last.endsWith('.atom') || last.endsWith('.rss')) return true;
  return successMedia(item).some((m) => FEED_TYPES.has(m) || m.includes('opds'));
}

/**
 * True for an OpenRosa endpoint (the ODK form-server standard, XML by its rules): an operation that takes the
 * `X-OpenRosa-Version` header the standard requires (ODK Central's integrity and submission endpoints), or the
 * standard's `formList`.
 */
function isOpenRosa(item: PathItem, last: string): boolean {
  if (last === 'formlist') return true;
  return item.operations.some((op) =>
    op.parameters.some((p) => p.in === 'header' && p.name.toLowerCase() === 'x-openrosa-version'),
  );
}

/**
 * True for an ActivityPub object (W3C ActivityPub: actors, their outboxes and collections), which other servers
 * dereference at the URI it names: a GET answering `application/activity+json` or ActivityStreams JSON-LD
 * (GoToSocial's `/users/{username}/outbox`). A `/users/…` answering plain JSON is the API's own.
 */
function isActivityPub(item: PathItem): boolean {
  return item.operations
    .filter((op) => op.method === 'get')
    .flatMap((op) => op.responses.filter((r) => isSuccessStatus(r.status)).flatMap((r) => r.content))
    .some((m) => {
      const name = m.name.toLowerCase();
      return mediaEssence(name) === 'application/activity+json' || name.includes('www.w3.org/ns/activitystreams');
    });
}

/**
 * True for a path whose format one of the standards above fixes (see `isExposition`, `isFeed`, `isOpenRosa`,
 * `isActivityPub`).
 */
export function answersStandardFormat(item: PathItem): boolean {
  const words = item.segments.filter((s) => s.kind !== 'param').map((s) => s.text.toLowerCase());
  const lastSeg = item.segments[item.segments.length - 1];
  const last = lastSeg?.kind === 'param' ? '' : (words[words.length - 1] ?? '');
  return isExposition(item, last) || isFeed(item, words, last) || isOpenRosa(item, last) || isActivityPub(item);
}

/**
 * Vendor trees of the OCI Distribution and Docker Registry specifications (`application/vnd.oci.image.manifest.v1+json`,
 * `application/vnd.docker.distribution.manifest.v2+json`, Helm's `application/vnd.cncf.helm.config.v1+json`): their
 * `v{N}` versions a content format the registry stores, fixed by the standard, not the API.
 */
const CONTENT_FORMAT_TREES = ['application/vnd.oci.', 'application/vnd.docker.', 'application/vnd.cncf.'];

/** True for a media type of a content format a registry standard fixes (see `CONTENT_FORMAT_TREES`), not API versioning. */
export function isRegistryContentFormat(name: string): boolean {
  const essence = mediaEssence(name);
  return CONTENT_FORMAT_TREES.some((t) => essence.startsWith(t));
}
