import type { ApiModel, Operation, PathItem } from './model';

/**
 * The model the convention rules judge: without the operations marked deprecated (`deprecated: true`, `x-deprecated`, `x-release-status`), which an API keeps for
 * old clients beside their replacements (a finding there only repeats the one on the current twin), without OPTIONS
 * operations (CORS preflights and capability probes, whose shape the Fetch standard and HTTP fix, not the API's
 * design: gateways generate one beside every path), and without the paths left with no operation. Path shapes stay
 * as the whole document decided them. Structural rules (section `–`: parse errors, references, schema, examples)
 * still see every operation.
 */
export function currentModel(model: ApiModel): ApiModel {
  if (model.operations.every(judged)) return model;
  const paths: PathItem[] = [];
  for (const p of model.paths) {
    const operations = p.operations.filter(judged);
    if (operations.length === p.operations.length) paths.push(p);
    else if (operations.length > 0) paths.push({ ...p, operations });
  }
  return { ...model, paths, operations: model.operations.filter(judged) };
}

/** True for an operation the convention rules judge: neither deprecated nor an OPTIONS request. */
function judged(op: Operation): boolean {
  return !isDeprecated(op.node) && op.method !== 'options';
}

/**
 * True for an operation marked deprecated: `deprecated: true`, or the vendor marks some APIs use instead
 * (`x-deprecated: true`; Square's `x-release-status: DEPRECATED` on its old singular and verb paths, seed 128).
 */
function isDeprecated(node: Operation['node']): boolean {
  if (node.deprecated === true || node['x-deprecated'] === true) return true;
  const status = node['x-release-status'];
  return typeof status === 'string' && status.toUpperCase() === 'DEPRECATED';
}
