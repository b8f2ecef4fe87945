import type { Finding } from './rules/types';
import { isObj } from '../shared/object';

/**
 * The findings a team has accepted for now (`.rest-conventions-baseline.json`), keyed by file, rule and JSON
 * pointer, never by line, so edits elsewhere in the file do not invalidate an entry. `count` is how many findings
 * of that rule the place had (a 401 and a 403 at one `responses` key are two).
 */
export interface Baseline {
  version: 1;
  findings: BaselineEntry[];
}

/** One place with accepted findings. `file` is relative to the baseline's folder, with `/` separators. */
export interface BaselineEntry {
  file: string;
  rule: string;
  pointer: string;
  count: number;
}

/** A baseline's findings split: those it accepts, and the new ones. */
export interface BaselineSplit {
  fresh: Finding[];
  baselined: Finding[];
}

function key(file: string, rule: string, pointer: string): string {
  return `${file}\u0000${rule}\u0000${pointer}`;
}

/**
 * Splits findings into those the baseline accepts and the new ones; `fileOf` names a finding's file as the
 * baseline does. A place with more findings of a rule than its `count` keeps the extra ones as new (the
 * later ones, in the order given).
 */
export function applyBaseline(
  findings: readonly Finding[],
  baseline: Baseline,
  fileOf: (f: Finding) => string,
): BaselineSplit {
  const left = new Map<string, number>();
  for (const e of baseline.findings)
    left.set(key(e.file, e.rule, e.pointer), (left.get(key(e.file, e.rule, e.pointer)) ?? 0) + e.count);
  const out: BaselineSplit = { fresh: [], baselined: [] };
  for (const f of findings) {
    const k = key(fileOf(f), f.rule, f.pointer);
    const n = left.get(k) ?? 0;
    if (n > 0) {
      left.set(k, n - 1);
      out.baselined.push(f);
    } else out.fresh.push(f);
  }
  return out;
}

/** A baseline that accepts every one of these findings, its entries sorted by file, rule and pointer. */
export function makeBaseline(findings: readonly Finding[], fileOf: (f: Finding) => string): Baseline {
  const counts = new Map<string, BaselineEntry>();
  for (const f of findings) {
    const file = fileOf(f);
    const k = key(file, f.rule, f.pointer);
    const entry = counts.get(k);
    if (entry) entry.count++;
    else counts.set(k, { file, rule: f.rule, pointer: f.pointer, count: 1 });
  }
  const entries = [...counts.values()].sort((a, b) =>
    a.file !== b.file
      ? a.file < b.file
        ? -1
        : 1
      : a.rule !== b.rule
        ? a.rule < b.rule
          ? -1
          : 1
        : a.pointer < b.pointer
          ? -1
          : a.pointer > b.pointer
            ? 1
            : 0,
  );
  return { version: 1, findings: entries };
}

/** The text of a baseline file: one entry a line, so a change shows as a small diff in review. */
export function formatBaseline(baseline: Baseline): string {
  const lines = baseline.findings.map((e) => `    ${JSON.stringify(e)}`);
  return `{\n  "version": 1,\n  "findings": [${lines.length ? `\n${lines.join(',\n')}\n  ` : ''}]\n}\n`;
}

/** Reads a baseline file's text; a string says what is wrong with it. */
export function parseBaseline(text: string): Baseline | string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return `not JSON (${e instanceof Error ? e.message : String(e)})`;
  }
  if (!isObj(data) || data.version !== 1 || !Array.isArray(data.findings))
    return 'expected {"version": 1, "findings": [...]}';
  const findings: BaselineEntry[] = [];
  for (const [i, e] of data.findings.entries()) {
    const ok =
      isObj(e) &&
      typeof e.file === 'string' &&
      typeof e.rule === 'string' &&
      typeof e.pointer === 'string' &&
      (e.count === undefined || (Number.isInteger(e.count) && (e.count as number) > 0));
    if (!ok) return `findings[${i}] is not {file, rule, pointer, count}`;
    findings.push({
      file: e.file as string,
      rule: e.rule as string,
      pointer: e.pointer as string,
      count: (e.count as number | undefined) ?? 1,
    });
  }
  return { version: 1, findings };
}
