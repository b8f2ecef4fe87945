import type { ApiModel } from '../openapi/model';
import type { Range, Span } from '../document/types';

export type Severity = 'error' | 'warning' | 'info';

/** What a rule found, placed in a file. */
export interface Finding {
  /** The file the finding is in (a `$ref` target can be another file than the one linted). */
  uri: string;
  rule: string;
  severity: Severity;
  message: string;
  /** Logical JSON pointer in the linted document (`/paths/~1users/get/responses/200`). */
  pointer: string;
  range: Range;
  /** The same place as UTF-16 offsets into `uri`'s text, for edits. */
  span: Span;
  /** The other places a grouped finding covers (each operation of an API-level finding, each repeat of a name). */
  related?: RelatedLocation[];
}

/** One other place a grouped finding covers, placed in a file. */
export interface RelatedLocation {
  /** The file it is in (the finding's own, or a `$ref`'d one). */
  uri: string;
  pointer: string;
  range: Range;
  span: Span;
  /** What this place is, when the finding's message does not say (`GET /users`). */
  message?: string;
}

/**
 * The node a finding underlines: a container, or one key of it (its key text or its value), or a
 * stretch of characters inside that key or value (a path segment inside a path key).
 */
export interface Target {
  node: object;
  key?: string | number;
  part?: 'key' | 'value';
  /** Character offsets inside the key's or value's decoded string, e.g. one segment of a path key. */
  sub?: { start: number; end: number };
}

/** What a rule hands to `report`. */
export interface Report {
  message: string;
  pointer: string;
  /** Where to underline; when the node has no location (e.g. it is missing) give the nearest parent. */
  at: Target;
  /** The other places the finding covers, in document order. */
  related?: RelatedReport[];
}

/** One other place a grouped finding covers, as a rule hands it to `report`. */
export interface RelatedReport {
  pointer: string;
  at: Target;
  message?: string;
}

/** Options a user set for one rule in `.rest-conventions.yaml`. */
export type RuleOptions = Readonly<Record<string, unknown>>;

export interface RuleContext {
  readonly model: ApiModel;
  readonly options: RuleOptions;
  report(report: Report): void;
}

/** What every catalogue entry has: id, default severity, section and a one-line description. */
export interface RuleInfo {
  /** Fixed id from RULES.md; never renamed. */
  readonly id: string;
  readonly defaultSeverity: Severity;
  /** Section of the conventions (`§2.1`), or `–` for structural rules. */
  readonly section: string;
  /** One sentence: what the rule flags. */
  readonly description: string;
}

/** A convention rule: one file each under `src/core/rules/`, listed in `index.ts`. */
export interface Rule extends RuleInfo {
  check(ctx: RuleContext): void;
}
