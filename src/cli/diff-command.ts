import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { diffSpecs, type DiffSide } from '../core/diff/index';
import type { Finding, Severity } from '../core/rules/types';
import { gitRefRead, gitShow, isCommit, isGitRef, isRevisionName, isUnbornRevision } from '../node/git-show';
import { readReferencedFiles, referencedFilesLoader } from '../core/files/front';
import { readSpecFile } from './spec-read';
import { ConfigFinder } from './config-loader';
import { errorText, GuardedFiles } from '../core/files/guard';
import { nodeFiles, writeRoots } from '../node/node-files';
import { notOpenApiNote } from '../core/files/front';
import { looksLikeOpenApi } from '../core/openapi/detect';
import { displayPath, expandPaths } from './files';
import { writeCodeClimate } from './format/codeclimate';
import { escapeControls } from './format/escape';
import { writeGithubActions } from './format/github-actions';
import { writeJson } from './format/json';
import { writeJunit } from './format/junit';
import { writeMarkdown } from './format/markdown';
import { writeSarif } from './format/sarif';
import { COLOURS, PLAIN, useColour, writeText } from './format/text';
import type { CliIo } from './lint-command';

/** The usage text of `diff`. */
export const DIFF_USAGE = `Usage: rest-conventions diff [options] BASE REVISION
       rest-conventions diff [options] --base REF [--] SPEC...

Compares two versions of an OpenAPI spec as their clients see them and reports the changes:
error (breaks existing clients), warning (may break some), info (breaks nobody), in the
terms of the API's versioning (/v1 paths, vendor media types, a version parameter).
BASE and REVISION are files, or a git revision and a path (main:api/openapi.yaml,
HEAD~1:openapi.json). Both are read like lint reads them, $refs included.

Options:
      --base REF                 compare each SPEC (a file, a folder or a quoted glob, as for
                                 lint) with its version at the git revision REF; files that
                                 are not OpenAPI are skipped, specs new since REF noted
  -f, --format FORMAT            output format (default: text): text, json, sarif,
                                 github-actions, codeclimate, junit, markdown (a changelog
                                 for a pull-request comment)
  -o, --output FILE              write the report to FILE instead of standard output
      --fail-on error|warning|info|never
                                 exit with 1 when a change is at least this severe
                                 (default: error)
  -c, --config FILE              use this configuration (its \`changes\` severities) instead of
                                 the nearest .rest-conventions.yaml/.yml/.json
      --allow-outside-refs       follow $refs to files outside the current folder and the
                                 spec's repository
  -h, --help                     show this help

Exit codes: 0 no change at or above --fail-on, 1 some, 2 a usage, file or git error.
`;

const FORMATS = ['text', 'json', 'sarif', 'github-actions', 'codeclimate', 'junit', 'markdown'] as const;
type DiffFormat = (typeof FORMATS)[number];
const FAIL_ON = ['error', 'warning', 'info', 'never'] as const;
const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/** The options of `rest-conventions diff`. */
interface DiffArgs {
  base?: string;
  format: DiffFormat;
  output?: string;
  failOn: (typeof FAIL_ON)[number];
  config?: string;
  allowOutsideRefs: boolean;
  help: boolean;
  specs: string[];
}

/** Parses `diff`'s arguments with node:util's parseArgs; a string says what is wrong. */
export function parseDiffArgs(args: readonly string[]): DiffArgs | string {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      allowPositionals: true,
      strict: true,
      options: {
        base: { type: 'string' },
        format: { type: 'string', short: 'f', default: 'text' },
        output: { type: 'string', short: 'o' },
        'fail-on': { type: 'string', default: 'error' },
        config: { type: 'string', short: 'c' },
        'allow-outside-refs': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    return errorText(e);
  }
  const v = parsed.values;
  const format = FORMATS.find((f) => f === v.format);
  if (!format) return `unknown format "${v.format}"; use one of ${FORMATS.join(', ')}.`;
  const failOn = FAIL_ON.find((f) => f === v['fail-on']);
  if (!failOn) return `--fail-on takes ${FAIL_ON.join(', ')}; got "${v['fail-on']}".`;
  if (v.base !== undefined && !isRevisionName(v.base)) return `--base takes a git revision; got "${v.base}".`;
  const out: DiffArgs = {
    format,
    failOn,
    allowOutsideRefs: v['allow-outside-refs'] === true,
    help: v.help === true,
    specs: parsed.positionals,
  };
  if (v.base !== undefined) out.base = v.base;
  if (v.output !== undefined) out.output = v.output;
  if (v.config !== undefined) out.config = v.config;
  if (out.help) return out;
  if (out.base === undefined && out.specs.length !== 2)
    return 'give a BASE and a REVISION, or --base REF and the specs.';
  if (out.base !== undefined && out.specs.length === 0) return '--base REF needs the specs to compare.';
  return out;
}

/** One side read for the comparison, with how its findings name its files and where its configuration is found. */
interface ReadSide {
  side: DiffSide;
  /** `main:` for a side read from git; empty for a file. */
  revPrefix: string;
  /** The absolute path the configuration is looked up from. */
  abs: string;
}

/**
 * Reads `arg` as `REV:path` from git when the part before its first colon is a commit git knows (so a file a pull
 * request commits under the name `main:api.yaml` cannot stand in for the base), else as a file (`./main:x.yaml` is
 * always one); a string says why it cannot be read.
 */
async function readArg(arg: string, cwd: string, allowOutside: boolean): Promise<ReadSide | string> {
  const abs = path.resolve(cwd, arg);
  const colon = arg.indexOf(':');
  const drive = /^[a-z]:[\\/]/i.test(arg);
  if (colon > 0 && !drive && (isCommit(arg.slice(0, colon), cwd) || !existsSync(abs)))
    return readGit(arg.slice(0, colon), arg.slice(colon + 1), cwd);
  return readFile(abs, cwd, allowOutside);
}

/** A spec on disk, read as lint reads it (the guarded file layer, its `$ref`s ahead through it). */
async function readFile(abs: string, cwd: string, allowOutside: boolean): Promise<ReadSide | string> {
  const file = displayPath(abs, cwd);
  const read = await readSpecFile({ file, abs, cwd, allowOutsideRefs: allowOutside });
  if (typeof read === 'string') return read;
  return { side: { uri: file, text: read.text, load: read.load }, revPrefix: '', abs };
}

/** A spec at a git revision, its `$ref`s read ahead from the same revision (as many as a lint reads). */
async function readGit(rev: string, file: string, cwd: string): Promise<ReadSide | string> {
  const rel = displayPath(path.resolve(cwd, file), cwd);
  let text: string;
  try {
    text = await gitShow(rev, rel, cwd);
  } catch (e) {
    return `${rev}:${file}: cannot read it from git: ${errorText(e)}`;
  }
  const refs = await readReferencedFiles(rel, text, gitRefRead(rev, cwd), isGitRef);
  return {
    side: { uri: rel, text, load: referencedFilesLoader(refs) },
    revPrefix: `${rev}:`,
    abs: path.resolve(cwd, rel),
  };
}

/** True for git's "the path is not in that revision" (`does not exist in 'main'`, `exists on disk, but not in 'main'`). */
function isNewFile(problem: string): boolean {
  return problem.includes('does not exist in') || problem.includes('exists on disk, but not in');
}

/** `rest-conventions diff …`: compares the specs and prints the changes; resolves to the exit code. */
export async function runDiff(args: readonly string[], io: CliIo): Promise<number> {
  const opts = parseDiffArgs(args);
  if (typeof opts === 'string') {
    io.stderr.write(`rest-conventions diff: ${escapeControls(opts)}\n\n${DIFF_USAGE}`);
    return 2;
  }
  if (opts.help) {
    io.stdout.write(DIFF_USAGE);
    return 0;
  }
  let failed = false;
  const complain = (line: string) => {
    failed = true;
    io.stderr.write(`${escapeControls(line)}\n`);
  };
  let pairs: [ReadSide | string, ReadSide | string][];
  if (opts.base && !isCommit(opts.base, io.cwd)) {
    // No base yet (the first commit, a branch's first push) passes: there is nothing to compare, said on one line; a
    // base git does not know is an error, said once rather than for every spec.
    if (!isUnbornRevision(opts.base, io.cwd)) {
      io.stderr.write(
        `rest-conventions diff: --base ${escapeControls(opts.base)}: no such commit in this git repository.\n`,
      );
      return 2;
    }
    io.stderr.write(`rest-conventions diff: ${escapeControls(opts.base)} has no commit yet; nothing to compare.\n`);
    // In text on the terminal that line is all; a machine format or a file (`-o`) gets its report of nothing.
    return (opts.format === 'text' && opts.output === undefined) || (await writeReport([], [], opts, io, 0)) ? 0 : 2;
  }
  if (opts.base) {
    // Files, folders and globs as lint takes them; each file's revision is read first, so a file that is not OpenAPI
    // (a staged package.json, a CI configuration) is skipped before git is asked for it, with lint's note when named.
    const { files, errors } = expandPaths(opts.specs, io.cwd);
    errors.forEach(complain);
    pairs = [];
    for (const target of files) {
      const rev = await readFile(target.abs, io.cwd, opts.allowOutsideRefs);
      if (typeof rev !== 'string' && !looksLikeOpenApi(rev.side.text)) {
        if (target.explicit) io.stderr.write(`${notOpenApiNote(escapeControls(rev.side.uri))}\n`);
        continue;
      }
      pairs.push([await readGit(opts.base, target.file, io.cwd), rev]);
    }
  } else
    pairs = [
      [
        await readArg(opts.specs[0], io.cwd, opts.allowOutsideRefs),
        await readArg(opts.specs[1], io.cwd, opts.allowOutsideRefs),
      ],
    ];
  const finder = new ConfigFinder(io.cwd, opts.config);
  const findings: Finding[] = [];
  const compared: string[] = [];
  for (const [base, rev] of pairs) {
    if (typeof base === 'string' || typeof rev === 'string') {
      // With --base, a spec the revision adds has nothing to be compared with: a note, not a failure.
      if (opts.base && typeof base === 'string' && typeof rev !== 'string' && isNewFile(base)) {
        io.stderr.write(
          `${escapeControls(rev.side.uri)}: not in ${escapeControls(opts.base)}, a new spec; nothing to compare.\n`,
        );
        continue;
      }
      for (const x of [base, rev]) if (typeof x === 'string') complain(x);
      continue;
    }
    const config = await finder.forFile(rev.abs);
    if (config.errors.length > 0) {
      config.errors.forEach(complain);
      continue;
    }
    const result = diffSpecs(base.side, rev.side, {
      severities: config.config.changes ?? {},
      baseLabel: (uri) => `${base.revPrefix}${uri}`,
    });
    result.problems.forEach(complain);
    if (result.problems.length > 0) continue;
    if (result.incomplete)
      io.stderr.write(
        `${escapeControls(rev.side.uri)}: the schemas are too many to compare them all; some changes may be missing.\n`,
      );
    compared.push(rev.side.uri);
    findings.push(...result.findings);
  }
  // Nothing compared because a side could not be read: the reason is on stderr, and no report says "no problems".
  if (failed && compared.length === 0) return 2;
  const code = failed
    ? 2
    : findings.some((f) => opts.failOn !== 'never' && RANK[f.severity] >= RANK[opts.failOn])
      ? 1
      : 0;
  return (await writeReport(findings, compared, opts, io, code)) ? code : 2;
}

/** Writes the report in the chosen format to standard output or `--output`; false when the file cannot be written. */
async function writeReport(
  findings: readonly Finding[],
  compared: readonly string[],
  opts: DiffArgs,
  io: CliIo,
  code: number,
): Promise<boolean> {
  const chunks: string[] = [];
  const sink = (chunk: string) => void chunks.push(chunk);
  if (opts.format === 'json') writeJson(findings, sink);
  else if (opts.format === 'sarif')
    writeSarif(
      findings,
      { version: io.version, informationUri: io.homepage, cwd: io.cwd, ruleFailures: [], exitCode: code },
      sink,
    );
  else if (opts.format === 'github-actions') writeGithubActions(findings, sink);
  else if (opts.format === 'codeclimate') writeCodeClimate(findings, sink);
  else if (opts.format === 'junit') writeJunit(findings, compared, sink);
  else if (opts.format === 'markdown') writeMarkdown(findings, compared, sink);
  else
    writeText(
      findings,
      compared.length,
      opts.output === undefined && useColour(io.env, io.stdout.isTTY) ? COLOURS : PLAIN,
      sink,
    );
  if (opts.output === undefined) {
    for (const c of chunks) io.stdout.write(c);
    return true;
  }
  try {
    // Through the guard, as lint's -o: never through a symlink out of the repository, never to a FIFO or a device.
    const out = new GuardedFiles(nodeFiles, { roots: writeRoots(io.cwd, opts.output) });
    await out.writeText(path.resolve(io.cwd, opts.output), chunks.join(''));
    return true;
  } catch (e) {
    io.stderr.write(
      `rest-conventions diff: cannot write ${escapeControls(opts.output)}: ${escapeControls(errorText(e))}\n`,
    );
    return false;
  }
}
