import { appendPointer } from '../document/pointer';
import type { ApiModel, Operation } from '../openapi/model';
import type { RawChange } from './report';
import type { Direction, SchemaDelta, SchemaDiffer } from './schema-diff';
import type { VersionStrategy } from './versioning';
import { codeSpan } from './code-span';

/** What every comparison reads and where it records the changes it finds. */
export interface DiffContext {
  readonly base: ApiModel;
  readonly rev: ApiModel;
  readonly schemas: SchemaDiffer;
  /** The versioning strategy of the base (the clients that break are the base's). */
  readonly strategy: VersionStrategy;
  /** The `v{N}` both sides' server URLs carry (`/v1.4`), the version of every path without its own. */
  readonly serverVersion?: string;
  /** Today's date as `YYYY-MM-DD`, for sunsets. */
  readonly today: string;
  readonly changes: RawChange[];
}

/** Records one change of an operation: what a comparison reports, labelled with the operation and its version. */
export type ChangeReporter = (change: Omit<RawChange, 'operation' | 'version'>) => void;

/** One operation both sides have, as each of its comparisons reads it: both versions, its label and version, and the reporter of its changes. */
export interface OperationPair {
  readonly b: Operation;
  readonly r: Operation;
  readonly operation: string;
  readonly version: string | undefined;
  readonly here: ChangeReporter;
  /**
   * A webhook's operation: the API sends its request body (the payload, compared as a response is) to the subscriber,
   * and the subscriber sends its responses (compared as requests are).
   */
  readonly webhook?: boolean;
}

/** The reporter of an operation's changes (`GET /users`, in version `v1` when the API has versions). */
export function changeReporter(ctx: DiffContext, operation: string, version: string | undefined): ChangeReporter {
  return (change) => ctx.changes.push({ ...change, operation, ...(version ? { version } : {}) });
}

/** Where a compared schema sits: its direction, its place, how to name it and the operation it belongs to. */
export interface SchemaSite {
  dir: Direction;
  place: 'body' | 'parameter' | 'header';
  /** How the message names it (`request body (\`application/json\`)`). */
  subject: string;
  revPointer: string;
  basePointer: string;
  operation?: string;
  version?: string;
}

/** Compares two schemas at a site and records what changed for clients. */
export function compareSchemas(ctx: DiffContext, base: unknown, rev: unknown, site: SchemaSite): void {
  for (const d of ctx.schemas.compare(base, rev, site.dir)) ctx.changes.push(schemaChange(d, site));
}

/** `owner.name`, `items[].id`: property names joined with dots, array items as `[]` on the name before. */
function propertyPath(path: readonly string[]): string {
  return path.reduce((acc, step) => (step === '[]' || acc === '' ? acc + step : `${acc}.${step}`), '');
}

function schemaChange(d: SchemaDelta, site: SchemaSite): RawChange {
  const revPointer = appendPointer(site.revPointer, ...d.revTokens);
  const basePointer = appendPointer(site.basePointer, ...d.baseTokens);
  const revPlace = { side: 'revision' as const, pointer: revPointer, at: d.revAt };
  const basePlace = { side: 'base' as const, pointer: basePointer, at: d.baseAt };
  // The subject's own array items are its `items` (`query parameter \`$select\` items`), not a property named `[]`.
  const what =
    d.path.length === 0
      ? site.subject
      : d.path.every((step) => step === '[]')
        ? `${site.subject} ${d.path.map(() => 'items').join(' of ')}`
        : `${site.subject} property ${codeSpan(propertyPath(d.path))}`;
  const change: RawChange = {
    id: changeId(d, site),
    message: `${what} ${d.detail}`,
    main: d.inBase ? basePlace : revPlace,
    other: d.inBase ? revPlace : basePlace,
  };
  if (d.severity) change.severity = d.severity;
  if (d.kind === 'property-became-write-only' && !d.required) change.severity = 'warning';
  if (site.operation) change.operation = site.operation;
  if (site.version) change.version = site.version;
  return change;
}

/** The catalogue id of a schema change at a site. */
function changeId(d: SchemaDelta, site: SchemaSite): string {
  const req = site.dir === 'request';
  switch (d.kind) {
    case 'property-added':
      return req
        ? d.required
          ? 'new-required-request-property'
          : 'new-optional-request-property'
        : `response-${d.required ? 'required' : 'optional'}-property-added`;
    case 'property-removed':
      return req ? 'request-property-removed' : `response-${d.required ? 'required' : 'optional'}-property-removed`;
    case 'property-renamed':
    case 'property-became-required':
    case 'property-became-optional':
    case 'property-became-read-only':
    case 'property-became-not-read-only':
    case 'property-became-write-only':
    case 'property-became-not-write-only':
      return `${site.dir}-${d.kind}`;
    default:
      // A parameter's or a header's array items and object properties are still the parameter (oasdiff names them so).
      return `${site.dir}-${d.path.length === 0 || site.place !== 'body' ? site.place : 'property'}-${d.kind}`;
  }
}

/** A date-like `x-sunset` value (`2025-06-30`, or an HTTP date) as `YYYY-MM-DD`; undefined when there is none. */
export function sunsetOf(node: Record<string, unknown>): string | undefined {
  const raw = node['x-sunset'] ?? node['x-sunset-date'];
  if (typeof raw !== 'string' && !(raw instanceof Date)) return undefined;
  const time = raw instanceof Date ? raw.getTime() : Date.parse(raw);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}
