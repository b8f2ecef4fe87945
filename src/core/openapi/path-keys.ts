// Path keys (RULES.md "Terms"): segments and their kinds (version, parameter, namespace, static), the skeleton that
// compares paths whatever their parameters are named, template parameters, and paths that serve files.
import type { ApiModel, Operation, PathSegment } from './model';
import { isNamespaceSegment, withoutExtension } from './actions';
import { FILE_EXTENSIONS } from './extensions';

const VERSION_SEGMENT = /^v\d+(?:\.\d+)*(?:(?:alpha|beta|rc)\d*)?$/i;
const WHOLE_PARAM = /^\{([^{}]+)\}$/;
const ANY_PARAM = /\{([^{}]*)\}/g;

/** True for a version segment such as `v1`, `v2`, `v1.1`, `v2beta1`, `v1alpha2`. */
export function isVersionSegment(text: string): boolean {
  return VERSION_SEGMENT.test(text);
}

/**
 * What tells apart paths that are the same before `#` or `?` (AWS's `/#Action=X`, `/#X-Amz-Target=Svc.Op`,
 * `/tags/{arn}#tagKeys`): the text from that character on, or '' when the path has none.
 */
export function pathDiscriminator(path: string): string {
  const cut = path.search(/[?#]/);
  return cut >= 0 ? path.slice(cut) : '';
}

/** Splits a path key into segments with their offsets inside the key. */
export function splitPath(path: string): PathSegment[] {
  const body = path.slice(0, path.length - pathDiscriminator(path).length);
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
    // A parameter with a format suffix (`/media/{id}.json`) is that parameter: the suffix picks a representation.
    const kind =
      WHOLE_PARAM.test(text) || WHOLE_PARAM.test(withoutExtension(text))
        ? 'param'
        : (isVersionSegment(text) ||
              (/^\d+$/.test(text) && segments.some((s) => /^(?:api|apis|rest)$/i.test(s.text)))) &&
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

/** First segments of a web server's file tree (PeerTube's `/static/webseed/{filename}`). */
const FILE_TREES = new Set(['static', 'assets']);

/**
 * True for a path that serves a file (RULES.md leaves it open; our reading): it stands in a web server's file tree
 * (`/static/…`, `/assets/…`: PeerTube's HLS playlists and WebTorrent seeds) or ends in a file's name with a file
 * extension (Google Home's `/NOTICE.html.gz`, `/icon.png`). Players, torrents and pages embed such URLs: no version,
 * plural or JSON rule applies to them.
 */
export function servesFile(segments: readonly PathSegment[]): boolean {
  const first = segments[0];
  if (first?.kind === 'static' && FILE_TREES.has(first.text.toLowerCase())) return true;
  const last = segments[segments.length - 1];
  if (last?.kind !== 'static' || last.params.length > 0) return false;
  const dot = last.text.indexOf('.');
  return (
    dot > 0 &&
    last.text
      .slice(dot + 1)
      .split('.')
      .every((e) => FILE_EXTENSIONS.has(e.toLowerCase()))
  );
}

/** Last segments that name the text a process writes: its log, its console output, a dump of its stacks. */
const TEXT_OUTPUTS = new Set(['log', 'logs', 'console', 'stdout', 'stderr', 'output', 'stack', 'stacktrace', 'dump']);

/**
 * True for a path that serves the text a process wrote (our reading, beside `servesFile`): its last static segment
 * is a log, console output or stack dump (Harbor's `/jobservice/jobs/{job_id}/log`, `…/tasks/{task_id}/logs`,
 * go2rtc's goroutine dump `/api/stack`, answered as text/plain). Such text is read as it was written, like a served file, not a representation to write as JSON.
 */
export function servesText(segments: readonly PathSegment[]): boolean {
  for (let i = segments.length - 1; i >= 0; i--) {
    const s = segments[i];
    if (s.kind === 'static') return namesTextOutput(withoutExtension(s.text));
  }
  return false;
}

/** True for a word that names the text a process writes (`log`, `logs`, `console`, `stdout`…): see `servesText`. */
export function namesTextOutput(word: string): boolean {
  return TEXT_OUTPUTS.has(word.toLowerCase());
}

/**
 * True for a segment text in a server's own namespace: an underscore or a dollar sign before a word (Kuma's `_policies`
 * and `_kri`, CouchDB's `_all_docs`, Elasticsearch's `_doc`, OData's `$count` and `$ref`), the convention that keeps
 * the names a server gives its views and operations apart from the collections clients name. A bare `_` is none.
 */
export function isSystemName(text: string): boolean {
  return (text[0] === '_' || text[0] === '$') && /^[a-z]/i.test(text.slice(1, 2));
}

/** A path with every parameter name erased, so `/users/{id}` and `/users/{userId}` compare equal. */
export function pathSkeleton(segments: readonly PathSegment[]): string {
  return segments.map((s) => (s.kind === 'param' ? '{}' : s.text)).join('/');
}

/** One `{name}` template expression of a path key, with the offsets of the braces inside the key. */
export interface TemplateParam {
  name: string;
  start: number;
  end: number;
}

/**
 * Every `{name}` of a path key's template, in order, with offsets (braces included). Text from `?` or `#` on is no
 * template (RULES.md `path-param-undeclared`: clicksend's `/uploads?convert={convert}`): `splitPath` cuts it the same
 * way. With `whole`, the `{name}`s of the whole key, query string included (what a declaration may stand for).
 */
export function templateParams(path: string, whole = false): TemplateParam[] {
  const out: TemplateParam[] = [];
  const body = whole ? path : path.slice(0, path.length - pathDiscriminator(path).length);
  for (const m of body.matchAll(ANY_PARAM))
    out.push({ name: m[1], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
  return out;
}

/** The skeletons of the paths some path continues with a parameter, per model (see `extendedByParam`). */
const extendedPaths = new WeakMap<ApiModel, Set<string>>();

/**
 * True when some path continues the operation's path with a parameter, right below it or deeper (`/plans` beside
 * `/plans/{id}` or `/plans/{id}/items`, whatever the parameters are named): members are addressed below it.
 */
export function extendedByParam(model: ApiModel, op: Operation): boolean {
  let set = extendedPaths.get(model);
  if (!set) {
    set = new Set();
    for (const p of model.paths)
      p.resourceSegments.forEach((seg, i) => {
        if (seg.kind === 'param' && i > 0) set!.add(pathSkeleton(p.resourceSegments.slice(0, i)));
      });
    extendedPaths.set(model, set);
  }
  return set.has(pathSkeleton(op.path.resourceSegments));
}
