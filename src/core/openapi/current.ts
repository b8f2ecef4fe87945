import type { ApiModel, PathItem } from './model';

/**
 * The model the convention rules judge: without the operations marked `deprecated: true`, which an API keeps for
 * old clients beside their replacements (a finding there only repeats the one on the current twin), and without
 * the paths left with no operation. Path shapes stay as the whole document decided them. Structural rules
 * (section `–`: parse errors, references, schema, examples) still see every operation.
 */
export function currentModel(model: ApiModel): ApiModel {
  if (!model.operations.some((op) => op.node.deprecated === true)) return model;
  const paths: PathItem[] = [];
  for (const p of model.paths) {
    const operations = p.operations.filter((op) => op.node.deprecated !== true);
    if (operations.length === p.operations.length) paths.push(p);
    else if (operations.length > 0) paths.push({ ...p, operations });
  }
  return { ...model, paths, operations: model.operations.filter((op) => op.node.deprecated !== true) };
}
