import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { escapeLine } from './format/escape';
import { errorText, GuardedFiles } from '../core/files/guard';
import { cannotReadFile, referencedFilesLoader } from '../core/files/front';
import type { FixType } from '../core/fixes/contract';
import { computeFixAll } from '../core/fixes/fix-all';
import { applyEdits } from '../core/fixes/text';
import { nodeFiles } from '../node/node-files';
import { refRoots } from '../node/repo-roots';
import { jobFiles, readJob, readJobRefs, type LintJob } from './lint-file';

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
 * configuration) of the kinds `types` names (by default those that keep the contract) to each file, re-linting
 * between rounds; writes the files back when `write`. A grouped (API-level) finding is fixed in one edit for every
 * operation it lists. Files are read and written through the guard (inside the spec's repository and the cwd,
 * regular files under the size limit), as the lint reads them.
 */
export async function fixFiles(
  jobs: readonly LintJob[],
  write: boolean,
  types?: readonly FixType[],
): Promise<FixOutcome> {
  const out: FixOutcome = { diff: '', files: 0, fixed: 0, errors: [] };
  for (const job of jobs) {
    const files = jobFiles(job);
    const got = await readJob(job, files);
    if ('ioError' in got) {
      out.errors.push(cannotReadFile(job.file, got.ioError));
      continue;
    }
    if ('tooLarge' in got) continue; // the lint reports it
    const { text } = got;
    const load = referencedFilesLoader(await readJobRefs(job, text, files));
    const { fix, before, after } = computeFixAll(text, job.file, undefined, { load, config: job.config, types });
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
      // Never through a symlink out of the repository, even with --allow-outside-refs (that one is about reading).
      await new GuardedFiles(nodeFiles, { roots: refRoots(job.cwd, job.abs) }).writeText(job.abs, fixedText);
    } catch (e) {
      out.errors.push(`${job.file}: cannot write the fixes: ${errorText(e)}`);
    }
  }
  return out;
}
