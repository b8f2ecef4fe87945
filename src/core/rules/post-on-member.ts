import type { Report, Rule } from './types';
import { reportByCause } from './helpers/report-by-cause';
import { reportBySiblings } from './helpers/siblings';
import type { Operation, PathItem } from '../openapi/model';
import { compactName, splitWords } from '../openapi/words/identifiers';
import { plural } from '../../shared/phrasing';

/** Static segment names, lowercased without `-` and `_`, that name webhooks. */
const HOOKS = new Set(['webhooks', 'webhook', 'hooks', 'hook']);

/**
 * True for the member of an incoming webhook (`/webhooks/incoming/{id}`, `/incoming-webhooks/{id}`): posting a
 * message to the webhook's URL is its protocol (Slack-style), neither a create nor a change of the webhook.
 */
function isIncomingWebhook(item: PathItem): boolean {
  const names = item.resourceSegments.filter((seg) => seg.kind === 'static').map((seg) => compactName(seg.text));
  return (
    names.some((n) => n === 'incomingwebhooks' || n === 'incominghooks') ||
    (names.includes('incoming') && names.some((n) => HOOKS.has(n)))
  );
}

/** First words of an operationId or summary that deliver a payload to the member: invoking a function, receiving a hook. */
const DELIVERY_VERBS = new Set(['invoke', 'receive']);

/**
 * True for a POST that delivers a payload to the member as an endpoint rather than creating or changing it: an
 * incoming webhook (see `isIncomingWebhook`, or a webhook member whose POST says so: Hatchet's "Post an incoming
 * webhook message"), or an operationId or summary led by `invoke` or `receive` (OpenFaaS's `InvokeFunction` on
 * `/function/{functionName}`, Hatchet's `v1-webhook:receive`).
 */
function deliversToMember(item: PathItem, post: Operation): boolean {
  if (isIncomingWebhook(item)) return true;
  const lead = (text: string | undefined) => (text === undefined ? undefined : splitWords(text)[0]?.toLowerCase());
  if ([post.operationId, post.summary].some((t) => DELIVERY_VERBS.has(lead(t) ?? ''))) return true;
  const hooks = item.resourceSegments.some((seg) => seg.kind === 'static' && HOOKS.has(compactName(seg.text)));
  const description = typeof post.node.description === 'string' ? post.node.description.slice(0, 500) : '';
  return hooks && /\bincoming\b/i.test(`${post.summary ?? ''} ${description}`);
}

/** What a POST on a member does: `update` where it is the only write beside reads or deletes, `create` otherwise. */
function writeKind(item: PathItem): 'create' | 'update' {
  const methods = new Set(item.operations.map((o) => o.method));
  if (methods.has('put') || methods.has('patch')) return 'create';
  return methods.has('get') || methods.has('delete') ? 'update' : 'create';
}

/** One POST on a member path: the path, the operation, and its finding. */
interface Flagged {
  label: string;
  item: PathItem;
  post: Operation;
  report: Report;
}

/**
 * What a POST on a member does and what its operation is named for (`update modify` for Portkey's `modifyThread`,
 * `modifyAssistant`, `modifyVectorStore`: OpenAI's API, reproduced), or `undefined` without an operationId: POSTs that
 * do the same under the same name are one decision of the part of the API that has them, however few they are.
 */
function namedAlike(f: Flagged): string | undefined {
  const id = f.post.operationId;
  if (!id) return undefined;
  // Without the controller it is filed under (visma.com's `Keywords_LinkKeywordToFile`: `Link`); `modify_thread` keeps its verb.
  const verb = splitWords(CONTROLLER.test(id) ? id.slice(id.indexOf('_') + 1) : id)[0];
  // An operationId spelled from the method and path (SendGrid's `POST_templates-template_id`) names no operation.
  return verb && !HTTP_METHODS.has(verb) ? `${writeKind(f.item)} ${verb}` : undefined;
}

/** An operationId filed under a controller: a capitalised name, `_`, then the capitalised action (`Keywords_LinkKeyword`). */
const CONTROLLER = /^[A-Z][A-Za-z0-9]*_[A-Z]/;

/** Method names, the first word of operationIds generated from the method and the path. */
const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options']);

/** Reports the places that share `namedAlike` once, at the first, the others related; every other place on its own. */
function reportNamedAlike(report: (r: Report) => void, places: readonly Flagged[]): void {
  const groups = new Map<string, Flagged[]>();
  const alone = new Set<Flagged>();
  for (const f of places) {
    const key = namedAlike(f);
    const group = key === undefined ? undefined : groups.get(key);
    if (key === undefined) alone.add(f);
    else if (group) group.push(f);
    else groups.set(key, [f]);
  }
  for (const [first, ...others] of groups.values()) {
    if (others.length === 0) {
      alone.add(first);
      continue;
    }
    report({
      ...first.report,
      message: `${first.report.message} The same on ${plural(others.length, 'other member path', 'other member paths')} whose POST is named alike (\`${first.post.operationId}\`…, listed as related): one decision.`,
      related: others.map((p) => ({ pointer: p.report.pointer, at: p.report.at, message: p.label })),
    });
  }
  for (const f of places) if (alone.has(f)) report(f.report);
}

/**
 * POST on a member path (§4): create belongs on the collection; flagged at the `post` key. An API that writes its
 * members with POST (at least half of the member paths it writes) made one decision: one finding for the API.
 */
export const postOnMember: Rule = {
  id: 'post-on-member',
  defaultSeverity: 'warning',
  section: '§4',
  description: 'POST on a member path such as /users/{userId}; members are created with POST on the collection.',
  check({ model, report }) {
    const flagged: Flagged[] = [];
    let written = 0;
    for (const item of model.paths) {
      if (item.shape !== 'member') continue;
      const post = item.operations.find((o) => o.method === 'post');
      const delivers = post !== undefined && deliversToMember(item, post);
      if (item.operations.some((o) => (o.method === 'post' && !delivers) || o.method === 'put' || o.method === 'patch'))
        written++;
      if (!post || delivers) continue;
      const segs = item.resourceSegments;
      // A member id after another parameter (ODK Central's `/assignments/{roleId}/{actorId}`) is no member path by
      // the catalogue's terms: `path-hierarchy` reports the pair, and the POST there adds to the scoped set.
      if (segs[segs.length - 2]?.kind === 'param') continue;
      const collection = item.path.slice(0, segs[segs.length - 1].start - 1);
      flagged.push({
        label: `POST ${item.path}`,
        item,
        post,
        report: {
          message: `POST on the member path \`${item.path}\`: create members with POST on the collection \`${collection}\`, and change this one with PUT or PATCH.`,
          pointer: post.pointer,
          at: { node: item.node, key: 'post', part: 'key', sub: { start: 0, end: 4 } },
        },
      });
    }
    // Rudder updates every rule, directive and group with POST on the member: one decision of the API.
    reportByCause(model, report, {
      applies: written,
      flagged,
      cause: () => 'post',
      single: (f) => f.report,
      related: (f) => ({ pointer: f.report.pointer, at: f.report.at, message: f.label }),
      // Reverb follows a brand, a shop, a collection… with POST on `/my/follows/<what>/{slug}`: one decision. So do
      // twins without a common parent, alike but for the collection (the same parameter name): GrowthBook updates
      // `/v1/experiments/{id}`, `/v1/segments/{id}`… with POST, Exoscale creates each DBaaS service with
      // `POST /dbaas-kafka/{name}`, `/dbaas-mysql/{name}`… A POST alone or beside a PUT or PATCH creates, one beside
      // reads and deletes only updates: two decisions, never one.
      others: (rest) =>
        reportBySiblings(report, {
          flagged: rest,
          path: (f) => f.item,
          cause: (f) => writeKind(f.item),
          shared: 0,
          single: (f) => f.report,
          related: (f) => ({ pointer: f.report.pointer, at: f.report.at, message: f.label }),
          // Portkey modifies its OpenAI-style members with POST (`modifyThread`, `modifyRun`…) and its own with PUT: the
          // POSTs named alike are one decision of that part of the API, not one finding each.
          alone: (places) => reportNamedAlike(report, places),
        }),
      shared: (_, list) => ({
        message: `${list.length} of ${written} member paths the API writes take POST (e.g. ${list[0].label}): the API changes its members with POST, one decision, reported once here. Create members with POST on the collection and change one with PUT or PATCH on its member path (§4).`,
      }),
    });
  },
};
