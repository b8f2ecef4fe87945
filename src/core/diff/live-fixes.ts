import { splitPointer } from '../document/pointer';
import { isRef } from '../document/refs';
import { EditPlan } from '../fixes/edit-plan';
import { isObj } from '../fixes/emit';
import { detectStyle } from '../fixes/style';
import type { Fix } from '../fixes/types';
import type { ApiModel } from '../openapi/model';
import type { Finding } from '../rules/types';
import { codeSpan } from './code-span';

/** The removals of an operation that break clients; their client-safe form is the operation kept, deprecated. */
const OPERATION_REMOVED = new Set(['api-removed-without-deprecation', 'api-removed-before-sunset']);

/** A request property clients must now send; its client-safe form is the property optional. */
const NEWLY_REQUIRED = new Set(['new-required-request-property', 'request-property-became-required']);

/** Makes a request property required in the revision optional again (its name out of the schema's `required`). */
function optionalFix(rev: ApiModel, f: Finding): Fix[] {
  let tokens: string[];
  try {
    tokens = splitPointer(f.pointer);
  } catch {
    return [];
  }
  const name = tokens[tokens.length - 1];
  if (tokens.length < 3 || tokens[tokens.length - 2] !== 'properties') return [];
  let schema: unknown = rev.doc.root;
  for (const t of tokens.slice(0, -2)) {
    const step = isObj(schema) || Array.isArray(schema) ? (schema as Record<string, unknown>)[t] : undefined;
    schema = isRef(step) ? rev.deref(step) : step;
  }
  if (!isObj(schema) || !isObj(schema.properties) || !Object.hasOwn(schema.properties, name)) return [];
  const required = schema.required;
  const at = Array.isArray(required) ? required.indexOf(name) : -1;
  if (!Array.isArray(required) || at < 0) return [];
  const plan = new EditPlan(rev.doc, detectStyle(rev.doc.text, rev.doc.format));
  const done = required.length > 1 ? plan.removeItems(required, [at]) : plan.removeEntry(schema, 'required');
  return done ? asFix(rev, plan, `Make ${codeSpan(name)} optional (clients that do not send it keep working)`) : [];
}

/** A plan's edits as one preferred quick fix on the revision; nothing when they cannot be written. */
function asFix(rev: ApiModel, plan: EditPlan, title: string): Fix[] {
  const edits = plan.edits();
  if (!edits || edits.length === 0) return [];
  return [
    {
      title,
      kind: 'quickfix',
      isPreferred: true,
      edits: edits.map((e) => ({ uri: rev.doc.uri, span: e.span, range: rev.doc.rangeOf(e.span), newText: e.newText })),
    },
  ];
}

/**
 * The client-safe form of a breaking change, as a quick fix on the revision: a removed operation put back as the base
 * had it, with `deprecated: true` (its removal can then follow its sunset); a request property made required, optional. `f` is the finding as the diff gave it
 * (its pointer in the base), `placedAt` the revision pointer it is shown at. Nothing when there is no such form.
 */
export function clientSafeFixes(base: ApiModel, rev: ApiModel, f: Finding, placedAt: string): Fix[] {
  if (NEWLY_REQUIRED.has(f.rule)) return optionalFix(rev, f);
  if (!OPERATION_REMOVED.has(f.rule)) return [];
  const op = base.paths.flatMap((p) => p.operations).find((o) => o.pointer === f.pointer);
  const item = rev.paths.find((p) => p.pointer === placedAt);
  if (!op || !item || item.node[op.method] !== undefined) return [];
  const plan = new EditPlan(rev.doc, detectStyle(rev.doc.text, rev.doc.format));
  const { deprecated: _, ...rest } = op.node;
  if (!plan.set(item.node, [op.method], { ...rest, deprecated: true })) return [];
  return asFix(
    rev,
    plan,
    `Restore ${codeSpan(`${op.method.toUpperCase()} ${op.path.path}`)} as deprecated (its clients keep working)`,
  );
}
