import type { TextLoader } from '../document/refs';
import { lint, type LintResult } from '../lint';
import type { LintConfig } from '../config/types';
import type { Finding } from '../rules/types';
import { FIXERS, ruleFixes } from './index';
import { ChangedRegions } from './changed-regions';
import { applyEdits, LineIndex } from './text';
import type { Fix } from './types';
import { DEFAULT_FIX_TYPES, fixType, type FixType } from './contract';

/** Where a fix-all starts and how it lints between rounds, besides the text, its URI and the rules to fix. */
export interface FixAllOptions {
  /** Reads the files the document's `$ref`s name. */
  load?: TextLoader;
  /** The file's configuration: rules turned off, ignored places and path overrides are not fixed. */
  config?: LintConfig;
  /** `load` serves remote `$ref`s the user consented to (see `LintInput.remoteRefs`). */
  remoteRefs?: boolean;
  /**
   * The analysis of `text` already made with the same configuration and files (every rule, or at least `rules`):
   * the first round starts from it instead of linting the text again.
   */
  analysis?: LintResult;
  /** How many times it may re-lint the document (`MAX_LINTS` unless given). */
  maxLints?: number;
  /**
   * The kinds of fix it applies (`DEFAULT_FIX_TYPES`, those that keep the contract, unless given): a fix's kind is
   * read from the changes it declares, rated with the configuration's `changes` severities (no parse, no extra lint).
   */
  types?: readonly FixType[];
}

/** What fixing every finding of some rules produced: one fix with all the edits, and how many findings it removes. */
export interface FixAllResult {
  fix?: Fix;
  /** Findings of those rules before, and after the fix. */
  before: number;
  after: number;
}

/** How many times one fix-all re-lints the document at most (a round that fails tries its first fix alone: two). */
export const MAX_LINTS = 12;

function key(f: Finding): string {
  return `${f.rule}\u0000${f.pointer}\u0000${f.message}`;
}

function ownFindings(res: LintResult, uri: string): Finding[] {
  return res.findings.filter((f) => f.uri === uri);
}

/** The analysis with only the findings of `rules` (rules run independently: the same as linting with only those). */
function onlyRules(res: LintResult, rules: readonly string[]): LintResult {
  const wanted = new Set(rules);
  return { ...res, findings: res.findings.filter((f) => wanted.has(f.rule)) };
}

/** True when no edit of `fix` touches a stretch already taken (two insertions at one offset count as touching). */
function fits(taken: { start: number; end: number }[], fix: Fix): boolean {
  return fix.edits.every((e) => taken.every((t) => e.span.end < t.start || e.span.start > t.end));
}

/**
 * Fixes every finding of `rules` (every rule with a fix when omitted) in one document with the fixes marked
 * safe for that, of the kinds `options.types` asks for (only those that keep the contract by default). Each round
 * applies together the fixes whose edits touch disjoint stretches of the text, then re-lints: fixes that need the
 * same shared component do not fit in one round, so the first creates it and the later ones, in the next round,
 * refer to it. A round is kept only when the text still parses and the number of
 * findings of those rules drops; else its first fix is tried alone, and skipped from then on if that fails too.
 * It stops after `options.maxLints` re-lints (`MAX_LINTS`), keeping what was fixed so far. The result is one edit
 * per stretch the rounds changed, in the text's coordinates. The first round starts from `options.analysis` when
 * given (the lint behind the document's diagnostics), else from a lint of the text.
 */
export function computeFixAll(
  text: string,
  uri: string,
  rules?: readonly string[],
  options: FixAllOptions = {},
): FixAllResult {
  const only = rules ?? Object.keys(FIXERS);
  const { load, config, remoteRefs } = options;
  const types = new Set(options.types ?? DEFAULT_FIX_TYPES);
  const wanted = (x: Fix) => x.fixAllSafe === true && types.has(fixType(x, config?.changes));
  const run = (t: string) => lint({ uri, text: t, load, only, config, remoteRefs });
  let current = text;
  let res = options.analysis ? onlyRules(options.analysis, only) : run(current);
  const before = ownFindings(res, uri).length;
  const skipped = new Set<string>();
  const changed = new ChangedRegions();
  // Each attempt re-lints the whole document: a bounded number of them, so a huge spec (GitHub's, ~1 s a lint) is
  // fixed in seconds and what is left waits for the next run, instead of a round per finding for many minutes.
  const maxLints = options.maxLints ?? MAX_LINTS;
  let lints = 0;
  for (let budget = before; budget > 0 && res.model && lints < maxLints; budget--) {
    const model = res.model;
    const count = ownFindings(res, uri).length;
    const round: Fix[] = [];
    let lead: Finding | undefined;
    const taken: { start: number; end: number }[] = [];
    for (const f of ownFindings(res, uri)) {
      if (skipped.has(key(f))) continue;
      const safe = ruleFixes(f, model).find(wanted);
      if (!safe) skipped.add(key(f));
      else if (fits(taken, safe)) {
        lead ??= f;
        round.push(safe);
        taken.push(...safe.edits.map((e) => e.span));
      }
    }
    if (round.length === 0) break;
    const attempt = (fixes: Fix[]) => {
      if (lints >= maxLints) return undefined;
      lints++;
      const next = applyEdits(
        current,
        fixes.flatMap((x) => x.edits),
      );
      const nextRes = run(next);
      return nextRes.model && ownFindings(nextRes, uri).length < count ? { next, nextRes, fixes } : undefined;
    };
    const done = attempt(round) ?? (round.length > 1 ? attempt(round.slice(0, 1)) : undefined);
    if (!done) {
      skipped.add(key(lead!));
      continue;
    }
    changed.record(done.fixes.flatMap((x) => x.edits));
    current = done.next;
    res = done.nextRes;
  }
  const after = ownFindings(res, uri).length;
  if (current === text) return { before, after };
  const index = new LineIndex(text);
  const edits = changed.edits(text, current).map((e) => ({
    uri,
    span: e.span,
    range: index.range(e.span),
    newText: e.newText,
  }));
  const title =
    rules?.length === 1
      ? `Fix all ${rules[0]} findings in the file`
      : 'Fix all auto-fixable REST Conventions findings in the file';
  return { fix: { title, kind: 'quickfix', edits }, before, after };
}
