/**
 * The caller's own things (RULES.md "Terms": a singleton): a path that names what belongs to whoever calls it
 * (Jira's `/mypreferences`, ecotaco's `/accounts` whose GET is "Get current user") addresses one thing, not a
 * collection, however its name reads.
 */
import type { Operation, PathSegment } from './model';
import { splitWords } from './words/identifiers';

/** Product names that begin with the letters `my` and say nothing of the caller (`mysql-instances`). */
const NOT_MY = ['mysql', 'myth'];

/**
 * True for a static segment that opens with `my` before a word (`mypreferences`, `my-settings`, `myAccount`): what
 * belongs to the caller. A bare `my` is a namespace of such things (`/my/follows`), judged by what follows it.
 */
export function namesCallersOwn(seg: PathSegment | undefined): boolean {
  if (seg?.kind !== 'static') return false;
  const words = splitWords(seg.text).map((w) => w.toLowerCase());
  if (words[0] === 'my') return words.length > 1;
  const first = words[0] ?? '';
  return first.startsWith('my') && /^my[a-z]{4,}$/.test(first) && !NOT_MY.some((w) => first.startsWith(w));
}

/** Phrases of a summary or operation id that name the caller as the thing read (`Get current user`). */
const CURRENT_USER = /\b(?:current|authenticated|logged[- ]?in|signed[- ]?in)[- _]?(?:user|account)\b/i;

/** True when a GET says it reads the caller (ecotaco's `GET /accounts`, "Get current user"). */
export function readsCurrentUser(op: Operation): boolean {
  return [op.summary, op.operationId].some((s) => typeof s === 'string' && CURRENT_USER.test(s.slice(0, 300)));
}
