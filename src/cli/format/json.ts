import type { Range } from '../../core/document/types';
import type { Finding, Severity } from '../../core/rules/types';
import { ChunkedWriter, collect, type Sink } from './chunks';

/** One finding as `--format json` prints it; `range` is 0-based (line and UTF-16 character), end exclusive. */
export interface JsonFinding {
  file: string;
  rule: string;
  severity: Severity;
  message: string;
  pointer: string;
  range: Range;
}

/**
 * The findings as one JSON array of `JsonFinding`s, written to `sink` a chunk at a time: the text of
 * `JSON.stringify(findings as JsonFinding[], null, 2)` and a line break, one finding after another, never whole.
 */
export function writeJson(findings: readonly Finding[], sink: Sink): void {
  const out = new ChunkedWriter(sink);
  const q = JSON.stringify;
  if (findings.length === 0) out.write('[]\n');
  else {
    findings.forEach((f, i) => {
      const { start, end } = f.range;
      out.write(
        `${i === 0 ? '[' : ','}\n  {\n    "file": ${q(f.uri)},\n    "rule": ${q(f.rule)},\n    "severity": ${q(f.severity)},\n` +
          `    "message": ${q(f.message)},\n    "pointer": ${q(f.pointer)},\n    "range": {\n      "start": {\n` +
          `        "line": ${start.line},\n        "character": ${start.character}\n      },\n      "end": {\n` +
          `        "line": ${end.line},\n        "character": ${end.character}\n      }\n    }\n  }`,
      );
    });
    out.write('\n]\n');
  }
  out.flush();
}

/** `writeJson`'s text as one string. */
export function formatJson(findings: readonly Finding[]): string {
  return collect((sink) => writeJson(findings, sink));
}
