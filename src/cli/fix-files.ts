import { readFileSync, writeFileSync } from 'node:fs';
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { escapeLine } from './format/escape';
import { computeFixAll } from '../core/fixes/fix-all';
import { applyEdits } from '../core/fixes/text';
import { refRoots } from '../node/ref-read';
import { diskLoader, type LintJob } from './lint-file';

/** What fixing the files gave: a unified diff of every change, how many files and findings, and what went wrong. */
export interface FixOutcome {
  /** The unified diff of every fixed file (`--- a/FILE`, `+++ b/FILE`), empty when nothing changed. */
  diff: string;
  files: number;
  fixed: number;
  errors: string[];
}

/**
 * Applies the fixes that are safe to apply together (`computeFixAll`: every fixable rule, with the file's own
 * configuration) to each file, re-linting between rounds; writes the files back when `write`. A grouped (API-level)
 * finding is fixed in one edit for every operation it lists.
 */
export function fixFiles(jobs: readonly LintJob[], write: boolean): FixOutcome {
  const out: FixOutcome = { diff: '', files: 0, fixed: 0, errors: [] };
  for (const job of jobs) {
    let text: string;
    try {
      text = job.text ?? readFileSync(job.abs, 'utf8');
    } catch (e) {
      out.errors.push(`${job.file}: cannot read the file: ${(e as Error).message}`);
      continue;
    }
    const load = diskLoader(job.cwd, {
      roots: refRoots(job.cwd, job.abs),
      allowOutside: job.allowOutsideRefs === true,
    });
    const { fix, before, after } = computeFixAll(text, job.file, undefined, { load, config: job.config });
    if (!fix) continue;
    const fixedText = applyEdits(
      text,
      fix.edits.map((e) => ({ span: e.span, newText: e.newText })),
    );
    const name = escapeLine(job.file.split('\\').join('/'));
    out.diff += createTwoFilesPatch(`a/${name}`, `b/${name}`, text, fixedText, undefined, undefined, {
      headerOptions: FILE_HEADERS_ONLY,
    });
    out.files++;
    out.fixed += before - after;
    if (!write || job.text !== undefined) continue;
    try {
      writeFileSync(job.abs, fixedText);
    } catch (e) {
      out.errors.push(`${job.file}: cannot write the fixes: ${(e as Error).message}`);
    }
  }
  return out;
}
