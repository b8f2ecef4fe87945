import type { Range } from '../document/types';
import { newPlan, planFix, type Fixer } from './context';
import { pathKeyOffset, renamePaths } from './rename-path';

function sameRange(a: Range, b: Range): boolean {
  return (
    a.start.line === b.start.line &&
    a.start.character === b.start.character &&
    a.end.line === b.end.line &&
    a.end.character === b.end.character
  );
}

/**
 * "Rename /pet to /pets and 1 more path, with 2 $refs": the singular segment a finding underlines becomes `pluralOf`
 * of it (the plural its message names) in every path that has that segment, with the local `$ref`s into those paths,
 * as path-no-verbs renames a verb. Nothing when a renamed path is taken or a key cannot be rewritten cleanly.
 */
export function pluralRenameFix(pluralOf: (segment: string) => string): Fixer {
  return (ctx) => {
    const { model, finding } = ctx;
    const item = model.paths.find((p) => p.pointer === finding.pointer);
    if (!item) return [];
    const seg = item.resourceSegments.find((s) => {
      const start = s.kind === 'static' ? pathKeyOffset(model, item, s.start) : undefined;
      return start !== undefined && sameRange(ctx.doc.rangeOf({ start, end: start + s.end - s.start }), finding.range);
    });
    if (!seg) return [];
    const plural = pluralOf(seg.text);
    if (plural === seg.text) return [];
    const renames = new Map<string, string>();
    for (const other of model.paths) {
      const hit = other.resourceSegments.find((x) => x.kind === 'static' && x.text === seg.text);
      if (hit) renames.set(other.path, other.path.slice(0, hit.start) + plural + other.path.slice(hit.end));
    }
    const plan = newPlan(ctx);
    const done = renamePaths(plan, model, renames);
    if (!done) return [];
    const more = renames.size > 1 ? ` and ${renames.size - 1} more path${renames.size > 2 ? 's' : ''}` : '';
    const refs = done.refs ? `, with ${done.refs} $ref${done.refs > 1 ? 's' : ''}` : '';
    return planFix(ctx, plan, `Rename ${item.path} to ${renames.get(item.path)}${more}${refs}`, { isPreferred: true });
  };
}
