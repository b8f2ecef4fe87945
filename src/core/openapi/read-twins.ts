import type { ApiModel, Operation } from './model';
import { isSuccessStatus } from './bodies';
import { isPluralWord } from './words/inflection';
import { splitWords } from './words/identifiers';

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

/** First words of an operationId that read: `listUsers`, `searchOrders`, `getUsersList`. */
const READ_WORDS = new Set(['list', 'search', 'find', 'query', 'get', 'fetch', 'read', 'retrieve']);
/** First words that read only with a plural or `list`, `all`, `bulk` behind them (`getUsers`; `getToken` obtains one). */
const GETTERS = new Set(['get', 'fetch', 'read', 'retrieve']);
/** Words of an operationId that write (`getOrCreateUser`). */
const WRITE_WORDS = new Set(['create', 'add', 'update', 'upsert', 'set', 'save', 'insert', 'new']);
/** Last words of the service or controller an operationId may open with (`QueryService_FindTraces`). */
const SERVICE_WORDS = new Set(['service', 'controller', 'api']);

/**
 * True for a POST that reads and creates nothing: its path's GET again (`readTwins`), or one whose operationId or
 * summary says it reads several (Focalboard's `POST /users`, `getUsersList`, "Returns a user[]"; `searchOrders`,
 * `listJobs`; Kapua's "Get the Assets Definitions of a single Device filtered").
 */
export function readsByPost(model: ApiModel, op: Operation): boolean {
  if (readTwins(model).has(op)) return true;
  if (searchesBelow(model, op)) return true;
  const id = op.node.operationId;
  if (typeof id === 'string' && saysReadsSeveral(methodWords(id.slice(0, 100)))) return true;
  // The summary in the same words (Kapua's `deviceAssetListFiltered`: "Get the Assets Definitions of a single Device
  // filtered", a filter in its body): its first sentence, lower-cased.
  const summary = op.node.summary;
  if (typeof summary !== 'string') return false;
  const sentence = summary
    .trim()
    .slice(0, 200)
    .split(/[.:;\n(]/)[0];
  return saysReadsSeveral((sentence.match(/[A-Za-z]+/g) ?? []).map((w) => w.toLowerCase()));
}

/** True for words that open with a read (`list`, `search`; `get` only of a plural, `list`, `all`) and never write. */
function saysReadsSeveral(words: readonly string[]): boolean {
  if (!READ_WORDS.has(words[0] ?? '') || words.some((w) => WRITE_WORDS.has(w))) return false;
  return (
    !GETTERS.has(words[0]) ||
    words.slice(1).some((w) => w === 'list' || w === 'all' || w === 'bulk' || (w.length > 3 && isPluralWord(w)))
  );
}

/**
 * The words of an operationId's method, after the service or controller it may open with (gRPC gateway's
 * `QueryService_FindTracesPost`, ASP.NET's `UsersController.GetAll`): `find traces post`, `get all`.
 */
function methodWords(id: string): string[] {
  const cut = Math.max(id.lastIndexOf('_'), id.lastIndexOf('.'));
  if (cut > 0) {
    const owner = splitWords(id.slice(0, cut));
    if (SERVICE_WORDS.has((owner[owner.length - 1] ?? '').toLowerCase())) id = id.slice(cut + 1);
  }
  return splitWords(id).map((w) => w.toLowerCase());
}

/** Segments that open a search of what follows (`/search/things`, `/query/users`). */
const SEARCH_SEGMENTS = new Set(['search', 'query', 'find']);

/**
 * True for a POST on a path below a `search` segment with no member path below it (Eclipse Ditto's
 * `POST /api/2/search/things`, "Search for things", a filter in its body): it sends a query and creates nothing. A path
 * whose members are addressed below it (`POST /search/jobs` beside `/search/jobs/{sid}`) creates them.
 */
function searchesBelow(model: ApiModel, op: Operation): boolean {
  const segs = op.path.resourceSegments;
  if (segs.length < 2 || segs[segs.length - 1].kind !== 'static') return false;
  if (!segs.slice(0, -1).some((s) => s.kind === 'static' && SEARCH_SEGMENTS.has(s.text.toLowerCase()))) return false;
  const below = `${op.path.path}/{`;
  return !model.paths.some((p) => p.path.startsWith(below));
}
