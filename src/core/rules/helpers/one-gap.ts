import type { ApiModel } from '../../openapi/model';
import type { Finding } from '../types';
import { perModel } from '../../fixes/context';

/**
 * Rules whose finding at a place restates the finding another rule makes at the same place (RULES.md "No double
 * reports"): `rule` is silent where `toldBy` reports (at the finding or among its related places). A DELETE on a
 * collection that carries its members in a body (BBC's unfollow) is one defect, the body, which
 * `no-body-on-get-delete` reports and fixes; a parameter typed string whose example is a number (WireMock's
 * `limit: 10`) is one defect, the type, which `list-pagination-params` reports.
 */
const RESTATED: readonly { rule: string; toldBy: string; place: 'operation' | 'parameter' }[] = [
  { rule: 'write-on-collection', toldBy: 'no-body-on-get-delete', place: 'operation' },
  { rule: 'example-valid', toldBy: 'list-pagination-params', place: 'parameter' },
];

/**
 * The operation (`/paths/~1users/get`) or the parameter (`/paths/~1users/get/parameters/0`,
 * `/components/parameters/Limit`) a pointer is at or below, or undefined when it is below none.
 */
function placeOf(pointer: string, kind: 'operation' | 'parameter'): string | undefined {
  const parts = pointer.split('/');
  if (kind === 'parameter') {
    if (parts[1] === 'components' && parts[2] === 'parameters' && parts.length >= 4) return parts.slice(0, 4).join('/');
    if (parts[1] !== 'paths') return undefined;
    const i = parts[3] === 'parameters' ? 3 : parts[4] === 'parameters' ? 4 : -1;
    return i > 0 && parts.length > i + 1 ? parts.slice(0, i + 2).join('/') : undefined;
  }
  return parts[1] === 'paths' && parts.length >= 4 && parts[3] !== 'parameters'
    ? parts.slice(0, 4).join('/')
    : undefined;
}

/** The findings without those another rule already tells at the same place (see `RESTATED`). */
export function withoutRestated<T extends Pick<Finding, 'rule' | 'pointer' | 'related'>>(findings: readonly T[]): T[] {
  const told = new Set<string>();
  for (const f of findings) {
    for (const r of RESTATED) {
      if (r.toldBy !== f.rule) continue;
      for (const pointer of [f.pointer, ...(f.related ?? []).map((x) => x.pointer)]) {
        const place = placeOf(pointer, r.place);
        if (place !== undefined) told.add(`${r.rule}\0${place}`);
      }
    }
  }
  if (told.size === 0) return [...findings];
  return findings.filter((f) =>
    RESTATED.every((r) => {
      if (r.rule !== f.rule) return true;
      const place = placeOf(f.pointer, r.place);
      return place === undefined || !told.has(`${r.rule}\0${place}`);
    }),
  );
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
  return RESPONSE_BODY_SHAPE.has(ruleId) && !documentsSuccessBody(model);
}

/** True when some operation documents a success response with a body; looked for once per model. */
function documentsSuccessBody(model: ApiModel): boolean {
  return perModel(model, 'documents-success-body', () =>
    model.operations.some((op) => op.responses.some((r) => r.status.startsWith('2') && r.content.length > 0)),
  );
}
