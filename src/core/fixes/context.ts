import type { SourceDocument } from '../document/types';
import type { ApiModel, Operation } from '../openapi/model';
import type { Finding, Rule } from '../rules/types';
import { EditPlan } from './edit-plan';
import type { TextStyle } from './style';
import type { ContractChange, Fix } from './types';

/** What a rule's fixer works from: the finding, the model of the document it is in, and the document's style. */
export interface FixContext {
  finding: Finding;
  model: ApiModel;
  doc: SourceDocument;
  style: TextStyle;
  /** Every rule, for fixes that do several rules' work at once (e.g. "add all missing error responses"). */
  rules: readonly Rule[];
}

/** A fixer for one rule's findings: zero or more fixes, best first. */
export type Fixer = (ctx: FixContext) => Fix[];

/** Every fix of several fixers, in order. */
export function allFixes(...fixers: Fixer[]): Fixer {
  return (ctx) => fixers.flatMap((f) => f(ctx));
}

/** A fresh plan of edits to the context's document. */
export function newPlan(ctx: FixContext): EditPlan {
  return new EditPlan(ctx.doc, ctx.style);
}

/** The plan's edits as a fix, or nothing when a change cannot be written cleanly. */
export function planFix(
  ctx: FixContext,
  plan: EditPlan,
  title: string,
  opts: { isPreferred?: boolean; fixAllSafe?: boolean; changes?: ContractChange[] } = {},
): Fix[] {
  const edits = plan.edits();
  if (!edits || edits.length === 0) return [];
  return [
    {
      title,
      kind: 'quickfix',
      edits: edits.map((e) => ({ uri: ctx.doc.uri, span: e.span, range: ctx.doc.rangeOf(e.span), newText: e.newText })),
      ...(opts.isPreferred ? { isPreferred: true } : {}),
      ...(opts.fixAllSafe ? { fixAllSafe: true } : {}),
      ...(opts.changes?.length ? { changes: opts.changes } : {}),
    },
  ];
}

const memos = new WeakMap<ApiModel, Map<string, unknown>>();

/**
 * What `make` finds in the model, found once per model: a fix-all builds the fixes of hundreds of findings of one
 * model, each of which looks for the same things (shared components, `$ref`s, operations; GitHub's spec: 674
 * findings, 1.5 s of fixes before).
 */
export function perModel<T>(model: ApiModel, key: string, make: () => T): T {
  let map = memos.get(model);
  if (!map) memos.set(model, (map = new Map()));
  if (!map.has(key)) map.set(key, make());
  return map.get(key) as T;
}

/** The model's operations by pointer. */
export function operationsByPointer(model: ApiModel): ReadonlyMap<string, Operation> {
  return perModel(model, 'operations-by-pointer', () => new Map(model.operations.map((o) => [o.pointer, o])));
}

/** The operation whose pointer is `pointer` or holds it (`/paths/~1pets/get/responses` is in GET /pets). */
export function operationAt(model: ApiModel, pointer: string): Operation | undefined {
  const ops = operationsByPointer(model);
  for (let p = pointer; p.length > 0; p = p.slice(0, p.lastIndexOf('/'))) {
    const op = ops.get(p);
    if (op) return op;
  }
  return undefined;
}

/** The operation a finding is about (its pointer is the operation's or inside it), when it is written in the context's document. */
export function operationOf(ctx: FixContext): Operation | undefined {
  const op = operationAt(ctx.model, ctx.finding.pointer);
  return op && ctx.doc.locate(op.node) ? op : undefined;
}
