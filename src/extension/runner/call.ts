import { CREDENTIAL_ENV, type EnvCredential } from '../../core/http/auth/credential-env';
import { buildRequest, type BuiltRequest } from '../../core/http/build-request';
import { REDACTED } from '../../core/http/redact';
import { ALWAYS_SECRET_HEADERS } from '../../core/http/origin';
import { isSecretHeader } from '../../shared/secret-names';
import { trimTrailingSlashes } from '../../shared/trim';
import type { SendFn } from '../../core/http/auth/oauth2';
import { sendLazily as send } from '../../core/http/lazy-send';
import { sendOptionsFor, type CallSettings } from '../../core/http/pipeline';
import type { HttpRequest } from '../../core/http/types';
import type { ApiModel, Operation } from '../../core/openapi/model';
import { SERVER_CUSTOM, SERVER_ENVIRONMENT, type FormValues } from '../../shared/form';
import { BASE_URL_VARIABLE, substitute } from './environments';
import type { SecretName, BasicPair } from './exporters';
import { formServers } from './operation-form';
import type { RunnerSettings } from './host';
import type { StoredCredentials } from './secrets';

/** A base URL picked by the form, or why there is none. */
export type BaseUrl = { url: string } | { error: string };

function isHttpUrl(u: string): boolean {
  return /^https?:\/\/[^/?#]/i.test(u);
}

/**
 * The base URL the values pick: a spec server with its variables filled (the form's value, then an environment
 * variable of the same name, then the default), the environment's `base_url`, or the URL typed in. `{{variables}}`
 * of the environment are substituted; a relative URL resolves against an http(s) spec URI.
 */
export function baseUrlFor(
  model: ApiModel,
  op: Operation,
  values: FormValues,
  env: ReadonlyMap<string, string> | undefined,
  specUri: string,
): BaseUrl {
  let url: string;
  if (values.serverIndex === SERVER_ENVIRONMENT) {
    const base = env?.get(BASE_URL_VARIABLE);
    if (!base) return { error: `The active environment sets no ${BASE_URL_VARIABLE}.` };
    url = substitute(base, env);
  } else if (values.serverIndex === SERVER_CUSTOM) {
    url = substitute(values.customServer.trim(), env);
    if (!url) return { error: 'Type a server URL, or pick one of the spec’s servers.' };
  } else {
    const servers = formServers(model, op);
    const server = servers[values.serverIndex];
    if (!server)
      return {
        error: servers.length
          ? 'The chosen server is no longer in the spec; pick another.'
          : 'The spec declares no server: type a server URL or set base_url in an environment.',
      };
    let missing: string | undefined;
    url = server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => {
      const decl = server.variables.find((v) => v.name === name);
      const v = values.variables[name] || env?.get(name) || decl?.default || decl?.enum?.[0];
      if (v === undefined) missing ??= name;
      return v ?? whole;
    });
    if (missing !== undefined) return { error: `The server variable "${missing}" has no value.` };
    url = substitute(url, env);
  }
  if (!isHttpUrl(url)) {
    if (/^https?:/i.test(specUri)) {
      try {
        url = new URL(url, specUri).toString();
      } catch {
        return { error: `"${url}" is not a URL.` };
      }
    } else
      return {
        error: `The server URL "${url}" is not an absolute http(s) URL: type one, or set base_url in an environment.`,
      };
  }
  try {
    new URL(url);
  } catch {
    return { error: `"${url}" is not a URL.` };
  }
  return { url: trimTrailingSlashes(url) };
}

/** Builds the request the form describes (before authentication); throws the engine's `RequestBuildError`. */
export function buildFromValues(
  model: ApiModel,
  op: Operation,
  values: FormValues,
  env: ReadonlyMap<string, string> | undefined,
  baseUrl: string,
): BuiltRequest {
  const params: Record<string, string> = {};
  for (const [id, v] of Object.entries(values.params)) if (v.trim() !== '') params[id] = substitute(v, env);
  const headers: Record<string, string> = {};
  for (const h of values.headers) if (h.name.trim()) headers[h.name.trim().toLowerCase()] = substitute(h.value, env);
  const hasBody = values.body !== null && values.body !== '';
  const built = buildRequest(model, op, {
    override: baseUrl,
    params,
    headers,
    body: hasBody ? substitute(values.body as string, env) : undefined,
    contentType: values.contentType ?? undefined,
  });
  if (!hasBody && (op.requestBody || op.parameters.some((p) => p.in === 'formData'))) {
    built.body = undefined;
    if (!values.headers.some((h) => h.name.trim().toLowerCase() === 'content-type'))
      delete built.headers['content-type'];
    built.bodySource = 'none';
  }
  return built;
}

/**
 * What stands for each secret of a sent request in exports: stored credentials by their variable, any other secret
 * the engine placed (a fetched access token) as the token variable, credential headers typed into the form by a
 * variable named after the header. Also the basic pair, when the request used HTTP basic.
 */
export function exportNames(
  request: HttpRequest,
  stored: StoredCredentials[],
): { names: SecretName[]; basic?: BasicPair } {
  const names: SecretName[] = [];
  const known = new Set<string>();
  const add = (value: string | undefined, env: string) => {
    if (!value || known.has(value)) return;
    known.add(value);
    names.push({ value, env });
  };
  let basic: BasicPair | undefined;
  for (const c of stored) {
    for (const [field, env] of Object.entries(CREDENTIAL_ENV) as [EnvCredential, string][])
      if (field !== 'username' && field !== 'clientId') add(c[field], env);
    if (c.username !== undefined && c.password !== undefined && !basic)
      basic = { username: c.username, password: c.password };
  }
  const auth = request.headers.authorization;
  if (auth && /^Basic\s/i.test(auth) && basic) known.add(auth.slice(6).trim());
  for (const s of request.credentials?.secrets ?? []) add(s, 'REST_CONVENTIONS_TOKEN');
  for (const [name, value] of Object.entries(request.headers)) {
    const secretish =
      ALWAYS_SECRET_HEADERS.includes(name) || isSecretHeader(name) || !!request.credentials?.headers.includes(name);
    if (!secretish || value === REDACTED || [...known].some((k) => value.includes(k))) continue;
    const bare = name === 'authorization' ? value.replace(/^\S+\s+/, '') : value;
    add(bare, `REST_CONVENTIONS_HEADER_${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}`);
  }
  return { names, basic };
}

/** The runner's settings as the pipeline's call settings; `insecure` is the form's "skip TLS verification". */
export function runnerCallSettings(settings: RunnerSettings, insecure = false): CallSettings {
  return {
    timeoutMs: settings.timeoutMs,
    insecure,
    proxy: settings.proxy,
    proxyStrictSSL: settings.proxyStrictSSL,
    maxBytes: settings.maxResponseBytes,
  };
}

/** How the runner sends token and sign-in requests: with its proxy and time-out, whoever asks (Send or Sign in). */
export function tokenSender(settings: () => RunnerSettings): SendFn {
  return (r, o) => {
    const s = settings();
    return send(r, { ...sendOptionsFor(r.url, { timeoutMs: s.timeoutMs, proxy: s.proxy }), ...o });
  };
}
