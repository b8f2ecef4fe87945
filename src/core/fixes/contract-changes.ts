import { movedPathChangeId } from '../diff/operations';
import { detectStrategy, operationVersion, serverVersion } from '../diff/versioning';
import type { ApiModel, Operation, PathItem } from '../openapi/model';
import { perModel } from './context';
import type { ContractChange } from './types';

/** The change `id` made to an operation, with the version of the API whose clients it concerns (the diff's). */
export function operationChange(model: ApiModel, id: string, op: Operation): ContractChange {
  const version = operationVersion(
    op,
    perModel(model, 'version-strategy', () => detectStrategy(model)),
    perModel(model, 'version-server', () => serverVersion(model)),
  );
  return version === undefined ? { id } : { id, version };
}

/**
 * The change a rename makes to a path it moves, as the diff names it (renamed when its operations have ids to
 * follow, else removed), with the version of the API whose clients it concerns.
 */
export function movedPathChange(model: ApiModel, path: PathItem): ContractChange {
  const strategy = perModel(model, 'version-strategy', () => detectStrategy(model));
  const id = movedPathChangeId(path, new Date().toISOString().slice(0, 10));
  const server = perModel(model, 'version-server', () => serverVersion(model));
  const version = path.operations.map((o) => operationVersion(o, strategy, server)).find((v) => v !== undefined);
  return version === undefined ? { id } : { id, version };
}

/** The changes renaming paths (`from` → `to`) makes: one per path it moves. */
export function renameChanges(model: ApiModel, renames: ReadonlyMap<string, string>): ContractChange[] {
  return model.paths.filter((p) => renames.has(p.path)).map((p) => movedPathChange(model, p));
}

/** The changes requiring authentication globally makes: every operation without its own `security` now asks for it. */
export function securedChanges(model: ApiModel): ContractChange[] {
  const byVersion = new Map<string | undefined, ContractChange>();
  for (const op of model.operations) {
    if (op.securitySource === 'operation') continue;
    const change = operationChange(model, 'api-security-added', op);
    byVersion.set(change.version, change);
  }
  return [...byVersion.values()];
}
