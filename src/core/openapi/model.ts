import type { SourceDocument } from '../document/types';
import type { RefResolver } from '../document/refs';

/** The OpenAPI versions the model reads. */
export type OpenApiVersion = '2.0' | '3.0' | '3.1' | '3.2';

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** A JSON Schema object (after `$ref` resolution at its top level); nested `$ref`s are followed with `ApiModel.deref`. */
export type Schema = Record<string, unknown>;

/**
 * What one segment of a path template is: a whole `{param}`, a version (`v1`, before any parameter), a
 * namespace (`Microsoft.Compute`, `resource.k8s.io`: one opaque name) or any other static text.
 */
export type SegmentKind = 'static' | 'param' | 'version' | 'namespace';

/** One `/`-separated segment of a path key, with its offsets inside the key string. */
export interface PathSegment {
  text: string;
  /** Offset of the segment's first character inside the path string (after its leading `/`). */
  start: number;
  end: number;
  kind: SegmentKind;
  /** Template parameter names in the segment (`{userId}` → `userId`; `{a}.{b}` → both). */
  params: string[];
  /** Set on a parameter segment declared with an `enum`: it picks one of fixed variants (`{platform}`: stripe, itunes), no member. */
  variant?: boolean;
  /** Set on a parameter segment whose declaration says it is a coordinate (GeoDB's `{locationId}`: "a latitude/longitude"). */
  coordinate?: boolean;
}

/**
 * The shape of a path, per RULES.md "Terms" (`classifyPaths` decides): an action path ends in an action
 * (`/orders/{id}/cancel`, `/chat.postMessage`, `/jobs/{id}:cancel`) and is neither a collection nor a member; a
 * member path ends in a parameter that identifies one member; a collection path ends in a static segment that a
 * member path extends, whose GET answers a list, or that is a plural noun with a GET (or in a parameter that
 * scopes a list); a computation path is a POST-only static path with no member below (`/embeddings`); a singleton
 * is any other path ending in a static segment (`/me`, `/users/{id}/profile`).
 */
export type PathShape = 'collection' | 'member' | 'action' | 'computation' | 'singleton' | 'root' | 'other';

export interface PathItem {
  path: string;
  /** `/paths/<escaped path>`. */
  pointer: string;
  /** The `paths` object (the path key's location is looked up there). */
  pathsNode: object;
  /** The path item object (after following a path-item `$ref`). */
  node: Record<string, unknown>;
  segments: PathSegment[];
  /** Segments without the version segments (`v1`, `v2beta1`…), which every path rule skips. */
  resourceSegments: PathSegment[];
  shape: PathShape;
  /**
   * Set on a path of an RPC-style API that calls a procedure named mid-path (MIMIC's `/agent/{agentNum}/get/args`):
   * what follows the verb are the call's arguments (`markRpcCalls` decides).
   */
  rpcCall?: boolean;
  /**
   * Indexes into `resourceSegments` of the parameters that scope or filter a list rather than identify a member
   * (`{year}` in `/districts/{year}` and `/districts/{year}/teams`): no member rule applies at them.
   */
  scopeParams: ReadonlySet<number>;
  /** A protocol-defined endpoint (OAuth 2.0, OpenID Connect, `.well-known/*`, SCIM, health probes): no naming, media-type or create rule applies. */
  protocol: boolean;
  /** Path-level parameters. */
  parameters: Parameter[];
  operations: Operation[];
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie' | 'body' | 'formData';

export interface Parameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  /** The value's schema: `schema` in 3.x and for 2.0 body parameters, the parameter object itself (type/format/items) for other 2.0 parameters. */
  schema?: Schema;
  /** The parameter object (after `$ref`). */
  node: Record<string, unknown>;
  /** Logical pointer: `/paths/<p>/<method>/parameters/<i>` or `/paths/<p>/parameters/<i>`. */
  pointer: string;
  level: 'path' | 'operation';
}

/** One entry of a `content` map (2.0: one of `consumes`/`produces` with the body or response schema). */
export interface MediaType {
  name: string;
  schema?: Schema;
  /** The media type object (3.x) or, in 2.0, the object holding the schema. */
  node?: Record<string, unknown>;
  /** The object whose key is the media type (`content` in 3.x); absent when the name comes from `consumes`/`produces`. */
  holder?: object;
  pointer: string;
}

export interface RequestBody {
  required: boolean;
  content: MediaType[];
  /** The request body object (3.x) or the `in: body` parameter (2.0). */
  node: Record<string, unknown>;
  pointer: string;
}

export interface Header {
  name: string;
  schema?: Schema;
  node: Record<string, unknown>;
  pointer: string;
}

export interface Response {
  /** The status key as written: `200`, `2XX`, `default`. */
  status: string;
  /** The response object (after `$ref`). */
  node: Record<string, unknown>;
  /** The `responses` object (the status key's location is looked up there). */
  holder: object;
  pointer: string;
  content: MediaType[];
  headers: Header[];
  /**
   * True when the response cannot be read: a `$ref` that cannot be followed, or a value that is no Response Object
   * (`"204": []`). Its status is declared, what it answers unknown (`node` is then the `$ref`, or an empty object).
   */
  unreadable?: true;
}

/** One alternative of a security requirement list: all its schemes apply together (AND). */
export interface SecurityRequirement {
  schemes: { name: string; scopes: string[] }[];
}

export interface Operation {
  method: HttpMethod;
  path: PathItem;
  /** `/paths/<escaped path>/<method>`. */
  pointer: string;
  node: Record<string, unknown>;
  operationId?: string;
  summary?: string;
  /** Path- and operation-level parameters merged (the operation's win on the same name and location). */
  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: Response[];
  /** The `responses` object, when present. */
  responsesNode?: object;
  /** The security that applies (OR of AND): the operation's own list if it has one, else the global one. */
  security: SecurityRequirement[];
  /** Where `security` comes from; `operation` with an empty list means an explicit opt-out. */
  securitySource: 'operation' | 'global' | 'none';
}

export type SecuritySchemeType = 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS' | 'basic';

export interface SecurityScheme {
  name: string;
  type: SecuritySchemeType | string;
  /** For `http`: the scheme in lower case (`bearer`, `basic`…). */
  scheme?: string;
  /** For `apiKey`: where it goes and its parameter name. */
  in?: string;
  paramName?: string;
  node: Record<string, unknown>;
  pointer: string;
}

export interface Server {
  url: string;
  variables: Record<string, { default?: string; enum?: string[] }>;
  /** The server object; in 2.0 the root object (whose `host` key locates it). */
  node: Record<string, unknown>;
  pointer: string;
}

/** One model over OpenAPI 2.0, 3.0, 3.1 and 3.2. */
export interface ApiModel {
  version: OpenApiVersion;
  doc: SourceDocument;
  root: Record<string, unknown>;
  resolver: RefResolver;
  /** The `paths` object, when present. */
  pathsNode?: object;
  paths: PathItem[];
  /** Every operation of every path, in document order. */
  operations: Operation[];
  /** The webhooks (3.1+: `webhooks`), each a path item named by its event (`path` is the name); not in `paths`. */
  webhooks: PathItem[];
  securitySchemes: SecurityScheme[];
  /** `components.securitySchemes` (3.x) or `securityDefinitions` (2.0), when present. */
  securitySchemesNode?: object;
  /** The root `security` list, when present. */
  globalSecurity?: SecurityRequirement[];
  servers: Server[];
  /** Follows a `$ref` (or returns the value); `undefined` for a broken or cyclic chain. */
  deref(value: unknown): unknown;
}
