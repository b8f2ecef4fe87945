import type { ApiModel, Operation } from './model';

/** The read twins of each model, decided once. */
const cache = new WeakMap<ApiModel, ReadonlySet<Operation>>();

/**
 * The POSTs of an API whose POSTs mirror its GETs (Etherpad's HTTP API: every call takes GET and POST alike, with the
 * same query parameters): a POST without a request body on a path whose GET takes the same (some) parameters is that read
 * again, by POST, not a create (`POST /padUsers` lists a pad's users). Only when such twins are at least half of the
 * API's POSTs: elsewhere a bodiless POST beside a GET is a create whose body is missing, `body-required`'s finding.
 */
export function readTwins(model: ApiModel): ReadonlySet<Operation> {
  let twins = cache.get(model);
  if (twins) return twins;
  const names = (op: Operation) =>
    op.parameters
      .filter((p) => p.in !== 'header' && p.in !== 'cookie')
      .map((p) => `${p.in}:${p.name}`)
      .sort()
      .join('\n');
  const posts = model.operations.filter((op) => op.method === 'post');
  const found = posts.filter((op) => {
    if (op.requestBody) return false;
    const get = op.path.operations.find((o) => o.method === 'get');
    // The call's input in the same parameters both ways; with none at all it may as well be a create whose body the
    // API does not document (drchrono's `POST /api/patients` beside `GET /api/patients`).
    return get !== undefined && names(op) !== '' && names(get) === names(op);
  });
  twins = found.length >= 2 && found.length * 2 >= posts.length ? new Set(found) : new Set();
  cache.set(model, twins);
  return twins;
}
