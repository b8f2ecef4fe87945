import { escapeToken } from '../document/pointer';
import { isRef } from '../document/refs';
import type {
  Header,
  MediaType,
  OpenApiVersion,
  Operation,
  Parameter,
  ParameterLocation,
  PathItem,
  RequestBody,
  Response,
  Schema,
  SecurityRequirement,
} from './model';
import { isObj, type Obj } from '../../shared/object';

// Objects are read with `Object.keys` and an index, not `Object.entries`: on JSON.parse'd objects with integer-like
// keys (a `responses` object: "200", "404") `Object.entries` took ~6× as long, cold.

/**
 * Reads the parts of operations (parameters, security requirements, request bodies, responses, their content and
 * headers) into the model; holds the differences between OpenAPI 2.0 and 3.x in one place.
 */
export class OperationReader {
  /** Media type and header names escaped for pointers: the same few names (`application/json`) recur thousands of times. */
  private readonly escaped = new Map<string, string>();

  constructor(
    private readonly version: OpenApiVersion,
    private readonly root: Obj,
    readonly deref: (v: unknown) => unknown,
  ) {}

  /** The security requirements of a `security` list (the document's or an operation's). */
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

  /** The parameters of a `parameters` list (a path item's or an operation's) that have a name and a location. */
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

  /** An operation of a path item, with its own parameters merged with the path item's, its body, responses and security. */
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
      const raw = node[status];
      const r = this.deref(raw);
      const rp = pointer + this.token(status);
      if (!isObj(r)) {
        // A `$ref` that cannot be followed (a missing file, one that does not parse) still declares its status: the
        // status is the key. What it answers is unknown, so it carries no content (`unresolved-ref` tells the ref).
        // So does a value that is no Response Object (Shopware's `"204": []`), which `oas-schema` tells.
        if (raw !== undefined)
          out.push({
            status,
            node: isRef(raw) ? raw : {},
            holder: node,
            pointer: rp,
            content: [],
            headers: [],
            unreadable: true,
          });
        continue;
      }
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
