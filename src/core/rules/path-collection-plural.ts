import type { ApiModel, PathItem, PathSegment } from '../openapi/model';
import { ACTION_VERBS, isPluralWord, isUncountable, pluralizeSegment, splitWords } from '../openapi/words';
import type { Rule } from './types';

/** Leading words that make a segment a qualifier rather than a collection name (`/users/by-email/{email}`). */
const QUALIFIERS = new Set(['by', 'for', 'with', 'from', 'of', 'in', 'on', 'at', 'to', 'per', 'via']);

/** A static segment that names a collection but is singular (§2.2): flagged at that segment of the path key. */
export const pathCollectionPlural: Rule = {
  id: 'path-collection-plural',
  defaultSeverity: 'warning',
  section: '§2.2',
  description: 'A path segment that names a collection is singular (/user/{id}, POST /order).',
  check({ model, options, report }) {
    const raw = options.exceptions;
    const exceptions = new Set(Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string').map((x) => x.toLowerCase()) : []);
    for (const item of model.paths) {
      const segs = item.resourceSegments;
      segs.forEach((seg, i) => {
        const why = collectionReason(model, item, segs, i);
        if (!why || !isSingularNoun(seg.text, exceptions)) return;
        report({
          message: `\`${seg.text}\` names a collection (${why}) but is singular; name collections in the plural: \`${pluralizeSegment(seg.text)}\`.`,
          pointer: item.pointer,
          at: { node: item.pathsNode, key: item.path, part: 'key', sub: { start: seg.start, end: seg.end } },
        });
      });
    }
  },
};

/** Why segment `i` acts as a collection, or `undefined` when it does not. */
function collectionReason(model: ApiModel, item: PathItem, segs: PathSegment[], i: number): string | undefined {
  const seg = segs[i];
  if (seg.kind !== 'static' || seg.params.length > 0) return undefined;
  const next = segs[i + 1];
  if (next) return next.kind === 'param' ? `it is followed by \`${next.text}\`` : undefined;
  if (item.operations.some((o) => o.method === 'post')) return 'the path takes POST to create members';
  if (item.shape === 'collection') return 'a member path extends it';
  const get = item.operations.find((o) => o.method === 'get');
  if (get && returnsList(model, get.responses)) return 'its GET returns a list';
  return undefined;
}

/** True when a 200 response's JSON body is an array or a wrapped list (`data` array). */
function returnsList(model: ApiModel, responses: PathItem['operations'][number]['responses']): boolean {
  const ok = responses.find((r) => r.status === '200');
  if (!ok) return false;
  return ok.content.some((m) => {
    const s = m.schema;
    if (!s) return false;
    if (s.type === 'array' || (Array.isArray(s.type) && s.type.includes('array'))) return true;
    const props = model.deref(s.properties);
    if (!props || typeof props !== 'object') return false;
    const data = model.deref((props as Record<string, unknown>).data) as Record<string, unknown> | undefined;
    return !!data && data.type === 'array';
  });
}

/** True for a segment whose last word is a countable noun in the singular (action words are left to path-no-verbs). */
function isSingularNoun(text: string, exceptions: ReadonlySet<string>): boolean {
  const words = splitWords(text);
  if (words.length === 0) return false;
  const last = words[words.length - 1];
  if (!/^[a-z]{2,}$/.test(last)) return false;
  if (ACTION_VERBS.has(words[0]) || QUALIFIERS.has(words[0])) return false;
  if (exceptions.has(text.toLowerCase()) || exceptions.has(last) || isUncountable(text) || isUncountable(last)) return false;
  return !isPluralWord(last);
}
