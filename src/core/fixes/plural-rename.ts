import type { Fixer } from './context';
import { pathKeyOffset, renameSegmentFix, underlines } from './rename-path';

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
      return start !== undefined && underlines(ctx, start, s.end - s.start);
    });
    if (!seg) return [];
    const plural = pluralOf(seg.text);
    if (plural === seg.text) return [];
    return renameSegmentFix(ctx, item, seg.text, plural);
  };
}
