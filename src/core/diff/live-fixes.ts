import { EditPlan } from '../fixes/edit-plan';
import { detectStyle } from '../fixes/style';
import type { Fix } from '../fixes/types';
import type { ApiModel } from '../openapi/model';
import type { Finding } from '../rules/types';

/** The removals of an operation that break clients; their client-safe form is the operation kept, deprecated. */
const OPERATION_REMOVED = new Set(['api-removed-without-deprecation', 'api-removed-before-sunset']);

/**
 * The client-safe form of a breaking change, as a quick fix on the revision: a removed operation put back as the base
 * had it, with `deprecated: true` (its removal can then follow its sunset). `f` is the finding as the diff gave it
 * (its pointer in the base), `placedAt` the revision pointer it is shown at. Nothing when there is no such form.
 */
export function clientSafeFixes(base: ApiModel, rev: ApiModel, f: Finding, placedAt: string): Fix[] {
  if (!OPERATION_REMOVED.has(f.rule)) return [];
  const op = base.paths.flatMap((p) => p.operations).find((o) => o.pointer === f.pointer);
  const item = rev.paths.find((p) => p.pointer === placedAt);
  if (!op || !item || item.node[op.method] !== undefined) return [];
  const plan = new EditPlan(rev.doc, detectStyle(rev.doc.text, rev.doc.format));
  const { deprecated: _, ...rest } = op.node;
  if (!plan.set(item.node, [op.method], { ...rest, deprecated: true })) return [];
  const edits = plan.edits();
  if (!edits || edits.length === 0) return [];
  return [
    {
      title: `Restore \`${op.method.toUpperCase()} ${op.path.path}\` as deprecated (its clients keep working)`,
      kind: 'quickfix',
      isPreferred: true,
      edits: edits.map((e) => ({ uri: rev.doc.uri, span: e.span, range: rev.doc.rangeOf(e.span), newText: e.newText })),
    },
  ];
}
