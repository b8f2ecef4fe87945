import type { ApiModel, Operation, PathItem } from '../openapi/model';
import { splitPath } from '../openapi/path-keys';
import { collectForms } from '../rules/helpers/versioning-forms';
import { serverKey, serverOrigin } from './server-urls';
import type { Severity } from '../rules/types';
import type { RawChange } from './report';
import { codeSpan } from './code-span';
import { plural } from '../../shared/phrasing';

/** How an API carries its version (§9 of the conventions): in the path, in a vendor media type, or in a parameter. */
export type VersionStrategy = 'uri' | 'media-type' | 'parameter' | 'none';

/** The names a version parameter goes by (§9: a `version` query parameter; `api-version` is common too). */
const VERSION_PARAMS = new Set(['version', 'api-version', 'x-api-version']);

/** The version in a vendor media type: `application/vnd.acme.v2+json` gives `v2`. Fixed pattern, never built from input. */
const MEDIA_VERSION = /^application\/vnd\.[^;]*?\.(v\d+)(?:[.+;]|$)/i;

/** The version segment of a path (`/v1/users` gives `v1`), if it has one. */
export function pathVersion(path: PathItem): string | undefined {
  return path.segments.find((s) => s.kind === 'version')?.text;
}

/**
 * The `v{N}` version a server URL (2.0: `basePath`) carries for every path (`https://api.example.com/v1.4` gives
 * `v1.4`): the server the lint's versioning reader takes (`collectForms`: mock servers skipped, variables at their
 * defaults), its version segment read as a path's is (`splitPath`). Undefined when the servers carry none.
 */
export function serverVersion(model: ApiModel): string | undefined {
  const found = collectForms(model).serverPrefix;
  if (found?.form !== 'segment') return undefined;
  let path: string;
  if (model.version === '2.0') path = typeof model.root.basePath === 'string' ? model.root.basePath : '';
  else {
    const server = model.servers.find((s) => s.node === found.at.node);
    if (!server) return undefined;
    const key = serverKey(server.url, server.variables);
    path = key.slice(serverOrigin(key).length).replace(/[?#].*$/, '');
  }
  return splitPath(path).find((s) => s.kind === 'version')?.text;
}

/** The strategy an API uses, read from its paths, servers, media types and parameters (the first that shows wins). */
export function detectStrategy(model: ApiModel): VersionStrategy {
  if (model.paths.some((p) => pathVersion(p) !== undefined) || serverVersion(model) !== undefined) return 'uri';
  if (model.operations.some((op) => mediaVersion(op) !== undefined)) return 'media-type';
  if (model.operations.some((op) => op.parameters.some((p) => VERSION_PARAMS.has(p.name.toLowerCase()))))
    return 'parameter';
  return 'none';
}

function mediaVersion(op: Operation): string | undefined {
  for (const r of op.responses)
    for (const m of r.content) {
      const found = MEDIA_VERSION.exec(m.name);
      if (found) return found[1].toLowerCase();
    }
  for (const m of op.requestBody?.content ?? []) {
    const found = MEDIA_VERSION.exec(m.name);
    if (found) return found[1].toLowerCase();
  }
  return undefined;
}

/**
 * The version of the API an operation of the base belongs to, by the strategy (for URI versioning its path's version
 * segment, else `server`, the servers' version); undefined when it does not tell.
 */
export function operationVersion(op: Operation, strategy: VersionStrategy, server?: string): string | undefined {
  if (strategy === 'uri') return pathVersion(op.path) ?? server;
  if (strategy === 'media-type') return mediaVersion(op);
  if (strategy === 'parameter') {
    const p = op.parameters.find((x) => VERSION_PARAMS.has(x.name.toLowerCase()));
    const def = p?.schema?.default ?? p?.node.default;
    return def === undefined ? undefined : `version ${String(def)}`;
  }
  return undefined;
}

/** The version after `v1` (`v2`), or undefined when the label has no number. */
export function nextVersion(version: string): string | undefined {
  const m = /^(v|version )(\d+)/i.exec(version);
  return m ? `${m[1]}${Number(m[2]) + 1}` : undefined;
}

/** What a breaking change means for clients, in the conventions' versioning terms. */
export function breaksPhrase(severity: Severity, version: string | undefined): string {
  if (severity === 'info') return '';
  const next = version ? nextVersion(version) : undefined;
  if (version && next)
    return severity === 'error'
      ? `breaks ${codeSpan(version)} clients; keep ${codeSpan(version)} and make the change in ${codeSpan(next)}`
      : `may break some ${codeSpan(version)} clients; consider making the change in ${codeSpan(next)}`;
  return severity === 'error' ? 'breaks existing clients' : 'may break some clients';
}

/** The versions (`v1`, `v2`) that the paths of a model name, each with its path items. */
export function uriVersions(model: ApiModel): Map<string, PathItem[]> {
  const out = new Map<string, PathItem[]>();
  for (const p of model.paths) {
    const v = pathVersion(p);
    if (v === undefined) continue;
    const list = out.get(v);
    if (list) list.push(p);
    else out.set(v, [p]);
  }
  return out;
}

/**
 * Whole versions added or removed between the two models (URI versioning): a new version beside the old is not
 * breaking; removing a version that was not wholly deprecated is. Returns the changes and the versions they cover
 * (their paths' own additions and removals are not reported again).
 */
export function versionChanges(base: ApiModel, rev: ApiModel): { changes: RawChange[]; covered: Set<string> } {
  const before = uriVersions(base);
  const after = uriVersions(rev);
  const changes: RawChange[] = [];
  const covered = new Set<string>();
  for (const [v, paths] of after) {
    if (before.has(v) || before.size === 0) continue;
    covered.add(v);
    changes.push({
      id: 'api-version-added',
      message: `version ${codeSpan(v)} was added beside ${list([...before.keys()])} (${plural(paths.length, 'path')})`,
      main: {
        side: 'revision',
        pointer: paths[0].pointer,
        at: { node: paths[0].pathsNode, key: paths[0].path, part: 'key' },
      },
    });
  }
  for (const [v, paths] of before) {
    if (after.has(v)) continue;
    covered.add(v);
    const ops = paths.flatMap((p) => p.operations);
    const deprecated = ops.length > 0 && ops.every((o) => o.node.deprecated === true);
    changes.push({
      id: deprecated ? 'api-version-removed-with-deprecation' : 'api-version-removed',
      message: deprecated
        ? `version ${codeSpan(v)} was removed after all its operations were deprecated`
        : `version ${codeSpan(v)} was removed (${plural(ops.length, 'operation')}) while its clients still call it; deprecate it first and keep it until its sunset`,
      main: {
        side: 'base',
        pointer: paths[0].pointer,
        at: { node: paths[0].pathsNode, key: paths[0].path, part: 'key' },
      },
      version: v,
    });
  }
  return { changes, covered };
}

function list(versions: string[]): string {
  return versions.length === 0 ? 'no version' : versions.map(codeSpan).join(', ');
}

/** The major number of a semver-like `info.version` (`2.1.0`, `v3`, `2024-01-01` gives 2024); undefined when none. */
export function majorOf(version: unknown): number | undefined {
  if (typeof version !== 'string' && typeof version !== 'number') return undefined;
  const m = /^v?(\d+)/i.exec(String(version).trim());
  return m ? Number(m[1]) : undefined;
}

/** `api-major-version-not-bumped` when the revision breaks clients and `info.version`'s major number did not rise. */
export function majorNotBumped(base: ApiModel, rev: ApiModel): RawChange | undefined {
  const bInfo = base.root.info as Record<string, unknown> | undefined;
  const rInfo = rev.root.info as Record<string, unknown> | undefined;
  const before = majorOf(bInfo?.version);
  const after = majorOf(rInfo?.version);
  if (before === undefined || after === undefined || after > before) return undefined;
  const at =
    rInfo && typeof rInfo === 'object' ? { node: rInfo, key: 'version', part: 'value' as const } : { node: rev.root };
  return {
    id: 'api-major-version-not-bumped',
    message: `the revision breaks clients but \`info.version\` went from ${codeSpan(String(bInfo?.version))} to ${codeSpan(String(rInfo?.version))}; raise the major version (semver), or make the change without breaking clients`,
    main: { side: 'revision', pointer: '/info/version', at },
  };
}
