import { resolve } from 'node:path';
import { parseSource } from '../core/document/parse';
import { buildModel } from '../core/openapi/build';
import type { ApiModel, Operation } from '../core/openapi/model';
import { OAuthTokens } from '../core/http/auth/oauth2';
import { CREDENTIAL_ENV, type EnvCredential } from '../core/http/auth/credential-env';
import { AuthError, type Credentials, type UnmetScheme } from '../core/http/auth/types';
import { buildRequest, findOperation } from '../core/http/build-request';
import { closeDispatchers } from '../core/http/dispatchers';
import { redactText, redactUrl } from '../core/http/redact';
import { send } from '../core/http/send';
import { prepareCall, sendCall, sendOptionsFor, type CallReading, type CallSettings } from '../core/http/pipeline';
import { describeUnmet } from '../core/http/auth/unmet';
import { RequestBuildError } from '../core/http/servers';
import { HttpError, type HttpRequest, type HttpResponse } from '../core/http/types';
import { parseRequestArgs, REQUEST_USAGE, statusFails, type RequestArgs } from './request-args';
import { escapeLine } from './format/escape';
import { readNamedFile, readSpecFile } from './spec-read';
import { errorText } from '../core/files/guard';
import { buildReport, renderText, type ConformanceItem } from './request-output';
import { andList } from '../shared/phrasing';

/** What `request` reads and writes; the CLI passes the process's, tests their own. */
export interface RequestIo {
  cwd: string;
  env: Record<string, string | undefined>;
  stdout: { write(s: string): unknown };
  stderr: { write(s: string): unknown };
}

/** Reads the credentials from the environment; empty variables count as unset. */
export function credentialsFromEnv(env: Record<string, string | undefined>): Credentials {
  const out: Credentials = {};
  for (const [kind, name] of Object.entries(CREDENTIAL_ENV) as [EnvCredential, string][]) {
    const v = env[name];
    if (v !== undefined && v !== '') out[kind] = v;
  }
  return out;
}

/** What the unmet schemes lack, each credential named by the environment variable that gives it. */
function describeEnvUnmet(unmet: UnmetScheme[]): string {
  return describeUnmet(unmet, (k) => CREDENTIAL_ENV[k]);
}

class UsageError extends Error {}

function processIo(): RequestIo {
  return { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr };
}

/** `rest-conventions request SPEC OPERATION …`: sends one call and reports it; resolves to the exit code. */
export async function runRequestCommand(args: readonly string[], io: RequestIo = processIo()): Promise<number> {
  const parsed = parseRequestArgs(args);
  if (typeof parsed === 'string') {
    io.stderr.write(`rest-conventions request: ${escapeLine(parsed)}\n\n${REQUEST_USAGE}`);
    return 2;
  }
  if (parsed.help) {
    io.stdout.write(REQUEST_USAGE);
    return 0;
  }
  const credentials = credentialsFromEnv(io.env);
  const secrets = Object.values(credentials).filter((v): v is string => typeof v === 'string');
  const say = (s: string) => io.stderr.write(`rest-conventions request: ${escapeLine(redactText(s, secrets))}\n`);
  const limit = parsed.deadline ?? DEFAULT_DEADLINE_MS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), limit);
  try {
    return await run(parsed, io, credentials, secrets, say, deadline.signal);
  } catch (err) {
    if (err instanceof HttpError && err.kind === 'aborted' && deadline.signal.aborted) {
      say(
        `no complete answer within the deadline of ${limit} ms (--deadline); the call was stopped (${redactUrl(err.url)}).`,
      );
      return 1;
    }
    if (err instanceof UsageError || err instanceof RequestBuildError) {
      say(err.message);
      return 2;
    }
    if (err instanceof HttpError || err instanceof AuthError) {
      say(err instanceof HttpError ? `${err.message} (${redactUrl(err.url)})` : err.message);
      return 1;
    }
    throw err;
  } finally {
    clearTimeout(timer);
    await closeDispatchers();
  }
}

/** The default limit of a whole call (`--deadline`): a server dripping one byte per `--timeout` cannot hold it forever. */
export const DEFAULT_DEADLINE_MS = 300_000;

async function run(
  a: RequestArgs,
  io: RequestIo,
  credentials: Credentials,
  secrets: string[],
  say: (s: string) => void,
  deadline: AbortSignal,
): Promise<number> {
  const specPath = resolve(io.cwd, a.spec);
  const model = await loadModel(specPath, io.cwd);
  const op = findOperation(model, a.operation);
  if (!op) throw new UsageError(`"${a.operation}" is not an operation of ${a.spec}; it has ${listOperations(model)}.`);
  const unknownParam = checkParamNames(op, Object.keys(a.params));
  if (unknownParam) throw new UsageError(unknownParam);

  let body: string | undefined;
  if (a.body !== undefined) body = a.body.startsWith('@') ? await readBody(a.body.slice(1), io.cwd) : a.body;
  const settings: CallSettings = { timeoutMs: a.timeout, insecure: a.insecure, proxy: { env: io.env } };
  const tokens = new OAuthTokens((r, o) => send(r, { ...sendOptionsFor(r.url, settings, deadline), ...o }));
  const prepared = await prepareCall<never>(model, op, {
    build: () => buildRequest(model, op, { override: a.server, params: a.params, headers: a.headers, body }),
    secretHeaders: (io.env.REST_CONVENTIONS_SECRET_HEADERS ?? '').split(','),
    credentials: async (request) => {
      if (request.bodyCut)
        say(
          `note: the body made from the schema was ${request.bodyCut} (a part of the schema is left out); give one with --body.`,
        );
      if (a.security !== undefined && !model.securitySchemes.some((s) => s.name === a.security))
        throw new UsageError(
          `"${a.security}" is not a security scheme of ${a.spec}; it has ${model.securitySchemes.map((s) => s.name).join(', ') || 'none'}.`,
        );
      return { credentials, schemeName: a.security, tokens };
    },
  });
  if ('stop' in prepared) return prepared.stop;
  const { request, auth } = prepared;
  if (auth.unmet) {
    if (a.security !== undefined) throw new UsageError(`cannot use ${a.security}: ${describeEnvUnmet(auth.unmet)}.`);
    say(`warning: no credentials for this operation's security (${describeEnvUnmet(auth.unmet)}); sending it without.`);
  }
  const sent: HttpRequest = { ...request, headers: { ...request.headers } };
  const { response, reading } = await sendCall(request, sendOptionsFor(request.url, settings, deadline), send, () => ({
    op,
    deref: model.deref,
  }));
  io.stdout.write(report(a, sent, response, reading, secrets));
  if (statusFails(response.status, a.failOn)) {
    say(`HTTP ${response.status} is one of the statuses --fail-on-status lists; exit code 3.`);
    return 3;
  }
  return 0;
}

function report(a: RequestArgs, req: HttpRequest, res: HttpResponse, reading: CallReading, secrets: string[]): string {
  const { pagination, rateLimit } = reading;
  const conformance: ConformanceItem[] = reading.conformance.map((f) => ({ pointer: f.pointer, message: f.message }));
  const out = buildReport(
    req,
    res,
    pagination,
    rateLimit && !rateLimit.ignoredReason ? rateLimit : null,
    conformance,
    secrets,
  );
  if (a.format === 'json') return JSON.stringify(out, null, 2) + '\n';
  const placement = {
    headers: [],
    query: req.credentials?.query ?? [],
    cookies: [],
    secrets: [...(req.credentials?.secrets ?? []), ...secrets],
  };
  return renderText(out, {
    statusText: res.statusText,
    redirects: res.redirects.map((h) => ({ ...h, from: redactUrl(h.from, placement), to: redactUrl(h.to, placement) })),
    crossOrigin: pagination?.crossOrigin ?? [],
    rateExplanation: rateLimit?.explanation ?? null,
    rateIgnored: rateLimit?.ignoredReason ?? null,
    limited: rateLimit?.limited ?? res.status === 429,
    conformanceChecked: true,
  });
}

async function readBody(named: string, cwd: string): Promise<string> {
  try {
    return await readNamedFile(resolve(cwd, named), named, cwd);
  } catch (err) {
    throw new UsageError(`--body: cannot read ${named}: ${errorText(err)}.`);
  }
}

async function loadModel(path: string, cwd: string): Promise<ApiModel> {
  // Read like lint reads it: through the guarded file layer, $refs ahead, inside the cwd and the spec's repository.
  const read = await readSpecFile({ file: path, abs: path, cwd });
  if (typeof read === 'string') throw new UsageError(`SPEC: ${read}`);
  const doc = parseSource(path, read.text);
  if (doc.errors.length) {
    const e = doc.errors[0];
    const at = doc.positionAt(e.span.start);
    throw new UsageError(`${path}:${at.line + 1}:${at.character + 1}: ${e.message}`);
  }
  const model = buildModel(doc, read.load);
  if (!model) throw new UsageError(`${path} is not an OpenAPI document (no top-level "openapi" or "swagger").`);
  return model;
}

function listOperations(model: ApiModel): string {
  const names = model.operations.map((o) => o.operationId ?? `"${o.method.toUpperCase()} ${o.path.path}"`);
  if (!names.length) return 'no operations';
  return names.length > 12 ? andList([...names.slice(0, 12), `${names.length - 12} more`]) : names.join(', ');
}

/** The request headers `buildRequest` sets itself, so a parameter of that name is not read. */
const SET_BY_REQUEST = new Set(['accept', 'content-type', 'authorization']);

/** A message naming a `--param` that the operation does not declare, and the names it does; undefined when all are known. */
export function checkParamNames(op: Operation, names: string[]): string | undefined {
  const declared = op.parameters.filter(
    (p) => p.in !== 'body' && p.in !== 'formData' && !(p.in === 'header' && SET_BY_REQUEST.has(p.name.toLowerCase())),
  );
  // Path template variables the spec forgot to declare can still be filled.
  const templated = [...op.path.path.matchAll(/\{([^}]+)\}/g)]
    .map((m) => m[1])
    .filter((n) => !declared.some((p) => p.in === 'path' && p.name === n));
  const known = (given: string) => {
    const at = given.indexOf(':');
    const where = at > 0 ? given.slice(0, at) : undefined;
    const name = where && ['path', 'query', 'header', 'cookie'].includes(where) ? given.slice(at + 1) : given;
    const matches = (p: { name: string; in: string }) =>
      (p.in === 'header' ? p.name.toLowerCase() === name.toLowerCase() : p.name === name) &&
      (!where || p.in === where || !['path', 'query', 'header', 'cookie'].includes(where));
    return declared.some(matches) || templated.some((t) => matches({ name: t, in: 'path' }));
  };
  const unknown = names.filter((n) => !known(n));
  if (!unknown.length) return undefined;
  const list = [...declared.map((p) => `${p.name} (${p.in})`), ...templated.map((t) => `${t} (path)`)];
  const what = unknown.map((n) => `"${n}"`).join(', ');
  const id = op.operationId ?? `${op.method.toUpperCase()} ${op.path.path}`;
  const form = op.parameters.filter((p) => p.in === 'formData' || p.in === 'body').length
    ? ' (form fields and the body go in --body)'
    : '';
  const declaredNames = [...declared.map((p) => p.name), ...templated];
  const near =
    unknown.length === 1
      ? declaredNames.find((n) => editDistance(n.toLowerCase(), unknown[0].toLowerCase()) <= 2)
      : undefined;
  return `--param ${what} ${unknown.length > 1 ? 'are not parameters' : 'is not a parameter'} of ${id}${near ? ` (did you mean ${near}?)` : ''}; it declares ${list.length ? list.join(', ') : 'none'}${form}.`;
}

/** The Levenshtein distance of two short strings. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next.push(Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length];
}
