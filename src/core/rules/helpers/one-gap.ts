import type { ApiModel } from '../../openapi/model';
import type { Finding } from '../types';

/**
 * Rules whose finding on an operation restates the finding another rule makes on the same operation (RULES.md "No
 * double reports"): `rule` is silent where `toldBy` reports. A DELETE on a collection that carries its members in a
 * body (BBC's unfollow) is one defect, the body, which `no-body-on-get-delete` reports and fixes.
 */
const RESTATED: readonly { rule: string; toldBy: string }[] = [
  { rule: 'write-on-collection', toldBy: 'no-body-on-get-delete' },
];

/** The operation a pointer is at or below (`/paths/~1users/get`), or undefined for one that is not. */
function operationOf(pointer: string): string | undefined {
  const parts = pointer.split('/');
  return parts[1] === 'paths' && parts.length >= 4 ? parts.slice(0, 4).join('/') : undefined;
}

/** The findings without those another rule already tells at the same operation (see `RESTATED`). */
export function withoutRestated<T extends Pick<Finding, 'rule' | 'pointer'>>(findings: readonly T[]): T[] {
  const told = new Set<string>();
  for (const f of findings) {
    const op = operationOf(f.pointer);
    if (op !== undefined) told.add(`${f.rule}\0${op}`);
  }
  return findings.filter((f) => {
    const op = operationOf(f.pointer);
    return op === undefined || !RESTATED.some((r) => r.rule === f.rule && told.has(`${r.toldBy}\0${op}`));
  });
}

/** Rules about the shape of response bodies: what they would say of an API that documents none is that sparsity. */
const RESPONSE_BODY_SHAPE = new Set(['list-response-shape', 'member-response-object', 'pagination-wrapper-shape']);

/**
 * True when the rule judges the shape of response bodies and the API documents no success response body anywhere
 * (FishEye/Crucible's 113 responses are descriptions only; error bodies do not count, the shape rules judge success
 * bodies): the gap is the spec's sparsity, which no catalogue rule
 * owns, and telling it per list (or once as "the API's own list envelope") is noise.
 */
export function silentForSparsity(ruleId: string, model: ApiModel): boolean {
  return (
    RESPONSE_BODY_SHAPE.has(ruleId) &&
    !model.operations.some((op) => op.responses.some((r) => r.status.startsWith('2') && r.content.length > 0))
  );
}
