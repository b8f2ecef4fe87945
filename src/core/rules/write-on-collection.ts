import type { Parameter, PathItem } from '../openapi/model';
import { prefixesFollowedByParam } from '../openapi/path-prefixes';
import { pathSkeleton } from '../openapi/path-keys';
import { lastWord, splitWords } from '../openapi/words/identifiers';
import { isPluralWord, singularize } from '../openapi/words/inflection';
import { removesOneOf } from '../openapi/words/removals';
import type { Report, Rule } from './types';
import { reportByCause } from './helpers/report-by-cause';
import { reportBySiblings } from './helpers/siblings';
import { replacedAsDocument, replacesValueSet } from '../openapi/documents';
import { upsertsOneMember } from './helpers/upsert';

const WRITES = new Set(['put', 'patch', 'delete']);

/** One write on a collection: its method (or `DELETE one`, a delete of one member), the operation, and its finding. */
interface Flagged {
  method: string;
  label: string;
  report: Report;
  /** The collection path written. */
  item: PathItem;
  /** What the write does: `whole`, `several` (members a query parameter names) or `body` (members the body names). */
  does?: string;
}

/**
 * PUT, PATCH or DELETE on a collection path (§4): a bulk write of the whole collection; flagged at the method key.
 * Action paths, singletons and namespaces are not collections; a write whose required query parameter picks the
 * item is not a bulk write, nor is a PUT that replaces one document holding a set. An API that writes its collections with the same method (at least half of the
 * collections it writes: AppVeyor's and Avaza's PUT on the collection) made one decision: one finding for the API.
 */
export const writeOnCollection: Rule = {
  id: 'write-on-collection',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'PUT, PATCH or DELETE on a collection path (a bulk write of the whole collection).',
  check({ model, report }) {
    const followed = prefixesFollowedByParam(model.paths);
    const flagged: Flagged[] = [];
    let written = 0;
    let deleted = 0;
    for (const item of model.paths) {
      if (item.shape !== 'collection') continue;
      // A PUT that replaces one document holding a set (Meraki's ordered `{rules: […]}`, XTRF's field set) writes no
      // collection: the set has no members to address one by one. Nor has a set of values (changedetection.io's
      // notification URLs), which a PUT replaces whole beside the POST and DELETE that add and remove values.
      const document = replacedAsDocument(model, item) || replacesValueSet(model, item);
      const writes = (o: { method: string }) => WRITES.has(o.method) && !(document && o.method === 'put');
      if (item.operations.some((o) => o.method === 'post' || writes(o))) written++;
      if (item.operations.some((o) => o.method === 'delete')) deleted++;
      const declared = followed.get(pathSkeleton(item.resourceSegments));
      // A made-up member id never repeats a parameter of the path (`/folders/{id}/social-regimes/{regimeId}`).
      const noun = singularize(lastWord(item.resourceSegments[item.resourceSegments.length - 1].text));
      const member =
        declared ??
        `${item.path}/{${item.path.includes('{id}') ? `${noun[0].toLowerCase()}${noun.slice(1)}Id` : 'id'}}`;
      for (const op of item.operations) {
        if (!writes(op)) continue;
        // A required query parameter chooses what is written (`DELETE /preferences?key=…`): one item, not all of them.
        if (op.parameters.some((p) => p.in === 'query' && p.required)) continue;
        // A PUT that says it creates or joins/replaces one member by a key in its body (Discord's `PUT /lobbies`,
        // create or join by the lobby's secret): an upsert of one member, not a bulk write.
        if (upsertsOneMember(model, op)) continue;
        const verb = op.method.toUpperCase();
        // A DELETE that removes one member deletes no collection: the member belongs in the path. It says so by a
        // query parameter that names one member (tl-api's `DELETE /api/Article?ArticleId=`) or in its own words
        // (FishEye's "Remove user from project's default reviewer users list", its key lost from the spec).
        if (op.method === 'delete' && !op.requestBody) {
          const last = item.resourceSegments[item.resourceSegments.length - 1];
          const one = removesOneOf([op.summary, describe(op.node)]);
          const key = op.parameters.find((p) => namesOneMember(p, noun.toLowerCase(), segmentNoun(last.text)));
          // "delete the invitation" on `/persons/{id}/invitation`: a singular path that is the one thing it deletes.
          if (!key && one?.head === noun.toLowerCase() && !isPluralWord(lastWord(last.text))) continue;
          if (key || one) {
            // A member path is named only for what the collection holds (`user` of `…-users`), never made up from a
            // collection that names something else (`logged-in-users` holding permissions).
            const holds =
              declared ?? (key ? `${item.path}/{${key.name}}` : one?.head === noun.toLowerCase() ? member : undefined);
            const what = key
              ? `the one ${noun.toLowerCase()} its query parameter \`${key.name}\` names`
              : `one ${one!.head} ("${one!.phrase}"), named neither in the path nor in a required parameter`;
            flagged.push({
              method: 'DELETE one',
              item,
              label: `${verb} ${item.path}`,
              report: {
                message: `DELETE on the collection \`${item.path}\` removes ${what}; ${holds ? `DELETE belongs on that member's path: \`${holds}\`` : 'address what it removes in the path, not the collection'}.`,
                pointer: op.pointer,
                at: { node: item.node, key: op.method, part: 'key', sub: { start: 0, end: op.method.length } },
              },
            });
            continue;
          }
        }
        const what = op.method === 'delete' ? 'deletes' : op.method === 'put' ? 'replaces' : 'modifies';
        // A query parameter that takes several members' keys (Jellyfin's `DELETE /Items?ids=…`) picks what is
        // written: the members it names, not the whole collection. Such a write belongs on each member, or on a
        // batch resource.
        const several = op.requestBody
          ? undefined
          : op.parameters.find((p) => namesSeveralMembers(p, noun.toLowerCase()));
        // With a body, the write may name one member there (`PUT /associations` with `{projectId}`): say what we know.
        const does = several
          ? `${what} the members its query parameter \`${several.name}\` names, not one member named in the path`
          : op.requestBody
            ? `${what.replace('replaces', 'writes')} the members its request body names (or all of them), not one member named in the path`
            : `${what} the whole collection at once`;
        const where = several
          ? `${verb} belongs on each member: \`${member}\` (or on a batch resource the client creates)`
          : `${verb} belongs on one member: \`${member}\``;
        flagged.push({
          method: verb,
          item,
          does: several ? 'several' : op.requestBody ? 'body' : 'whole',
          label: `${verb} ${item.path}`,
          report: {
            message: `${verb} on the collection \`${item.path}\` ${does}; ${where}.`,
            pointer: op.pointer,
            at: { node: item.node, key: op.method, part: 'key', sub: { start: 0, end: op.method.length } },
          },
        });
      }
    }
    const related = (f: Flagged) => ({ pointer: f.report.pointer, at: f.report.at, message: f.label });
    // Removing one member on the collection path (FishEye's twelve "Remove user from …" lists) is one decision when
    // at least half of the collections it deletes from do it; told apart from the bulk writes below.
    reportByCause(model, report, {
      applies: deleted,
      flagged: flagged.filter((f) => f.method === 'DELETE one'),
      cause: () => 'one',
      single: (f) => f.report,
      related,
      shared: (_, list) => ({
        message: `${list.length} of ${deleted} collections the API deletes from remove one member with DELETE on the collection itself, naming it outside the path (e.g. ${list[0].label}): one decision, reported once here. DELETE belongs on the member's path (\`/users/{id}\`) (§4).`,
      }),
    });
    // Each write method is its own decision (DocuSign's bulk PUT and bulk DELETE): every one that most collections
    // take is reported once, not only the most common.
    reportByCause(model, report, {
      applies: written,
      everyCause: true,
      flagged: flagged.filter((f) => f.method !== 'DELETE one'),
      cause: (f) => f.method,
      single: (f) => f.report,
      related,
      // The same write on sibling collections of one kind (Keycloak's DELETE of `/{realm}/events` and
      // `/{realm}/admin-events`, one purge of a realm's logs; GitHub's PUT of a secret's `repositories` under
      // `actions` and `dependabot`) is one decision: one finding, the siblings related. Collections of other kinds
      // (GitHub's `interaction-limits` and `notifications` of a repository) stay apart.
      others: (rest) =>
        reportBySiblings(report, {
          flagged: rest,
          path: (f) => f.item,
          cause: (f) => `${f.method} ${f.does ?? ''} ${kindOf(f.item)}`,
          shared: 0,
          single: (f) => f.report,
          related,
        }),
      shared: (verb, list) => ({
        message: `${list.length} of ${written} collections the API writes take ${verb} on the collection itself (e.g. ${list[0].label}): the API writes its members that way, one decision, reported once here. ${verb} belongs on one member's path (\`/users/{id}\`), and POST on the collection creates (§4).`,
      }),
    });
  },
};

/** The kind of thing a collection holds, by the last word of its last segment (`admin-events` and `events`: `events`). */
function kindOf(item: PathItem): string {
  const segs = item.resourceSegments;
  return lastWord(segs[segs.length - 1]?.text ?? '').toLowerCase();
}

/** An operation's description, when it has one. */
function describe(node: Record<string, unknown>): string | undefined {
  return typeof node.description === 'string' ? node.description : undefined;
}

/**
 * Words that name one member by themselves (`id`, `name`, The Things Stack's `email` of `DELETE /invitations`) or
 * after the member's noun (`ArticleId`, `username`).
 */
const KEY_WORDS = ['id', 'uuid', 'guid', 'key', 'name', 'code', 'slug', 'email'];

/**
 * True for a query parameter that names one member of a collection of `noun`s: a single value (not an array) named
 * `id`, `name`, `key`…, the noun itself, or the noun with such a word (`ArticleId` of `/Article`, `username` of
 * `/users`, Kavita's `readingListId` of `/ReadingList`: `whole` is the whole segment as one noun). Another noun's id or name (`accountId`, `username` on `/user/columns`) scopes the collection instead,
 * and `id` as an array (Jira's "Bulk delete Statuses") names several.
 */
function namesOneMember(p: Parameter, noun: string, whole = noun): boolean {
  if (p.in !== 'query' || (p.schema as { type?: unknown } | undefined)?.type === 'array') return false;
  const joined = splitWords(p.name).join('');
  return [noun, whole].some((n) => joined === n || KEY_WORDS.some((k) => joined === k || joined === n + k));
}

/** The whole segment as one noun, singular and in lower case (`ReadingList` → `readinglist`, for `readingListId`). */
function segmentNoun(text: string): string {
  return singularize(splitWords(text).join('')).toLowerCase();
}

/**
 * True for a query parameter that takes several members' keys: an array, or a plural name, of `id`s, `key`s,
 * `name`s… or of the noun itself (`ids`, `itemIds`, `names`).
 */
function namesSeveralMembers(p: Parameter, noun: string): boolean {
  if (p.in !== 'query') return false;
  const words = splitWords(p.name);
  const last = words[words.length - 1] ?? '';
  const array = (p.schema as { type?: unknown } | undefined)?.type === 'array';
  if (!array && !isPluralWord(last)) return false;
  const one = singularize(last);
  return KEY_WORDS.includes(one) || one === noun || words.join('') === `${noun}${one}`;
}
