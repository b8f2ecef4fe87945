import type { PathSegment, PathShape } from './model';
import { isActionSegment, isNamespaceSegment, withoutExtension } from './actions';
import { isPluralSegment } from './words';

const VERSION_SEGMENT = /^v\d+(?:\.\d+)*(?:(?:alpha|beta|rc)\d*)?$/i;
const WHOLE_PARAM = /^\{([^{}]+)\}$/;
const ANY_PARAM = /\{([^{}]*)\}/g;

/** True for a version segment such as `v1`, `v2`, `v1.1`, `v2beta1`, `v1alpha2`. */
export function isVersionSegment(text: string): boolean {
  return VERSION_SEGMENT.test(text);
}

/** Splits a path key into segments with their offsets inside the key. */
export function splitPath(path: string): PathSegment[] {
  const cut = path.search(/[?#]/);
  const body = cut >= 0 ? path.slice(0, cut) : path;
  const segments: PathSegment[] = [];
  let i = body.startsWith('/') ? 1 : 0;
  if (body === '/' || body === '') return segments;
  while (i <= body.length) {
    let j = body.indexOf('/', i);
    if (j < 0) j = body.length;
    const text = body.slice(i, j);
    const params = text.indexOf('{') < 0 ? [] : templateNames(text);
    // A version segment stands before the first resource, that is before any parameter (`/apis/apps/v1/…`); a
    // bare number counts after `api` or `rest` (`/rest/api/3/…`, `/rest/atlassian-connect/1/…`).
    const kind = WHOLE_PARAM.test(text)
      ? 'param'
      : (isVersionSegment(text) || (/^\d+$/.test(text) && segments.some((s) => /^(?:api|apis|rest)$/i.test(s.text)))) &&
          !segments.some((s) => s.kind === 'param')
        ? 'version'
        : isNamespaceSegment(text)
          ? 'namespace'
          : 'static';
    segments.push({ text, start: i, end: j, kind, params });
    if (j === body.length) break;
    i = j + 1;
  }
  return segments;
}

/** The names inside the `{…}` of a segment, as `ANY_PARAM` matches them, without a regular expression's iterator. */
function templateNames(text: string): string[] {
  const out: string[] = [];
  let i = text.indexOf('{');
  while (i >= 0) {
    let j = i + 1;
    let c = text.charCodeAt(j);
    while (j < text.length && c !== 123 && c !== 125) c = text.charCodeAt(++j);
    if (j >= text.length) break;
    if (c === 125) {
      out.push(text.slice(i + 1, j));
      i = text.indexOf('{', j + 1);
    } else i = j;
  }
  return out;
}

/** A path with every parameter name erased, so `/users/{id}` and `/users/{userId}` compare equal. */
export function pathSkeleton(segments: readonly PathSegment[]): string {
  return segments.map((s) => (s.kind === 'param' ? '{}' : s.text)).join('/');
}

/** What the classification of one path needs besides its segments. */
export interface PathFacts {
  resourceSegments: PathSegment[];
  hasGet: boolean;
  hasPost: boolean;
  hasDelete: boolean;
  /**
   * What its GET answers: a list (a JSON array or a wrapped list), a document (a JSON object none of whose
   * properties is an array), or unknown. Asked only when the segments do not decide, since it reads schemas.
   */
  getAnswer: () => 'list' | 'document' | undefined;
}

/**
 * Classifies each path (RULES.md "Terms"): an action path ends in an action segment; a member path ends in a
 * parameter after a static segment; a collection path ends in a static segment that a member path extends (some
 * path continues it with a parameter), or
 * whose GET answers a list, or that is a plural noun with GET or POST (unless its GET answers a document: an
 * object without any array, such as `/actions/permissions`); any other path ending in a static segment is a
 * singleton. No segments is the root; anything else (`/{id}`, `/a/{b}/{c}`, a trailing slash) is other.
 */
export function classifyPaths(paths: readonly PathFacts[]): PathShape[] {
  // Every prefix some path continues with a parameter: `/teams/{t}/members` makes `/teams` a collection too.
  const extended = new Set<string>();
  for (const p of paths) {
    const segs = p.resourceSegments;
    for (let i = 1; i < segs.length; i++) if (segs[i].kind === 'param') extended.add(pathSkeleton(segs.slice(0, i)));
  }
  // Paths repeat their last segments (`cancel`, `{id}`): each text is judged once per reading.
  const actions = new Map<string, boolean>();
  const isAction = (text: string, isResource: boolean): boolean => {
    const key = (isResource ? '1' : '0') + text;
    let v = actions.get(key);
    if (v === undefined) actions.set(key, (v = isActionSegment(text, isResource)));
    return v;
  };
  return paths.map((p) => {
    const segs = p.resourceSegments;
    if (segs.length === 0) return 'root';
    const last = segs[segs.length - 1];
    if (last.kind !== 'param' && last.text !== '' && isAction(last.text, p.hasGet || p.hasDelete)) return 'action';
    // The last static segment decides too: `/screens/addToDefault/{fieldId}`, `/tabs/{id}/move/{pos}` (a bare
    // noun-verb before a parameter reads as a noun: `/import/{id}`).
    if (last.kind === 'param') {
      let i = segs.length - 1;
      while (i >= 0 && segs[i].kind === 'param') i--;
      if (i >= 0 && segs[i].kind === 'static' && isAction(segs[i].text, true)) return 'action';
    }
    if (last.kind === 'param') {
      const prev = segs[segs.length - 2];
      return prev && (prev.kind === 'static' || prev.kind === 'namespace') ? 'member' : 'other';
    }
    if (last.text === '') return 'other';
    if (last.kind === 'namespace') return 'singleton';
    if (extended.has(pathSkeleton(segs))) return 'collection';
    const answer = p.hasGet ? p.getAnswer() : undefined;
    if (answer === 'list') return 'collection';
    if ((p.hasGet || p.hasPost) && answer !== 'document' && isPluralSegment(withoutExtension(last.text)))
      return 'collection';
    return 'singleton';
  });
}

/** One `{name}` template expression of a path key, with the offsets of the braces inside the key. */
export interface TemplateParam {
  name: string;
  start: number;
  end: number;
}

/** Every `{name}` of a path key, in order, with offsets (braces included); one in a query string inside the key counts too. */
export function templateParams(path: string): TemplateParam[] {
  const out: TemplateParam[] = [];
  for (const m of path.matchAll(ANY_PARAM))
    out.push({ name: m[1], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  return out;
}

/**
 * The skeletons (see `pathSkeleton`) of every path prefix that some path continues with a whole-parameter
 * segment (`/users/{id}/posts` makes `users` one). Maps each prefix to the first such continuation as written in
 * its path key, up to that parameter (`/users/{id}`).
 */
export function prefixesFollowedByParam(
  paths: readonly { path: string; resourceSegments: PathSegment[] }[],
): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of paths) {
    const segs = p.resourceSegments;
    for (let i = 1; i < segs.length; i++) {
      if (segs[i].kind !== 'param') continue;
      const key = pathSkeleton(segs.slice(0, i));
      if (!out.has(key)) out.set(key, p.path.slice(0, segs[i].end));
    }
  }
  return out;
}
