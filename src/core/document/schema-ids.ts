/**
 * The `$id`s of a document's JSON Schema 2020-12 schemas (OpenAPI 3.1 and later): a schema with `$id` is a schema
 * resource, a `$ref` inside it resolves against that `$id`, and a `$ref` whose resolved URI is another schema's
 * `$id` names that schema. An `$id` is an identifier, never a location: nothing here reads anything.
 */

/** What a document's `$id`s decide: each schema resource by its URI, and the base URI of each `$ref` holder in one. */
export interface SchemaIds {
  /** Absolute URI (without fragment) → the schema that declares it; the first wins when two declare the same. */
  readonly byUri: ReadonlyMap<string, object>;
  /** A `$ref` holder inside (or itself) a schema resource → the absolute URI of its nearest `$id`. */
  readonly baseOf: ReadonlyMap<object, string>;
}

/**
 * The base against which `$id`s and `$ref`s outside any schema resource resolve. A stand-in for the document's
 * own URI (a file path is not a URL): it only has to be the same for every reference of the document.
 */
const DOCUMENT_BASE = 'https://document.invalid/';

/** Values of these keys are data or annotations, not schemas: an `$id` in an example is not a schema's. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** True when `$id` is the keyword of the document's schemas: OpenAPI 3.1 or later, or a JSON Schema document. */
export function schemaIdsApply(root: unknown): boolean {
  if (!root || typeof root !== 'object' || Array.isArray(root)) return false;
  const r = root as { openapi?: unknown; swagger?: unknown; $schema?: unknown };
  if (typeof r.openapi === 'string') {
    const m = /^(\d+)\.(\d+)/.exec(r.openapi);
    return m !== null && (Number(m[1]) > 3 || (Number(m[1]) === 3 && Number(m[2]) >= 1));
  }
  // draft-04 and earlier spell it `id`; from draft-06 on it is `$id`.
  return r.swagger === undefined && typeof r.$schema === 'string' && !/draft-0[0-4]\b/.test(r.$schema);
}

/** `uri` resolved against `base` by RFC 3986 (the platform's URL), without its fragment; undefined when not a URI. */
export function resolveAgainst(uri: string, base: string | undefined): string | undefined {
  try {
    const u = new URL(uri, base ?? DOCUMENT_BASE);
    u.hash = '';
    return u.href;
  } catch {
    return undefined;
  }
}

/**
 * Collects the `$id`s of one document (one walk, iterative, each container once), or undefined when it has none
 * (told first from the text, so a document without `$id` costs no walk).
 */
export function collectSchemaIds(root: unknown, text: string): SchemaIds | undefined {
  if (!text.includes('$id')) return undefined;
  const byUri = new Map<string, object>();
  const baseOf = new Map<object, string>();
  const seen = new Set<object>();
  const stack: { node: unknown; base: string | undefined }[] = [{ node: root, base: undefined }];
  while (stack.length > 0) {
    const { node, base: outer } = stack.pop()!;
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) stack.push({ node: item, base: outer });
      continue;
    }
    const o = node as Record<string, unknown>;
    let base = outer;
    // An `$id` that is only a fragment (`#name`, draft-07's anchor form) names no resource.
    if (typeof o.$id === 'string' && !o.$id.startsWith('#')) {
      const uri = resolveAgainst(o.$id, outer);
      if (uri !== undefined) {
        base = uri;
        if (!byUri.has(uri)) byUri.set(uri, o);
      }
    }
    if (base !== undefined && typeof o.$ref === 'string') baseOf.set(o, base);
    for (const [k, v] of Object.entries(o))
      if (!DATA_KEYS.has(k) && !k.startsWith('x-') && v && typeof v === 'object') stack.push({ node: v, base });
  }
  return byUri.size > 0 ? { byUri, baseOf } : undefined;
}
