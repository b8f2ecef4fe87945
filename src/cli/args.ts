import { DEFAULT_BASELINE } from '../core/files/front';
import { FIX_TYPES, type FixType } from '../core/fixes/contract';
import type { Severity } from '../core/rules/types';
import { splitArgs, type OptionSpec } from './options';

/** The output formats of `lint`. */
export type OutputFormat = 'text' | 'json' | 'sarif' | 'github-actions' | 'codeclimate' | 'junit';

/** The lowest severity that makes `lint` exit with 1, or `never`. */
export type FailOn = Severity | 'never';

/** The options of `rest-conventions lint`, as parsed from its arguments. */
export interface LintOptions {
  format: OutputFormat;
  failOn: FailOn;
  config?: string;
  /** Worker threads to use; `0` lints in the main thread; `undefined` decides from the files. */
  workers?: number;
  paths: string[];
  help: boolean;
  /** Write the report to this file instead of standard output. */
  output?: string;
  /** Report errors only (and count only them for the exit code). */
  quiet: boolean;
  /** A run that finds no OpenAPI document exits 0 instead of 2. */
  allowEmpty: boolean;
  /** Follow `$ref`s to files outside the working directory and the spec's repository. */
  allowOutsideRefs?: boolean;
  /** Fetch remote (`http(s)://`) `$ref`s; without it they are noted and not followed. */
  remoteRefs?: boolean;
  /** With `remoteRefs`: also fetch from loopback, link-local and private-network addresses. */
  remoteRefsPrivate?: boolean;
  /** The name standard input (`-`) is linted as: shown in output, used to find configuration and resolve `$ref`s. */
  stdinFilename?: string;
  /** A baseline file: its findings are not reported nor counted for the exit code. */
  baseline?: string;
  /** Write every current finding to the baseline file (`--baseline`, or the default name) instead of reporting. */
  updateBaseline: boolean;
  /** Apply the safe fixes to the files (`write`), or print them as a unified diff (`dry-run`). */
  fix?: 'write' | 'dry-run';
  /** The kinds of fix `--fix` applies (`--fix-type`; only those that keep the contract when not given). */
  fixTypes?: FixType[];
}

const FORMATS: readonly OutputFormat[] = ['text', 'json', 'sarif', 'github-actions', 'codeclimate', 'junit'];
const FAIL_ON: readonly FailOn[] = ['error', 'warning', 'info', 'never'];

/** The usage text of `lint`. */
export const LINT_USAGE = `Usage: rest-conventions lint [options] PATH...

Lints OpenAPI specs (2.0, 3.0, 3.1, 3.2; YAML or JSON) against REST conventions.
PATH is a file, a folder (searched for *.yaml, *.yml, *.json, skipping node_modules and
dot-folders; files that are not OpenAPI are skipped), a quoted glob ('specs/**/*.yaml'),
or - for standard input. Arguments after -- are paths even when they start with -.

Options:
  -f, --format FORMAT            output format (default: text): text, json, sarif (code
                                 scanning), github-actions (workflow annotations),
                                 codeclimate (GitLab Code Quality), junit (test reports)
  -o, --output FILE              write the report to FILE instead of standard output
  -q, --quiet                    report errors only (warnings and infos neither shown
                                 nor counted for the exit code)
      --stdin-filename NAME      the file name standard input is linted as (output,
                                 configuration and relative $refs); default <stdin>
      --allow-empty              exit 0 when no OpenAPI document was found (default: 2)
      --allow-outside-refs       follow $refs to files outside the current folder and the
                                 spec's repository (default: they are reported unresolved)
      --remote-refs              fetch http(s) $refs (time-out, size cap, same-scheme
                                 redirects; default: not fetched, one info finding says so)
      --remote-refs-private      with --remote-refs, also fetch from loopback, link-local
                                 (169.254.x, fe80::) and private-network addresses
  -c, --config FILE              use this configuration instead of the nearest
                                 .rest-conventions.yaml/.yml/.json above each file
      --fail-on error|warning|info|never
                                 exit with 1 when a finding is at least this severe
                                 (default: error)
      --workers N                worker threads (default: one per core when it pays; 0: none)
      --baseline FILE            leave out the findings recorded in FILE (keyed by file, rule
                                 and JSON pointer): only new ones are reported and counted
      --update-baseline          record every current finding in the baseline (--baseline FILE,
                                 default ${DEFAULT_BASELINE}) and exit 0
      --fix                      apply the safe fixes to the files (grouped findings: one shared
                                 response for every operation listed), then report what is left
      --fix-dry-run              print the fixes as a unified diff; change nothing
      --fix-type TYPE[,TYPE]     the kinds of fix --fix applies (default: compatible):
                                 compatible (keeps the contract: adds a response, a header,
                                 a scheme), contract (breaks clients or may, as \`diff\`
                                 judges: a 200 create made 201, a renamed path)
  -h, --help                     show this help

Exit codes: 0 nothing at or above --fail-on, 1 something is, 2 usage, file or configuration
error, or no OpenAPI document found (unless --allow-empty).
`;

const LINT_OPTIONS: OptionSpec = {
  help: { type: 'boolean', short: 'h' },
  format: { type: 'string', short: 'f' },
  config: { type: 'string', short: 'c' },
  'fail-on': { type: 'string' },
  output: { type: 'string', short: 'o' },
  quiet: { type: 'boolean', short: 'q' },
  'allow-empty': { type: 'boolean' },
  'allow-outside-refs': { type: 'boolean' },
  'remote-refs': { type: 'boolean' },
  'remote-refs-private': { type: 'boolean' },
  'stdin-filename': { type: 'string' },
  baseline: { type: 'string' },
  'update-baseline': { type: 'boolean' },
  fix: { type: 'boolean' },
  'fix-dry-run': { type: 'boolean' },
  'fix-type': { type: 'string' },
  workers: { type: 'string' },
};

/** Parses the arguments after `lint` (`--` ends the options: what follows are paths); a string is a usage error. */
export function parseLintArgs(args: readonly string[]): LintOptions | string {
  const opts: LintOptions = {
    format: 'text',
    failOn: 'error',
    paths: [],
    help: false,
    quiet: false,
    allowEmpty: false,
    updateBaseline: false,
  };
  const split = splitArgs(args, LINT_OPTIONS);
  if (typeof split === 'string') return split;
  for (const { name, raw, value: v, known } of split.options) {
    if (!known) return `Unknown option ${raw}.`;
    switch (name) {
      case 'help':
        opts.help = true;
        break;
      case 'format':
        if (!FORMATS.includes(v as OutputFormat))
          return `--format needs one of ${FORMATS.join(', ')}${v === undefined ? '' : `, not "${v}"`}.`;
        opts.format = v as OutputFormat;
        break;
      case 'config':
        if (!v) return '--config needs a file.';
        opts.config = v;
        break;
      case 'fail-on':
        if (!FAIL_ON.includes(v as FailOn))
          return `--fail-on needs one of ${FAIL_ON.join(', ')}${v === undefined ? '' : `, not "${v}"`}.`;
        opts.failOn = v as FailOn;
        break;
      case 'output':
        if (!v) return '--output needs a file.';
        opts.output = v;
        break;
      case 'quiet':
        opts.quiet = true;
        break;
      case 'allow-empty':
        opts.allowEmpty = true;
        break;
      case 'allow-outside-refs':
        opts.allowOutsideRefs = true;
        break;
      case 'remote-refs':
        opts.remoteRefs = true;
        break;
      case 'remote-refs-private':
        opts.remoteRefsPrivate = true;
        break;
      case 'stdin-filename':
        if (!v) return '--stdin-filename needs a file name.';
        opts.stdinFilename = v;
        break;
      case 'baseline':
        if (!v) return '--baseline needs a file.';
        opts.baseline = v;
        break;
      case 'update-baseline':
        opts.updateBaseline = true;
        break;
      case 'fix':
      case 'fix-dry-run': {
        const fix = name === 'fix' ? 'write' : 'dry-run';
        if (opts.fix !== undefined && opts.fix !== fix) return '--fix and --fix-dry-run cannot go together.';
        opts.fix = fix;
        break;
      }
      case 'fix-type': {
        const types = (v ?? '').split(',').map((t) => t.trim());
        const bad = types.find((t) => !FIX_TYPES.includes(t as FixType));
        if (bad !== undefined)
          return `--fix-type needs ${FIX_TYPES.join(' or ')} (or both, comma-separated)${bad === '' ? '' : `, not "${bad}"`}.`;
        opts.fixTypes = [...new Set([...(opts.fixTypes ?? []), ...(types as FixType[])])];
        break;
      }
      case 'workers':
        if (v === undefined || !/^\d+$/.test(v)) return '--workers needs a whole number (0 lints in the main thread).';
        opts.workers = Number(v);
        break;
    }
  }
  opts.paths = split.positionals;
  if (!opts.help && opts.paths.length === 0)
    return 'No paths given: name the files, folders or globs to lint (- for standard input).';
  if (opts.paths.filter((p) => p === '-').length > 1) return 'Standard input (-) can be named once.';
  if (opts.stdinFilename !== undefined && !opts.paths.includes('-')) return '--stdin-filename needs - among the paths.';
  if (opts.fix === 'write' && opts.paths.includes('-'))
    return '--fix cannot write standard input; use --fix-dry-run to see the fixes.';
  if (opts.remoteRefsPrivate && !opts.remoteRefs) return '--remote-refs-private goes with --remote-refs.';
  if (opts.fixTypes && !opts.fix) return '--fix-type goes with --fix or --fix-dry-run.';
  if (opts.fix && opts.updateBaseline)
    return '--update-baseline records findings as they are; run --fix first, then --update-baseline.';
  return opts;
}
