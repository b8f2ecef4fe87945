import { splitArgs, type OptionSpec } from './options';

/** The output formats of `request`. */
export type RequestFormat = 'text' | 'json';

/** The options of `rest-conventions request`, as parsed from its arguments. */
export interface RequestArgs {
  spec: string;
  operation: string;
  server?: string;
  /** `--param NAME=VALUE` values by name; a repeated name collects its values in order. */
  params: Record<string, string | string[]>;
  headers: Record<string, string>;
  /** The `--body` argument as given: JSON text, or `@FILE`. */
  body?: string;
  security?: string;
  /** Milliseconds for each phase: connect, response headers, body. */
  timeout?: number;
  /** Milliseconds for the whole call, token requests and redirects included (default 300000). */
  deadline?: number;
  insecure: boolean;
  format: RequestFormat;
  /** `--fail-on-status`: the statuses (`404`) and classes (`4`, from `4xx`) that make the command exit 3. */
  failOn?: { codes: number[]; classes: number[] };
  help: boolean;
}

/** The usage text of `request`. */
export const REQUEST_USAGE = `Usage: rest-conventions request SPEC OPERATION [options]

Sends one call to an operation of an OpenAPI spec and explains the response: status, headers,
body, timings, pagination, rate limits and whether it matches the spec.
OPERATION is an operationId or "METHOD /path" (quoted). Arguments after -- are not options.

Options:
      --server URL             base URL instead of the spec's first server
      --param NAME=VALUE       a parameter (path, query, header or cookie; repeat for more,
                               repeat a name for an array; IN:NAME picks a location)
      --header NAME:VALUE      an extra request header (repeatable)
      --body JSON|@FILE        the request body (default: the spec's example, or one made
                               from the schema)
      --security NAME          use this security scheme
      --timeout MS             time-out for connecting, for the headers and between body
                               chunks (default: 10000, 30000, 30000)
      --deadline MS            time limit of the whole call, token requests and redirects
                               included (default: 300000)
      --insecure               do not verify the server's TLS certificate
      --fail-on-status LIST    exit 3 when the status is in LIST: codes and classes,
                               e.g. 4xx,5xx or 404,429,5xx (the report is printed still)
  -f, --format text|json       output format (default: text)
  -h, --help                   show this help

Credentials come from the environment, never from arguments:
  REST_CONVENTIONS_TOKEN                 bearer, OAuth 2.0 or OpenID Connect access token
  REST_CONVENTIONS_API_KEY               API key (header, query or cookie)
  REST_CONVENTIONS_USERNAME/_PASSWORD    HTTP basic, or the OAuth 2.0 password flow
  REST_CONVENTIONS_CLIENT_ID/_SECRET     OAuth 2.0 client credentials (token fetched and cached)
  REST_CONVENTIONS_REFRESH_TOKEN         OAuth 2.0 refresh token, exchanged for an access token
  REST_CONVENTIONS_SECRET_HEADERS        more header names (comma-separated) whose values are
                                         credentials: redacted, never sent to another origin
HTTPS_PROXY, HTTP_PROXY and NO_PROXY are honoured. Secrets are shown as <redacted>.

Exit codes: 0 any HTTP status (unless --fail-on-status), 1 network error or time-out,
2 usage, spec or credential error (an unknown --param name too), 3 a status --fail-on-status lists.

Examples:
  rest-conventions request openapi.yaml listBooks --param limit=5 --param page=2
  rest-conventions request openapi.yaml "GET /v1/books/{bookId}" --param bookId=3 -f json
  REST_CONVENTIONS_TOKEN=... rest-conventions request openapi.yaml createBook --body @book.json \
    --fail-on-status 4xx,5xx
`;

const REQUEST_OPTIONS: OptionSpec = {
  server: { type: 'string' },
  param: { type: 'string' },
  header: { type: 'string' },
  body: { type: 'string' },
  security: { type: 'string' },
  timeout: { type: 'string' },
  deadline: { type: 'string' },
  format: { type: 'string', short: 'f' },
  'fail-on-status': { type: 'string' },
  insecure: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

/** Parses the arguments of `request` (`--` ends the options); a string is a usage error. */
export function parseRequestArgs(args: readonly string[]): RequestArgs | string {
  const out: RequestArgs = {
    spec: '',
    operation: '',
    params: {},
    headers: {},
    insecure: false,
    format: 'text',
    help: false,
  };
  const split = splitArgs(args, REQUEST_OPTIONS);
  if (typeof split === 'string') return split;
  for (const { name, raw, value, known } of split.options) {
    if (!known) return `unknown option "${raw}".`;
    if (REQUEST_OPTIONS[name].type === 'string' && value === undefined) return `${raw} needs a value.`;
    switch (name) {
      case 'server':
        out.server = value;
        break;
      case 'param': {
        const at = value!.indexOf('=');
        if (at <= 0) return `--param takes NAME=VALUE, not "${value}".`;
        const key = value!.slice(0, at);
        const v = value!.slice(at + 1);
        const prev = out.params[key];
        out.params[key] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
        break;
      }
      case 'header': {
        const at = value!.indexOf(':');
        if (at <= 0) return `--header takes NAME:VALUE, not "${value}".`;
        out.headers[value!.slice(0, at).trim().toLowerCase()] = value!.slice(at + 1).trim();
        break;
      }
      case 'body':
        out.body = value;
        break;
      case 'security':
        out.security = value;
        break;
      case 'timeout': {
        const n = Number(value);
        if (!/^\d+$/.test(value!) || n <= 0) return `--timeout takes a number of milliseconds, not "${value}".`;
        out.timeout = n;
        break;
      }
      case 'deadline':
        if (!/^\d+$/.test(value!) || Number(value) <= 0)
          return `--deadline takes a number of milliseconds, not "${value}".`;
        out.deadline = Number(value);
        break;
      case 'format':
        if (value !== 'text' && value !== 'json') return `--format is text or json, not "${value}".`;
        out.format = value;
        break;
      case 'insecure':
        out.insecure = true;
        break;
      case 'fail-on-status': {
        const failOn = parseStatusList(value!);
        if (typeof failOn === 'string') return failOn;
        out.failOn = failOn;
        break;
      }
      case 'help':
        out.help = true;
        break;
    }
  }
  const positional = split.positionals;
  if (out.help) return out;
  if (positional.length !== 2)
    return positional.length < 2
      ? 'give a SPEC and an OPERATION.'
      : `too many arguments: ${positional.slice(2).join(' ')}.`;
  [out.spec, out.operation] = positional;
  return out;
}

/** Reads `4xx,5xx` or `404,429,5xx` into codes and classes; a string says what is wrong. */
export function parseStatusList(text: string): { codes: number[]; classes: number[] } | string {
  const out = { codes: [] as number[], classes: [] as number[] };
  for (const item of text.split(',').map((x) => x.trim())) {
    if (/^[1-5]xx$/i.test(item)) out.classes.push(Number(item[0]));
    else if (/^[1-5]\d\d$/.test(item)) out.codes.push(Number(item));
    else return `--fail-on-status takes status codes and classes such as 4xx,5xx or 404,429, not "${item || text}".`;
  }
  return out;
}

/** Whether a status is one that `--fail-on-status` lists. */
export function statusFails(status: number, failOn: { codes: number[]; classes: number[] } | undefined): boolean {
  return !!failOn && (failOn.codes.includes(status) || failOn.classes.includes(Math.floor(status / 100)));
}
