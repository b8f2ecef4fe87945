import type { TextLoader } from '../document/refs';
import { diffModels, readSide } from '../diff/index';
import type { ApiModel } from '../openapi/model';
import type { Finding } from '../rules/types';
import { ruleFixes } from './index';
import { applyEdits } from './text';
import type { Fix } from './types';

/**
 * What kind of fix a fix is (as ESLint's `--fix-type`): `compatible` fixes keep the contract (they document what
 * the API does: a response, a header, a scheme); `contract` fixes change what clients see in a way the diff engine
 * rates `error` (breaks clients) or `warning` (may break some). Fix-all applies `compatible` ones unless asked.
 */
export type FixType = 'compatible' | 'contract';

/** Every fix type, in the order the CLI's help and the editor's setting list them. */
export const FIX_TYPES: readonly FixType[] = ['compatible', 'contract'];

/** The fix types fix-all applies when not told otherwise: only the fixes that keep the contract. */
export const DEFAULT_FIX_TYPES: readonly FixType[] = ['compatible'];

/** What a fix does to the API's contract, as the diff engine judges the document before and after it. */
export interface ContractEffect {
  /** The worst severity of the changes it makes (`error` breaks clients, `warning` may break some). */
  severity: 'error' | 'warning';
  /** Which clients, in the diff engine's versioning terms: "breaks `v1` clients", "may break some clients". */
  consequence: string;
}

/** A side's label in the comparison, so base-side findings can be told from revision-side ones (same URI). */
const BASE = 'base\u0000';

/** The consequence a diff finding's message ends with ("breaks `v1` clients; keep `v1`…" gives "breaks `v1` clients"). */
function consequenceOf(f: Finding): string {
  const at = f.message.lastIndexOf(': ');
  const tail = at < 0 ? '' : f.message.slice(at + 2);
  const phrase = tail.split(';')[0];
  if (phrase.startsWith('breaks ') || phrase.startsWith('may break ')) return phrase;
  return f.severity === 'error' ? 'breaks existing clients' : 'may break some clients';
}

/** The diff findings between two models of one document that break clients or may (`error`, `warning`). */
export function breakingChanges(before: ApiModel, after: ApiModel): Finding[] {
  const { findings } = diffModels(before, after, { baseLabel: (uri) => BASE + uri });
  return findings.filter((f) => f.severity === 'error' || f.severity === 'warning');
}

/** The effect of a list of breaking changes (the worst first), or undefined when there are none. */
function effectOf(changes: readonly Finding[]): ContractEffect | undefined {
  const worst = changes.find((f) => f.severity === 'error') ?? changes[0];
  return worst ? { severity: worst.severity as 'error' | 'warning', consequence: consequenceOf(worst) } : undefined;
}

const effects = new WeakMap<ApiModel, Map<string, ContractEffect | null>>();

/**
 * What applying `fix` to the model's document does to the contract: the document before and after its edits read
 * the same way (`load` for `$ref`'d files) and compared by the diff engine. Undefined when it keeps the contract,
 * or when the result cannot be read. Found once per fix and model (the quick-fix menu and fix-all ask again).
 */
export function contractEffect(model: ApiModel, fix: Fix, load?: TextLoader): ContractEffect | undefined {
  const uri = model.doc.uri;
  const own = fix.edits.filter((e) => e.uri === uri);
  if (own.length === 0) return undefined;
  const key = JSON.stringify(own.map((e) => [e.span.start, e.span.end, e.newText]));
  let cache = effects.get(model);
  if (!cache) effects.set(model, (cache = new Map()));
  const known = cache.get(key);
  if (known !== undefined) return known ?? undefined;
  const after = readSide({ uri, text: applyEdits(model.doc.text, own), load });
  const effect = typeof after === 'string' ? undefined : effectOf(breakingChanges(model, after));
  cache.set(key, effect ?? null);
  return effect;
}

/** The fix with its consequence in its title ("Answer 201 Created instead of 200: changes the contract, breaks `v1` clients"). */
export function withConsequence(fix: Fix, effect: ContractEffect | undefined): Fix {
  if (!effect) return fix;
  return { ...fix, title: `${fix.title}: changes the contract, ${effect.consequence}`, isPreferred: false };
}

/**
 * The rule's own fixes of a finding as the quick-fix menu offers them: those that change the contract are
 * suggestions, never preferred, with their consequence in their titles.
 */
export function quickFixes(finding: Finding, model: ApiModel, load?: TextLoader): Fix[] {
  return ruleFixes(finding, model).map((fix) => withConsequence(fix, contractEffect(model, fix, load)));
}

/**
 * The fixes of one fix-all round (applied together to `before`, giving `after`) whose edits touch a place the round's
 * breaking changes are at: in `before` for what was removed, in `after` for the rest. Only these can have made them.
 */
export function suspects(fixes: readonly Fix[], changes: readonly Finding[], uri: string): Set<Fix> {
  const edits = fixes
    .flatMap((fix) => fix.edits.filter((e) => e.uri === uri).map((e) => ({ fix, e })))
    .sort((a, b) => a.e.span.start - b.e.span.start);
  // Each edit's place in the text after the round: shifted by what the edits before it added or removed.
  let shift = 0;
  const placed = edits.map(({ fix, e }) => {
    const out = {
      fix,
      old: e.span,
      now: { start: e.span.start + shift, end: e.span.start + shift + e.newText.length },
    };
    shift += e.newText.length - (e.span.end - e.span.start);
    return out;
  });
  const found = new Set<Fix>();
  const touches = (a: { start: number; end: number }, b: { start: number; end: number }) =>
    a.start <= b.end && b.start <= a.end;
  for (const c of changes)
    for (const place of [c, ...(c.related ?? [])]) {
      const span = place.span;
      if (!span) continue;
      const inBase = place.uri === BASE + uri;
      if (!inBase && place.uri !== uri) continue;
      for (const p of placed) if (touches(span, inBase ? p.old : p.now)) found.add(p.fix);
    }
  return found;
}
