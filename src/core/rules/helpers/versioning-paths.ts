/** Where a path carries the API's version: its version segment, what comes before it, and paths that need none. */
import type { ApiModel, PathItem, PathSegment } from '../../openapi/model';
import { isVersionSegment } from '../../openapi/path-keys';
import { isPluralSegment } from '../../openapi/words/inflection';
import { splitWords } from '../../openapi/words/identifiers';

/** A bare version number or a dated version as a URI segment: `2`, `1.0`, `3.0`, AWS's `2012-09-25`. */
export const NUMERIC = /^(?:\d{1,3}(?:\.\d{1,3}){0,2}|\d{4}-\d{2}-\d{2})$/;
/**
 * `v{N}` segments real APIs write beyond the path model's `v1`, `v2beta1`: a preview or underscore suffix
 * (`v2.1-preview`, eBay's `v1_beta`, Google's `v3p1beta1`) or an `api` prefix (`api-v2`).
 */
const V_SEGMENT = /^(?:api[-_]?)?v\d+(?:\.\d+)*(?:[-_.]?(?:alpha|beta|rc|preview|p)\d*)*$/i;
/** True for a `v{N}` URI segment in any of the spellings real APIs use. */
export function isVSegment(text: string): boolean {
  return isVersionSegment(text) || V_SEGMENT.test(text);
}
/**
 * The version segment of a path: the first `v{N}` or bare-number segment that only static and namespace segments
 * precede (`/apis/resource.k8s.io/v1alpha2`, `/rest/api/3`, Twitter's `/2/tweets`).
 */
export function leadingVersion(segments: readonly PathSegment[]): PathSegment | undefined {
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    // A bare number after a collection noun is a member's id in an example-filled path (Meilisearch's
    // `/indexes/books/documents/1`, `/tasks/0`), not a version; `/api/1.0`, `/rest/api/3` keep theirs.
    if (s.kind === 'static' && NUMERIC.test(s.text) && i > 0 && namesCollection(segments[i - 1])) return undefined;
    if (s.kind === 'version' || (s.kind === 'static' && (NUMERIC.test(s.text) || isVSegment(s.text)))) return s;
    if (s.kind !== 'static' && s.kind !== 'namespace') return undefined;
  }
  return undefined;
}

/** True for a static segment that names a collection by a plural noun (`documents`, `tasks`), `api`/`apis` aside. */
function namesCollection(s: PathSegment): boolean {
  return s.kind === 'static' && !/^(?:api|apis|rest)$/i.test(s.text) && isPluralSegment(s.text);
}

/**
 * True for a path of a compatibility surface: below a `compat` segment (Wakapi's `/compat/wakatime/v1/…` and
 * `/compat/shields/v1/…`, an `openai-compat` prefix) the API reproduces another product's API, paths and version form
 * included, so that product's clients work unchanged: its `v1` is that product's version, not this API's, and it need
 * not follow this API's. (`compatibility`, `compatible-versions` are resources, not this.)
 */
export function reproducesOtherApi(item: PathItem): boolean {
  const segs = item.segments;
  return segs.some((s, i) => s.kind === 'static' && i < segs.length - 1 && splitWords(s.text).includes('compat'));
}

/**
 * Paths whose version segment is not the API's: a compatibility surface's (see `reproducesOtherApi`), and paths whose
 * bare version number is not the API's: where `v{N}` segments version most operations (prss.org's
 * `/api/v2/…`), a dotted number after names other than `api` or `rest` (`/radiodns/spi/3.1/GI.xml`) is the version
 * of what those names name, a standard or a format, not a second form of the API's version.
 */
export function outsideVersions(model: ApiModel): Set<PathItem> {
  const out = new Set<PathItem>();
  let vOps = 0;
  for (const item of model.paths) {
    const seg = leadingVersion(item.segments);
    if (!seg) continue;
    if (isVSegment(seg.text)) vOps += item.operations.length;
    else if (seg.text.includes('.') && namedBefore(item.segments, seg)) out.add(item);
  }
  if (vOps * 2 <= model.operations.length) out.clear();
  for (const item of model.paths) if (reproducesOtherApi(item)) out.add(item);
  return out;
}

/** True when the segments before a version include a name other than `api`, `apis` or `rest` (`/radiodns/spi/3.1`). */
function namedBefore(segments: readonly PathSegment[], version: PathSegment): boolean {
  return segments.some((s) => s.end <= version.start && s.kind === 'static' && !/^(?:api|apis|rest)$/i.test(s.text));
}

/** What versioned paths have before their version segment (`/apis/apps` for `/apis/apps/v1/deployments`). */
export function versionedPrefixes(paths: readonly PathItem[]): Set<string> {
  const out = new Set<string>();
  for (const item of paths) {
    const v = leadingVersion(item.segments);
    if (v && v.start > 1) out.add(item.path.slice(0, v.start - 1));
  }
  return out;
}
