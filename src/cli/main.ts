import { homepage, version } from '../../package.json';
import { defaultWorkerFile, runLint, type CliIo } from './lint-command';
import { runDiff } from './diff-command';

/** The top-level usage text. */
const USAGE = `Usage: rest-conventions <command> [options]

Commands:
  lint PATH...     lint OpenAPI specs against REST conventions (see \`rest-conventions lint --help\`)
  diff BASE REVISION
                   report the changes between two versions of a spec that break clients
                   (see \`rest-conventions diff --help\`)
  request SPEC OPERATION
                   send a call to an operation and explain the response (see \`rest-conventions request --help\`)
  mock SPEC        serve a stateful mock of the API the spec describes (see \`rest-conventions mock --help\`)

Options:
  -h, --help       show this help
  -v, --version    print the version
`;

/** Runs one command line; resolves to the process exit code. `stop` ends a `mock` (tests; the CLI stops on a signal). */
export async function main(argv: readonly string[], io: CliIo, stop?: AbortSignal): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'lint':
      return runLint(rest, io);
    case 'diff':
      return runDiff(rest, io);
    case 'request':
      // Loaded on demand: the HTTP engine (undici) costs a lint run ~45 ms of start-up it never uses.
      return (require('./request-command') as typeof import('./request-command')).runRequestCommand(rest, io);
    case 'mock':
      return (require('./mock-command') as typeof import('./mock-command')).runMockCommand(rest, io, stop);
    case '-v':
    case '--version':
      io.stdout.write(`${io.version}\n`);
      return 0;
    case '-h':
    case '--help':
      io.stdout.write(USAGE);
      return 0;
    case undefined:
      io.stderr.write(USAGE);
      return 2;
    default:
      io.stderr.write(`rest-conventions: unknown command "${command}".\n\n${USAGE}`);
      return 2;
  }
}

/** Runs the CLI on this process (arguments, streams, exit code). */
export function run(): void {
  const io: CliIo = {
    cwd: process.cwd(),
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    workerFile: defaultWorkerFile(),
    version,
    homepage,
    readStdin: () => readAll(process.stdin),
  };
  // `rest-conventions lint … | head`: once the reader has gone, the rest of the output has nowhere to go. Stop
  // writing without a stack trace; the exit code stays the lint's (which `set -o pipefail` passes on).
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
    });
  }
  main(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
      // Leave once the output is out, rather than when the event loop drains: that spares tearing down a large heap
      // (~10 ms after GitHub's spec). The empty writes call back once what was written before has gone (writes to
      // a pipe are asynchronous on some systems).
      process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
    },
    (e: unknown) => {
      process.stderr.write(`rest-conventions: internal error: ${e instanceof Error ? e.stack : String(e)}\n`);
      process.exitCode = 2;
    },
  );
}

/** Everything a stream yields, as UTF-8 text. */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

// Run directly (`node dist/cli.js`, `tsx src/cli/main.ts`), it starts by itself.
if (require.main === module) run();
