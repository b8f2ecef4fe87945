import type { ApiModel, PathItem, PathShape } from './model';
import type { PathFacts } from './paths';
import { isActionSegment } from './actions';
import { pathSkeleton } from './path-keys';

/** Fewest paths calling a procedure mid-path before an API counts as RPC-style by them. */
const CALLS_MIN = 3;

/**
 * The shapes of an RPC-style API's calls (RULES.md "Terms": action path): when verbs lead most paths' tails (gambitcomm
 * MIMIC's `/mimic/agent/{agentNum}/protocol/msg/snmp/get/args`, `…/value/set/{object}/{instance}/{var}/{value}`, beside
 * its paths that end in one), a path whose static segment before its last is an action word calls that procedure,
 * and what follows the verb are the call's arguments and objects, not collections or members: the path is an action.
 * A verb-or-noun in the middle of a path reads as a noun (`/export/org/assets.csv`), so it makes no call. In an API
 * where such paths are few, each keeps the shape its segments give it.
 */
export function markRpcCalls(
  paths: readonly PathFacts[],
  shapes: readonly PathShape[],
): { shapes: PathShape[]; calls: boolean[] } {
  const verbs = new Map<string, boolean>();
  const isVerb = (text: string) => {
    let v = verbs.get(text);
    if (v === undefined) verbs.set(text, (v = isActionSegment(text, false, undefined, false, false, false)));
    return v;
  };
  const calls = paths.map(
    (p, i) =>
      shapes[i] !== 'action' &&
      p.resourceSegments.some((s, k) => k < p.resourceSegments.length - 1 && s.kind === 'static' && isVerb(s.text)),
  );
  const called = calls.filter(Boolean).length;
  const actions = shapes.filter((s) => s === 'action').length;
  if (called < CALLS_MIN || (called + actions) * 2 < paths.length)
    return { shapes: [...shapes], calls: paths.map(() => false) };
  // Nor is a parameter after a name no path addresses a member there (`/value/info/{object}`, `/store/persists/{var}`
  // with no `/value/info` nor `/store/persists`): it is the argument of that call.
  const skeletons = new Set(paths.map((p) => pathSkeleton(p.resourceSegments)));
  const marked = shapes.map((s, i): PathShape => {
    if (calls[i]) return 'action';
    const segs = paths[i].resourceSegments;
    return s === 'member' && !skeletons.has(pathSkeleton(segs.slice(0, -1))) ? 'other' : s;
  });
  return { shapes: marked, calls };
}

/**
 * True for a path of an RPC-style API (one with `rpcCall` paths) that is neither a member nor a collection: a call,
 * whose parameters are its arguments (MIMIC's `/store/lreplace/{var}/{index}`), not members of collections.
 */
export function takesArguments(model: ApiModel, item: PathItem): boolean {
  return (item.shape === 'action' || item.shape === 'other') && model.paths.some((p) => p.rpcCall);
}
