// A collection GET that answers one of its members: the installation's only one, named so by the operation.
import type { ApiModel, MediaType, Operation } from './model';
import { describesJson, responseFor } from './bodies';
import { pagingOf } from './paging-params';
import { pathSkeleton } from './path-keys';
import { splitWords } from './words/identifiers';
import { singularize } from './words/inflection';

/**
 * True for a collection GET that answers one member, not a list: its 200 JSON body is the named schema its member path
 * reads or writes, it takes no paging parameter, and its operationId names the member in the singular, never the
 * collection (OpenHospital's `GET /hospitals`, `getHospital`, answers the installation's one `HospitalDTO`, the body
 * `PUT /hospitals/{code}` takes). A paged GET (Meraki's "List the clients" answering one client object) or one named
 * after the collection (`getHospitals`, `listHospitals`) still lists, its schema misdocumented.
 */
export function answersOneMember(model: ApiModel, op: Operation): boolean {
  const segs = op.path.resourceSegments;
  const last = segs[segs.length - 1];
  const id = typeof op.node.operationId === 'string' ? op.node.operationId.slice(0, 100) : undefined;
  if (!id || last?.kind !== 'static') return false;
  const noun = singularize(last.text.toLowerCase());
  const words = splitWords(id).map((w) => w.toLowerCase());
  if (noun === last.text.toLowerCase() || !words.includes(noun) || words.includes(last.text.toLowerCase()))
    return false;
  const paging = pagingOf(model, op);
  if (paging.position.length > 0 || paging.size.length > 0) return false;
  const ok = responseFor(op, '200');
  const answered = new Set(ok ? ok.content.map((m) => namedSchema(m)) : []);
  answered.delete(undefined);
  if (answered.size === 0) return false;
  const prefix = pathSkeleton(segs);
  return model.paths.some((p) => {
    const below = p.resourceSegments;
    if (p.shape !== 'member' || below.length !== segs.length + 1 || pathSkeleton(below.slice(0, -1)) !== prefix)
      return false;
    return p.operations.some((o) => {
      const media =
        o.method === 'get'
          ? (responseFor(o, '200')?.content ?? [])
          : o.method === 'delete'
            ? []
            : (o.requestBody?.content ?? []);
      return media.some((m) => answered.has(namedSchema(m)));
    });
  });
}

/**
 * The schema of a JSON media type: the model follows `$ref`s to the one object they name, so two media types that
 * refer to the same named schema hold the same object.
 */
function namedSchema(media: MediaType): object | undefined {
  return describesJson(media) ? media.schema : undefined;
}
