import type { ApiModel, Operation } from './model';
import { isSuccessStatus } from './bodies';

/** The read twins of each model, decided once. */
const cache = new WeakMap<ApiModel, ReadonlySet<Operation>>();

/**
 * The POSTs that are their path's GET again, by POST: no request body, the same parameters as the GET, and either
 * the same success answer (handwrytten's `POST /giftCards/view`, "Lists information on gift cards" like its GET) or
 * an API whose POSTs mirror its GETs (Etherpad's HTTP API takes every call by GET or POST with the same query
 * parameters: `POST /padUsers` lists a pad's users). Such a POST reads; it creates nothing. A bodiless,
 * parameterless POST beside a GET that answers otherwise is a create whose body the API does not document
 * (drchrono's `POST /api/patients`): `body-required`'s finding.
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
  // What the operation's successes answer, by status and media type: the schemas as written (a `$ref` compares as
  // its target's name). Empty when no success describes a body.
  const answer = (op: Operation) => {
    const bodies = op.responses
      .filter((r) => isSuccessStatus(r.status))
      .flatMap((r) => r.content.filter((m) => m.schema !== undefined).map((m) => [r.status, m.name, m.node?.schema]));
    return bodies.length ? JSON.stringify(bodies) : '';
  };
  const posts = model.operations.filter((op) => op.method === 'post');
  const mirrors: Operation[] = [];
  const same: Operation[] = [];
  for (const op of posts) {
    const get = op.path.operations.find((o) => o.method === 'get');
    if (op.requestBody || !get || names(get) !== names(op)) continue;
    const answers = answer(op);
    if (answers !== '' && answers === answer(get)) same.push(op);
    else if (names(op) !== '') mirrors.push(op);
  }
  const all = [...same, ...mirrors];
  twins = new Set(all.length >= 2 && all.length * 2 >= posts.length ? all : same);
  cache.set(model, twins);
  return twins;
}
