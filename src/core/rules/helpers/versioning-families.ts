import type { ApiModel, PathItem } from '../../openapi/model';
import { reportByCause } from './report-by-cause';
import type { RelatedReport, Report } from '../types';
import { leadingVersion, reproducesOtherApi } from './versioning-paths';

/** One resource family: the paths that share what precedes the version and the first resource after it. */
interface Family {
  /** The resource segment that names the family (`deployments`). */
  name: string;
  /** Each stable version's operations (`get deployments/{}`: method, then the path after the version with parameter names blanked). */
  byVersion: Map<string, Set<string>>;
  /** Every path of the family, in document order, with its version segment. */
  paths: { item: PathItem; version: string; start: number; end: number }[];
}

/** A preview version (`v1alpha1`, `v2beta3`, `v1rc1`): served beside a stable one, it is a preview channel, not a split. */
const PRERELEASE = /(?:alpha|beta|rc)\d*$/i;

/** The resource families of the versioned paths (`/v1/deployments/…` and `/v13/deployments/…` are one). */
function families(model: ApiModel): Family[] {
  const out = new Map<string, Family>();
  for (const item of model.paths) {
    const v = leadingVersion(item.segments);
    if (!v || reproducesOtherApi(item)) continue;
    const after = item.segments.slice(item.segments.indexOf(v) + 1);
    const resource = after[0];
    if (!resource || resource.kind === 'param') continue;
    const key = `${item.path.slice(0, v.start).toLowerCase()}\u0000${resource.text.toLowerCase()}`;
    let family = out.get(key);
    if (!family) out.set(key, (family = { name: resource.text, byVersion: new Map(), paths: [] }));
    family.paths.push({ item, version: v.text, start: v.start, end: v.end });
    if (PRERELEASE.test(v.text)) continue;
    const rest = after.map((s) => (s.kind === 'param' ? '{}' : s.text.toLowerCase())).join('/');
    const set = family.byVersion.get(v.text) ?? new Set<string>();
    for (const op of item.operations) set.add(`${op.method} ${rest}`);
    family.byVersion.set(v.text, set);
  }
  return [...out.values()];
}

/**
 * True when a family is split across versions: it has two or more stable ones, and no one of them serves all of
 * its operations (Vercel's `GET /v6/deployments` beside `POST /v13/deployments` and `/v11/deployments/{id}/builds`).
 * A family one version serves whole keeps its older versions for older clients, and a preview version (`v1alpha1`)
 * beside a stable one is a preview channel: neither is a split.
 */
function isSplit(f: Family): boolean {
  if (f.byVersion.size < 2) return false;
  const all = new Set<string>();
  for (const set of f.byVersion.values()) for (const p of set) all.add(p);
  return ![...f.byVersion.values()].some((set) => set.size === all.size);
}

function versionsOf(f: Family): string {
  return [...f.byVersion.keys()]
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((v) => `\`${v}\``)
    .join(', ');
}

function related(f: Family): RelatedReport[] {
  return f.paths.map(({ item, start, end }) => ({
    pointer: item.pointer,
    at: { node: item.pathsNode, key: item.path, part: 'key', sub: { start, end } },
    message: item.path,
  }));
}

/**
 * Version numbers that differ within one resource family (RULES.md `versioning`): one finding per split family at
 * its first path's version segment, or one for the API when at least half of the families are split.
 */
export function reportSplitFamilies(model: ApiModel, report: (r: Report) => void): void {
  const all = families(model);
  const split = all.filter(isSplit);
  if (split.length === 0) return;
  reportByCause(model, report, {
    applies: all.length,
    flagged: split,
    cause: () => 'split',
    single: (f) => {
      const [first, ...others] = related(f);
      return {
        message: `The \`${f.name}\` paths are spread over versions ${versionsOf(f)} and no one version serves them all, so a client must track a version per endpoint; serve the family under one version (§9).`,
        pointer: first.pointer,
        at: first.at,
        related: others,
      };
    },
    related: (f) => ({ ...related(f)[0], message: `${f.name}: ${versionsOf(f)}` }),
    shared: (_, list) => ({
      message: `Version numbers differ within ${list.length} of ${all.length} resource families (${list
        .slice(0, 3)
        .map((f) => `\`${f.name}\` under ${versionsOf(f)}`)
        .join(
          '; ',
        )}${list.length > 3 ? '; …' : ''}): no one version serves a whole family, so a client must track a version per endpoint; serve each family under one version (§9).`,
    }),
  });
}
