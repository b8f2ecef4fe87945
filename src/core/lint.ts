import { parseSource } from './document/parse';
import { RefResolver, type TextLoader } from './document/refs';
import type { Range, SourceDocument, Span } from './document/types';
import { buildModel } from './openapi/build';
import type { ApiModel } from './openapi/model';
import { currentModel } from './openapi/current';
import { RULES } from './rules/index';
import type { Finding, RelatedLocation, Report, Rule, Severity } from './rules/types';
import { DEFAULT_CONFIG, type LintConfig } from './config/types';
import { placeTarget } from './locate';
import { applyLocationSettings, rulesOnSomewhere } from './config/locations';
import { isSuppressed, readSuppressions, type Suppressions } from './suppressions';
import { silentForSparsity, withoutRestated } from './rules/helpers/one-gap';

export interface LintInput {
  /** The file's URI or path; findings name it (or the `$ref`'d file they are in). */
  uri: string;
  text: string;
  /** Reads files that `$ref`s name (relative refs are resolved against `uri`). */
  load?: TextLoader;
  config?: LintConfig;
  /** Run only these rules (tests and quick checks); every rule otherwise. */
  only?: readonly string[];
  /** The user consented to remote `$ref`s and `load` serves them (see `withRemoteTexts`); else they are not followed. */
  remoteRefs?: boolean;
  /** The rules to run instead of the catalogue's (tests of the reporting helpers). */
  rules?: readonly Rule[];
  /**
   * Asked between steps (after the parse, after the model, before each rule): true stops the lint, which returns a
   * result marked `stopped` (the editor's worker stops the lint of a version an edit has made stale).
   */
  stop?: () => boolean;
}

export interface LintResult {
  findings: Finding[];
  /** False for YAML/JSON that is not an OpenAPI document (it gets no findings). */
  isOpenApi: boolean;
  /** Rules that threw; the others still ran. */
  ruleFailures: { rule: string; error: string }[];
  model?: ApiModel;
  /** The lint was stopped before it finished (`LintInput.stop`): nothing in it is meaningful. */
  stopped?: true;
}

/** What a stopped lint returns. */
const STOPPED: LintResult = { findings: [], isOpenApi: false, ruleFailures: [], stopped: true };

/** Parses a document and runs the rules over it. Never throws on bad input. */
export function lint(input: LintInput): LintResult {
  const doc = parseSource(input.uri, input.text);
  if (input.stop?.()) return { ...STOPPED };
  return lintDocument(doc, input);
}

/** Runs the rules over an already parsed document. */
export function lintDocument(doc: SourceDocument, input: Omit<LintInput, 'text' | 'uri'>): LintResult {
  const config = input.config ?? DEFAULT_CONFIG;
  if (doc.errors.length > 0) {
    const setting = config.rules['parse-error'];
    if (setting?.severity === 'off') return { findings: [], isOpenApi: false, ruleFailures: [] };
    const severity: Severity = setting?.severity ?? 'error';
    return {
      findings: doc.errors.map((e) => ({
        uri: doc.uri,
        rule: 'parse-error',
        severity,
        message: e.message,
        pointer: '',
        range: doc.rangeOf(e.span),
        span: e.span,
      })),
      isOpenApi: false,
      ruleFailures: [],
    };
  }
  const model = buildModel(doc, input.load, new RefResolver(doc, input.load, input.remoteRefs === true));
  if (!model) return { findings: [], isOpenApi: false, ruleFailures: [] };
  if (input.stop?.()) return { ...STOPPED };

  const findings: Finding[] = [];
  // The document of each finding, by index: ranges are worked out for all of a document's findings at once.
  const docs: SourceDocument[] = [];
  // The related locations of every finding, with their documents: they get ranges along with the findings.
  const related: { doc: SourceDocument; loc: RelatedLocation }[] = [];
  const ruleFailures: LintResult['ruleFailures'] = [];
  const only = input.only ? new Set(input.only) : undefined;
  // Rules off for the file that a path override turns on somewhere: they run, and keep only those findings.
  const onSomewhere = config.overrides ? rulesOnSomewhere(config.overrides) : undefined;
  const offByDefault = new Set<string>();

  let current: ApiModel | undefined;
  for (const rule of input.rules ?? RULES) {
    if (input.stop?.()) return { ...STOPPED };
    if (only && !only.has(rule.id)) continue;
    const setting = config.rules[rule.id];
    if (setting?.severity === 'off') {
      if (!onSomewhere?.has(rule.id)) continue;
      offByDefault.add(rule.id);
    }
    const severity: Severity =
      setting?.severity === 'off' || setting?.severity === undefined ? rule.defaultSeverity : setting.severity;
    const report = (r: Report) => {
      const placed = placeTarget(model.resolver, r.at) ?? { doc, span: { start: 0, end: 0 } };
      const finding: Finding = {
        uri: placed.doc.uri,
        rule: rule.id,
        severity: r.severity && RANK[r.severity] < RANK[severity] ? r.severity : severity,
        message: r.message,
        pointer: r.pointer,
        range: NO_RANGE,
        span: placed.span,
      };
      if (r.related && r.related.length > 0) {
        finding.related = r.related.map((x) => {
          const at = placeTarget(model.resolver, x.at) ?? { doc, span: { start: 0, end: 0 } };
          const loc: RelatedLocation = { uri: at.doc.uri, pointer: x.pointer, range: NO_RANGE, span: at.span };
          if (x.message !== undefined) loc.message = x.message;
          related.push({ doc: at.doc, loc });
          return loc;
        });
        // In document order, whatever order the rule found them in.
        finding.related.sort((a, b) => (a.uri === b.uri ? a.span.start - b.span.start : a.uri < b.uri ? -1 : 1));
      }
      findings.push(finding);
      docs.push(placed.doc);
    };
    // One gap, one rule: response-shape rules say nothing of an API that documents no response body at all.
    if (silentForSparsity(rule.id, model)) continue;
    // Convention rules skip deprecated operations (kept for old clients); structural rules (section `–`) do not.
    const judged = rule.section === '–' ? model : (current ??= currentModel(model));
    runRule(rule, { model: judged, options: setting?.options ?? {}, report }, ruleFailures);
  }
  let kept = withRanges(findings, docs, related);
  if (config.ignore || config.overrides)
    kept = applyLocationSettings(kept, config.ignore ?? [], config.overrides ?? [], offByDefault);
  kept = withoutRestated(kept);
  kept.sort(compareFindings);
  return { findings: kept, isOpenApi: true, ruleFailures, model };
}

/** Severities by weight: a report may lower its finding's severity below the rule's, never raise it. */
const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/** A stand-in until `withRanges` gives a finding its range. */
const NO_RANGE: Range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };

/**
 * Gives each finding and each related location the range of its span in its document, then drops the findings a
 * YAML suppression comment silences (which needs the line). Keeps the findings' order.
 */
function withRanges(
  findings: Finding[],
  docs: readonly SourceDocument[],
  related: readonly { doc: SourceDocument; loc: RelatedLocation }[],
): Finding[] {
  // Findings and related locations get their ranges together, a document at a time: one walk over its text.
  const byDoc = new Map<SourceDocument, { span: Span; range: Range }[]>();
  const add = (d: SourceDocument, x: { span: Span; range: Range }) => {
    const list = byDoc.get(d);
    if (list) list.push(x);
    else byDoc.set(d, [x]);
  };
  findings.forEach((f, i) => add(docs[i], f));
  for (const { doc, loc } of related) add(doc, loc);
  for (const [d, list] of byDoc) setRanges(d, list);
  const suppressions = new Map<SourceDocument, Suppressions>();
  for (const d of new Set(docs)) if (d.format === 'yaml') suppressions.set(d, readSuppressions(d.text));
  if (suppressions.size === 0) return findings;
  return findings.filter((f, i) => {
    const s = suppressions.get(docs[i]);
    return !s || !isSuppressed(s, f.rule, f.range.start.line);
  });
}

/** Sets `range` on findings (or related locations) of one document, all at once. */
function setRanges(doc: SourceDocument, findings: readonly { span: Span; range: Range }[]): void {
  const ranges = doc.rangesOf(findings.map((f) => f.span));
  findings.forEach((f, i) => (f.range = ranges[i]));
}

function runRule(rule: Rule, ctx: Parameters<Rule['check']>[0], failures: LintResult['ruleFailures']): void {
  try {
    rule.check(ctx);
  } catch (e) {
    failures.push({ rule: rule.id, error: e instanceof Error ? (e.stack ?? e.message) : String(e) });
  }
}

/** Orders findings by file, then position, then rule id. */
export function compareFindings(a: Finding, b: Finding): number {
  if (a.uri !== b.uri) return a.uri < b.uri ? -1 : 1;
  return a.span.start - b.span.start || a.span.end - b.span.end || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
}
