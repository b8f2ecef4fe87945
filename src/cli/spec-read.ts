import type { TextLoader } from '../core/document/refs';
import { cannotReadFile, referencedFilesLoader } from '../core/files/front';
import { errorText, GuardedFiles } from '../core/files/guard';
import { nodeFiles, writeRoots } from '../node/node-files';
import { jobFiles, readJobRefs } from './lint-file';

/** A spec read for `mock`, `request` and `diff`: its text, and a loader over the `$ref`'d files read with it. */
export interface SpecRead {
  text: string;
  load: TextLoader;
}

/**
 * Reads a spec exactly as `lint` does (one decision, one place): through the guarded file layer (a regular file
 * under the size limit, inside the spec's repository and the cwd unless `allowOutsideRefs`, never in `.git`), and
 * its `$ref`'d files ahead through the same guard, at most as many as a lint reads. `file` is the spec's URI (the
 * document's name, relative `$ref`s resolve against it); a string says why it cannot be read.
 */
export async function readSpecFile(spec: {
  file: string;
  abs: string;
  cwd: string;
  allowOutsideRefs?: boolean;
}): Promise<SpecRead | string> {
  const files = jobFiles(spec);
  let text: string;
  try {
    text = await files.readText(spec.abs);
  } catch (e) {
    return cannotReadFile(spec.file, errorText(e));
  }
  const refs = await readJobRefs(spec, text, files);
  return { text, load: referencedFilesLoader(refs) };
}

/**
 * Reads a file the user named on the command line (`request --body @FILE`) through the guard, as a baseline is
 * read: a regular file under the size limit, no symlink out of the repository and the cwd, never in `.git`.
 */
export function readNamedFile(abs: string, named: string, cwd: string): Promise<string> {
  return new GuardedFiles(nodeFiles, { roots: writeRoots(cwd, named) }).readText(abs);
}
