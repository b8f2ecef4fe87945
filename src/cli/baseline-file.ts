import * as path from 'node:path';
import { applyBaseline, formatBaseline, makeBaseline, parseBaseline, type BaselineSplit } from '../core/baseline';
import { errorText, GuardedFiles } from '../core/files/guard';
import type { Finding } from '../core/rules/types';
import { nodeFiles, writeRoots } from '../node/node-files';

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

/** The guard of a baseline file the user named (or the default one): inside the repository and the cwd. */
function baselineFiles(named: string, cwd: string): GuardedFiles {
  return new GuardedFiles(nodeFiles, { roots: writeRoots(cwd, named) });
}

/** Splits findings by the baseline file `named` (relative to `cwd`); a string says why the file cannot be used. */
export async function splitByBaselineFile(
  findings: readonly Finding[],
  named: string,
  cwd: string,
): Promise<BaselineSplit | string> {
  const abs = path.resolve(cwd, named);
  let text: string;
  try {
    text = await baselineFiles(named, cwd).readText(abs);
  } catch (e) {
    const why = errorText(e);
    return why === 'no such file' ? 'no such file (create it with --update-baseline)' : why;
  }
  const baseline = parseBaseline(text);
  if (typeof baseline === 'string') return baseline;
  return applyBaseline(findings, baseline, baselineFileOf(abs, cwd));
}

/** Writes a baseline of these findings to the file `named` (relative to `cwd`); a string says why it could not. */
export async function writeBaselineFile(
  findings: readonly Finding[],
  named: string,
  cwd: string,
): Promise<string | undefined> {
  const abs = path.resolve(cwd, named);
  try {
    await baselineFiles(named, cwd).writeText(abs, formatBaseline(makeBaseline(findings, baselineFileOf(abs, cwd))));
    return undefined;
  } catch (e) {
    return errorText(e);
  }
}
