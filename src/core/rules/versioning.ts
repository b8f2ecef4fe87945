import { appendPointer, splitPointer } from '../document/pointer';
import type { ApiModel, PathItem } from '../openapi/model';
import { servesFile } from '../openapi/path-keys';
import { DistinctReporter } from './helpers/distinct-reporter';
import { reportByNorm } from './helpers/report-by-norm';
import type { Report, Rule, Target } from './types';
import { CONVENTIONAL, type Evidence, type Form, type Strategy, collectForms } from './helpers/versioning-forms';
import { leadingVersion, reproducesOtherApi, versionedPrefixes } from './helpers/versioning-paths';
import { isDebugPath, isInfrastructurePath } from '../openapi/infrastructure';
import { reportSplitFamilies } from './helpers/versioning-families';

const NAMES: Record<Strategy, string> = {
  uri: 'a `/v{N}` URI prefix',
  header: 'a vendor media type `application/vnd.<vendor>.v{N}+json` or a version request header',
  parameter: 'an integer `version` query parameter',
};
const ORDER: Strategy[] = ['uri', 'header', 'parameter'];

/**
 * No version found, strategies mixed, a path missing the version segment others have (discovery and
 * infrastructure paths need none), a resource family split over versions, or a non-integer version parameter
 * (§9); a version in a form §9 does not name is one `info` note (RULES.md version 3).
 */
export const versioning: Rule = {
  id: 'versioning',
  defaultSeverity: 'warning',
  section: '§9',
  description:
    'No API version at all, mixed strategies, a path without the version others have, version numbers split within a resource family, or a non-integer version parameter; a version form §9 does not name (/2.0, a version header) is one info note.',
  options: {
    strategy: {
      type: 'enum',
      values: ['uri', 'header', 'parameter', 'any'],
      default: 'any',
      description:
        'The versioning strategy to require: a /v{N} path prefix, a vendor media type, a version query parameter, or any one of them.',
    },
  },
  check({ model, options, report }) {
    const required = ORDER.find((s) => s === options.strategy);
    const found = collectForms(model);
    const rootKey: Target = {
      node: model.root,
      key: model.version === '2.0' ? 'swagger' : 'openapi',
      part: 'key',
      sub: { start: 0, end: 7 },
    };
    const present = ORDER.filter((s) => found.weight[s] > 0);

    for (const p of found.nonInteger) report(p);

    // An API of protocol-defined endpoints only (an OpenID Connect provider, found through discovery) has no version
    // to give: its standard fixes the paths.
    if (present.length === 0) {
      if (model.paths.length > 0 && model.paths.every((item) => item.protocol)) return;
      // Without a base URL (no `servers`, no `host`) the version, which most APIs put there (Webex's
      // `https://webexapis.com/v1`), cannot be seen: "no version" would restate server-url's missing server.
      if (model.servers.length === 0) return;
      const wanted = required ? NAMES[required] : `${NAMES.uri}, ${NAMES.header}, or ${NAMES.parameter}`;
      report({ message: `The API has no version; version it with ${wanted} (§9).`, pointer: '', at: rootKey });
      return;
    }
    const primary =
      required ?? present.reduce((best, s) => (found.weight[s] > found.weight[best] ? s : best), present[0]);
    if (required && found.weight[required] === 0) {
      report({
        message: `The configuration requires versioning with ${NAMES[required]}, but the API uses ${present.map((s) => NAMES[s]).join(' and ')}.`,
        pointer: '',
        at: rootKey,
      });
    }
    // One finding per distinct sign (Plaid's `v1` on five beta paths is one), the other places related.
    const distinct = new DistinctReporter(report);
    for (const e of found.evidence) {
      if (e.strategy === primary) continue;
      // The major in the URI and an optional header that pins a minor or a date within it (Telstra's `/v3` and
      // `Telstra-api-version: 3.1.0`) layer: one strategy, not two.
      if (primary === 'uri' && !required && e.optional) continue;
      // A vendor media type naming the version of the URI it is served at (Clair's `…index_report.v1+json` under
      // `/v1`) says the same version twice: one strategy, and no finding.
      if (primary === 'uri' && !required && e.agrees) continue;
      const why = required ? 'the configuration requires' : 'the rest of the API uses';
      const message = `${e.label} versions the API another way than ${NAMES[primary]}, which ${why}; use one strategy (§9).`;
      distinct.add(e.label, { message, pointer: e.pointer, at: e.at }, whereOf(e.pointer));
    }
    distinct.flush();
    reportOtherForms(
      found.evidence.filter((e) => e.strategy === primary),
      report,
    );
    if (primary === 'uri' && !found.serverPrefix && found.prefixedPath)
      reportUnversionedPaths(model, found.prefixedPath, report);
    reportSplitFamilies(model, report);
  },
};

/** Where a sign is, for a related place: `/beta/v1/enhance`, `GET /charges`, or its pointer outside the paths. */
function whereOf(pointer: string): string {
  const [top, path, method] = splitPointer(pointer);
  if (top !== 'paths' || path === undefined) return pointer;
  return method !== undefined && pointer !== appendPointer('/paths', path, method) && /^[a-z]+$/.test(method)
    ? `${method.toUpperCase()} ${path}`
    : path;
}

/** What each form other than the conventions' is, for the one finding that names it. */
const FORM_NAMES: Partial<Record<Form, string>> = {
  numeric: 'a bare number or a date in the URI',
  host: 'a version in the host name',
  header: 'a version request header',
};

/**
 * One `info` finding per form of the API's strategy that §9 does not name (`/2.0` in the server URL, a
 * `Stripe-Version` header), at its first place with the others in `related`. A non-integer `api-version`
 * parameter is not named here: `nonIntegerVersion` already flags it where it is.
 */
function reportOtherForms(evidence: readonly Evidence[], report: (r: Report) => void): void {
  const byForm = new Map<Form, Evidence[]>();
  for (const e of evidence) {
    if (CONVENTIONAL.has(e.form) || !FORM_NAMES[e.form]) continue;
    byForm.set(e.form, [...(byForm.get(e.form) ?? []), e]);
  }
  for (const [form, list] of byForm) {
    const [first, ...others] = list;
    const more = others.length ? ` (and ${others.length} more, listed as related)` : '';
    const instead =
      form === 'numeric'
        ? 'a `/v{N}` segment (`/v2`) says the number is a version'
        : form === 'host'
          ? 'a `/v{N}` path prefix keeps one host for every version'
          : 'a vendor media type in `Accept` (`application/vnd.<vendor>.v2+json`) is the header form §9 names';
    report({
      message: `The API is versioned with ${FORM_NAMES[form]}, ${first.label.replace(/^The /, 'the ')}${more}. That is a version, in a form §9 does not name; ${instead}.`,
      pointer: first.pointer,
      at: first.at,
      severity: 'info',
      related: others.map((e) => ({ pointer: e.pointer, at: e.at, message: whereOf(e.pointer) })),
    });
  }
}

/**
 * Paths without the version segment other paths have (the server URL has none), judged by the API's norm: each
 * path on its own when most paths have a version, one finding at `/paths` when fewer than half do.
 */
function reportUnversionedPaths(model: ApiModel, example: string, report: (r: Report) => void): void {
  const discovery = versionedPrefixes(model.paths);
  // Kubernetes-style APIs version each API group on its own (`/apis/apps/v1/…` beside `/apis/batch/v1beta1/…`): one
  // version per group is not inconsistency, so an unversioned path is told to take a version, not "the same" one.
  const own = model.paths.filter((item) => !reproducesOtherApi(item));
  const versions = new Set(own.map((item) => leadingVersion(item.segments)?.text).filter((v) => v));
  const advice =
    versions.size > 1 ? 'put it under a version segment like theirs.' : 'put every path under the same `/v{N}` prefix.';
  // The deviations under one first segment (id4i's `/account/password`, `/account/registration`) are one decision:
  // one finding, the group's other paths related.
  const groups = new DistinctReporter(
    report,
    (n, first) =>
      ` The same holds for ${n === 1 ? 'one other path' : `${n} other paths`} under \`/${first}\` (listed as related).`,
  );
  const firstSegment = (item: PathItem) => item.segments[0]?.text ?? '';
  const byPointer = new Map(model.paths.map((item) => [item.pointer, item]));
  const deviate = (r: Report) => {
    const item = byPointer.get(r.pointer);
    if (r.related || !item) report(r);
    else groups.add(firstSegment(item), r, item.path);
  };
  reportByNorm(model, deviate, {
    // Files a web server serves as they are (`/static/…`, `/NOTICE.html.gz`) are embedded by players and pages; a
    // debugging or profiling endpoint (KubeVirt's `/start-profiler`) is the server's, like a probe.
    // A compatibility surface (Wakapi's `/compat/wakatime/v1/…`) keeps the version form of the API it reproduces.
    subjects: own.filter(
      (item) =>
        !item.protocol &&
        !isInfrastructurePath(item.path, discovery) &&
        !isDebugPath(item.path) &&
        !servesFile(item.segments),
    ),
    meets: (item) => leadingVersion(item.segments) !== undefined,
    deviation: (item) => ({
      message: `\`${item.path}\` has no version prefix while other paths have one (e.g. \`${example}\`); ${advice}`,
      pointer: item.pointer,
      at: { node: item.pathsNode, key: item.path, part: 'key' },
    }),
    place: (item) => ({
      pointer: item.pointer,
      at: { node: item.pathsNode, key: item.path, part: 'key' },
      message: item.path,
    }),
    apiMessage: (met, total) =>
      `Only ${met} of ${total} paths carry a version segment (e.g. \`${example}\`); put every path under one \`/v{N}\` prefix, or the version in the server URL (§9).`,
  });
  groups.flush();
}
