import type { Range } from '../../core/document/types';
import type { Finding, Severity } from '../../core/rules/types';
import { collect, writeJsonArray, type Sink } from './chunks';

/** One finding as `--format json` prints it; `range` is 0-based (line and UTF-16 character), end exclusive. */
export interface JsonFinding {
  file: string;
  rule: string;
  severity: Severity;
  message: string;
  pointer: string;
  range: Range;
  /** The other places a grouped finding covers (all of them); `file` only when it is another file than the finding's. */
  related?: JsonRelated[];
}

/** One other place a grouped finding covers, as `--format json` prints it. */
export interface JsonRelated {
  file?: string;
  pointer: string;
  range: Range;
  message?: string;
}

/** A finding as `--format json` prints it. */
export function toJsonFinding(f: Finding): JsonFinding {
  const out: JsonFinding = {
    file: f.uri,
    rule: f.rule,
    severity: f.severity,
    message: f.message,
    pointer: f.pointer,
    range: f.range,
  };
  if (f.related && f.related.length > 0) {
    out.related = f.related.map((r) => {
      const item: JsonRelated =
        r.uri === f.uri ? { pointer: r.pointer, range: r.range } : { file: r.uri, pointer: r.pointer, range: r.range };
      if (r.message !== undefined) item.message = r.message;
      return item;
    });
  }
  return out;
}

/**
 * The findings as one JSON array of `JsonFinding`s, written to `sink` a chunk at a time: the text of
 * `JSON.stringify(findings as JsonFinding[], null, 2)` and a line break, never whole. Each chunk is a batch of
 * findings through the native `JSON.stringify` (faster than building each finding's text in JS); a finding with
 * many related places is written around them, a batch of those at a time (see `writeJsonArray`).
 */
export function writeJson(findings: readonly Finding[], sink: Sink): void {
  writeJsonArray(findings, 0, sink, { nested: 'related', convert: toJsonFinding });
  sink('\n');
}

/** `writeJson`'s text as one string. */
export function formatJson(findings: readonly Finding[]): string {
  return collect((sink) => writeJson(findings, sink));
}
