import type { PathItem } from '../openapi/model';
import { DistinctReporter } from './distinct';
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
    const distinct = new DistinctReporter(report);
    for (const item of model.paths) for (const p of problems(item)) distinct.add(p.key, p.report, item.path);
    distinct.flush();
  },
};

/** One hierarchy problem with the pattern it is an instance of (reported once per pattern). */
interface Problem {
  key: string;
  report: Report;
}

/** Every hierarchy problem of one path key, left to right. */
function problems(item: PathItem): Problem[] {
  const path = item.path;
  const out: Problem[] = [];
  let key = '';
  const at = (start: number, end: number, message: string): void => {
    out.push({
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
  if (resource.length > 0 && resource[0].kind === 'param') {
    const s = resource[0];
    key = `leading ${s.text}`;
    at(
      s.start,
      s.end,
      `The path begins with the parameter \`${s.text}\`; a parameter identifies a member of the collection before it: \`/{collection}/${s.text}\`.`,
    );
  }
  for (let i = 1; i < resource.length; i++) {
    const prev = resource[i - 1];
    const s = resource[i];
    if (s.kind === 'param' && prev.kind === 'param') {
      key = `row ${prev.text}/${s.text}`;
      at(
        s.start,
        s.end,
        `\`${s.text}\` follows the parameter \`${prev.text}\` directly; put the collection it belongs to between them: \`${prev.text}/{collection}/${s.text}\`.`,
      );
    }
  }
  segs.forEach((s, i) => {
    if (s.text !== '') return;
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
