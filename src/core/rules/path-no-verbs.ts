import type { PathItem } from '../openapi/model';
import { ACTION_VERBS, NOUN_VERBS, isPluralWord, leadingActionWord, nounFormOf, pluralize, type ActionWord } from '../openapi/words';
import type { Rule, RuleOptions } from './types';

/** Verbs whose noun form is the collection itself (`createOrder` → `orders`). */
const COLLECTION_VERBS = new Set(['create', 'add', 'insert', 'list', 'delete', 'remove', 'register', 'upsert', 'append', 'make']);

/** A static path segment that is, or starts with, an action word (§2.1): flagged at that segment of the path key. */
export const pathNoVerbs: Rule = {
  id: 'path-no-verbs',
  defaultSeverity: 'warning',
  section: '§2.1',
  description: 'A static path segment is an action word or starts with one (getUsers, create-order, /orders/{id}/cancel).',
  options: {
    verbs: { type: 'string[]', description: 'Extra action words to flag in path segments, besides the built-in list.' },
    allow: { type: 'string[]', description: 'Words never flagged, even when they are in the verb list.' },
  },
  check({ model, options, report }) {
    const allow = wordSet(options, 'allow');
    const extra = wordSet(options, 'verbs');
    const verbs = extra.size ? new Set([...ACTION_VERBS, ...extra]) : ACTION_VERBS;
    // Paths repeat their segments (`repos`, `{owner}`): each distinct segment text is split and judged once.
    const known = new Map<string, Piece[]>();
    for (const item of model.paths) {
      const segs = item.resourceSegments;
      segs.forEach((seg, i) => {
        if (seg.kind !== 'static') return;
        let pieces = known.get(seg.text);
        if (!pieces) known.set(seg.text, (pieces = actionPieces(seg.text, verbs, allow)));
        for (const piece of pieces) {
          if (piece.text === seg.text && usedAsNoun(item, piece.action, i)) continue;
          report({
            message: messageFor(piece.text, piece.action, segs[i + 1]?.kind === 'param'),
            pointer: item.pointer,
            at: segmentTarget(item, seg.start + piece.start, seg.start + piece.end),
          });
          return;
        }
      });
    }
  },
};

/** A static stretch of a segment that starts with an action word; offsets are inside the segment. */
interface Piece {
  text: string;
  start: number;
  end: number;
  action: ActionWord;
}

/** The static stretches of a segment's text that start with an action word, in order. */
function actionPieces(text: string, verbs: ReadonlySet<string>, allow: ReadonlySet<string>): Piece[] {
  const out: Piece[] = [];
  for (const piece of staticPieces(text)) {
    const action = leadingActionWord(piece.text, verbs, allow);
    if (action) out.push({ ...piece, action });
  }
  return out;
}

/** A bare noun-verb (`import`, `archive`) reads as a noun when more segments follow it or when the path has GET. */
function usedAsNoun(item: PathItem, action: ActionWord, index: number): boolean {
  if (action.rest.length > 0 || !NOUN_VERBS.has(action.verb)) return false;
  return index < item.resourceSegments.length - 1 || item.operations.some((o) => o.method === 'get');
}

/** The lower-cased words of a string-list option. */
function wordSet(options: RuleOptions, name: string): Set<string> {
  const v = options[name];
  return new Set(Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((x) => x.toLowerCase()) : []);
}

/** The static stretches of a segment's text, split at template expressions, `:` and `.` (`{id}:cancel`, `microsoft.graph.createLink`). */
function staticPieces(text: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  const re = /[^{}:.]+|\{[^{}]*\}|[{}:.]/g;
  for (const m of text.matchAll(re)) {
    const t = m[0];
    if (t.startsWith('{') || t === '}' || t === ':' || t === '.') continue;
    const start = m.index ?? 0;
    out.push({ text: t, start, end: start + t.length });
  }
  return out;
}

function segmentTarget(item: PathItem, start: number, end: number) {
  return { node: item.pathsNode, key: item.path, part: 'key' as const, sub: { start, end } };
}

/** Names the action word and suggests a noun in the segment's own style. */
function messageFor(text: string, action: ActionWord, followedByParam: boolean): string {
  const verb = action.verb;
  if (action.rest.length === 0) {
    const noun = nounFormOf(verb);
    const hint = noun
      ? `model the action as a resource, e.g. POST to \`${pluralize(noun)}\`, or change a state field with PATCH`
      : 'model the action as a resource the client creates, or as a state field changed with PATCH';
    return `\`${text}\` is the action word "${verb}"; paths name resources, not actions: ${hint}.`;
  }
  const first = action.rest[0];
  const last = action.rest[action.rest.length - 1];
  let noun = text.slice(first.start, last.end);
  const lastText = text.slice(last.start, last.end);
  if ((COLLECTION_VERBS.has(verb) || followedByParam) && /^[A-Za-z]+$/.test(lastText) && !isPluralWord(last.word)) {
    noun = noun.slice(0, noun.length - lastText.length) + pluralize(lastText);
  }
  noun = noun[0].toLowerCase() + noun.slice(1);
  return `\`${text}\` starts with the verb "${verb}"; name the resource instead: \`${noun}\`${methodHint(verb)}.`;
}

/** Which method carries the verb's meaning on the noun path. */
function methodHint(verb: string): string {
  if (['get', 'fetch', 'retrieve', 'find', 'lookup', 'load', 'show', 'list', 'obtain', 'browse'].includes(verb)) return ' with GET';
  if (['create', 'add', 'insert', 'make', 'append', 'register', 'generate'].includes(verb)) return ' with POST';
  if (['update', 'modify', 'edit', 'change', 'alter', 'replace', 'set', 'put', 'save', 'upsert'].includes(verb)) return ' with PUT or PATCH';
  if (['delete', 'remove', 'destroy', 'erase', 'purge', 'drop', 'wipe', 'clear', 'unset'].includes(verb)) return ' with DELETE';
  return '';
}
