import { ACCEPT_ENCODING } from '../../core/http/build-request';
import type { HttpRequest } from '../../core/http/types';

/** A secret value and the environment variable that stands for it in exports. */
export interface SecretName {
  value: string;
  env: string;
}

/** A piece of exported text: literal, or a secret written as its variable. */
type Piece = { text: string } | { env: string; value: string };

/** Splits a text at every occurrence of a secret (and its percent-encoded form), longest secrets first. */
function pieces(text: string, names: readonly SecretName[]): Piece[] {
  const forms: SecretName[] = [];
  for (const n of names) {
    if (!n.value) continue;
    forms.push(n);
    const enc = encodeURIComponent(n.value);
    if (enc !== n.value) forms.push({ value: enc, env: n.env });
  }
  forms.sort((a, b) => b.value.length - a.value.length);
  let out: Piece[] = [{ text }];
  for (const f of forms) {
    out = out.flatMap((p) => {
      if (!('text' in p) || !p.text.includes(f.value)) return [p];
      const parts = p.text.split(f.value);
      return parts.flatMap((t, i) => (i === 0 ? [{ text: t }] : [{ env: f.env, value: f.value }, { text: t }]));
    });
  }
  return out.filter((p) => !('text' in p) || p.text !== '');
}

/** One shell word: literals in single quotes, variables in double quotes, so only the variables expand. */
function shellWord(ps: Piece[], includeSecrets: boolean): string {
  const parts: ({ literal: string } | { env: string })[] = [];
  for (const p of ps) {
    const literal = 'text' in p ? p.text : includeSecrets ? p.value : undefined;
    const prev = parts[parts.length - 1];
    if (literal === undefined) parts.push({ env: (p as { env: string }).env });
    else if (prev && 'literal' in prev) prev.literal += literal;
    else parts.push({ literal });
  }
  if (!parts.length) return "''";
  return parts.map((p) => ('literal' in p ? `'${p.literal.replace(/'/g, `'\\''`)}'` : `"$${p.env}"`)).join('');
}

/** The `Basic` pair of an authorization header, when the user name and password are known. */
export interface BasicPair {
  username: string;
  password: string;
}

function basicHeader(request: HttpRequest, basic: BasicPair | undefined): boolean {
  const v = request.headers.authorization;
  return !!basic && typeof v === 'string' && /^Basic\s/i.test(v);
}

/**
 * Whether a header is the `Accept-Encoding` every built request carries: the exports leave it to the other tool,
 * which asks for the codings it decodes itself (cURL with `--compressed`; REST Client and httpYac always). As a
 * plain `-H`, cURL would print the compressed bytes.
 */
function defaultAcceptEncoding(name: string, value: string): boolean {
  return name === 'accept-encoding' && value === ACCEPT_ENCODING;
}

/**
 * A cURL command for a request. Secrets become `"$VARIABLE"` (the CLI's variable names) unless `includeSecrets`;
 * HTTP basic credentials become `-u user:"$REST_CONVENTIONS_PASSWORD"`.
 */
export function toCurl(
  request: HttpRequest,
  names: readonly SecretName[],
  opts: { includeSecrets: boolean; basic?: BasicPair; insecure?: boolean },
): string {
  const word = (s: string) => shellWord(pieces(s, names), opts.includeSecrets);
  const lines = [`curl -X ${request.method} ${word(request.url)}`];
  if (basicHeader(request, opts.basic)) lines.push(`-u ${word(`${opts.basic!.username}:${opts.basic!.password}`)}`);
  let compressed = false;
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'authorization' && basicHeader(request, opts.basic)) continue;
    if (defaultAcceptEncoding(name, value)) compressed = true;
    else lines.push(`-H ${word(`${name}: ${value}`)}`);
  }
  if (compressed) lines.push('--compressed');
  if (request.body && request.body.length) lines.push(`--data-binary ${word(new TextDecoder().decode(request.body))}`);
  if (opts.insecure) lines.push('--insecure');
  return lines.join(' \\\n  ') + '\n';
}

/**
 * A `.http` file (REST Client / httpYac syntax) for a request: secrets as `{{$processEnv VARIABLE}}`, basic
 * credentials as `Basic user:password` (which those clients encode).
 */
export function toHttpFile(
  request: HttpRequest,
  names: readonly SecretName[],
  opts: { title: string; basic?: BasicPair },
): string {
  const used = new Set<string>();
  const text = (s: string) =>
    pieces(s, names)
      .map((p) => {
        if ('text' in p) return p.text;
        used.add(p.env);
        return `{{$processEnv ${p.env}}}`;
      })
      .join('');
  const lines = [`${request.method} ${text(request.url)} HTTP/1.1`];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name === 'authorization' && basicHeader(request, opts.basic))
      lines.push(`authorization: Basic ${text(opts.basic!.username)}:${text(opts.basic!.password)}`);
    else if (!defaultAcceptEncoding(name, value)) lines.push(`${name}: ${text(value)}`);
  }
  if (request.body && request.body.length) lines.push('', text(new TextDecoder().decode(request.body)));
  const head = [`# ${opts.title.replace(/[\r\n]+/g, ' ')}`];
  if (used.size) head.push(`# Secrets come from the environment: ${[...used].join(', ')}`);
  return [...head, '', ...lines].join('\n') + '\n';
}
