import { escapeToken } from '../document/pointer';
import type { ApiModel, PathItem } from '../openapi/model';
import { renameChanges } from './contract-changes';
import { newPlan, perModel, planFix, type FixContext } from './context';
import type { EditPlan } from './edit-plan';
import type { Fix } from './types';

/** The text span of a path key in its document, and the offset of the path inside it (after a quote). */
function keySpan(model: ApiModel, item: PathItem): { start: number; end: number; inner: number } | undefined {
  const key = model.doc.locate(item.pathsNode)?.keys?.get(item.path)?.key;
  if (!key) return undefined;
  const raw = model.doc.text.slice(key.start, key.end);
  const inner = raw[0] === '"' || raw[0] === "'" ? 1 : 0;
  // A key written with escapes is left alone: its text is not the path character for character.
  if (raw.slice(inner, inner + item.path.length) !== item.path) return undefined;
  return { ...key, inner };
}

/** The offset in the document where a path key's character `at` (an offset inside the path) is. */
export function pathKeyOffset(model: ApiModel, item: PathItem, at: number): number | undefined {
  const k = keySpan(model, item);
  return k ? k.start + k.inner + at : undefined;
}

/**
 * Every object with a string `$ref` in a value, each once, in document order (shared YAML aliases visited once);
 * the values of keys in `skip` (example data) are not looked into.
 */
export function refHolders(model: ApiModel, skip?: ReadonlySet<string>): { $ref: string }[] {
  // Found once per model and `skip`: the fixes of one analysis ask again and again (GitHub's spec: 0.5 s of 1.5 s).
  const bySkip = perModel(model, 'ref-holders', () => new Map<ReadonlySet<string> | undefined, { $ref: string }[]>());
  let out = bySkip.get(skip);
  if (!out) bySkip.set(skip, (out = walkRefHolders(model.root, skip)));
  return out;
}

function walkRefHolders(root: unknown, skip: ReadonlySet<string> | undefined): { $ref: string }[] {
  const out: { $ref: string }[] = [];
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
      continue;
    }
    const o = v as Record<string, unknown>;
    if (typeof o.$ref === 'string') out.push(o as { $ref: string });
    const keys = Object.keys(o);
    for (let i = keys.length - 1; i >= 0; i--) if (!skip?.has(keys[i])) stack.push(o[keys[i]]);
  }
  return out;
}

/**
 * Plans renaming path keys (`from` → `to`, whole paths) and the local `$ref`s into them (`#/paths/~1from/…`).
 * Returns how many `$ref`s follow, or undefined when a key or a `$ref` cannot be rewritten cleanly, or a new path
 * is already taken.
 */
export function renamePaths(
  plan: EditPlan,
  model: ApiModel,
  renames: ReadonlyMap<string, string>,
): { refs: number } | undefined {
  const taken = new Set(model.paths.map((p) => p.path).filter((p) => !renames.has(p)));
  const next = new Set<string>();
  for (const [from, to] of renames) {
    if (taken.has(to) || next.has(to)) return undefined;
    next.add(to);
    const item = model.paths.find((p) => p.path === from);
    const k = item && keySpan(model, item);
    if (!k) return undefined;
    plan.replace({ start: k.start + k.inner, end: k.start + k.inner + from.length }, to);
  }
  let refs = 0;
  const targets = [...renames].map(([from, to]) => [`#/paths/${escapeToken(from)}`, to] as const);
  for (const holder of refHolders(model)) {
    if (!holder.$ref.startsWith('#/paths/')) continue;
    for (const [old, to] of targets) {
      if (holder.$ref !== old && !holder.$ref.startsWith(`${old}/`)) continue;
      const span = model.doc.targetSpan(holder, '$ref', 'value');
      if (!span?.exact) return undefined;
      const raw = model.doc.text.slice(span.span.start, span.span.end);
      const at = raw.indexOf(old);
      if (at < 0 || raw.indexOf(old, at + 1) >= 0) return undefined;
      plan.replace(
        { start: span.span.start + at, end: span.span.start + at + old.length },
        `#/paths/${escapeToken(to)}`,
      );
      refs++;
    }
  }
  return { refs };
}

/**
 * "Rename /pet to /pets and 1 more path, with 2 $refs": the static resource segment `segment` becomes `renamed` in
 * every path that has it, with the local `$ref`s into those paths (path-no-verbs' noun, path-collection-plural's
 * plural). Nothing when a renamed path is taken or a key cannot be rewritten cleanly.
 */
export function renameSegmentFix(ctx: FixContext, item: PathItem, segment: string, renamed: string): Fix[] {
  const { model } = ctx;
  const renames = new Map<string, string>();
  for (const other of model.paths) {
    const hit = other.resourceSegments.find((x) => x.kind === 'static' && x.text === segment);
    if (hit) renames.set(other.path, other.path.slice(0, hit.start) + renamed + other.path.slice(hit.end));
  }
  const plan = newPlan(ctx);
  const done = renamePaths(plan, model, renames);
  if (!done) return [];
  const more = renames.size > 1 ? ` and ${renames.size - 1} more path${renames.size > 2 ? 's' : ''}` : '';
  const refs = done.refs ? `, with ${done.refs} $ref${done.refs > 1 ? 's' : ''}` : '';
  // A contract change: its clients still call the old paths (the diff's ids, so the quick-fix title says who breaks).
  return planFix(ctx, plan, `Rename ${item.path} to ${renames.get(item.path)}${more}${refs}`, {
    isPreferred: true,
    changes: renameChanges(model, renames),
  });
}

/** True when the finding being fixed underlines exactly `length` characters of the document from `start`. */
export function underlines(ctx: FixContext, start: number, length: number): boolean {
  const a = ctx.doc.rangeOf({ start, end: start + length });
  const b = ctx.finding.range;
  return (
    a.start.line === b.start.line &&
    a.start.character === b.start.character &&
    a.end.line === b.end.line &&
    a.end.character === b.end.character
  );
}
