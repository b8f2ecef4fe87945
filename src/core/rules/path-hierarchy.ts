import type { ApiModel, PathItem, PathSegment } from '../openapi/model';
import { splitPath } from '../openapi/path-keys';
import { isPluralSegment } from '../openapi/words/inflection';
import { compactName } from '../openapi/words/identifiers';
import { isRenderingParam } from '../openapi/path-params';
import { carriesValue, isSignedLink } from '../openapi/path-values';
import { DistinctReporter } from './helpers/distinct-reporter';
import { plural } from '../../shared/phrasing';
import { reportByCause } from './helpers/report-by-cause';
import { takesArguments } from '../openapi/rpc-calls';
import { isDebugPath } from '../openapi/infrastructure';
import type { Report, Rule } from './types';

/**
 * A path key that breaks the `/{collection}/{id}` hierarchy (§2.3): flagged at the offending part of the key, once
 * per distinct pattern (`{owner}/{repo}` in a row, a trailing slash…), its other paths in `related`.
 */
export const pathHierarchy: Rule = {
  id: 'path-hierarchy',
  defaultSeverity: 'warning',
  section: '§2.3',
  description:
    'A path breaks /{collection}/{id}: parameters in a row, a leading parameter, a trailing slash, an empty segment, a query or fragment.',
  check({ model, report }) {
    // One place per path and kind of problem: when one kind (RGD's parameters in a row, on most of its paths) covers
    // at least half of the paths, it is the API's style, one finding; the other problems are reported per pattern.
    const places: { kind: string; label: string; problems: Problem[] }[] = [];
    // In an RPC-style API (MIMIC's `/value/get/{object}/{instance}/{variable}`) the parameters after a call's verb are
    // its arguments: their rows are that style, one decision wherever they are (the style itself is path-no-verbs').
    const calls = (item: PathItem) => takesArguments(model, item);
    const baseNamed = serverNamesCollection(model);
    for (const item of model.paths) {
      // A link the server signs (Mender's configuration download): clients follow it, they never compose its path.
      if (isSignedLink(item)) continue;
      const byKind = new Map<string, Problem[]>();
      for (const p of problems(item, baseNamed, (s) => carriesValue(model, item, s))) {
        const list = byKind.get(p.kind);
        if (list) list.push(p);
        else byKind.set(p.kind, [p]);
      }
      for (const [kind, list] of byKind)
        places.push({ kind: kind === 'row' && calls(item) ? CALL : kind, label: item.path, problems: list });
    }
    // Parameters in a row can only be where a path has two; every other problem can be on any path.
    const applies = (kind: string) =>
      kind === CALL
        ? places.filter((p) => p.kind === CALL).length
        : kind === 'row'
          ? model.paths.filter((item) => item.resourceSegments.filter((s) => s.kind === 'param').length >= 2).length
          : model.paths.length;
    reportByCause(model, report, {
      applies,
      flagged: places,
      cause: (p) => p.kind,
      single: (p) => p.problems[0].report,
      others: (rest) => {
        const distinct = new DistinctReporter(report);
        for (const place of rest) for (const p of place.problems) distinct.add(p.key, p.report, place.label);
        distinct.flush();
      },
      related: (p) => ({ pointer: p.problems[0].report.pointer, at: p.problems[0].report.at, message: p.label }),
      shared: (kind, list) => ({
        message:
          kind === CALL
            ? `${list.length} calls pass their arguments as path segments after their verb (\`${list[0].label}\`…): the API is RPC-style, one decision, reported once here rather than once per pattern. A parameter identifies a member of the collection named before it (§2.3); a call's arguments go in the query or the body.`
            : `${list.length} of ${plural(applies(kind), kind === 'row' ? 'path with two or more parameters' : 'path', kind === 'row' ? 'paths with two or more parameters' : 'paths')} ${KIND_TEXT[kind] ?? kind} (\`${list[0].label}\`…): the API's own style, one decision, reported once here rather than once per pattern. ${KIND_ADVICE[kind] ?? ''}`.trimEnd(),
      }),
    });
  },
};

/** The kind of a row of parameters that are a call's arguments in an RPC-style API. */
const CALL = 'call arguments';

/** What the paths of a shared style do, by kind of problem. */
const KIND_TEXT: Record<string, string> = {
  row: 'put template parameters in a row',
  leading: 'begin with a parameter',
  'trailing slash': 'end with a trailing slash',
  'empty segment': 'have an empty segment ("//")',
  'query string': 'hold a query string',
  fragment: 'hold a fragment',
  relative: 'do not start with "/"',
};

/** What to do about a shared style, by kind of problem. */
const KIND_ADVICE: Record<string, string> = {
  row: 'A parameter identifies a member of the collection named before it (§2.3): `/{collection}/{id}/{sub-collection}/{id}`; filters and options go in the query.',
  leading: 'A parameter identifies a member of the collection named before it (§2.3): `/{collection}/{id}`.',
  'trailing slash': 'Drop the trailing slash (§2.3).',
  'query string': 'Declare query parameters as `in: query` parameters instead.',
};

/** One hierarchy problem: its kind (a style the API may share), and the pattern it is an instance of (reported once per pattern). */
interface Problem {
  kind: string;
  key: string;
  report: Report;
}

/**
 * True when every server URL's path ends in a plural noun of four letters or more, no abbreviation like `ws` (Vonage's
 * `https://api.nexmo.com/beta/chatapp-accounts`): that segment names the collection a leading path parameter is a
 * member of (`/{provider}/{external_id}/applications`), so the path does not begin with a parameter.
 */
function serverNamesCollection(model: ApiModel): boolean {
  if (model.servers.length === 0) return false;
  return model.servers.every((server) => {
    const afterScheme = server.url.indexOf('://');
    const slash = server.url.indexOf('/', afterScheme >= 0 ? afterScheme + 3 : 0);
    if (slash < 0) return false;
    const segs = splitPath(server.url.slice(slash));
    const last = segs[segs.length - 1];
    return last?.kind === 'static' && /^[A-Za-z][A-Za-z_-]{3,}$/.test(last.text) && isPluralSegment(last.text);
  });
}

/** Names of a parameter that carries the API's version (compared without case, `_` and `-`). */
const API_VERSION_PARAMS = new Set(['version', 'apiversion']);

/**
 * True for a leading path parameter named as the API's version (ecotaco's `/{version}`, "Retrieve the Entry Point on
 * Version"; `/{apiVersion}/…`): it selects which API answers, it is no member of a collection.
 */
function namesApiVersion(s: PathSegment): boolean {
  return s.params.length === 1 && API_VERSION_PARAMS.has(compactName(s.params[0]));
}

/**
 * Every hierarchy problem of one path key, left to right (`baseNamed`: see `serverNamesCollection`; `isValue`: a
 * parameter that carries a value, not an id, see `carriesValue`).
 */
function problems(item: PathItem, baseNamed: boolean, isValue: (s: PathSegment) => boolean): Problem[] {
  const path = item.path;
  const out: Problem[] = [];
  let key = '';
  const at = (start: number, end: number, message: string): void => {
    out.push({
      kind: key.startsWith('row ') ? 'row' : key.startsWith('leading ') ? 'leading' : key,
      key,
      report: {
        message,
        pointer: item.pointer,
        at: { node: item.pathsNode, key: path, part: 'key', sub: { start, end } },
      },
    });
  };
  key = 'relative';
  if (!path.startsWith('/'))
    at(
      0,
      Math.min(1, path.length),
      `The path \`${path}\` does not start with "/"; every path is absolute: \`/${path}\`.`,
    );
  const cut = path.search(/[?#]/);
  const body = cut >= 0 ? path.slice(0, cut) : path;
  const segs = item.segments;
  const resource = item.resourceSegments;
  // A protocol-defined endpoint's path is the standard's (OpenID Connect's per-client `/{client_id}/iframe`).
  if (
    resource.length > 0 &&
    resource[0].kind === 'param' &&
    !item.protocol &&
    !baseNamed &&
    !namesApiVersion(resource[0])
  ) {
    const s = resource[0];
    key = `leading ${s.text}`;
    at(
      s.start,
      s.end,
      `The path begins with the parameter \`${s.text}\`; a parameter identifies a member of the collection before it: \`/{collection}/${s.text}\`.`,
    );
  }
  // Coordinates, dimensions and output formats in a row (`{Lat}/{Lon}`, `{width}/{height}`, `{format}/{maxWidth}`)
  // are one compound key or one rendering, not a nesting: no collection belongs between them, nor between the
  // render options that follow them in the same run of parameters (Jellyfin's `{maxHeight}/{percentPlayed}`).
  // A run of three or more (Snyk's `{group}/{name}/{version}`) is one problem on its path, not one per pair.
  // Values in a row (evcc's `/plan/energy/{energy}/{timestamp}`, an energy and a time) are arguments the same way;
  // a value after an id (OnSched's `/holidays/{holidayId}/{closed}`, a flag) is still a departure, told as a value.
  let rendering = false;
  let run: PathSegment[] = [];
  const flush = () => {
    if (run.length < 2) return;
    const [first, second, last] = [run[0], run[1], run[run.length - 1]];
    const names = run.map((r) => r.text).join('/');
    key = `row ${names}`;
    at(
      second.start,
      last.end,
      run.length === 2 && isValue(second)
        ? `\`${second.text}\` follows the parameter \`${first.text}\` directly and carries a value, not an id: send it in the query or the body.`
        : run.length === 2
          ? `\`${second.text}\` follows the parameter \`${first.text}\` directly; put the collection it belongs to between them: \`${first.text}/{collection}/${second.text}\`.`
          : `${run.length} parameters follow each other directly (\`${names}\`); put the collection each belongs to before it: \`${run.map((r) => r.text).join('/{collection}/')}\`.`,
    );
    run = [];
  };
  for (let i = 1; i < resource.length; i++) {
    const prev = resource[i - 1];
    const s = resource[i];
    if (s.kind !== 'param') rendering = false;
    else if (
      isRenderingParam(s) ||
      (prev.kind === 'param' && isRenderingParam(prev)) ||
      (prev.kind === 'param' && isValue(s) && isValue(prev))
    )
      rendering = true;
    if (s.kind === 'param' && prev.kind === 'param' && !rendering) run = run.length > 0 ? [...run, s] : [prev, s];
    else flush();
  }
  flush();
  segs.forEach((s, i) => {
    if (s.text !== '') return;
    // A debugging tool's index is mounted where its library puts it (Go's pprof serves `/debug/pprof/`).
    if (i === segs.length - 1 && isDebugPath(path)) return;
    key = i === segs.length - 1 ? 'trailing slash' : 'empty segment';
    if (i === segs.length - 1 && body.length > 1)
      at(
        body.length - 1,
        body.length,
        `The path \`${path}\` ends with a trailing slash; drop it: \`${body.slice(0, -1)}\`.`,
      );
    else if (i < segs.length - 1)
      at(
        s.start - 1,
        s.start + 1,
        `The path \`${path}\` has an empty segment ("//"); each segment names a collection or a member.`,
      );
  });
  if (cut >= 0) {
    const rest = path.slice(cut);
    key = path[cut] === '?' ? 'query string' : 'fragment';
    if (path[cut] === '?')
      at(
        cut,
        path.length,
        `The path key holds a query string (\`${rest}\`); declare query parameters as \`in: query\` parameters instead.`,
      );
    else
      at(
        cut,
        path.length,
        `The path key holds a fragment (\`${rest}\`), which is never sent to the server; remove it.`,
      );
  }
  return out;
}
