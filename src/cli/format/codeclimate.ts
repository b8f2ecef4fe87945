import { createHash } from 'node:crypto';
import type { Finding, Severity } from '../../core/rules/types';
import type { Sink } from './chunks';

/** Code Climate severities, as GitLab's Code Quality report shows them. */
const SEVERITY: Record<Severity, 'major' | 'minor' | 'info'> = { error: 'major', warning: 'minor', info: 'info' };

/** One issue of a GitLab Code Quality (Code Climate) report. */
export interface CodeClimateIssue {
  type: 'issue';
  check_name: string;
  description: string;
  categories: string[];
  severity: 'major' | 'minor' | 'info';
  /** Stable across edits elsewhere in the file: file, rule, JSON pointer and message, not the line. */
  fingerprint: string;
  location: {
    path: string;
    positions: { begin: { line: number; column: number }; end: { line: number; column: number } };
  };
}

/** A finding as a Code Climate issue (lines and columns 1-based). */
export function codeClimateIssue(f: Finding): CodeClimateIssue {
  const fingerprint = createHash('md5').update(`${f.uri}\0${f.rule}\0${f.pointer}\0${f.message}`).digest('hex');
  return {
    type: 'issue',
    check_name: f.rule,
    description: `${f.rule}: ${f.message}`,
    categories: ['Style'],
    severity: SEVERITY[f.severity],
    fingerprint,
    location: {
      path: f.uri,
      positions: {
        begin: { line: f.range.start.line + 1, column: f.range.start.character + 1 },
        end: { line: f.range.end.line + 1, column: f.range.end.character + 1 },
      },
    },
  };
}

/**
 * A GitLab Code Quality report: a JSON array of Code Climate issues (`artifacts: reports: codequality:` in
 * `.gitlab-ci.yml`), written a batch of issues at a time. Two findings with the same fingerprint (the same rule
 * and message at the same pointer, e.g. in a file two specs share) are reported once, as GitLab requires.
 */
export function writeCodeClimate(findings: readonly Finding[], sink: Sink): void {
  const seen = new Set<string>();
  const issues: CodeClimateIssue[] = [];
  for (const f of findings) {
    const issue = codeClimateIssue(f);
    if (seen.has(issue.fingerprint)) continue;
    seen.add(issue.fingerprint);
    issues.push(issue);
  }
  if (issues.length === 0) return sink('[]\n');
  for (let from = 0; from < issues.length; from += BATCH) {
    const items = JSON.stringify(issues.slice(from, from + BATCH), null, 2).slice(1, -2);
    sink((from === 0 ? '[' : ',') + items + (from + BATCH >= issues.length ? '\n]\n' : ''));
  }
}

/** Issues per chunk: about 60 K characters. */
const BATCH = 100;
