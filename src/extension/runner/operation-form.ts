import { isJsonDocumentType } from '../../core/media-types';
import { encodeBody } from '../../core/http/body-encoding';
import { sampleBody, sampleSchema, schemaType } from '../../core/http/example-body';
import type { ApiModel, MediaType, Operation, Parameter } from '../../core/openapi/model';
import type {
  FormBody,
  FormBodyChoice,
  FormParam,
  FormScheme,
  FormSecurity,
  FormServer,
  OperationForm,
  ParamLocation,
} from '../../shared/form';
import { isObj, type Obj } from '../../shared/object';

/** Headers the engine sets itself (from the responses, the body and the security); the form leaves them out. */
const ENGINE_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/** How many named examples and `oneOf` branches the body picker offers at most. */
const MAX_CHOICES = 20;

/** The key an operation is found by again: its `operationId`, else `METHOD /path`. */
export function operationKey(op: Operation): string {
  return op.operationId ?? `${op.method.toUpperCase()} ${op.path.path}`;
}

/** What the form shows besides the operation: the environments. */
export interface FormContext {
  specUri: string;
  specName: string;
  environments: string[];
  environment: string | null;
  environmentBaseUrl: string | null;
}

/** The form of an operation: servers, parameters by location, body choices, security. */
export function operationForm(model: ApiModel, op: Operation, ctx: FormContext): OperationForm {
  const node = op.node;
  return {
    specUri: ctx.specUri,
    specName: ctx.specName,
    operationKey: operationKey(op),
    method: op.method.toUpperCase(),
    path: op.path.path,
    summary: typeof node.summary === 'string' ? node.summary : undefined,
    description: typeof node.description === 'string' ? node.description : undefined,
    deprecated: node.deprecated === true ? true : undefined,
    servers: formServers(model, op),
    parameters: op.parameters.filter(isFormParam).map((p) => formParam(model, p)),
    body: formBody(model, op),
    security: formSecurity(model, op),
    environments: ctx.environments,
    environment: ctx.environment,
    environmentBaseUrl: ctx.environmentBaseUrl,
  };
}

function isFormParam(p: Parameter): p is Parameter & { in: ParamLocation } {
  if (p.in === 'body' || p.in === 'formData') return false;
  return !(p.in === 'header' && ENGINE_HEADERS.has(p.name.toLowerCase()));
}

/** The servers an operation may be sent to: its own, its path's, or the document's (2.0: each scheme with host and basePath). */
export function formServers(model: ApiModel, op: Operation): FormServer[] {
  if (model.version === '2.0') {
    const root = model.root;
    const host = typeof root.host === 'string' ? root.host : undefined;
    const basePath = typeof root.basePath === 'string' ? root.basePath : '';
    if (!host) return basePath ? [{ url: basePath, variables: [] }] : [];
    const schemes =
      Array.isArray(root.schemes) && root.schemes.length
        ? root.schemes.filter((s): s is string => typeof s === 'string')
        : ['https'];
    return schemes.map((s) => ({ url: `${s}://${host}${basePath}`, variables: [] }));
  }
  for (const holder of [op.node, op.path.node]) {
    const list = model.deref(holder.servers);
    if (Array.isArray(list) && list.length)
      return list.map((s) => readServer(model, s)).filter((s): s is FormServer => !!s);
  }
  return model.servers.map((s) => readServer(model, s.node)).filter((s): s is FormServer => !!s);
}

function readServer(model: ApiModel, raw: unknown): FormServer | undefined {
  const s = model.deref(raw);
  if (!isObj(s) || typeof s.url !== 'string') return undefined;
  const vars = model.deref(s.variables);
  const variables = isObj(vars)
    ? Object.entries(vars).flatMap(([name, v]) => {
        const d = model.deref(v);
        if (!isObj(d)) return [];
        return [
          {
            name,
            default: d.default === undefined ? undefined : String(d.default),
            enum: Array.isArray(d.enum) ? d.enum.map(String) : undefined,
            description: typeof d.description === 'string' ? d.description : undefined,
          },
        ];
      })
    : [];
  return { url: s.url, description: typeof s.description === 'string' ? s.description : undefined, variables };
}

function text(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'string') return v;
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(',');
  return JSON.stringify(v);
}

function formParam(model: ApiModel, p: Parameter & { in: ParamLocation }): FormParam {
  const schema = model.deref(p.schema);
  const s = isObj(schema) ? schema : {};
  let type = schemaType(p.schema, model.deref) ?? (p.node.content ? 'json' : 'string');
  if (type === 'array') {
    const items = model.deref(s.items);
    const itemType = isObj(items) ? schemaType(items, model.deref) : undefined;
    if (itemType) type = `array of ${itemType}`;
  }
  if (typeof s.format === 'string' && type !== 'array') type = `${type} (${s.format})`;
  const enumSource = Array.isArray(s.enum)
    ? s.enum
    : isObj(model.deref(s.items)) && Array.isArray((model.deref(s.items) as Obj).enum)
      ? ((model.deref(s.items) as Obj).enum as unknown[])
      : undefined;
  const example =
    p.node.example ??
    s.example ??
    (Array.isArray(s.examples) ? s.examples[0] : undefined) ??
    firstExample(model, p.node.examples);
  const placeholder = text(example ?? s.default);
  return {
    id: `${p.in}:${p.name}`,
    name: p.name,
    in: p.in,
    required: p.required,
    type,
    enum: enumSource?.filter((e) => e !== null).map((e) => String(e)),
    description: typeof p.node.description === 'string' ? p.node.description : undefined,
    placeholder,
    initial: p.required && example !== undefined ? text(example) : undefined,
    deprecated: p.node.deprecated === true ? true : undefined,
  };
}

function firstExample(model: ApiModel, raw: unknown): unknown {
  const examples = model.deref(raw);
  if (!isObj(examples)) return undefined;
  for (const v of Object.values(examples)) {
    const ex = model.deref(v);
    if (isObj(ex) && 'value' in ex) return ex.value;
  }
  return undefined;
}

/** A value as the text of a body in a media type: JSON pretty-printed, forms encoded, text as is. */
export function bodyText(value: unknown, mediaType: string): string {
  if (isJsonDocumentType(mediaType)) return JSON.stringify(value, null, 2) ?? '';
  if (typeof value === 'string') return value;
  if (/^application\/x-www-form-urlencoded/i.test(mediaType))
    return new TextDecoder().decode(encodeBody(value, mediaType).bytes);
  return JSON.stringify(value, null, 2) ?? '';
}

function formBody(model: ApiModel, op: Operation): FormBody | undefined {
  const rb = op.requestBody;
  const formParams = op.parameters.filter((p) => p.in === 'formData');
  if (!rb && !formParams.length) return undefined;
  const content: MediaType[] = rb?.content.length
    ? rb.content
    : [{ name: 'application/x-www-form-urlencoded', pointer: op.pointer }];
  const choices: FormBodyChoice[] = [];
  for (const media of content) {
    for (const c of mediaChoices(model, media, formParams)) if (choices.length < MAX_CHOICES) choices.push(c);
  }
  return {
    required: rb?.required ?? formParams.some((p) => p.required),
    mediaTypes: content.map((m) => m.name),
    jsonMediaTypes: content.map((m) => m.name).filter((name) => isJsonDocumentType(name)),
    choices,
  };
}

/** The bodies a media type offers: each named example, the single example, each `oneOf`/`anyOf` branch, one made from the schema. */
function mediaChoices(model: ApiModel, media: MediaType, formParams: Parameter[]): FormBodyChoice[] {
  const out: FormBodyChoice[] = [];
  const add = (label: string, value: unknown) =>
    out.push({ label, mediaType: media.name, text: bodyText(value, media.name) });
  const node = media.node ?? {};
  if ('example' in node) add('Example', node.example);
  const examples = model.deref(node.examples);
  if (isObj(examples)) {
    for (const [name, raw] of Object.entries(examples)) {
      const ex = model.deref(raw);
      if (!isObj(ex) || !('value' in ex)) continue;
      add(`Example: ${typeof ex.summary === 'string' ? `${name} (${ex.summary})` : name}`, ex.value);
    }
  }
  const schema = model.deref(media.schema);
  if (isObj(schema)) {
    for (const key of ['oneOf', 'anyOf'] as const) {
      const branches = schema[key];
      if (!Array.isArray(branches) || branches.length < 2) continue;
      branches.forEach((b, i) => {
        const made = sampleSchema({ ...schema, [key]: [b] }, model.deref, 'request');
        add(`${key}: ${branchName(model, b, i)}${cutNote(made.cut)}`, made.value);
      });
    }
    const made = sampleSchema(schema, model.deref, 'request');
    add(`Made from the schema${cutNote(made.cut)}`, made.value);
  } else if (!out.length) {
    const sample = sampleBody(media, model.deref, formParams);
    if (sample)
      add(
        sample.source === 'example' ? 'Example' : `Made from the form parameters${cutNote(sample.cut ?? null)}`,
        sample.value,
      );
  }
  return out;
}

/** What a body label says when the body was cut at the sampling budget. */
function cutNote(cut: string | null): string {
  return cut ? ` (${cut}: a part of the schema is left out)` : '';
}

function branchName(model: ApiModel, raw: unknown, index: number): string {
  if (isObj(raw) && typeof raw.$ref === 'string') return raw.$ref.slice(raw.$ref.lastIndexOf('/') + 1);
  const s = model.deref(raw);
  if (isObj(s) && typeof s.title === 'string') return s.title;
  return `branch ${index + 1}`;
}

function formSecurity(model: ApiModel, op: Operation): FormSecurity {
  const names = new Set<string>();
  const alternatives = op.security.map((alt) => alt.schemes.map((s) => (names.add(s.name), s.name)));
  const schemes: FormScheme[] = [...names].map((name) => formScheme(model, name));
  return {
    alternatives: alternatives.filter((a) => a.length),
    schemes,
    optional: op.security.length === 0 || alternatives.some((a) => !a.length),
  };
}

/** The OAuth 2.0 flows a scheme declares (2.0 flow names mapped to 3.x ones). */
export function oauthFlows(model: ApiModel, node: Obj): Record<string, Obj> {
  if (model.version === '2.0') {
    const map: Record<string, string> = {
      application: 'clientCredentials',
      accessCode: 'authorizationCode',
      password: 'password',
      implicit: 'implicit',
    };
    const flow = typeof node.flow === 'string' ? map[node.flow] : undefined;
    return flow ? { [flow]: node } : {};
  }
  const flows = model.deref(node.flows);
  const out: Record<string, Obj> = {};
  if (isObj(flows))
    for (const [k, v] of Object.entries(flows)) if (isObj(model.deref(v))) out[k] = model.deref(v) as Obj;
  return out;
}

const FLOW_WORDS: Record<string, string> = {
  authorizationCode: 'authorization code',
  clientCredentials: 'client credentials',
  password: 'password',
  implicit: 'implicit',
};

/** How the form describes one security scheme of the spec. */
export function formScheme(model: ApiModel, name: string): FormScheme {
  const s = model.securitySchemes.find((x) => x.name === name);
  if (!s) return { name, kind: 'unsupported', detail: 'not defined in the spec' };
  if (s.type === 'http' || s.type === 'basic') {
    const scheme = s.type === 'basic' ? 'basic' : s.scheme;
    if (scheme === 'bearer')
      return {
        name,
        kind: 'bearer',
        detail: `HTTP bearer token${typeof s.node.bearerFormat === 'string' ? ` (${s.node.bearerFormat})` : ''}`,
      };
    if (scheme === 'basic') return { name, kind: 'basic', detail: 'HTTP basic (user name and password)' };
    return { name, kind: 'unsupported', detail: `HTTP ${scheme ?? ''} authentication is not supported` };
  }
  if (s.type === 'apiKey')
    return { name, kind: 'apiKey', detail: `API key in ${s.in ?? '?'} ${s.paramName ?? ''}`.trim() };
  if (s.type === 'oauth2') {
    const flows = Object.keys(oauthFlows(model, s.node));
    return {
      name,
      kind: 'oauth2',
      detail: `OAuth 2.0${flows.length ? ` (${flows.map((f) => FLOW_WORDS[f] ?? f).join(', ')})` : ''}`,
      flows,
    };
  }
  if (s.type === 'openIdConnect') return { name, kind: 'openIdConnect', detail: 'OpenID Connect' };
  return { name, kind: 'unsupported', detail: `${s.type} is not supported` };
}
