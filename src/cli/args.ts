import type { Severity } from '../core/rules/types';

/** The output formats of `lint`. */
export type OutputFormat = 'text' | 'json' | 'sarif';

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
}

const FORMATS: readonly OutputFormat[] = ['text', 'json', 'sarif'];
const FAIL_ON: readonly FailOn[] = ['error', 'warning', 'info', 'never'];

/** The usage text of `lint`. */
export const LINT_USAGE = `Usage: rest-conventions lint [options] PATH...

Lints OpenAPI specs (2.0, 3.0, 3.1, 3.2; YAML or JSON) against REST conventions.
PATH is a file, a folder (searched for *.yaml, *.yml, *.json, skipping node_modules and
dot-folders; files that are not OpenAPI are skipped) or a quoted glob ('specs/**/*.yaml').

Options:
  -f, --format text|json|sarif   output format (default: text)
  -c, --config FILE              use this configuration instead of the nearest
                                 .rest-conventions.yaml/.yml/.json above each file
      --fail-on error|warning|info|never
                                 exit with 1 when a finding is at least this severe
                                 (default: error)
      --workers N                worker threads (default: one per core when it pays; 0: none)
  -h, --help                     show this help

Exit codes: 0 nothing at or above --fail-on, 1 something is, 2 usage, file or configuration error.
`;

/** Parses the arguments after `lint`; a string is a usage error. */
export function parseLintArgs(args: readonly string[]): LintOptions | string {
  const opts: LintOptions = { format: 'text', failOn: 'error', paths: [], help: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--') {
      opts.paths.push(...args.slice(i + 1));
      break;
    }
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const value = (): string | undefined => (eq > 0 ? arg.slice(eq + 1) : args[++i]);
    switch (name) {
      case '-h':
      case '--help':
        opts.help = true;
        break;
      case '-f':
      case '--format': {
        const v = value();
        if (!FORMATS.includes(v as OutputFormat)) return `--format needs one of ${FORMATS.join(', ')}${v === undefined ? '' : `, not "${v}"`}.`;
        opts.format = v as OutputFormat;
        break;
      }
      case '-c':
      case '--config': {
        const v = value();
        if (!v) return '--config needs a file.';
        opts.config = v;
        break;
      }
      case '--fail-on': {
        const v = value();
        if (!FAIL_ON.includes(v as FailOn)) return `--fail-on needs one of ${FAIL_ON.join(', ')}${v === undefined ? '' : `, not "${v}"`}.`;
        opts.failOn = v as FailOn;
        break;
      }
      case '--workers': {
        const v = value();
        if (v === undefined || !/^\d+$/.test(v)) return '--workers needs a whole number (0 lints in the main thread).';
        opts.workers = Number(v);
        break;
      }
      default:
        if (arg.startsWith('-') && arg !== '-') return `Unknown option ${name}.`;
        opts.paths.push(arg);
    }
  }
  if (!opts.help && opts.paths.length === 0) return 'No paths given: name the files, folders or globs to lint.';
  return opts;
}
