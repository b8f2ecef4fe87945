import type { SourceDocument } from './types';
import { fragmentTokens, getAtPointer } from './pointer';
import { parseSource } from './parse';
import { collectSchemaIds, resolveAgainst, schemaIdsApply, type SchemaIds } from './schema-ids';

/**
 * Reads another file a `$ref` names; `undefined` when it cannot be read, or it throws an `Error` whose message says
 * why (outside the workspace, not a regular file, too large). Core code never touches the file system itself.
 */
export type TextLoader = (uri: string) => string | undefined;

/** A `$ref` that points at nothing. */
export interface UnresolvedRef {
  /** The object holding the `$ref` key. */
  holder: object;
  doc: SourceDocument;
  ref: string;
  reason: string;
}

/** Where a `$ref` led. */
export interface RefTarget {
  value: unknown;
  doc: SourceDocument;
}

const MAX_CHAIN = 64;

/** Joins a relative reference to the URI or path of the document that holds it. */
export function resolveUri(base: string, relative: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(relative) && !/^[a-z]:[\\/]/i.test(relative)) return relative;
  const b = base.replace(/\\/g, '/');
  if (/^[a-z][a-z0-9+.-]+:/i.test(b) && !/^[a-z]:\//i.test(b)) return new URL(relative, b).toString();
  const drive = /^[a-z]:/i.test(b) ? b.slice(0, 2) : '';
  const path = drive ? b.slice(2) : b;
  let rel = relative.replace(/\\/g, '/');
  const query = rel.search(/[?]/);
  if (query >= 0) rel = rel.slice(0, query);
  try {
    rel = decodeURIComponent(rel);
  } catch {
    // a stray % stays as it is
  }
  // Joined segment by segment, so a relative base keeps its leading `..` (`../api/openapi.yaml` + `common.yaml`).
  const absolute = rel.startsWith('/') || path.startsWith('/') || drive !== '';
  const segs: string[] = [];
  const push = (s: string) => {
    if (s === '' || s === '.') return;
    if (s !== '..') segs.push(s);
    else if (segs.length && segs[segs.length - 1] !== '..') segs.pop();
    else if (!absolute) segs.push('..');
  };
  if (!rel.startsWith('/')) path.split('/').slice(0, -1).forEach(push);
  rel.split('/').forEach(push);
  return drive + (absolute ? '/' : '') + segs.join('/');
}

/**
 * Follows `$ref`s lazily: local pointers and relative files, with cycle and chain-length guards.
 * Each external file is parsed once; broken references are remembered once each.
 */
export class RefResolver {
  private readonly docs = new Map<string, SourceDocument>();
  private readonly unusable = new Map<string, string>();
  private readonly failures = new Map<object, UnresolvedRef>();
  /**
   * Per document, what each `$ref` string there leads to, or why it cannot be followed: many holders share one
   * string (GitHub: 10 460 holders, 1 764 strings), and a lookup by string is cheaper than one by holder object.
   */
  private readonly byRef = new Map<SourceDocument, Map<string, RefTarget | string>>();
  /** Per document, its schemas' `$id`s (null: none, or `$id` is not a keyword of this document's schemas). */
  private readonly ids = new Map<SourceDocument, SchemaIds | null>();
  /** Whether `$id` is a keyword here: decided once, from the root (OpenAPI 3.1+ or a JSON Schema document). */
  private readonly idsApply: boolean;

  constructor(
    readonly root: SourceDocument,
    private readonly load: TextLoader = () => undefined,
    /** True when the user consented to remote (`http(s)://`) references and the loader serves them. */
    readonly followsRemote = false,
  ) {
    this.docs.set(root.uri, root);
    this.idsApply = schemaIdsApply(root.root);
  }

  /** The `$id`s of a document's schemas, collected once per document; undefined when it has none that count. */
  private schemaIds(doc: SourceDocument): SchemaIds | undefined {
    if (!this.idsApply) return undefined;
    let known = this.ids.get(doc);
    if (known === undefined) this.ids.set(doc, (known = collectSchemaIds(doc.root, doc.text) ?? null));
    return known ?? undefined;
  }

  /**
   * True when a `$ref` names a schema of its own document by that schema's `$id` (`https://…/pet.schema.json`, or
   * `pet.schema.json` inside a schema whose `$id` is `https://…/owner.schema.json`): it is followed there and never
   * read from the network or another file.
   */
  namesSchemaId(holder: { $ref: string }, doc: SourceDocument): boolean {
    const ids = this.schemaIds(doc);
    if (!ids) return false;
    const hash = holder.$ref.indexOf('#');
    const filePart = hash >= 0 ? holder.$ref.slice(0, hash) : holder.$ref;
    if (filePart === '') return false;
    const uri = resolveAgainst(filePart, ids.baseOf.get(holder));
    return uri !== undefined && ids.byUri.has(uri);
  }

  /** Every document loaded so far, the root first. */
  documents(): SourceDocument[] {
    return [...this.docs.values()];
  }

  /** The references that could not be followed so far. */
  unresolved(): UnresolvedRef[] {
    return [...this.failures.values()];
  }

  /** The document an object was parsed from (among the documents loaded so far). */
  docOf(node: object): SourceDocument | undefined {
    for (const d of this.docs.values()) if (d.owns ? d.owns(node) : d.locate(node)) return d;
    return undefined;
  }

  /** How many documents are loaded: while it is 1, every node the resolver meets belongs to the root. */
  documentCount(): number {
    return this.docs.size;
  }

  /** `docOf(node) ?? root`, without a lookup while the root is the only document. */
  private homeOf(node: object): SourceDocument {
    return this.docs.size === 1 ? this.root : (this.docOf(node) ?? this.root);
  }

  /** Returns the value itself, or what its `$ref` chain ends at; `undefined` for a broken or cyclic chain. */
  deref(value: unknown): unknown {
    return isRef(value) ? this.follow(value)?.value : value;
  }

  /**
   * Like `deref`, with the document the final value lives in. Iterative: no chain can overflow the stack.
   * The result may be shared with other calls: do not change it.
   */
  follow(value: unknown, from?: SourceDocument): RefTarget | undefined {
    let cur = value;
    let doc = from;
    // The holders met so far: most chains are one `$ref` long, so the first needs no collection.
    let first: unknown;
    let seen: unknown[] | undefined;
    // What the last step led to: when the chain ends there, it is the answer, already made.
    let last: RefTarget | undefined;
    for (let i = 0; i <= MAX_CHAIN; i++) {
      if (!isRef(cur))
        return last ?? { value: cur, doc: doc ?? (cur && typeof cur === 'object' ? this.homeOf(cur) : this.root) };
      if (cur === first || seen?.includes(cur)) {
        // The $ref that closes the cycle is the broken one; a $ref leading into the cycle points at something that exists.
        this.fail(cur, doc, 'it is part of a cycle of references that never reaches a value');
        return undefined;
      }
      if (i === MAX_CHAIN) break;
      if (i === 0) first = cur;
      else (seen ??= []).push(cur);
      const holderDoc = doc ?? this.homeOf(cur);
      const next = this.step(cur, holderDoc);
      if (!next) return undefined;
      cur = next.value;
      doc = next.doc;
      last = next;
    }
    this.fail(value as object, from, `the chain of references is longer than ${MAX_CHAIN}`);
    return undefined;
  }

  /** Resolves one `$ref` without following further; each string is resolved once per document (the documents never change). */
  private step(holder: { $ref: string }, holderDoc: SourceDocument): RefTarget | undefined {
    let known = this.byRef.get(holderDoc);
    if (!known) this.byRef.set(holderDoc, (known = new Map()));
    // Inside a schema resource the same string may lead elsewhere: the key carries the resource's `$id`.
    const ids = this.schemaIds(holderDoc);
    const base = ids?.baseOf.get(holder);
    const key = base === undefined ? holder.$ref : `${base}\u0000${holder.$ref}`;
    let target = known.get(key);
    if (target === undefined) known.set(key, (target = this.resolveRef(holder.$ref, holderDoc, ids, base)));
    if (typeof target !== 'string') return target;
    this.fail(holder, holderDoc, target);
    return undefined;
  }

  /** What a `$ref` string in `holderDoc` leads to, or why it cannot be followed. */
  private resolveRef(ref: string, holderDoc: SourceDocument, ids?: SchemaIds, base?: string): RefTarget | string {
    const hash = ref.indexOf('#');
    const filePart = hash >= 0 ? ref.slice(0, hash) : ref;
    const pointer = hash >= 0 ? ref.slice(hash + 1) : '';
    if (ids) {
      const byId = resolveById(ids, filePart, pointer, base);
      if (byId !== undefined) return typeof byId === 'string' ? byId : { value: byId.value, doc: holderDoc };
    }
    let target: SourceDocument | undefined = holderDoc;
    if (filePart !== '') {
      const uri = resolveUri(holderDoc.uri, filePart);
      const loaded = this.loadDoc(uri);
      if (typeof loaded === 'string') return `the file "${filePart}" cannot be read or parsed${loaded}`;
      target = loaded;
    }
    let tokens: string[];
    try {
      tokens = fragmentTokens(pointer);
    } catch {
      return `"#${pointer}" is not a JSON pointer`;
    }
    // `file#/` is strictly the key "" of the root (RFC 6901), but Redocly, swagger-parser and the other common tools
    // read it as the whole file (Cloud Foundry's `/v3: {$ref: ./paths/V3.yaml#/}`): so does this resolver when the
    // root has no "" key.
    const value = getAtPointer(target.root, tokens) ?? (isWholeFile(tokens) ? target.root : undefined);
    if (value === undefined)
      return filePart ? `"${filePart}" has nothing at "#${pointer}"` : `nothing exists at "#${pointer}"`;
    return { value, doc: target };
  }

  /** The parsed document at `uri`, or why it cannot be used ('' when it cannot be read, else its first syntax error). */
  private loadDoc(uri: string): SourceDocument | string {
    const known = this.docs.get(uri);
    if (known) return known;
    const why = this.unusable.get(uri);
    if (why !== undefined) return why;
    let text: string | undefined;
    let cause = '';
    try {
      text = this.load(uri);
    } catch (e) {
      text = undefined;
      if (e instanceof Error && e.message) cause = ` (${e.message})`;
    }
    if (text === undefined) {
      this.unusable.set(uri, cause);
      return cause;
    }
    const doc = parseSource(uri, text);
    if (doc.errors.length > 0) {
      const first = doc.errors[0];
      const reason = ` (line ${doc.positionAt(first.span.start).line + 1}: ${first.message})`;
      this.unusable.set(uri, reason);
      return reason;
    }
    this.docs.set(uri, doc);
    return doc;
  }

  private fail(holder: object, doc: SourceDocument | undefined, reason: string): void {
    if (this.failures.has(holder)) return;
    const d = doc ?? this.homeOf(holder);
    this.failures.set(holder, { holder, doc: d, ref: String((holder as { $ref?: unknown }).$ref), reason });
  }
}

/**
 * What a `$ref` leads to through the document's `$id`s: the value, why it leads nowhere, or undefined when the
 * `$id`s do not decide it (then it is a pointer into the document or a file, as without them). A pointer-only `$ref`
 * inside a schema resource points into that resource first (`#/$defs/a`), else into the document
 * (`#/components/schemas/A`, as OpenAPI tools read it).
 */
function resolveById(
  ids: SchemaIds,
  filePart: string,
  pointer: string,
  base: string | undefined,
): { value: unknown } | string | undefined {
  const uri = filePart === '' ? base : resolveAgainst(filePart, base);
  const resource = uri === undefined ? undefined : ids.byUri.get(uri);
  if (!resource) return undefined;
  let tokens: string[];
  try {
    tokens = fragmentTokens(pointer);
  } catch {
    return filePart === '' ? undefined : `"#${pointer}" is not a JSON pointer`;
  }
  const value = getAtPointer(resource, tokens);
  if (value !== undefined) return { value };
  return filePart === '' ? undefined : `the schema whose $id is "${uri}" has nothing at "#${pointer}"`;
}

/** True for the tokens of the fragment `/`: one empty key. */
function isWholeFile(tokens: readonly string[]): boolean {
  return tokens.length === 1 && tokens[0] === '';
}

/** True for an object with a string `$ref`. */
export function isRef(value: unknown): value is { $ref: string } {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    typeof (value as { $ref?: unknown }).$ref === 'string'
  );
}
