import * as path from 'node:path';
import { applyBaseline, formatBaseline, makeBaseline, parseBaseline, type BaselineSplit } from '../core/baseline';
import { baselineLocation, type BaselineLocation } from '../core/files/front';
import { errorText, GuardedFiles } from '../core/files/guard';
import type { Finding } from '../core/rules/types';
import { nodeFiles, writeRoots } from '../node/node-files';

/** The CLI's baseline: `--baseline FILE` (or the default name) against the cwd, as core decides it. */
export function cliBaseline(named: string | undefined, cwd: string): BaselineLocation {
  return baselineLocation(named, cwd, path);
}

/** How a finding's file is named in the baseline (its URI is relative to the cwd, or absolute). */
function fileOf(baseline: BaselineLocation, cwd: string): (f: Finding) => string {
  return (f) => baseline.fileOf(path.resolve(cwd, f.uri));
}

/** The guard of a baseline file the user named (or the default one): inside the repository and the cwd. */
function baselineFiles(baseline: BaselineLocation, cwd: string): GuardedFiles {
  return new GuardedFiles(nodeFiles, { roots: writeRoots(cwd, baseline.shown) });
}

/** Splits findings by the baseline file; a string says why the file cannot be used. */
export async function splitByBaselineFile(
  findings: readonly Finding[],
  baseline: BaselineLocation,
  cwd: string,
): Promise<BaselineSplit | string> {
  let text: string;
  try {
    text = await baselineFiles(baseline, cwd).readText(baseline.file);
  } catch (e) {
    const why = errorText(e);
    return why === 'no such file' ? 'no such file (create it with --update-baseline)' : why;
  }
  const parsed = parseBaseline(text);
  if (typeof parsed === 'string') return parsed;
  return applyBaseline(findings, parsed, fileOf(baseline, cwd));
}

/** Writes a baseline of these findings to the baseline file; a string says why it could not. */
export async function writeBaselineFile(
  findings: readonly Finding[],
  baseline: BaselineLocation,
  cwd: string,
): Promise<string | undefined> {
  try {
    await baselineFiles(baseline, cwd).writeText(
      baseline.file,
      formatBaseline(makeBaseline(findings, fileOf(baseline, cwd))),
    );
    return undefined;
  } catch (e) {
    return errorText(e);
  }
}
