import type { SourceDocument } from '../document/types';
import { RefResolver, type TextLoader } from '../document/refs';
import { appendPointer, escapeToken, joinPointer } from '../document/pointer';
import {
  HTTP_METHODS,
  type ApiModel,
  type Header,
  type MediaType,
  type OpenApiVersion,
  type Operation,
  type Parameter,
  type ParameterLocation,
  type PathItem,
  type PathSegment,
  type RequestBody,
  type Response,
  type Schema,
  type SecurityRequirement,
  type SecurityScheme,
  type Server,
} from './model';
import { answerKind } from './lists';
import { classifyPaths, markScopeParams } from './paths';
import { splitPath } from './path-keys';
import { describesCoordinate } from './path-params';
import { protocolPaths } from './protocol';
import { isObj, type Obj } from '../../shared/object';

// The model reads objects with `Object.keys` and an index, not `Object.entries`: on JSON.parse'd objects with
// integer-like keys (a `responses` object: "200", "404") `Object.entries` took ~6× as long, cold.

/** The OpenAPI version a parsed root declares, or `undefined` when it is not an OpenAPI document. */
export function detectVersion(root: unknown): OpenApiVersion | undefined {
  if (!isObj(root)) return undefined;
  const swagger = root.swagger;
  if (swagger === '2.0' || swagger === 2 || swagger === 2.0) return '2.0';
  const openapi = root.openapi;
  if (typeof openapi === 'string') {
    if (openapi.startsWith('3.0')) return '3.0';
    if (openapi.startsWith('3.1')) return '3.1';
    if (openapi.startsWith('3.2')) return '3.2';
  }
  return undefined;
}

/** Builds the model of a parsed OpenAPI document; `undefined` when the document is not OpenAPI. */
export function buildModel(
  doc: SourceDocument,
  load?: TextLoader,
  resolver = new RefResolver(doc, load),
): ApiModel | undefined {
  const version = detectVersion(doc.root);
  if (!version) return undefined;
  const root = doc.root as Obj;
  const deref = (v: unknown) => resolver.deref(v);
  const b = new Builder(version, root, deref);

  const pathsNode = isObj(root.paths) ? root.paths : undefined;
  const globalSecurity = Array.isArray(root.security) ? b.security(root.security) : undefined;
  const paths: PathItem[] = [];
  const operations: Operation[] = [];
  if (pathsNode) {
    for (const path of Object.keys(pathsNode)) {
      if (path.startsWith('x-')) continue;
      const item = pathItem(b, pathsNode, path, 'paths', globalSecurity, splitPath(path));
      if (!item) continue;
      markVariants(item, deref);
      paths.push(item);
      for (const op of item.operations) operations.push(op);
    }
  }
  // Webhooks (3.1+): path items named by the event, kept apart from the paths the API serves (no rule lints them).
  const webhooks: PathItem[] = [];
  const webhooksNode = version !== '2.0' && version !== '3.0' && isObj(root.webhooks) ? root.webhooks : undefined;
  if (webhooksNode)
    for (const name of Object.keys(webhooksNode)) {
      if (name.startsWith('x-')) continue;
      const item = pathItem(b, webhooksNode, name, 'webhooks', globalSecurity, []);
      if (item) webhooks.push(item);
    }

  const components = isObj(root.components) ? root.components : undefined;
  const schemesNode = version === '2.0' ? root.securityDefinitions : components?.securitySchemes;
  const securitySchemes: SecurityScheme[] = [];
  if (isObj(schemesNode)) {
    const base = version === '2.0' ? '/securityDefinitions' : '/components/securitySchemes';
    for (const name of Object.keys(schemesNode)) {
      const node = deref(schemesNode[name]);
      if (!isObj(node)) continue;
      securitySchemes.push(securityScheme(name, node, appendPointer(base, name)));
    }
  }

  const model: ApiModel = {
    version,
    doc,
    root,
    resolver,
    pathsNode,
    paths,
    operations,
    webhooks,
    securitySchemes,
    securitySchemesNode: isObj(schemesNode) ? schemesNode : undefined,
    globalSecurity,
    servers: servers(version, root, deref),
    deref,
  };
  const facts = paths.map((p) => {
    const get = p.operations.find((o) => o.method === 'get');
    return {
      resourceSegments: p.resourceSegments,
      hasGet: !!get,
      hasPost: p.operations.some((o) => o.method === 'post'),
      hasDelete: p.operations.some((o) => o.method === 'delete'),
      hasOtherWrite: p.operations.some((o) => o.method === 'put' || o.method === 'patch' || o.method === 'delete'),
      hasUpdate: p.operations.some((o) => o.method === 'put' || o.method === 'patch'),
      getAnswer: () => (get ? answerKind(model, get) : undefined),
    };
  });
  const shapes = classifyPaths(facts);
  paths.forEach((p, i) => (p.shape = shapes[i]));
  markScopeParams(paths);
  for (const p of protocolPaths(model)) p.protocol = true;
  return model;
}

/** The path item under `holder[key]` (`paths` or `webhooks`) with its operations; undefined when it is no object. */
function pathItem(
  b: Builder,
  holder: Obj,
  key: string,
  under: 'paths' | 'webhooks',
  globalSecurity: SecurityRequirement[] | undefined,
  segments: PathSegment[],
): PathItem | undefined {
  const node = b.deref(holder[key]);
  if (!isObj(node)) return undefined;
  const pointer = joinPointer([under, key]);
  const item: PathItem = {
    path: key,
    pointer,
    pathsNode: holder,
    node,
    segments,
    resourceSegments: segments.filter((s) => s.kind !== 'version'),
    shape: 'other',
    scopeParams: new Set(),
    protocol: false,
    parameters: b.parameters(node.parameters, `${pointer}/parameters`, 'path'),
    operations: [],
  };
  for (const method of HTTP_METHODS) {
    const op = b.deref(node[method]);
    if (isObj(op)) item.operations.push(b.operation(item, method, op, globalSecurity));
  }
  return item;
}

/** Marks the parameter segments whose path parameter is declared with an `enum` (on the path or any operation) as variants, and those described as a coordinate. */
function markVariants(item: PathItem, deref: (v: unknown) => unknown): void {
  const declared = [...item.parameters, ...item.operations.flatMap((op) => op.parameters)];
  for (const seg of item.segments) {
    if (seg.kind !== 'param' || seg.params.length !== 1) continue;
    seg.coordinate = declared.some(
      (p) => p.in === 'path' && p.name === seg.params[0] && describesCoordinate(p.node.description),
    );
    seg.variant = declared.some((p) => {
      if (p.in !== 'path' || p.name !== seg.params[0]) return false;
      const schema = deref(p.schema);
      return isObj(schema) && Array.isArray(schema.enum) && schema.enum.length > 0;
    });
  }
}

function securityScheme(name: string, node: Obj, pointer: string): SecurityScheme {
  let type = typeof node.type === 'string' ? node.type : '';
  let scheme = typeof node.scheme === 'string' ? node.scheme.toLowerCase() : undefined;
  if (type === 'basic') {
    type = 'http';
    scheme = 'basic';
  }
  return {
    name,
    type,
    scheme,
    in: typeof node.in === 'string' ? node.in : undefined,
    paramName: typeof node.name === 'string' ? node.name : undefined,
    node,
    pointer,
  };
}

function servers(version: OpenApiVersion, root: Obj, deref: (v: unknown) => unknown): Server[] {
  if (version === '2.0') {
    if (typeof root.host !== 'string') return [];
    const schemes = Array.isArray(root.schemes) && root.schemes.length ? root.schemes.map(String) : ['https'];
    const basePath = typeof root.basePath === 'string' ? root.basePath : '';
    return schemes.map((s) => ({ url: `${s}://${root.host}${basePath}`, variables: {}, node: root, pointer: '/host' }));
  }
  if (!Array.isArray(root.servers)) return [];
  const out: Server[] = [];
  root.servers.forEach((raw, i) => {
    const node = deref(raw);
    if (!isObj(node) || typeof node.url !== 'string') return;
    const variables: Server['variables'] = {};
    if (isObj(node.variables)) {
      for (const k of Object.keys(node.variables)) {
        const v = node.variables[k];
        if (!isObj(v)) continue;
        variables[k] = {
          default: v.default === undefined ? undefined : String(v.default),
          enum: Array.isArray(v.enum) ? v.enum.map(String) : undefined,
        };
      }
    }
    out.push({ url: node.url, variables, node, pointer: joinPointer(['servers', i]) });
  });
  return out;
}

/** Reads the parts of operations; holds the version-specific differences in one place. */
class Builder {
  /** Media type and header names escaped for pointers: the same few names (`application/json`) recur thousands of times. */
  private readonly escaped = new Map<string, string>();

  constructor(
    private readonly version: OpenApiVersion,
    private readonly root: Obj,
    readonly deref: (v: unknown) => unknown,
  ) {}

  security(list: unknown[]): SecurityRequirement[] {
    const out: SecurityRequirement[] = [];
    for (const raw of list) {
      if (!isObj(raw)) continue;
      const schemes: SecurityRequirement['schemes'] = [];
      for (const name of Object.keys(raw)) {
        const scopes = raw[name];
        schemes.push({ name, scopes: Array.isArray(scopes) ? scopes.map(String) : [] });
      }
      out.push({ schemes });
    }
    return out;
  }

  parameters(list: unknown, pointer: string, level: 'path' | 'operation'): Parameter[] {
    if (!Array.isArray(list)) return [];
    const out: Parameter[] = [];
    for (let i = 0; i < list.length; i++) {
      const node = this.deref(list[i]);
      if (!isObj(node) || typeof node.name !== 'string' || typeof node.in !== 'string') continue;
      const loc = node.in as ParameterLocation;
      let schema: Schema | undefined;
      if (this.version === '2.0' && loc !== 'body') schema = node;
      else {
        const s = this.deref(node.schema);
        if (isObj(s)) schema = s;
        else if (isObj(node.content)) {
          const first = Object.values(node.content)
            .map((m) => this.deref(m))
            .find(isObj);
          const fs = first ? this.deref(first.schema) : undefined;
          if (isObj(fs)) schema = fs;
        }
      }
      // An index needs no escaping.
      out.push({
        name: node.name,
        in: loc,
        required: node.required === true || loc === 'path',
        schema,
        node,
        pointer: `${pointer}/${i}`,
        level,
      });
    }
    return out;
  }

  operation(item: PathItem, method: Operation['method'], node: Obj, globalSecurity?: SecurityRequirement[]): Operation {
    // Fixed tokens (methods, keywords) need no escaping: they are appended as they are.
    const pointer = `${item.pointer}/${method}`;
    const own = this.parameters(node.parameters, `${pointer}/parameters`, 'operation');
    const merged = [...own];
    for (const p of item.parameters) if (!own.some((o) => o.name === p.name && o.in === p.in)) merged.push(p);
    let security: SecurityRequirement[] = [];
    let securitySource: Operation['securitySource'] = 'none';
    if (Array.isArray(node.security)) {
      security = this.security(node.security);
      securitySource = 'operation';
    } else if (globalSecurity) {
      security = globalSecurity;
      securitySource = 'global';
    }
    const responsesNode = this.deref(node.responses);
    return {
      method,
      path: item,
      pointer,
      node,
      operationId: typeof node.operationId === 'string' ? node.operationId : undefined,
      summary: typeof node.summary === 'string' ? node.summary : undefined,
      parameters: merged,
      requestBody: this.requestBody(node, pointer, merged),
      responses: isObj(responsesNode) ? this.responses(node, responsesNode, `${pointer}/responses`) : [],
      responsesNode: isObj(responsesNode) ? responsesNode : undefined,
      security,
      securitySource,
    };
  }

  private mediaTypesFrom(list: unknown): string[] {
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  }

  private consumes(op: Obj): string[] {
    const own = this.mediaTypesFrom(op.consumes);
    if (Array.isArray(op.consumes)) return own;
    return this.mediaTypesFrom(this.root.consumes);
  }

  private produces(op: Obj): string[] {
    if (Array.isArray(op.produces)) return this.mediaTypesFrom(op.produces);
    return this.mediaTypesFrom(this.root.produces);
  }

  /** `/` + the name escaped as a pointer token, remembered per name. */
  private token(name: string): string {
    let t = this.escaped.get(name);
    if (t === undefined) this.escaped.set(name, (t = '/' + escapeToken(name)));
    return t;
  }

  private content(holder: unknown, pointer: string): MediaType[] {
    const node = this.deref(holder);
    if (!isObj(node)) return [];
    const out: MediaType[] = [];
    for (const name of Object.keys(node)) {
      const m = this.deref(node[name]);
      const schema = isObj(m) ? this.deref(m.schema) : undefined;
      out.push({
        name,
        schema: isObj(schema) ? schema : undefined,
        node: isObj(m) ? m : undefined,
        holder: node,
        pointer: pointer + this.token(name),
      });
    }
    return out;
  }

  private requestBody(op: Obj, pointer: string, params: Parameter[]): RequestBody | undefined {
    if (this.version !== '2.0') {
      const body = this.deref(op.requestBody);
      if (!isObj(body)) return undefined;
      const bp = `${pointer}/requestBody`;
      return {
        required: body.required === true,
        content: this.content(body.content, `${bp}/content`),
        node: body,
        pointer: bp,
      };
    }
    const body = params.find((p) => p.in === 'body');
    const form = params.filter((p) => p.in === 'formData');
    if (body) {
      const types = this.consumes(op);
      const names = types.length ? types : ['application/json'];
      return {
        required: body.required,
        content: names.map((name) => ({ name, schema: body.schema, node: body.node, pointer: body.pointer })),
        node: body.node,
        pointer: body.pointer,
      };
    }
    if (form.length) {
      const types = this.consumes(op);
      const names = types.length ? types : ['application/x-www-form-urlencoded'];
      return {
        required: form.some((p) => p.required),
        content: names.map((name) => ({ name, node: form[0].node, pointer: form[0].pointer })),
        node: form[0].node,
        pointer: form[0].pointer,
      };
    }
    return undefined;
  }

  private responses(op: Obj, node: Obj, pointer: string): Response[] {
    const out: Response[] = [];
    for (const status of Object.keys(node)) {
      if (status.startsWith('x-')) continue;
      const r = this.deref(node[status]);
      if (!isObj(r)) continue;
      const rp = pointer + this.token(status);
      let content: MediaType[];
      if (this.version === '2.0') {
        const schema = this.deref(r.schema);
        if (isObj(schema)) {
          const types = this.produces(op);
          const names = types.length ? types : ['application/json'];
          content = names.map((name) => ({ name, schema, node: r, pointer: `${rp}/schema` }));
        } else content = [];
      } else content = this.content(r.content, `${rp}/content`);
      out.push({
        status,
        node: r,
        holder: node,
        pointer: rp,
        content,
        headers: this.headers(r.headers, `${rp}/headers`),
      });
    }
    return out;
  }

  private headers(raw: unknown, pointer: string): Header[] {
    const node = this.deref(raw);
    if (!isObj(node)) return [];
    const out: Header[] = [];
    for (const name of Object.keys(node)) {
      const hn = this.deref(node[name]);
      if (!isObj(hn)) continue;
      let schema: Schema | undefined;
      if (this.version === '2.0') schema = hn;
      else {
        const s = this.deref(hn.schema);
        schema = isObj(s) ? s : undefined;
      }
      out.push({ name, schema, node: hn, pointer: pointer + this.token(name) });
    }
    return out;
  }
}
