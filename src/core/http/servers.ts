import type { ApiModel, Operation } from '../openapi/model';
import { isObj } from '../../shared/object';
import { trimTrailingSlashes } from '../../shared/trim';

/** A request could not be built from the spec and the inputs; the message says what to pass. */
export class RequestBuildError extends Error {
  constructor(
    message: string,
    /** Required parameters that got no value, when that is the problem. */
    readonly missing: { name: string; in: string }[] = [],
  ) {
    super(message);
    this.name = 'RequestBuildError';
  }
}

/** Where a request's base URL came from. */
export interface ServerChoice {
  /** Absolute base URL without a trailing slash; the operation's path is appended to it. */
  url: string;
  source: 'override' | 'operation' | 'path' | 'document';
}

export interface ServerOptions {
  /** A base URL that replaces the spec's servers. */
  override?: string;
  /** Values for server variables (defaults fill the rest). */
  variables?: Record<string, string>;
  /** The spec's own URL: relative server URLs resolve against it when it is http(s). */
  specUri?: string;
}

function isHttpUrl(u: string): boolean {
  return /^https?:\/\//i.test(u);
}

/** The base URL of an operation: the override, else the first server of the operation, its path item, or the document. */
export function chooseServer(model: ApiModel, op: Operation, opts: ServerOptions = {}): ServerChoice {
  if (opts.override !== undefined) {
    if (!isHttpUrl(opts.override))
      throw new RequestBuildError(`The server "${opts.override}" is not an absolute http(s) URL.`);
    return { url: trimTrailingSlashes(opts.override), source: 'override' };
  }
  let template: string | undefined;
  let variables: Record<string, { default?: string; enum?: string[] }> = {};
  let source: ServerChoice['source'] = 'document';
  if (model.version !== '2.0') {
    for (const [node, src] of [
      [op.node, 'operation'],
      [op.path.node, 'path'],
    ] as const) {
      const list = model.deref(node.servers);
      const first = Array.isArray(list) ? model.deref(list[0]) : undefined;
      if (isObj(first) && typeof first.url === 'string') {
        template = first.url;
        variables = readVariables(model, first.variables);
        source = src;
        break;
      }
    }
  }
  if (template === undefined && model.servers.length) {
    template = model.servers[0].url;
    variables = model.servers[0].variables;
  }
  if (template === undefined) {
    if (model.version === '2.0') template = typeof model.root.basePath === 'string' ? model.root.basePath : '/';
    else template = '/';
  }
  const url = substitute(template, variables, opts.variables ?? {});
  if (isHttpUrl(url)) return { url: trimTrailingSlashes(url), source };
  if (opts.specUri && isHttpUrl(opts.specUri))
    return { url: trimTrailingSlashes(new URL(url, opts.specUri).toString()), source };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1];
  if (scheme && !/^[a-z]$/i.test(scheme))
    throw new RequestBuildError(
      `The spec's server URL "${url}" is a ${scheme.toLowerCase()}: URL, which requests cannot be sent to; give an http(s) base URL (--server).`,
    );
  throw new RequestBuildError(`The spec's server URL "${url}" is relative; give an absolute base URL (--server).`);
}

function readVariables(model: ApiModel, raw: unknown): Record<string, { default?: string; enum?: string[] }> {
  const node = model.deref(raw);
  const out: Record<string, { default?: string; enum?: string[] }> = {};
  if (!isObj(node)) return out;
  for (const [k, v] of Object.entries(node)) {
    if (!isObj(v)) continue;
    out[k] = {
      default: v.default === undefined ? undefined : String(v.default),
      enum: Array.isArray(v.enum) ? v.enum.map(String) : undefined,
    };
  }
  return out;
}

function substitute(
  template: string,
  declared: Record<string, { default?: string; enum?: string[] }>,
  given: Record<string, string>,
): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const v = given[name] ?? declared[name]?.default ?? declared[name]?.enum?.[0];
    if (v === undefined) throw new RequestBuildError(`The server variable "${name}" has no value and no default.`);
    return v;
  });
}

/** Joins a base URL and an already-expanded path (`https://h/v1` + `/books` → `https://h/v1/books`). */
export function joinUrl(base: string, path: string): string {
  return trimTrailingSlashes(base) + (path.startsWith('/') ? path : '/' + path);
}
