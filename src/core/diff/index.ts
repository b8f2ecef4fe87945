import { parseSource } from '../document/parse';
import { RefResolver, type TextLoader } from '../document/refs';
import { compareFindings } from '../lint';
import { buildModel } from '../openapi/build';
import type { ApiModel } from '../openapi/model';
import type { Finding } from '../rules/types';
import type { DiffContext } from './context';
import { comparePaths } from './operations';
import { severityOf, toFindings, type ChangeSeverities, type RatedChange } from './report';
import { SchemaDiffer } from './schema-diff';
import { compareComponents } from './security';
import { compareWebhooks } from './webhooks';
import {
  breaksPhrase,
  detectStrategy,
  majorNotBumped,
  serverVersion,
  versionChanges,
  type VersionStrategy,
} from './versioning';

/** One side of a comparison: a spec's text, its name (findings carry it), and how its `$ref`'d files are read. */
export interface DiffSide {
  uri: string;
  text: string;
  /** Reads files that `$ref`s name, as the lint does; none are followed without it. */
  load?: TextLoader;
}

/** How to compare. */
export interface DiffOptions {
  /** Severity per change id (or `off`), from `.rest-conventions.yaml`'s `changes`. */
  severities?: ChangeSeverities;
  /** Today as `YYYY-MM-DD` (sunsets before it have passed); the real date by default. */
  today?: string;
  /** How findings name a file of the base (`main:api/openapi.yaml` for a file read from git); its URI by default. */
  baseLabel?: (uri: string) => string;
}

/** What a comparison gives. */
export interface DiffResult {
  /** The changes, in the same shape as lint findings (`rule` is the change id). */
  findings: Finding[];
  /** Why a side could not be compared (a parse error, not OpenAPI); empty when both were. */
  problems: string[];
  /** The versioning strategy read from the base. */
  strategy: VersionStrategy;
  /** True when the schemas were too many to compare them all (the findings are then incomplete). */
  incomplete: boolean;
}

/** Reads a side the way the lint does (parser, limits, `$ref` resolution); a string says why it cannot be compared. */
export function readSide(side: DiffSide): ApiModel | string {
  const doc = parseSource(side.uri, side.text);
  if (doc.errors.length > 0) {
    const e = doc.errors[0];
    return `${side.uri}:${doc.positionAt(e.span.start).line + 1}: ${e.message}`;
  }
  const model = buildModel(doc, side.load, new RefResolver(doc, side.load));
  return model ?? `${side.uri}: not an OpenAPI document (no top-level \`openapi\` or \`swagger\` key)`;
}

/** Compares two specs given as texts; never throws on bad input. */
export function diffSpecs(base: DiffSide, rev: DiffSide, opts: DiffOptions = {}): DiffResult {
  const b = readSide(base);
  const r = readSide(rev);
  const problems = [b, r].filter((x): x is string => typeof x === 'string');
  if (typeof b === 'string' || typeof r === 'string')
    return { findings: [], problems, strategy: 'none', incomplete: false };
  return diffModels(b, r, opts);
}

/**
 * The version both sides' server URLs carry: the version the changes are made in. None when it moved (`/v1` →
 * `/v2`: the revision describes another version, whose changes are not its clients' to suffer).
 */
function sharedServerVersion(base: ApiModel, rev: ApiModel): string | undefined {
  const version = serverVersion(base);
  return version !== undefined && version === serverVersion(rev) ? version : undefined;
}

/** Compares two models of an API as their clients see them. Pure: reads nothing but the models. */
export function diffModels(base: ApiModel, rev: ApiModel, opts: DiffOptions = {}): DiffResult {
  const baseStrategy = detectStrategy(base);
  const strategy = baseStrategy === 'none' ? detectStrategy(rev) : baseStrategy;
  const ctx: DiffContext = {
    base,
    rev,
    schemas: new SchemaDiffer(
      (v) => base.deref(v),
      (v) => rev.deref(v),
    ),
    strategy,
    serverVersion: sharedServerVersion(base, rev),
    today: opts.today ?? new Date().toISOString().slice(0, 10),
    changes: [],
  };
  const versions = strategy === 'uri' ? versionChanges(base, rev) : { changes: [], covered: new Set<string>() };
  ctx.changes.push(...versions.changes);
  comparePaths(ctx, versions.covered);
  compareWebhooks(ctx);
  compareComponents(ctx);
  const severities = opts.severities ?? {};
  const rated: RatedChange[] = [];
  for (const c of ctx.changes) {
    const s = severityOf(c, severities);
    if (s === 'off') continue;
    const phrase = breaksPhrase(s, c.version);
    rated.push({ ...c, rated: s, message: phrase ? `${c.message}: ${phrase}` : c.message });
  }
  // A whole URI version removed is the version change itself (§9: the change moved to a new `/v2`): one cause, one
  // finding, so it alone does not ask for a major `info.version` bump.
  if (rated.some((c) => c.rated === 'error' && c.id !== 'api-version-removed')) {
    const bump = majorNotBumped(base, rev);
    const s = bump ? severityOf(bump, severities) : 'off';
    if (bump && s !== 'off') rated.push({ ...bump, rated: s });
  }
  const findings = toFindings(rated, base, rev, opts.baseLabel).sort(compareFindings);
  return { findings, problems: [], strategy, incomplete: ctx.schemas.exhausted };
}
