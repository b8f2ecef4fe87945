import type { ApiModel, Operation } from '../openapi/model';
import type { Fixer } from '../fixes/context';
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
  /** A lower severity than the rule's for this finding (a note such as "remote references were not followed"). */
  severity?: Severity;
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

/** The shape one rule option may take in `.rest-conventions.yaml` (the configuration schema is generated from it). */
export type OptionSpec =
  | { type: 'string[]'; description: string }
  | { type: 'enum'; values: readonly string[]; default: string; description: string };

/** What every catalogue entry has: id, default severity, section, a one-line description and its options. */
export interface RuleInfo {
  /** Fixed id from RULES.md; never renamed. */
  readonly id: string;
  readonly defaultSeverity: Severity;
  /** Section of the conventions (`§2.1`), or `–` for structural rules. */
  readonly section: string;
  /** One sentence: what the rule flags. */
  readonly description: string;
  /** The options the rule accepts in `.rest-conventions.yaml`, by name; none when absent. */
  readonly options?: Readonly<Record<string, OptionSpec>>;
}

/**
 * A convention rule: one file each under `src/core/rules/`, listed in `index.ts`. The module holds everything
 * about the rule: its catalogue entry, its options, its check and the fixes for its findings.
 */
export interface Rule extends RuleInfo {
  check(ctx: RuleContext): void;
  /** The fixes for one of this rule's findings, best first (the "disable" fixes every finding gets are added elsewhere). */
  readonly fix?: Fixer;
  /**
   * For rules about error responses an operation lacks: the statuses it lacks by this rule's reckoning, in
   * numeric order. The check reports them and the fix adds them, so the two cannot disagree; the "add all
   * missing error responses" fix asks every rule that has this.
   */
  missingResponses?(model: ApiModel, op: Operation): string[];
  /** For rules about list query parameters (`limit`, `page`, `sort`) an operation lacks: the names it lacks, likewise. */
  missingParameters?(model: ApiModel, op: Operation): string[];
}
