import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_FILE_BYTES } from '../core/document/limits';
import { lintDocument } from '../core/lint';
import { parseSource, tooLargeDocument } from '../core/document/parse';
import { errorText, GuardedFiles, tooLargeRefusal } from '../core/files/guard';
import {
  notOpenApi,
  readReferencedFiles,
  referencedFilesLoader,
  worthLinting,
  type ReferencedFiles,
} from '../core/files/front';
import { nodeFiles } from '../node/node-files';
import { refRoots } from '../node/repo-roots';
import type { LintConfig } from '../core/config/types';
import type { Finding } from '../core/rules/types';
import { withRemoteTexts, type RemoteTexts } from '../core/document/remote-texts';

/** What to lint: one file with the configuration that applies to it. Plain data, so it can go to a worker. */
export interface LintJob {
  /** The path shown in output and used as the document's URI (relative `$ref`s resolve against it). */
  file: string;
  abs: string;
  config: LintConfig;
  /** Found by a folder walk or glob: a file that is plainly not OpenAPI is skipped without a word. */
  quiet: boolean;
  /** Folder that relative `$ref` paths in findings and loads are resolved from (the CLI's cwd). */
  cwd: string;
  /** The text to lint instead of reading `abs` (standard input). */
  text?: string;
  /** Follow `$ref`s out of `cwd` and the spec's repository (`--allow-outside-refs`). */
  allowOutsideRefs?: boolean;
  /** The remote `$ref`s fetched for this spec (`--remote-refs`); absent when they are not to be followed. */
  remote?: RemoteTexts;
}

/** What linting one file gave. Plain data, so it can come back from a worker. */
export interface FileResult {
  file: string;
  findings: Finding[];
  isOpenApi: boolean;
  ruleFailures: { rule: string; error: string }[];
  /** The file could not be read; nothing was linted. */
  ioError?: string;
  /** Left out: not an OpenAPI document (a note for files named outright, silence otherwise). */
  skipped?: boolean;
  /** Linting stopped on an internal error or a time-out; nothing was reported for the file. */
  crash?: string;
}

/** What reading a job's file gave: its text, a file over the size limit (with its first bytes), or why it was not read. */
export type JobText = { text: string } | { tooLarge: number; head: string } | { ioError: string };

/** The guard a job's reads go through: inside the spec's repository and the cwd (unless `--allow-outside-refs`). */
export function jobFiles(job: Pick<LintJob, 'cwd' | 'abs' | 'allowOutsideRefs'>): GuardedFiles {
  return new GuardedFiles(nodeFiles, {
    roots: job.allowOutsideRefs ? [] : refRoots(job.cwd, job.abs),
    outsideHint: '; --allow-outside-refs follows it',
  });
}

/** Reads a job's own file through its guard (standard input's text as it is). */
export async function readJob(job: LintJob, files = jobFiles(job)): Promise<JobText> {
  if (job.text !== undefined) return { text: job.text };
  try {
    return { text: await files.readText(job.abs) };
  } catch (e) {
    const info = errorText(e) === tooLargeRefusal(MAX_FILE_BYTES) ? await nodeFiles.stat(job.abs) : undefined;
    if (info) return { tooLarge: info.size, head: await files.readStart(job.abs, 65536).catch(() => '') };
    return { ioError: errorText(e) };
  }
}

/** Reads, through the job's guard, the files its text reaches by `$ref` (local paths and `file:` URLs; never the network). */
export function readJobRefs(
  job: Pick<LintJob, 'file' | 'cwd' | 'abs' | 'allowOutsideRefs'>,
  text: string,
  files = jobFiles(job),
): Promise<ReferencedFiles> {
  return readReferencedFiles(job.file, text, (uri) => files.readText(localPath(job.cwd, uri)), isLocalRef);
}

/** Reads a file and lints it, with `$ref`s to other files read through the same guard. Throws only on an internal error. */
export async function lintFile(job: LintJob): Promise<FileResult> {
  const base = { file: job.file, findings: [], isOpenApi: false, ruleFailures: [] };
  const files = jobFiles(job);
  const got = await readJob(job, files);
  if ('ioError' in got) return { ...base, ioError: got.ioError };
  if ('tooLarge' in got) {
    if (!worthLinting(got.head, !job.quiet)) return { ...base, skipped: true };
    const res = lintDocument(tooLargeDocument(job.file, got.tooLarge), { config: job.config });
    return { ...base, findings: res.findings };
  }
  const refs = await readJobRefs(job, got.text, files);
  const disk = referencedFilesLoader(refs);
  const load = job.remote ? withRemoteTexts(disk, job.remote) : disk;
  const res = lintDocument(parseSource(job.file, got.text), {
    load,
    config: job.config,
    remoteRefs: job.remote !== undefined,
  });
  if (notOpenApi(res, got.text, !job.quiet)) return { ...base, skipped: true };
  return { file: job.file, findings: res.findings, isOpenApi: res.isOpenApi, ruleFailures: res.ruleFailures };
}

/** True for a `$ref` URI that names a file on disk: a path or a `file:` URL. */
function isLocalRef(uri: string): boolean {
  return /^file:/i.test(uri) || !/^[a-z][a-z0-9+.-]+:/i.test(uri) || /^[a-z]:[\\/]/i.test(uri);
}

/** The path on disk of a local `$ref` URI (relative ones against the cwd). */
function localPath(cwd: string, uri: string): string {
  return /^file:/i.test(uri) ? fileURLToPath(uri) : path.resolve(cwd, uri);
}
