import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { applyBaseline, formatBaseline, makeBaseline, parseBaseline, type BaselineSplit } from '../core/baseline';
import type { Finding } from '../core/rules/types';

/** How a finding's file is named in a baseline: relative to the baseline's folder, with `/` separators. */
export function baselineFileOf(baselineAbs: string, cwd: string): (f: Finding) => string {
  const dir = path.dirname(baselineAbs);
  const names = new Map<string, string>();
  return (f) => {
    let name = names.get(f.uri);
    if (name === undefined)
      names.set(f.uri, (name = path.relative(dir, path.resolve(cwd, f.uri)).split(path.sep).join('/')));
    return name;
  };
}

/** Splits findings by the baseline file at `abs`; a string says why the file cannot be used. */
export function splitByBaselineFile(findings: readonly Finding[], abs: string, cwd: string): BaselineSplit | string {
  let text: string;
  try {
    text = readFileSync(abs, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' ? 'no such file (create it with --update-baseline)' : (e as Error).message;
  }
  const baseline = parseBaseline(text);
  if (typeof baseline === 'string') return baseline;
  return applyBaseline(findings, baseline, baselineFileOf(abs, cwd));
}

/** Writes a baseline of these findings to `abs`; a string says why it could not. */
export function writeBaselineFile(findings: readonly Finding[], abs: string, cwd: string): string | undefined {
  try {
    writeFileSync(abs, formatBaseline(makeBaseline(findings, baselineFileOf(abs, cwd))));
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}
