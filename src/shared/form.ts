/**
 * The runner's form of one operation, shared by the webview and the extension host: what the host gives the webview
 * to draw it (`OperationForm`), and what the user typed into it (`FormValues`), the only request input the host takes.
 * Plain data only: no `vscode`, no DOM, no Node.
 */

/** Where a parameter goes. */
export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';

/** The parameter locations in the order the form shows them. */
export const PARAM_LOCATIONS: readonly ParamLocation[] = ['path', 'query', 'header', 'cookie'];

/** One parameter field of the form. */
export interface FormParam {
  /** `in:name`, the key of its value in `FormValues.params`. */
  id: string;
  name: string;
  in: ParamLocation;
  required: boolean;
  /** A short type for the hint: `string`, `integer`, `array of string`, `object`. */
  type: string;
  enum?: string[];
  description?: string;
  /** The example or default, shown as a placeholder. */
  placeholder?: string;
  /** The value the field starts with (a spec example for required parameters, else empty). */
  initial?: string;
  deprecated?: boolean;
}

/** A server variable of a server choice. */
export interface FormServerVariable {
  name: string;
  default?: string;
  enum?: string[];
  description?: string;
}

/** One server of the spec (`servers`, or 2.0 `schemes`/`host`/`basePath`). */
export interface FormServer {
  /** The URL template as written (`https://{region}.example.com/v1`). */
  url: string;
  description?: string;
  variables: FormServerVariable[];
}

/** A body the user can start from: a named example, the declared example, a `oneOf` branch, or one made from the schema. */
export interface FormBodyChoice {
  label: string;
  mediaType: string;
  text: string;
}

/** The request body part of the form. */
export interface FormBody {
  required: boolean;
  mediaTypes: string[];
  /** Those of `mediaTypes` whose body is one JSON document (media-types.ts): the form says when such a body does not parse. */
  jsonMediaTypes: string[];
  choices: FormBodyChoice[];
}

/** How a security scheme is satisfied, as far as the form is concerned. */
export type SchemeKind = 'bearer' | 'basic' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'unsupported';

/** A security scheme the operation may use. */
export interface FormScheme {
  name: string;
  kind: SchemeKind;
  /** What it is, in words: `HTTP bearer token`, `API key in header X-API-Key`, `OAuth 2.0 (client credentials, authorization code)`. */
  detail: string;
  /** OAuth 2.0 flows the spec declares (`authorizationCode`, `clientCredentials`, `password`, `implicit`). */
  flows?: string[];
}

/** The operation's security: alternatives (OR) of schemes applied together (AND). */
export interface FormSecurity {
  alternatives: string[][];
  schemes: FormScheme[];
  /** True when an alternative needs nothing (anonymous access allowed). */
  optional: boolean;
}

/** Everything the webview needs to draw the form of one operation. */
export interface OperationForm {
  specUri: string;
  /** Header names the user configured as credentials (`restConventions.runner.secretHeaders`): never kept in state. */
  secretHeaders?: string[];
  /** The spec's file name, for the title. */
  specName: string;
  /** `operationId`, or `METHOD /path` when it has none. */
  operationKey: string;
  method: string;
  path: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  servers: FormServer[];
  parameters: FormParam[];
  body?: FormBody;
  security: FormSecurity;
  /** Environment names from `.rest-conventions/environments.json`, and the active one. */
  environments: string[];
  environment: string | null;
  /** The active environment's `base_url`, when it has one. */
  environmentBaseUrl: string | null;
  /** The editor's mock server of this spec when it is already running: the form opens on it. */
  mockUrl?: string;
}

/** Which server a call goes to: a spec server by index, the environment's `base_url`, or a URL typed in. */
export const SERVER_CUSTOM = -1;
/** `FormValues.serverIndex` for the active environment's `base_url`. */
export const SERVER_ENVIRONMENT = -2;
/** `FormValues.serverIndex` for the editor's mock server of this spec (started on demand). */
export const SERVER_MOCK = -3;

/** What the user typed into the form: the only request input the host accepts from the webview. */
export interface FormValues {
  /** A spec server index, `SERVER_CUSTOM`, `SERVER_ENVIRONMENT` or `SERVER_MOCK`. */
  serverIndex: number;
  customServer: string;
  variables: Record<string, string>;
  /** Parameter values by `in:name`; empty strings are left out of the request. */
  params: Record<string, string>;
  headers: { name: string; value: string }[];
  /** The body text, or `null` to send none. */
  body: string | null;
  contentType: string | null;
  /** The scheme to authenticate with; `null` picks the first alternative the stored secrets satisfy. */
  security: string | null;
  /** Skip TLS certificate verification for this call. */
  insecure: boolean;
}

/** Empty form values: the first spec server, nothing typed. */
export function emptyValues(): FormValues {
  return {
    serverIndex: 0,
    customServer: '',
    variables: {},
    params: {},
    headers: [],
    body: null,
    contentType: null,
    security: null,
    insecure: false,
  };
}
