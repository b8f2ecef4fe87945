import { watch } from 'node:fs';
import * as path from 'node:path';
import { parseSource } from '../core/document/parse';
import { DEFAULT_MAX_MEMBERS } from '../core/mock/collections';
import { buildModel } from '../core/openapi/build';
import type { ApiModel } from '../core/openapi/model';
import { startMockServer } from '../node/mock-server';
import { readSpecFile } from './spec-read';
import type { CliIo } from './lint-command';
import { splitArgs, type OptionSpec } from './options';
import { escapeControls, escapeLine } from './format/escape';

/** The usage text of `mock`. */
export const MOCK_USAGE = `Usage: rest-conventions mock [options] SPEC

Serves a stateful mock of the API SPEC describes: POST on a collection stores a member (201 +
Location), GET/PUT/PATCH/DELETE work on it, lists page the way the spec says, credentials and
request bodies are checked, and a rate limit is counted. Every answer is checked against the
spec; a departure is printed as a bug of the mock.

Options:
  -p, --port N             port (default 4010; 0 picks a free one)
      --host HOST          interface to listen on (default 127.0.0.1)
      --seed N             seed of the generated data (default 1): the same seed, the same data
      --delay MS           wait this long before every answer
      --rate-limit N/S     allow N requests per S seconds per client (default 100/60 when the
                           spec declares rate limits, none otherwise)
      --forbidden TOKEN    answer 403 to this credential (any other well-formed one is accepted)
      --max-members N      hold at most N members in all (default 10000); a create past
                           that is answered 507
      --cors ORIGIN        let browser pages of ORIGIN call the mock (repeat for more; * for any);
                           by default pages on localhost, 127.0.0.1 and [::1] may
      --quiet              no line per request
  -h, --help               show this help

Stop it with Ctrl+C. The spec is read again when it changes on disk. An argument after -- is the
spec even when it starts with -.
`;

interface MockArgs {
  spec?: string;
  port: number;
  host: string;
  seed: number;
  delayMs: number;
  rateLimit?: { limit: number; windowSeconds: number };
  forbidden?: string;
  maxMembers: number;
  cors: string[];
  quiet: boolean;
  help: boolean;
}

const MOCK_OPTIONS: OptionSpec = {
  help: { type: 'boolean', short: 'h' },
  port: { type: 'string', short: 'p' },
  host: { type: 'string' },
  seed: { type: 'string' },
  delay: { type: 'string' },
  'rate-limit': { type: 'string' },
  forbidden: { type: 'string' },
  'max-members': { type: 'string' },
  cors: { type: 'string' },
  quiet: { type: 'boolean' },
};

/** Parses the arguments after `mock` (`--` ends the options); a string is a usage error. */
export function parseMockArgs(args: readonly string[]): MockArgs | string {
  const o: MockArgs = {
    port: 4010,
    host: '127.0.0.1',
    seed: 1,
    delayMs: 0,
    maxMembers: DEFAULT_MAX_MEMBERS,
    cors: [],
    quiet: false,
    help: false,
  };
  const split = splitArgs(args, MOCK_OPTIONS);
  if (typeof split === 'string') return split;
  for (const { name, raw, value: v, known } of split.options) {
    if (!known) return `Unknown option ${raw}.`;
    const int = (what: string, min: number, max: number): number | string =>
      v !== undefined && /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max
        ? Number(v)
        : `${what} needs a whole number from ${min} to ${max}.`;
    switch (name) {
      case 'help':
        o.help = true;
        break;
      case 'port': {
        const n = int('--port', 0, 65535);
        if (typeof n === 'string') return n;
        o.port = n;
        break;
      }
      case 'host':
        if (!v) return '--host needs an interface name or address.';
        o.host = v;
        break;
      case 'seed': {
        const n = int('--seed', 0, 2 ** 32 - 1);
        if (typeof n === 'string') return n;
        o.seed = n;
        break;
      }
      case 'delay': {
        const n = int('--delay', 0, 600_000);
        if (typeof n === 'string') return n;
        o.delayMs = n;
        break;
      }
      case 'rate-limit': {
        const m = /^(\d+)\/(\d+)$/.exec(v ?? '');
        if (!m || Number(m[1]) < 1 || Number(m[2]) < 1) return '--rate-limit needs N/SECONDS, e.g. 10/60.';
        o.rateLimit = { limit: Number(m[1]), windowSeconds: Number(m[2]) };
        break;
      }
      case 'forbidden':
        if (!v) return '--forbidden needs a credential.';
        o.forbidden = v;
        break;
      case 'max-members': {
        const n = int('--max-members', 1, 10_000_000);
        if (typeof n === 'string') return n;
        o.maxMembers = n;
        break;
      }
      case 'cors':
        if (!v || (v !== '*' && !/^https?:\/\/[^/\s]+$/.test(v)))
          return '--cors needs an origin (scheme://host[:port], no path) or *.';
        o.cors.push(v);
        break;
      case 'quiet':
        o.quiet = true;
        break;
    }
  }
  if (split.positionals.length > 1) return 'Give one spec.';
  o.spec = split.positionals[0];
  if (!o.help && o.spec === undefined) return 'No spec given: name the OpenAPI file to mock.';
  return o;
}

/** Reads (as lint reads it, `$ref`s included) and models a spec file; a string says why it cannot be mocked. */
async function loadSpec(file: string, cwd: string): Promise<ApiModel | string> {
  const read = await readSpecFile({ file, abs: file, cwd });
  if (typeof read === 'string') return read;
  const doc = parseSource(file, read.text);
  if (doc.errors.length > 0) return `${file} does not parse: ${doc.errors[0].message}`;
  const model = buildModel(doc, read.load);
  return model ?? `${file} is not an OpenAPI document (no top-level \`openapi\` or \`swagger\` key).`;
}

/**
 * `rest-conventions mock SPEC`: serves the mock until the process is stopped (resolves to the exit code then), or
 * returns 2 at once on a usage or spec error. `signal` stops it (tests).
 */
export async function runMockCommand(args: readonly string[], io: CliIo, signal?: AbortSignal): Promise<number> {
  const a = parseMockArgs(args);
  if (typeof a === 'string') {
    io.stderr.write(`rest-conventions mock: ${escapeLine(a)}\n\n${MOCK_USAGE}`);
    return 2;
  }
  if (a.help) {
    io.stdout.write(MOCK_USAGE);
    return 0;
  }
  const file = path.resolve(io.cwd, a.spec!);
  const model = await loadSpec(file, io.cwd);
  if (typeof model === 'string') {
    io.stderr.write(`rest-conventions mock: ${escapeLine(model)}\n`);
    return 2;
  }
  let server;
  try {
    server = await startMockServer(model, {
      port: a.port,
      host: a.host,
      seed: a.seed,
      delayMs: a.delayMs,
      rateLimit: a.rateLimit,
      forbiddenCredential: a.forbidden,
      maxMembers: a.maxMembers,
      cors: a.cors.length > 0 ? a.cors : undefined,
      log: (line) => io.stderr.write(`${escapeControls(line)}\n`),
      onRequest: a.quiet ? undefined : (line) => io.stdout.write(`${escapeLine(line)}\n`),
    });
  } catch (e) {
    io.stderr.write(
      `rest-conventions mock: ${escapeLine(`cannot listen on ${a.host}:${a.port}: ${(e as Error).message}`)}\n`,
    );
    return 2;
  }
  const title = (model.root.info as { title?: unknown } | undefined)?.title;
  io.stdout.write(
    `Mock of ${escapeLine(typeof title === 'string' ? title : a.spec!)} at ${escapeLine(server.url)} (${model.operations.length} operations, seed ${a.seed}).\n`,
  );
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(file, () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const next = await loadSpec(file, io.cwd);
      if (typeof next === 'string') io.stderr.write(`rest-conventions mock: not reloaded: ${escapeLine(next)}\n`);
      else {
        server.api.reload(next);
        io.stdout.write(
          `Reloaded ${escapeLine(a.spec!)} (${next.operations.length} operations); stored members of paths that still exist are kept.\n`,
        );
      }
    }, 150);
  });
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    signal?.addEventListener('abort', stop, { once: true });
    if (!signal) {
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }
  });
  clearTimeout(timer);
  watcher.close();
  await server.close();
  return 0;
}
