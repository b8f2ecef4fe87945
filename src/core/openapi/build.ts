import type { SourceDocument } from '../document/types';
import { RefResolver, type TextLoader } from '../document/refs';
import { appendPointer, joinPointer } from '../document/pointer';
import {
  HTTP_METHODS,
  type ApiModel,
  type OpenApiVersion,
  type Operation,
  type PathItem,
  type PathSegment,
  type SecurityRequirement,
  type SecurityScheme,
  type Server,
} from './model';
import { answerKind } from './lists';
import { pagingOf } from './paging-params';
import { namesCallersOwn, readsCurrentUser } from './own-singletons';
import { answersArray, answersText, listItemName } from './list-items';
import { classifyCalls } from './paths';
import { markScopeParams } from './path-prefixes';
import { splitPath } from './path-keys';
import { splitWords } from './words/identifiers';
import { describesCoordinate } from './path-params';
import { OperationReader } from './operation-reader';
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
  const reader = new OperationReader(version, root, deref);

  const pathsNode = isObj(root.paths) ? root.paths : undefined;
  const globalSecurity = Array.isArray(root.security) ? reader.security(root.security) : undefined;
  const paths: PathItem[] = [];
  const operations: Operation[] = [];
  if (pathsNode) {
    for (const path of Object.keys(pathsNode)) {
      if (path.startsWith('x-')) continue;
      const item = pathItem(reader, pathsNode, path, 'paths', globalSecurity, splitPath(path));
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
      const item = pathItem(reader, webhooksNode, name, 'webhooks', globalSecurity, []);
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
      postCreates: p.operations.some((o) => o.method === 'post' && o.responses.some((r) => r.status === '201')),
      getListItemName: () => (get ? listItemName(model, get) : undefined),
      getArray: () => !!get && answersArray(model, get),
      getText: () => !!get && answersText(model, get),
      getPages: () => !!get && pagingOf(model, get).position.length > 0,
      getSaysList: () => !!get && saysList(get),
      callersOwn: () =>
        namesCallersOwn(p.resourceSegments[p.resourceSegments.length - 1]) || (!!get && readsCurrentUser(get)),
    };
  });
  const { shapes, calls } = classifyCalls(facts);
  paths.forEach((p, i) => {
    p.shape = shapes[i];
    if (calls[i]) p.rpcCall = true;
  });
  markScopeParams(paths);
  for (const p of protocolPaths(model)) p.protocol = true;
  return model;
}

/** The path item under `holder[key]` (`paths` or `webhooks`) with its operations; undefined when it is no object. */
function pathItem(
  reader: OperationReader,
  holder: Obj,
  key: string,
  under: 'paths' | 'webhooks',
  globalSecurity: SecurityRequirement[] | undefined,
  segments: PathSegment[],
): PathItem | undefined {
  const node = reader.deref(holder[key]);
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
    parameters: reader.parameters(node.parameters, `${pointer}/parameters`, 'path'),
    operations: [],
  };
  for (const method of HTTP_METHODS) {
    const op = reader.deref(node[method]);
    if (isObj(op)) item.operations.push(reader.operation(item, method, op, globalSecurity));
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

/** True for a GET whose operationId or summary starts with the word "list" (`list-sks-cluster-…`, `ListUsers`, "Lists the…"). */
function saysList(get: Operation): boolean {
  const first = (text: unknown) =>
    typeof text === 'string' ? splitWords(text.slice(0, 100))[0]?.toLowerCase() : undefined;
  return [first(get.node.operationId), first(get.summary)].some((w) => w === 'list' || w === 'lists');
}
