import type { ApiModel } from './model';
import { isRef } from '../document/refs';
import { appendPointer } from '../document/pointer';
import { isObj, type Obj } from '../../shared/object';
import { derefValue, follow } from './schema';

/** Keys whose value is one subschema. */
const ONE_SCHEMA = [
  'additionalProperties',
  'items',
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'additionalItems',
];
/** Keys whose value is a list of subschemas. */
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
/** Keys whose value maps names to subschemas. */
const SCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

/** Every key that may hold subschemas. */
const SUBSCHEMA_KEYS = new Set([...ONE_SCHEMA, ...SCHEMA_LISTS, ...SCHEMA_MAPS]);

/** True when an object has at least one key that may hold subschemas. */
function holdsSubschemaKey(node: Obj): boolean {
  for (const key in node) if (SUBSCHEMA_KEYS.has(key)) return true;
  return false;
}

type Kind = 'schema' | 'pathItem' | 'operation' | 'parameter' | 'requestBody' | 'response' | 'header' | 'content';

/** A place in the visit: its pointer is built from the parent's only when someone asks for it. */
interface Frame {
  parent: Frame | undefined;
  token: string | number;
  pointer: string | undefined;
}

interface Item {
  kind: Kind;
  value: unknown;
  at: Frame;
}

function pointerOf(frame: Frame): string {
  if (frame.pointer !== undefined) return frame.pointer;
  const chain: Frame[] = [];
  let f: Frame | undefined = frame;
  while (f && f.pointer === undefined) {
    chain.push(f);
    f = f.parent;
  }
  let p = f ? f.pointer! : '';
  for (let i = chain.length - 1; i >= 0; i--) {
    p = appendPointer(p, chain[i].token);
    chain[i].pointer = p;
  }
  return p;
}

const child = (parent: Frame, token: string | number): Frame => ({ parent, token, pointer: undefined });
const rootFrame = (pointer: string): Frame => ({ parent: undefined, token: '', pointer });

/**
 * Calls `visit` once for every schema object of the document: component and 2.0 `definitions` schemas,
 * parameters, request bodies, responses, headers, callbacks and webhooks, and every subschema inside them.
 * `pointer()` builds the schema's logical pointer on demand. Iterative with a visited set, so cyclic and
 * deeply nested schemas are safe.
 */
export function visitSchemas(model: ApiModel, visit: (schema: Obj, pointer: () => string) => void): void {
  let found = walked.get(model);
  if (!found) walked.set(model, (found = walkSchemas(model)));
  for (const { schema, frame } of found) visit(schema, () => pointerOf(frame));
}

/** The schemas of each model, in visiting order: found once and shared by every rule that visits them. */
const walked = new WeakMap<ApiModel, { schema: Obj; frame: Frame }[]>();

function walkSchemas(model: ApiModel): { schema: Obj; frame: Frame }[] {
  const found: { schema: Obj; frame: Frame }[] = [];
  const root = model.root;
  const v2 = model.version === '2.0';
  const stack: Item[] = [];
  const seen = new Set<object>();
  const pushMap = (kind: Kind, map: unknown, at: Frame) => {
    const m = derefValue(model, map);
    if (!isObj(m)) return;
    const keys = Object.keys(m);
    for (let i = keys.length - 1; i >= 0; i--) stack.push({ kind, value: m[keys[i]], at: child(at, keys[i]) });
  };
  const pushList = (kind: Kind, list: unknown, at: Frame) => {
    if (!Array.isArray(list)) return;
    for (let i = list.length - 1; i >= 0; i--) stack.push({ kind, value: list[i], at: child(at, i) });
  };

  if (isObj(root.paths)) pushMap('pathItem', root.paths, rootFrame('/paths'));
  if (isObj(root.webhooks)) pushMap('pathItem', root.webhooks, rootFrame('/webhooks'));
  if (v2) {
    pushMap('response', root.responses, rootFrame('/responses'));
    pushMap('parameter', root.parameters, rootFrame('/parameters'));
    pushMap('schema', root.definitions, rootFrame('/definitions'));
  } else if (isObj(root.components)) {
    const c = root.components;
    pushMap('pathItem', c.pathItems, rootFrame('/components/pathItems'));
    pushMap('header', c.headers, rootFrame('/components/headers'));
    pushMap('response', c.responses, rootFrame('/components/responses'));
    pushMap('requestBody', c.requestBodies, rootFrame('/components/requestBodies'));
    pushMap('parameter', c.parameters, rootFrame('/components/parameters'));
    pushMap('schema', c.schemas, rootFrame('/components/schemas'));
  }

  while (stack.length > 0) {
    const item = stack.pop()!;
    let node = item.value;
    let at = item.at;
    if (isRef(node)) {
      const target = follow(model, node, '');
      if (!target) continue;
      node = target.value;
      if (target.pointer !== '') at = rootFrame(target.pointer);
    }
    if (!isObj(node) || seen.has(node)) continue;
    seen.add(node);
    switch (item.kind) {
      case 'schema': {
        found.push({ schema: node, frame: at });
        // Most schemas (a `type: string` leaf) hold no subschema: one pass over their own keys says so, instead of
        // looking up each of the 21 subschema keys.
        if (!holdsSubschemaKey(node)) break;
        for (const key of SCHEMA_MAPS) if (isObj(node[key])) pushMap('schema', node[key], child(at, key));
        for (const key of SCHEMA_LISTS) if (Array.isArray(node[key])) pushList('schema', node[key], child(at, key));
        for (const key of ONE_SCHEMA)
          if (isObj(node[key])) stack.push({ kind: 'schema', value: node[key], at: child(at, key) });
        break;
      }
      case 'pathItem':
        for (const key of Object.keys(node)) {
          const value = node[key];
          if (key === 'parameters') pushList('parameter', value, child(at, key));
          else if (isObj(value) && !key.startsWith('x-') && key !== 'servers')
            stack.push({ kind: 'operation', value, at: child(at, key) });
        }
        break;
      case 'operation':
        pushList('parameter', node.parameters, child(at, 'parameters'));
        if (node.requestBody !== undefined)
          stack.push({ kind: 'requestBody', value: node.requestBody, at: child(at, 'requestBody') });
        pushMap('response', node.responses, child(at, 'responses'));
        if (isObj(node.callbacks)) {
          for (const name of Object.keys(node.callbacks))
            pushMap('pathItem', node.callbacks[name], child(child(at, 'callbacks'), name));
        }
        break;
      case 'parameter':
      case 'header':
        if (node.schema !== undefined) stack.push({ kind: 'schema', value: node.schema, at: child(at, 'schema') });
        if (isObj(node.content)) stack.push({ kind: 'content', value: node.content, at: child(at, 'content') });
        break;
      case 'requestBody':
        if (isObj(node.content)) stack.push({ kind: 'content', value: node.content, at: child(at, 'content') });
        break;
      case 'response':
        if (v2 && node.schema !== undefined)
          stack.push({ kind: 'schema', value: node.schema, at: child(at, 'schema') });
        if (isObj(node.content)) stack.push({ kind: 'content', value: node.content, at: child(at, 'content') });
        pushMap('header', node.headers, child(at, 'headers'));
        break;
      case 'content':
        for (const name of Object.keys(node)) {
          const m = derefValue(model, node[name]);
          if (isObj(m) && m.schema !== undefined)
            stack.push({ kind: 'schema', value: m.schema, at: child(child(at, name), 'schema') });
        }
        break;
    }
  }
  return found;
}
