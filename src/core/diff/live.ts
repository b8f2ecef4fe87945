import { getAtPointer, splitPointer } from '../document/pointer';
import { longestBacktickRun } from './code-span';
import type { Range, SourceDocument } from '../document/types';
import type { Fix } from '../fixes/types';
import type { Finding } from '../rules/types';
import { diffModels, readSide, type DiffOptions, type DiffSide } from './index';
import { clientSafeFixes } from './live-fixes';

/** What the editor compares an open spec with: `restConventions.diff.base` read. */
export type BaseChoice =
  /** The merge-base of HEAD with the default branch (the setting left empty). */
  | { kind: 'merge-base' }
  /** A revision git names: `HEAD`, a branch, a tag, a commit. */
  | { kind: 'ref'; ref: string }
  /** A value that cannot be handed to git as a revision; why, in words. */
  | { kind: 'invalid'; reason: string };

/** Reads the `restConventions.diff.base` setting; anything that is not a plain revision name is refused. */
export function parseBaseSetting(value: unknown): BaseChoice {
  if (value === undefined || value === null) return { kind: 'merge-base' };
  if (typeof value !== 'string') return { kind: 'invalid', reason: 'expected a git revision (a string)' };
  const ref = value.trim();
  if (ref === '') return { kind: 'merge-base' };
  if (ref.length > 256 || ref.startsWith('-') || [...ref].some((c) => c <= ' ' || c === '\u007f'))
    return {
      kind: 'invalid',
      reason: 'expected a git revision: no spaces or control characters, not starting with "-"',
    };
  return { kind: 'ref', ref };
}

/** The branches tried, in order, as the default branch the merge-base is taken with. */
export const DEFAULT_BRANCH_CANDIDATES: readonly string[] = [
  'origin/main',
  'origin/master',
  'upstream/main',
  'upstream/master',
  'main',
  'master',
];

/** The default branch among the repository's branch names (local and remote), or undefined when none is known. */
export function defaultBranch(branches: readonly string[]): string | undefined {
  const known = new Set(branches);
  return DEFAULT_BRANCH_CANDIDATES.find((b) => known.has(b));
}

/**
 * The largest spec (either side, in characters) the editor compares as you type in its extension host, where
 * GitHub's 12 MB spec would block it for seconds on every edit. Specs the lint worker holds are compared there,
 * whatever their size; larger pairs in the host are left to `rest-conventions diff`.
 */
export const LIVE_MAX_CHARS = 2_000_000;

/** Why a pair of texts is too large to compare as you type, or undefined when it is not. */
export function tooLargeToCompareLive(baseChars: number, revisionChars: number): string | undefined {
  const largest = Math.max(baseChars, revisionChars);
  if (largest <= LIVE_MAX_CHARS) return undefined;
  const mb = (n: number) => `${(n / 1_000_000).toFixed(1)} MB`;
  return `the spec (${mb(largest)}) is larger than the ${mb(LIVE_MAX_CHARS)} compared as you type; run \`rest-conventions diff --base <ref> <spec>\` instead`;
}

/** What the editor shows of the comparison with the base: only what breaks (or may break) clients. */
export function isShownLive(f: Finding): boolean {
  return f.severity === 'error' || f.severity === 'warning';
}

/** A breaking change placed in the open document, with the base's version of the element for the hover. */
export interface LiveChange {
  /** The finding, its `uri`, `range` and `span` in the open document. */
  finding: Finding;
  /** The base's text of the element (a few lines from the base), when the base has it. */
  baseExcerpt?: string;
  /** Quick fixes that give the change a client-safe form (edits to the open document). */
  fixes: Fix[];
}

/** What comparing the open document with its base gives. */
export interface LiveResult {
  changes: LiveChange[];
  /** Why the base could not be compared (a parse error, not OpenAPI). */
  baseProblem?: string;
  /** Why the open document could not be compared (the lint reports it). */
  revisionProblem?: string;
  incomplete: boolean;
  /** The base's format, for the excerpt's code block. */
  baseFormat: 'yaml' | 'json';
}

/** The lines an excerpt of the base holds at most, and its characters (a minified JSON base is one line). */
export const EXCERPT_MAX_LINES = 12;
const EXCERPT_MAX_CHARS = 800;

/**
 * Compares the open document (`rev`) with its base and places every breaking change in the open document: what the
 * revision still has where it changed; what was removed at its related place in the revision (the path an operation
 * was removed from), else at the nearest enclosing key the revision still has. `$ref`'d files are compared only as
 * far as the sides' loaders read them; findings in other files than the open one are left out.
 */
export function liveChanges(base: DiffSide, rev: DiffSide, opts: DiffOptions = {}): LiveResult {
  const b = readSide(base);
  const r = readSide(rev);
  if (typeof b === 'string' || typeof r === 'string') {
    const out: LiveResult = { changes: [], incomplete: false, baseFormat: 'yaml' };
    if (typeof b === 'string') out.baseProblem = b;
    if (typeof r === 'string') out.revisionProblem = r;
    return out;
  }
  const BASE = '\u0000base:';
  const result = diffModels(b, r, { ...opts, baseLabel: (uri) => BASE + uri });
  const changes: LiveChange[] = [];
  for (const f of result.findings) {
    if (!isShownLive(f)) continue;
    const inBase = f.uri === BASE + b.doc.uri;
    const basePlace = inBase ? f : f.related?.find((x) => x.uri === BASE + b.doc.uri);
    const baseExcerpt = basePlace ? excerptAt(b.doc.text, basePlace.span.start) : undefined;
    let related = f.related?.filter((x) => !x.uri.startsWith(BASE));
    let placed: Pick<Finding, 'uri' | 'range' | 'span' | 'pointer'> | undefined;
    if (!inBase) placed = f.uri === r.doc.uri ? f : undefined;
    else placed = related?.find((x) => x.uri === r.doc.uri) ?? nearestInRevision(r.doc, f.pointer);
    if (!placed) continue;
    related = related?.filter((x) => x !== placed);
    const finding: Finding = {
      ...f,
      uri: r.doc.uri,
      pointer: placed.pointer,
      range: placed.range,
      span: placed.span,
    };
    if (related && related.length > 0) finding.related = related;
    else delete finding.related;
    const fixes = clientSafeFixes(b, r, f, placed.pointer);
    changes.push(baseExcerpt === undefined ? { finding, fixes } : { finding, baseExcerpt, fixes });
  }
  return { changes, incomplete: result.incomplete, baseFormat: b.doc.format };
}

/** The key of the deepest object on `pointer`'s way that the revision still has (`paths` for a removed path). */
function nearestInRevision(
  doc: SourceDocument,
  pointer: string,
): { uri: string; range: Range; span: { start: number; end: number }; pointer: string } | undefined {
  let tokens: string[];
  try {
    tokens = splitPointer(pointer);
  } catch {
    return undefined;
  }
  for (let n = tokens.length - 1; n >= 1; n--) {
    const parent = getAtPointer(doc.root, tokens.slice(0, n - 1));
    const value = getAtPointer(doc.root, tokens.slice(0, n));
    if (parent === null || typeof parent !== 'object' || value === undefined) continue;
    const found = doc.targetSpan(parent, tokens[n - 1], 'key');
    if (!found?.exact) continue;
    const at = pointer
      .split('/')
      .slice(0, n + 1)
      .join('/');
    return { uri: doc.uri, range: doc.rangeOf(found.span), span: found.span, pointer: at };
  }
  return undefined;
}

/**
 * The element that starts on the line of `offset`: that line and the lines below it indented deeper (a YAML block,
 * or pretty-printed JSON), at most `EXCERPT_MAX_LINES` lines and `EXCERPT_MAX_CHARS` characters, common indent removed.
 */
export function excerptAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', Math.max(0, offset - 1)) + 1;
  const lines: string[] = [];
  let at = lineStart;
  let indent = -1;
  let cut = false;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end).replace(/\r$/, '');
    at = end + 1;
    const own = line.length - line.trimStart().length;
    if (indent < 0) indent = own;
    else if (line.trim() === '') continue;
    else if (own <= indent && !/^\s*[\]}]/.test(line)) break;
    else if (own < indent) break;
    if (lines.length === EXCERPT_MAX_LINES) {
      cut = true;
      break;
    }
    lines.push(line.slice(Math.min(indent, own)));
    if (own <= indent && lines.length > 1) break; // a closing bracket at the element's own indent ends it
  }
  let out = lines.join('\n');
  if (out.length > EXCERPT_MAX_CHARS) {
    out = out.slice(0, EXCERPT_MAX_CHARS);
    cut = true;
  }
  return cut ? `${out}\n…` : out;
}

/** A fenced code block that no text inside can close: the fence is longer than any run of backticks in it. */
export function fencedBlock(code: string, language: string): string {
  const fence = '`'.repeat(Math.max(3, longestBacktickRun(code) + 1));
  return `${fence}${language}\n${code}\n${fence}`;
}
