import { plural } from '../../shared/phrasing';
import type { ApiModel, Operation } from '../openapi/model';
import type { RelatedReport, Report, Rule } from './types';
import {
  derefValue,
  describeTypes,
  impliedTypes,
  mergeSchema,
  schemaTypes,
  type MergedSchema,
} from '../openapi/schema';
import { jsonBodies, methodKey, responseFor, statusKey } from '../openapi/bodies';
import { holdsSeveralLists, isWrappedList, wrapsOneList, wrapsOwnNamedPage } from '../openapi/lists';
import { extendedByParam } from '../openapi/path-keys';
import { compactName, splitWords } from '../openapi/words/identifiers';
import { isPluralWord, pluralizeSegment } from '../openapi/words/inflection';
import { isListOperation } from '../openapi/list-reads';
import { answersArray } from '../openapi/list-items';
import { reportByCause } from './helpers/report-by-cause';
import { reportOncePerComponent } from './helpers/once-per-component';

const WANT = 'a list is a JSON array, or an object with a `data` array and a `pagination` object (§4)';

/** One list whose 200 answer is not the conventions' shape: its first flagged body, and the other bodies (media types) of the same answer. */
interface Flagged {
  op: Operation;
  report: Report;
  /** What the answer shares with other lists: what it lacks (`an object without \`pagination\``), `no body`, or its type. */
  cause: string;
  /** The envelope as this list shows it (`{users: […], cursor}`), for the API-level message. */
  shown: string;
  /** The schema the body names when it is a shared component (`/components/schemas/PagedList`). */
  component?: { pointer: string; node: object };
  others: RelatedReport[];
  /**
   * One array under a name of its own that the GET pages (Just Eat's `/customerclaims?limit&offset` answering
   * `{claims: […]}`): a wrapped list on its own, reported only inside the API's shared envelope finding, where it
   * is that envelope (ShipEngine's `{carriers: […], errors}` lists, paged or not). Also set on a list whose members
   * sit under the collection's own name where most of the API's lists do (Hetzner's `{datacenters: […]}`).
   */
  paged?: boolean;
}

/**
 * GET on a collection path whose 200 response is neither a JSON array nor a wrapped list; watch and stream endpoints
 * are not lists. An envelope most lists share (`{data, page, pages, results}`, `{object: "list", data}`) is the
 * API's decision: one finding at `/paths` with every list related, and per list only the departures from it.
 */
export const listResponseShape: Rule = {
  id: 'list-response-shape',
  defaultSeverity: 'warning',
  section: '§4',
  description:
    'The 200 response of a collection GET is neither a JSON array nor a wrapped list (an envelope most lists share: one finding for the API).',
  check({ model, report }) {
    const lists: Operation[] = [];
    const flagged: Flagged[] = [];
    let ownNamed = 0;
    let ownNamedPaged = 0;
    let bareArrays = 0;
    for (const op of model.operations) {
      // A report below an aggregation (motaword.com's `/stats/projects`), a lookup or a download is no list to wrap.
      if (!isListOperation(model, op) || !responseFor(op, '200')) continue;
      lists.push(op);
      const f = flag(model, op);
      if (f) flagged.push(f);
      else if (answersArray(model, op)) bareArrays++;
      if (!membersUnderOwnName(model, op)) continue;
      ownNamed++;
      if (!f) ownNamedPaged++;
    }
    // Most lists hold their members under the collection's own name, and some of them beside page data (Hetzner's
    // `{actions: […], meta: {pagination}}`): that is the API's envelope, and a list in it without page data
    // (`{datacenters: […]}`) is a list all the same, not a departure of its own.
    if (ownNamedPaged > 0 && ownNamed * 2 >= lists.length)
      for (const f of flagged) if (!f.paged && membersUnderOwnName(model, f.op)) f.paged = true;
    // Where most lists are wrapped lists the API's envelope holds (Velo's `{content: […], page}`, Spotify's `{items:
    // […], total, next}`) and more of them than answer bare arrays, a list holding its one array under the
    // collection's own name (`GET /v2/currencies` answering `{currencies: […]}`) is one more wrapped list, no
    // departure; among bare arrays (CircleCI's `{tests: […]}`) it stays one, and so it does where such lists are half
    // of the API's and their envelope is its decision (ShipEngine's `{carriers: […], errors}`).
    const wrappedLists = lists.length - flagged.length - bareArrays;
    const wraps = wrappedLists > bareArrays && flagged.length * 2 < lists.length;
    // The envelope most lists answer (SigNoz's `{status, data}`, its `data` an array on some lists and a page object on
    // others) is the API's decision even where only some of its lists are flagged inside it: the cause they share.
    const envelopes = new Map<string, number>();
    for (const op of lists) {
      const key = envelopeKey(model, op);
      if (key) envelopes.set(key, (envelopes.get(key) ?? 0) + 1);
    }
    // Only where what the flagged lists lack is no decision of its own (goatcounter's lists without `data`, most of them).
    const byLack = new Map<string, number>();
    for (const f of flagged) byLack.set(f.cause, (byLack.get(f.cause) ?? 0) + 1);
    const lackDecides = [...byLack.values()].some((n) => n >= 2 && n * 2 >= lists.length);
    const sharedEnvelope = (f: Flagged) => {
      const key = lackDecides ? undefined : envelopeKey(model, f.op);
      return key && envelopes.get(key)! * 2 >= lists.length ? key : undefined;
    };
    reportByCause(model, report, {
      applies: lists.length,
      covers: (cause) => (cause.startsWith(ENVELOPE) ? (envelopes.get(cause.slice(ENVELOPE.length)) ?? 0) : 0),
      flagged: wraps ? flagged.filter((f) => !membersUnderOwnName(model, f.op)) : flagged,
      cause: (f) => {
        const key = sharedEnvelope(f);
        return key ? ENVELOPE + key : f.cause;
      },
      single: (f) => (f.others.length ? { ...f.report, related: f.others } : f.report),
      others: (rest) =>
        reportOncePerComponent(
          rest.filter((f) => !f.paged).map((f) => ({ report: f.report, others: f.others, place: listPlace(f.op) })),
          report,
          {
            relateAll: false,
            note: (uses) =>
              `The same shared component answers ${plural(uses - 1, 'other list', 'other lists')} (listed as related).`,
          },
        ),
      related: (f) => ({ pointer: f.report.pointer, at: f.report.at, message: `GET ${f.op.path.path}` }),
      shared: (_, places) => {
        const first = places.find((p) => p.shown.includes('[…]')) ?? places[0];
        const component = first.component;
        const one = component && places.every((p) => p.component?.pointer === component.pointer);
        const what = first.cause === 'no body' ? 'declare no body' : `answer ${first.cause}`;
        const key = sharedEnvelope(first);
        const example = first.cause === 'no body' || key ? '' : ` answers ${first.shown}`;
        const within = key
          ? ` inside the envelope \`{${key.split('\u0000').join(', ')}}\` that ${envelopes.get(key)} of ${lists.length} lists answer`
          : '';
        return {
          message: `${places.length} of ${lists.length} lists ${what}${within} (e.g. GET ${first.op.path.path}${example}): the API's own list envelope, reported once here rather than on every list; ${WANT}.`,
          ...(one ? { pointer: component.pointer, at: { node: component.node } } : {}),
        };
      },
    });
  },
};

/** The prefix of a cause that is a shared envelope (its property names follow). */
const ENVELOPE = 'envelope\u0000';

/**
 * The property names of a list's 200 JSON object body, sorted and joined by NUL (`data\0status`), when it has two or
 * more: the envelope the list answers, whatever its properties hold. `undefined` for an array or a one-property body.
 */
function envelopeKey(model: ApiModel, op: Operation): string | undefined {
  const response = responseFor(op, '200');
  if (!response) return undefined;
  for (const body of jsonBodies(model, op, response)) {
    const merged = mergeSchema(model, body.schema, body.pointer);
    if (!merged || !impliedTypes(merged)?.has('object')) continue;
    const names = [...merged.properties.keys()].sort();
    return names.length >= 2 ? names.join('\u0000') : undefined;
  }
  return undefined;
}

/** A list as a related place: its method key, labelled `GET /users`. */
function listPlace(op: Operation): RelatedReport {
  return { pointer: op.pointer, at: methodKey(op), message: `GET ${op.path.path}` };
}

/** The finding for one list whose 200 answer is not an array or a `{data, pagination}` object; `undefined` when it is. */
function flag(model: ApiModel, op: Operation): Flagged | undefined {
  const response = responseFor(op, '200');
  // A 200 whose `$ref` cannot be followed answers something unknown: `unresolved-ref` tells it.
  if (!response || response.unreadable) return undefined;
  const label = `GET ${op.path.path}`;
  if (response.content.length === 0) {
    // Without a body, only the path says it lists. A plural noun read below a singular static segment, with no
    // member path below it and no create (NaviPlan's `/api/Password/PasswordRequirements`), is a part of that
    // singleton, one document as far as the spec tells; its gap is the missing schema, not a list's shape.
    // Runscope's `/buckets/{bucketKey}/errors` (below a member) stays a list.
    if (!structurallyCollection(model, op) && belowSingleton(op)) return undefined;
    const message = `${label} lists a collection, but its ${response.status} response declares no body; ${WANT}.`;
    return {
      op,
      report: { message, pointer: response.pointer, at: statusKey(response) },
      cause: 'no body',
      shown: '',
      others: [],
    };
  }
  const last = op.path.resourceSegments.filter((s) => s.kind === 'static').pop();
  const own = last && compactName(last.text);
  let out: Flagged | undefined;
  for (const body of jsonBodies(model, op, response)) {
    const merged = mergeSchema(model, body.schema, body.pointer);
    if (!merged) continue;
    const types = impliedTypes(merged);
    if (!types || types.has('array')) continue;
    const missing = ['data', 'pagination'].filter((k) => !merged.properties.has(k));
    if (types.has('object') && missing.length === 0) continue;
    // A `data` of no declared type (Cosmos's shared `{status, data: {}}`) may hold the page itself (`{items,
    // pagination}`): the spec does not say what the list answers, so there is no shape to judge.
    if (types.has('object') && missing.length === 1 && untypedData(model, merged)) continue;
    // A wrapped list (RULES.md "list answer": Postmark's `{Bounces: […], TotalCount}`, JSON:API's `{data: […],
    // links}`) is a list; how its envelope departs from `{data, pagination}` is pagination-wrapper-shape's concern.
    if (types.has('object') && isWrappedList(model, merged)) continue;
    // One of a list and another answer (zoho CRM's `oneOf: [ResponseWrapper, APIException]`, failures reported in a
    // 200) answers the list when it succeeds.
    if (oneAlternativeLists(model, body.schema)) continue;
    // The collection's own array beside page properties is a page of it, whatever other arrays sit beside them.
    if (types.has('object') && own && wrapsOwnNamedPage(model, merged, own)) continue;
    // Several arrays side by side are one document of several lists (Jellyfin's `/Items/Filters`), no list.
    if (types.has('object') && holdsSeveralLists(model, merged)) continue;
    if (out) {
      out.others.push({ pointer: body.pointer, at: body.at, message: `${label} (${body.media.name})` });
      continue;
    }
    const is = types.has('object')
      ? `an object without ${missing.map((k) => `\`${k}\``).join(' and ')}`
      : describeTypes(types);
    const message = `${label} lists a collection, but its ${response.status} ${body.media.name} body is ${is}; ${WANT}.`;
    const envelope = types.has('object') ? envelopeOf(model, merged) : '';
    out = {
      op,
      report: { message, pointer: body.pointer, at: body.at },
      cause: is,
      shown: envelope || is,
      component:
        merged.pointer.startsWith('/components/') || merged.pointer.startsWith('/definitions/')
          ? { pointer: merged.pointer, node: merged.node }
          : undefined,
      others: [],
      paged: types.has('object') && wrapsOneList(model, op, merged),
    };
  }
  return out;
}

/** True for a body whose `data` property declares no type (`data: {}`, a `$ref` to such a schema). */
function untypedData(model: ApiModel, merged: MergedSchema): boolean {
  const data = merged.properties.get('data');
  const inner = data && mergeSchema(model, data.schema, data.pointer);
  return !!inner && impliedTypes(inner) === undefined && !inner.items;
}

/**
 * True when a list's 200 JSON body is an object whose one array sits under the collection's own name (the path's
 * last static segment or its plural, compared without case, `_` and `-`): `GET /datacenters` answering
 * `{datacenters: […]}`, `GET /api_key` answering `{api_keys: […]}`.
 */
function membersUnderOwnName(model: ApiModel, op: Operation): boolean {
  const response = responseFor(op, '200');
  const last = op.path.resourceSegments.filter((s) => s.kind === 'static').pop();
  if (!response || !last) return false;
  // A singular path names its collection all the same: Datadog v1's `GET /api/v1/api_key` answers `{api_keys: […]}`.
  const names = new Set([compactName(last.text), compactName(pluralizeSegment(last.text))]);
  return jsonBodies(model, op, response).some((body) => {
    const merged = mergeSchema(model, body.schema, body.pointer);
    if (!merged || merged.properties.has('id')) return false;
    const arrays = [...merged.properties].filter(([, prop]) => schemaTypes(model, prop.schema)?.has('array'));
    if (arrays.length !== 1) return false;
    // The own name qualified by the resource it belongs to names it too (memos' `GET /users/{user}/views` answering
    // `{memoViews: […]}`, the AIP envelope of `ListMemoViews`).
    const key = compactName(arrays[0][0]);
    return names.has(key) || [...names].some((n) => n.length >= 3 && key.length > n.length && key.endsWith(n));
  });
}

/** How an envelope looks, for a message: `{users: […], cursor}` (at most eight property names). */
function envelopeOf(model: ApiModel, merged: MergedSchema): string {
  const names = [...merged.properties.keys()];
  const isArray = (n: string) => schemaTypes(model, merged.properties.get(n)?.schema)?.has('array') === true;
  const listed = names.slice(0, 8).map((n) => (isArray(n) ? `${n}: […]` : n));
  return `\`{${listed.join(', ')}${names.length > 8 ? ', …' : ''}}\``;
}

/** True for a collection path a member path extends (`/plans` beside `/plans/{id}`) or that takes a create (a POST). */
function structurallyCollection(model: ApiModel, op: Operation): boolean {
  return op.path.operations.some((o) => o.method === 'post') || extendedByParam(model, op);
}

/** True when the segment before the path's last is a static singular noun (`/api/Password/…`): a singleton above it. */
function belowSingleton(op: Operation): boolean {
  const segs = op.path.resourceSegments;
  const before = segs[segs.length - 2];
  if (before?.kind !== 'static') return false;
  const words = splitWords(before.text);
  const word = words[words.length - 1];
  return word !== undefined && !isPluralWord(word);
}

/** True for a `oneOf`/`anyOf` schema one of whose alternatives is a JSON array or a wrapped list. */
function oneAlternativeLists(model: ApiModel, schema: unknown): boolean {
  const s = derefValue(model, schema);
  if (!s || typeof s !== 'object') return false;
  const o = s as Record<string, unknown>;
  return [o.oneOf, o.anyOf].some(
    (alts) =>
      Array.isArray(alts) &&
      alts.some((alt) => {
        const merged = mergeSchema(model, alt);
        const types = merged && impliedTypes(merged);
        return !!merged && !!types && (types.has('array') || (types.has('object') && isWrappedList(model, merged)));
      }),
  );
}
