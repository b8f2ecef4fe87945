import type { Range } from '../../core/document/types';
import type { Finding, Severity } from '../../core/rules/types';

/** One finding as `--format json` prints it; `range` is 0-based (line and UTF-16 character), end exclusive. */
export interface JsonFinding {
  file: string;
  rule: string;
  severity: Severity;
  message: string;
  pointer: string;
  range: Range;
}

/** The findings as one JSON array. */
export function formatJson(findings: readonly Finding[]): string {
  const out: JsonFinding[] = findings.map((f) => ({
    file: f.uri,
    rule: f.rule,
    severity: f.severity,
    message: f.message,
    pointer: f.pointer,
    range: { start: { ...f.range.start }, end: { ...f.range.end } },
  }));
  return JSON.stringify(out, null, 2) + '\n';
}
