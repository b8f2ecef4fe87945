import type { ApiModel, PathItem, PathSegment } from '../../openapi/model';
import { customMethod, followsMember, isDottedRpc } from '../../openapi/actions';
import { isPluralWord } from '../../openapi/words/inflection';
import { pathSkeleton } from '../../openapi/path-keys';
import { DistinctReporter } from './distinct-reporter';
import { apiPlace } from './report-by-norm';
import type { RelatedReport, Report } from '../types';
import { segmentPlace } from './path-key-places';

/** One action word path-no-verbs found in a path, with what it may share with the API's other action paths. */
export interface ActionOccurrence {
  /** The word's name, for one finding per distinct name (`cancel`, `set`, the method of a dotted RPC). */
  key: string;
  /** The path it is in (`/orders/{id}/cancel`). */
  label: string;
  /** The path item it is in. */
  item: PathItem;
  /** True when it makes its path a procedure named by its action (`/chat.postMessage`, `POST /accounts/get`). */
  rpc: boolean;
  /** True when it acts on an addressed resource: a custom method (`{name}:setSize`) or a last segment after a parameter (`/watchers/{name}/start`). */
  onMember: boolean;
  /** True when it stands right after an `actions` (or `action`) segment: the API's container for its actions. */
  inContainer: boolean;
  /** Its finding when reported on its own. */
  report: Report;
}

/** What the grouped action findings advise instead (§2.1). */
const RESOURCE_ADVICE =
  'Paths name resources and the HTTP method says what happens (§2.1): change a state field of the resource with PATCH, or model the action as a resource the client creates (`POST /orders/{id}/cancellations`).';

/** A format suffix on a procedure's name (`/product.add.json`): not part of the name. */
const FORMAT_SUFFIX = /\.(json|xml)$/i;

/**
 * Fewest paths of an API whose actions of every spelling together are told as one style: in a handful of paths each
 * action is a choice of its own, and told per word costs a reader no more.
 */
const MIXED_MIN_PATHS = 20;

/** Fewest action paths of one subtree told as one decision for that subtree. */
const SUBTREE_MIN = 3;

/**
 * Reports path-no-verbs' action words one per decision (RULES.md "Reporting: one finding per decision"): an API
 * whose paths are mostly procedures (Slack's `/chat.postMessage`, api2cart's `/product.add.json`, Seldon's
 * `/send-feedback`) or mostly actions on its resources (GKE's `{name}:setSize` custom methods, Azure's
 * `/watchers/{name}/start` and `/stop`) is one finding for the API; a part of the API most of whose paths are
 * actions on several resources (Increase's `/simulations/**` triggers, Jellyfin's `/SyncPlay/*` procedures) is one finding for that part; every other word is reported once
 * per distinct name.
 */
export function reportActionStyles(
  model: ApiModel,
  found: readonly ActionOccurrence[],
  report: (r: Report) => void,
): void {
  const paths = model.paths.length;
  const extended = new Set(model.paths.map((p) => pathSkeleton(p.resourceSegments.slice(0, -1))));
  const procedure = (o: ActionOccurrence) => o.rpc || isProcedure(o.item);
  const rpc = found.filter(procedure);
  const rpcPaths = model.paths.filter((p) => isProcedure(p) || rpc.some((o) => o.item === p)).length;
  const actions = found.filter((o) => !procedure(o) && o.onMember);
  const flagged = new Set(found.map((o) => o.item));
  const onMember = new Set(actions.map((o) => o.item));
  // The paths of a style, flagged or not (GKE's `{name}:getServerConfig`, Increase's `/check_transfers/{id}/mail`).
  const actionPaths = (items: readonly PathItem[], all: boolean) =>
    items.filter((p) => (all ? flagged : onMember).has(p) || actsOnMember(p, extended)).length;
  const covered = new Set<ActionOccurrence>();
  const related = (o: ActionOccurrence): RelatedReport => ({
    pointer: o.report.pointer,
    at: o.report.at,
    message: o.label,
  });
  const names = (list: readonly ActionOccurrence[]) => `\`${list[0].label}\`, \`${list[list.length - 1].label}\``;
  // Actions below long paths are told by their last segment (GKE's `…/{nodePoolId}/setManagement`, `…/{name}:setSize`).
  const tail = (o: ActionOccurrence) => {
    const last = o.label.slice(o.label.lastIndexOf('/'));
    return last === o.label ? last : `…${last}`;
  };
  const shortNames = (list: readonly ActionOccurrence[]) => `\`${tail(list[0])}\`, \`${tail(list[list.length - 1])}\``;
  // In an API whose calls carry their arguments in the path every action path is the same decision (MIMIC's
  // `/agent/{agentNum}/pause` beside its `…/get/args` calls); AppFlow's `/flows/{id}/cancel` beside its root-level
  // procedures is a departure, told on its own.
  const calls = model.paths.some((p) => p.rpcCall);
  const told = found.filter((o) => procedure(o) || (calls && o.item.shape === 'action'));
  if (rpc.length >= 2 && rpcPaths * 2 >= paths) {
    report({
      message: `${rpcPaths} of ${paths} paths are procedures named by their action (${names(rpc)}…): the API is RPC-style, one decision, reported once here rather than once per method. Paths name resources and the HTTP method says what happens (§2.1): \`GET /accounts\`, not \`POST /accounts/get\`.`,
      ...apiPlace(model),
      related: told.map(related),
    });
    for (const o of told) covered.add(o);
  }
  // The action groups, reported once every word is placed: an occurrence elsewhere of a word one of them holds joins
  // it (Stoplight's `/versions/publish/anon` beside `/versions/{id}/publish`), never a second finding for one decision.
  const groups: { finding: Report; keys: Set<string> }[] = [];
  const group = (finding: Report, list: readonly ActionOccurrence[], joinable = true) => {
    groups.push({ finding, keys: new Set(joinable ? list.map((o) => o.key) : []) });
    for (const o of list) covered.add(o);
  };
  const onApi = actionPaths(model.paths, false);
  if (actions.length >= 2 && onApi * 2 >= paths) {
    group(
      {
        message: `${onApi} of ${paths} paths are actions on a resource (${shortNames(actions)}…): the API names its operations in the path, one decision, reported once here rather than once per action. ${RESOURCE_ADVICE}`,
        ...apiPlace(model),
        related: actions.map(related),
      },
      actions,
    );
  }
  // Actions of every spelling together (round 13): Chargebee's snake_case `/subscriptions/{id}/cancel_for_items` on
  // members beside its `/estimates/create_subscription` procedures, neither kind alone most of the paths, both
  // together. Protocol paths (OAuth, sign-in) are the standard's and counted on neither side.
  const subjects = model.paths.filter((p) => !p.protocol);
  const anyAction = subjects.filter(
    (p) => flagged.has(p) || isProcedure(p) || actsOnMember(p, extended) || namedProcedure(p, extended),
  ).length;
  const rest = found.filter((o) => !covered.has(o));
  if (
    !covered.size &&
    subjects.length >= MIXED_MIN_PATHS &&
    new Set(rest.map((o) => o.key)).size >= 2 &&
    anyAction * 2 >= subjects.length
  ) {
    group(
      {
        message: `${anyAction} of ${subjects.length} paths are actions or procedures (${shortNames(rest)}…), however they are spelled: the API names its operations in the path, one decision, reported once here rather than once per action word. ${RESOURCE_ADVICE}`,
        ...apiPlace(model),
        related: rest.map(related),
      },
      rest,
    );
  }
  // Actions kept in an `actions` container (Cloud Foundry's `/v3/apps/{guid}/actions/start`, `/actions/stop`,
  // `/v3/deployments/{guid}/actions/cancel`) are one deliberate convention even where they are few of the API's paths:
  // when they are at least half of the actions still to tell, one finding, every one related (round 17, seed 212).
  const left = found.filter((o) => !covered.has(o));
  const contained = left.filter((o) => o.inContainer);
  if (
    new Set(contained.map((o) => o.item)).size >= SUBTREE_MIN &&
    new Set(contained.map((o) => o.key)).size >= 2 &&
    contained.length * 2 >= left.length
  ) {
    group(
      {
        message: `${contained.length} action paths of the API put the action in an \`actions\` segment (${shortNames(contained)}…): the API's own convention for actions, one decision, reported once here rather than once per action. ${RESOURCE_ADVICE}`,
        ...apiPlace(model),
        related: contained.map(related),
      },
      contained,
    );
  }
  // Actions of one resource kept in its own `action` container (ConductorOne's `/api/v1/tasks/{task_id}/action/approve`,
  // `…/deny`, `…/restart`) are that resource's convention, one decision, even beside the API's other actions.
  const byContainer = new Map<string, { path: string; seg: PathSegment; list: ActionOccurrence[] }>();
  for (const o of found) {
    const container = covered.has(o) || !o.inContainer ? undefined : containerOf(o.item);
    if (!container) continue;
    const entry = byContainer.get(container.skeleton) ?? { path: container.path, seg: container.seg, list: [] };
    entry.list.push(o);
    byContainer.set(container.skeleton, entry);
  }
  for (const { path, seg, list } of byContainer.values()) {
    if (new Set(list.map((o) => o.item)).size < SUBTREE_MIN || new Set(list.map((o) => o.key)).size < 2) continue;
    // At the container in the first action path: the finding is about the container, not one action.
    const { item } = list[0];
    group(
      {
        pointer: item.pointer,
        at: segmentPlace(item, seg),
        message: `${list.length} actions of \`${path}\` are named below it (${shortNames(list)}…): that resource's container for its actions, one decision, reported once here rather than once per action. ${RESOURCE_ADVICE}`,
        related: list.map(related),
      },
      list,
      // The same word elsewhere in the API (Growthbook's `…/items/add` beside `/ramp-schedules/{id}/actions/add`) is
      // another resource's choice, told on its own.
      false,
    );
  }
  // A part of the API that is mostly actions (Increase's sandbox `/simulations/**`): one finding for that part.
  const bySubtree = new Map<string, ActionOccurrence[]>();
  for (const o of found) {
    if (covered.has(o)) continue;
    const top = subtreeOf(o.item);
    if (top !== undefined) bySubtree.set(top, [...(bySubtree.get(top) ?? []), o]);
  }
  for (const [top, list] of bySubtree) {
    const items = model.paths.filter((p) => subtreeOf(p) === top);
    const flaggedPaths = new Set(list.map((o) => o.item)).size;
    if (items.length === paths || flaggedPaths < SUBTREE_MIN || new Set(list.map((o) => o.key)).size < 2) continue;
    // A part whose actions sit on several resources or procedures (`/simulations/ach_transfers/{id}/submit`,
    // `/simulations/check_deposits/{id}/reject`; Jellyfin's `/SyncPlay/Join`, `/SyncPlay/Pause`), not one resource's
    // own actions on its members (`/check_transfers/{id}/approve`, `/cancel`: each its own choice, told per word).
    const resources = new Set(
      list.map((o) => o.item.resourceSegments[1]).flatMap((s) => (s?.kind === 'static' ? [s.text] : [])),
    );
    if (resources.size < 2) continue;
    const shaped = actionPaths(items, true);
    if (shaped * 2 < items.length) continue;
    // At the part's name in its first action path (`simulations`), not at one action: the finding is about the part.
    const { item } = list[0];
    group(
      {
        pointer: item.pointer,
        at: segmentPlace(item, item.resourceSegments[0]),
        message: `${shaped} of the ${items.length} paths under \`/${top}\` are actions (${shortNames(list)}…): that part of the API names its operations in the path, one decision, reported once here rather than once per action. Paths name resources and the HTTP method says what happens (§2.1): change a state field of the resource with PATCH, or model the action as a resource the client creates.`,
        related: list.map(related),
      },
      list,
    );
  }
  const distinct = new DistinctReporter(
    report,
    (n, key) => ` The action word "${key}" appears in ${n} other ${n === 1 ? 'place' : 'places'} (listed as related).`,
  );
  for (const o of found) {
    if (covered.has(o)) continue;
    const joined = groups.find((g) => g.keys.has(o.key));
    if (joined) joined.finding.related?.push(related(o));
    else distinct.add(o.key, o.report, o.label);
  }
  for (const g of groups) report(g.finding);
  distinct.flush();
}

/** A path named as a procedure whatever its word: its last segment is a dotted method (`/product.info.json`, `/chat.postMessage`). */
function isProcedure(item: PathItem): boolean {
  const last = item.resourceSegments[item.resourceSegments.length - 1];
  return last?.kind === 'static' && isDottedRpc(last.text.replace(FORMAT_SUFFIX, ''));
}

/**
 * A path shaped as an action on an addressed resource whatever its word: a custom method (`{name}:getServerConfig`),
 * or a POST-only singular segment after a parameter (or its `actions` container) that no path extends (Increase's
 * `/check_transfers/{id}/mail`, Hetzner's `/servers/{id}/actions/poweron`).
 */
function actsOnMember(item: PathItem, extended: ReadonlySet<string>): boolean {
  const segs = item.resourceSegments;
  const last = segs[segs.length - 1];
  if (!last || item.protocol) return false;
  if (customMethod(last.text)) return true;
  return (
    last.kind === 'static' &&
    followsMember(segs, segs.length - 1) &&
    item.operations.length > 0 &&
    item.operations.every((o) => o.method === 'post') &&
    !isPluralWord(last.text) &&
    !extended.has(pathSkeleton(segs))
  );
}

/**
 * A path shaped as a procedure whatever its word: no parameter anywhere, POSTed only, its singular last segment
 * extended by no other path (Chargebee's `/invoices/charge`, `/hosted_pages/checkout_new`; SuperTokens'
 * `/recipe/signinup/code/consume`). A plural one computes into a collection of results (`/embeddings`) and is not counted.
 */
function namedProcedure(item: PathItem, extended: ReadonlySet<string>): boolean {
  const segs = item.resourceSegments;
  const last = segs[segs.length - 1];
  return (
    last?.kind === 'static' &&
    segs.every((s) => s.kind !== 'param') &&
    item.operations.length > 0 &&
    item.operations.every((o) => o.method === 'post') &&
    !isPluralWord(last.text) &&
    !extended.has(pathSkeleton(segs))
  );
}

/**
 * The `action` (or `actions`) segment after a member's id that a path's last segment stands in
 * (`/tasks/{task_id}/action/approve`), as written and as a skeleton, if it has one; not a top-level `/actions/…`.
 */
function containerOf(item: PathItem): { path: string; skeleton: string; seg: PathSegment } | undefined {
  const segs = item.resourceSegments;
  const k = segs.length - 2;
  const seg = segs[k];
  if (seg?.kind !== 'static' || !/^actions?$/i.test(seg.text) || segs[k - 1]?.kind !== 'param') return undefined;
  return { path: item.path.slice(0, seg.start + seg.text.length), skeleton: pathSkeleton(segs.slice(0, k + 1)), seg };
}

/** The first static segment of a path's resource segments (`simulations` of `/simulations/ach_transfers/{id}/submit`). */
function subtreeOf(item: PathItem): string | undefined {
  const first = item.resourceSegments[0];
  return first?.kind === 'static' ? first.text : undefined;
}
