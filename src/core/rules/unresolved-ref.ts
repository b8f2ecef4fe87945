import { plural } from '../../shared/phrasing';
import { joinPointer } from '../document/pointer';
import { isRef, type RefResolver, type UnresolvedRef } from '../document/refs';
import { jsonKey, jsonStringEnd } from '../document/location-store';
import type { SourceDocument } from '../document/types';
import { isRemoteRef } from '../document/remote-texts';
import { createMissingComponentFix } from '../fixes/stubs';
import type { Rule, RuleContext } from './types';

/**
 * Keys whose values are example data, code samples or text, not OpenAPI objects: a `$ref` inside them is not a
 * reference (in code samples and in a description or summary it includes a file as text, Redocly's convention:
 * `source: {$ref: examples/create.php}`, `description: {$ref: ./tags/account.md}`).
 */
const DATA_KEYS = new Set([
  'example',
  'examples',
  'const',
  'enum',
  'x-examples',
  'x-codeSamples',
  'x-code-samples',
  'description',
  'summary',
]);

/** Keys whose values map user-chosen names to objects: their keys are names, never keywords like `example`. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'schemas',
  'parameters',
  'responses',
  'headers',
  'paths',
  'securitySchemes',
  'securityDefinitions',
  'requestBodies',
  'links',
  'callbacks',
  'content',
  'encoding',
  'variables',
  'pathItems',
  'webhooks',
  'dependentSchemas',
]);

/** How the walk reads an object's keys: as keywords, as user-chosen names, or as the entries of an `examples` map. */
const KEYWORDS = 0;
const NAMES = 1;
const EXAMPLE_NAMES = 2;
const EXAMPLE = 3;

/** A `$ref` that points at nothing (a local pointer or a relative file), flagged at the `$ref` value in the file that holds it. */
export const unresolvedRef: Rule = {
  id: 'unresolved-ref',
  defaultSeverity: 'error',
  section: '–',
  description:
    'A $ref points at nothing: a missing local pointer, or a relative file that cannot be read or lacks the pointer.',
  fix: createMissingComponentFix,
  check({ model, report }) {
    const resolver = model.resolver;
    // What is followed: local and relative references, remote ones with consent, and absolute ones that name a
    // schema of their own document by its `$id` (an identifier, not an address: never fetched).
    const followed = (h: { $ref: string }, doc: SourceDocument) =>
      !isExternalUri(h.$ref) || (resolver.followsRemote && isRemoteRef(h.$ref)) || resolver.namesSchemaId(h, doc);
    if (resolver.documentCount() === 1 && everyRefResolves(model.doc, resolver)) return;
    const walked = new Set<SourceDocument>();
    const found: { doc: SourceDocument; holders: { $ref: string }[] }[] = [];
    const anchors = new Set<string>();
    let pending = resolver.documents();
    while (pending.length > 0) {
      for (const doc of pending) {
        walked.add(doc);
        const holders: { $ref: string }[] = [];
        walk(doc.root, isTree(doc), (h) => holders.push(h), anchors);
        found.push({ doc, holders });
        for (const h of holders) if (followed(h, doc)) resolver.follow(h, doc);
      }
      pending = resolver.documents().filter((d) => !walked.has(d));
    }
    const failures = new Map<object, UnresolvedRef>(resolver.unresolved().map((u) => [u.holder, u]));
    if (!resolver.followsRemote) reportRemoteNotFollowed(found, model.doc, report, resolver);
    for (const { doc, holders } of found) {
      const broken = holders.filter((h) => failures.has(h) && followed(h, doc) && !anchors.has(anchorName(h.$ref)));
      if (broken.length === 0) continue;
      const pointers = pointersOf(doc.root, isTree(doc), new Set(broken));
      const where = doc === model.doc ? '' : ` (in ${doc.uri})`;
      // The places that refer to one missing target are one problem (Miro's 612 responses refer to five missing
      // `#/components/responses/…`): one finding at the first, the others related.
      const byTarget = new Map<string, { $ref: string }[]>();
      for (const h of broken) {
        const failure = failures.get(h)!;
        const key = `${failure.ref}\n${failure.reason}`;
        byTarget.set(key, [...(byTarget.get(key) ?? []), h]);
      }
      const at = (h: { $ref: string }) => ({
        node: h,
        key: '$ref',
        part: 'value' as const,
        sub: { start: 0, end: h.$ref.length },
      });
      for (const [first, ...rest] of byTarget.values()) {
        const failure = failures.get(first)!;
        const refer = rest.length === 0 ? 'point it' : `${rest.length + 1} places refer to it; point them`;
        report({
          message: `The reference "${failure.ref}"${where} cannot be followed: ${failure.reason}; ${refer} at something that exists.`,
          pointer: pointers.get(first) ?? '',
          at: at(first),
          ...(rest.length > 0 && { related: rest.map((h) => ({ pointer: pointers.get(h) ?? '', at: at(h) })) }),
        });
      }
    }
  },
};

/**
 * Without the user's consent remote references are not fetched: one note (info) for all of them, at the first, the
 * others related, so the reader knows what was not checked.
 */
function reportRemoteNotFollowed(
  found: readonly { doc: SourceDocument; holders: { $ref: string }[] }[],
  root: SourceDocument,
  report: RuleContext['report'],
  resolver: RefResolver,
): void {
  const places: { doc: SourceDocument; holder: { $ref: string }; pointer: string }[] = [];
  for (const { doc, holders } of found) {
    const remote = holders.filter((h) => isRemoteRef(h.$ref) && !resolver.namesSchemaId(h, doc));
    if (remote.length === 0) continue;
    const pointers = pointersOf(doc.root, isTree(doc), new Set(remote));
    for (const h of remote) places.push({ doc, holder: h, pointer: pointers.get(h) ?? '' });
  }
  if (places.length === 0) return;
  const [first, ...rest] = places;
  const urls = new Set(places.map((p) => p.holder.$ref.split('#', 1)[0]));
  const what =
    places.length === 1
      ? `The remote reference "${first.holder.$ref}" was not followed, so what it points at was not checked`
      : `${places.length} remote references (to ${plural(urls.size, 'document')}, such as "${first.holder.$ref}") were not followed, so what they point at was not checked`;
  report({
    message: `${what}: remote references are fetched only when you allow it (\`--remote-refs\` on the command line, the \`restConventions.remoteRefs\` setting in a trusted workspace).${first.doc === root ? '' : ` (in ${first.doc.uri})`}`,
    pointer: first.pointer,
    at: { node: first.holder, key: '$ref', part: 'value', sub: { start: 0, end: first.holder.$ref.length } },
    severity: 'info',
    related: rest.map((p) => ({
      pointer: p.pointer,
      at: { node: p.holder, key: '$ref', part: 'value', sub: { start: 0, end: p.holder.$ref.length } },
    })),
  });
}

/**
 * Whether every `$ref` of a document is local and leads somewhere, told from the `$ref` pairs of its text without
 * walking its tree: each distinct string is followed once from a stand-in holder (a holder's chain is its
 * string's chain). False when the text cannot tell (see `jsonRefStrings`, `yamlRefStrings`), for a reference to another file, or when
 * one fails (the walk then finds where).
 */
function everyRefResolves(doc: SourceDocument, resolver: RefResolver): boolean {
  const refs = doc.format === 'json' ? jsonRefStrings(doc.text) : yamlRefStrings(doc.text);
  if (!refs) return false;
  for (const ref of refs) {
    // A remote reference is followed (with consent) or noted (without): either way the walk has to find it.
    if (isRemoteRef(ref)) return false;
    if (isExternalUri(ref)) continue;
    if (!ref.startsWith('#') || !resolver.follow({ $ref: ref }, doc)) return false;
  }
  return true;
}

/**
 * The string of every `"$ref": "…"` pair of a JSON text (and of any such text inside strings, which only adds
 * strings to follow); `undefined` when a `$ref` key may be written with escapes.
 */
function jsonRefStrings(text: string): Set<string> | undefined {
  if (escapesRefLetter(text)) return undefined;
  const refs = new Set<string>();
  // A one-character search is several times faster than a search for `"$ref"` on a large text.
  for (let d = text.indexOf('$'); d >= 0; d = text.indexOf('$', d + 1)) {
    if (text.charCodeAt(d - 1) !== 34 || !text.startsWith('ref"', d + 1)) continue;
    let j = skipJsonSpace(text, d + 5);
    if (text.charCodeAt(j) !== 58) continue;
    j = skipJsonSpace(text, j + 1);
    if (text.charCodeAt(j) !== 34) continue;
    const end = jsonStringEnd(text, j);
    if (end < 0) return undefined;
    refs.add(jsonKey(text, j, end));
    d = end - 1;
  }
  return refs;
}

/** Escapes that could spell a `$ref` key without the four characters in a row (YAML's `\x`, `\u` and `\U`). */
const YAML_ESCAPED_REF = /\\(?:x|u00|U000000)(?:24|72|65|66)/iy;
/** An anchor on a `$ref` scalar, which an alias could make a key (`*a : …`) that the text never spells out. */
const YAML_ANCHORED_REF = /&[^\s,[\]{}]+(?:\s+![^\s,[\]{}]*)?\s+["']?\$ref/y;

/**
 * Whether `sticky` (a `y` regexp whose match starts with the character `first`) matches at some `first` of the
 * text: `test` over the whole text, but tried only where it can start. GitHub's 10 MB YAML has 62 `&` and 123 `\`,
 * and a regexp search of the whole text for each took 2–6 ms.
 */
function matchesAtAny(text: string, first: string, sticky: RegExp): boolean {
  for (let at = text.indexOf(first); at >= 0; at = text.indexOf(first, at + 1)) {
    sticky.lastIndex = at;
    if (sticky.test(text)) return true;
  }
  return false;
}

/**
 * The string of every `$ref: "…"` or `$ref: '…'` pair of a YAML text (and of any in comments or prose, which only
 * adds strings to follow); `undefined` when the text cannot tell: a `$ref` key spelled with escapes or reachable
 * through an alias, a `$ref` ending a line (an explicit `? $ref` key), or a value that is not a one-line quoted
 * string without escapes (plain, block, alias, tagged, anchored). A local reference is always quoted in YAML,
 * where `#` after a space starts a comment.
 */
function yamlRefStrings(text: string): Set<string> | undefined {
  if (matchesAtAny(text, '\\', YAML_ESCAPED_REF) || matchesAtAny(text, '&', YAML_ANCHORED_REF)) return undefined;
  const refs = new Set<string>();
  for (let d = text.indexOf('$ref'); d >= 0; d = text.indexOf('$ref', d + 4)) {
    let j = d + 4;
    let c = text.charCodeAt(j);
    if (c === 34 || c === 39) c = text.charCodeAt(++j);
    while (c === 32 || c === 9) c = text.charCodeAt(++j);
    if (j >= text.length || c === 10 || c === 13 || c === 35) return undefined;
    if (c !== 58) continue;
    c = text.charCodeAt(++j);
    while (c === 32 || c === 9) c = text.charCodeAt(++j);
    if (c !== 34 && c !== 39) return undefined;
    const quote = c;
    let k = j + 1;
    let doubled = false;
    for (;;) {
      c = text.charCodeAt(k);
      if (k >= text.length || c === 10 || c === 13 || (c === 92 && quote === 34)) return undefined;
      if (c === quote) {
        if (quote === 39 && text.charCodeAt(k + 1) === 39) {
          doubled = true;
          k += 2;
          continue;
        }
        break;
      }
      k++;
    }
    const value = text.slice(j + 1, k);
    refs.add(doubled ? value.replace(/''/g, "'") : value);
    d = k;
  }
  return refs;
}

/**
 * True when the JSON text has a `\u0024`, `\u0072`, `\u0065` or `\u0066` escape (`$`, `r`, `e`, `f`), which could
 * spell a `$ref` key. A loop over the `\u00` escapes, not a regexp over the whole text: a JSON file read from its
 * bytes has its non-ASCII characters escaped (`é` as `\u00e9`), and a regexp search of GitHub's 13 MB took ~5 ms.
 */
function escapesRefLetter(text: string): boolean {
  for (let i = text.indexOf('\\u00'); i >= 0; i = text.indexOf('\\u00', i + 4)) {
    const hex = text.slice(i + 4, i + 6);
    if (hex === '24' || hex === '72' || hex === '65' || hex === '66') return true;
  }
  return false;
}

function skipJsonSpace(text: string, p: number): number {
  let c = text.charCodeAt(p);
  while (c === 32 || c === 10 || c === 13 || c === 9) c = text.charCodeAt(++p);
  return p;
}

/** True when no container of the document is reachable twice: JSON has no aliases, so its values form a tree. */
function isTree(doc: SourceDocument): boolean {
  return doc.format === 'json';
}

/**
 * Visits every object with a string `$ref` in a document, iteratively (no recursion), skipping example data;
 * unless the document is a `tree`, a visited set stops at shared and cyclic YAML aliases. `onStep` sees each
 * container pushed with its key, for the rare pass that needs pointers.
 */
function walk(
  root: unknown,
  tree: boolean,
  onRef: (holder: { $ref: string }) => void,
  anchors: Set<string> | undefined,
  onStep?: (child: object, parent: object, key: string) => void,
): void {
  const seen = tree ? undefined : new Set<object>();
  const nodes: unknown[] = [root];
  const modes: number[] = [KEYWORDS];
  while (nodes.length > 0) {
    const node = nodes.pop();
    const mode = modes.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (seen) {
      if (seen.has(node)) continue;
      seen.add(node);
    }
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        const v = node[i];
        if (v === null || typeof v !== 'object') continue;
        onStep?.(v, node, String(i));
        nodes.push(v);
        modes.push(KEYWORDS);
      }
      continue;
    }
    const obj = node as Record<string, unknown>;
    if (typeof obj.$ref === 'string') onRef(obj as { $ref: string });
    if (anchors) {
      if (typeof obj.$anchor === 'string') anchors.add(obj.$anchor);
      if (typeof obj.$dynamicAnchor === 'string') anchors.add(obj.$dynamicAnchor);
    }
    const keys = Object.keys(obj);
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i];
      const v = obj[k];
      if (v === null || typeof v !== 'object') continue;
      let next: number;
      if (mode === NAMES) next = KEYWORDS;
      else if (mode === EXAMPLE_NAMES) next = EXAMPLE;
      else if (mode === EXAMPLE && k === 'value') continue;
      else if (k === 'examples' && !Array.isArray(v) && !isRef(v)) next = EXAMPLE_NAMES;
      else if (DATA_KEYS.has(k)) continue;
      else next = NAME_MAPS.has(k) ? NAMES : KEYWORDS;
      onStep?.(v, obj, k);
      nodes.push(v);
      modes.push(next);
    }
  }
}

/** The JSON pointer (to the `$ref` key) of each wanted holder, from one walk that records every container's parent. */
function pointersOf(root: unknown, tree: boolean, wanted: Set<object>): Map<object, string> {
  const parent = new Map<object, { of: object; key: string }>();
  walk(
    root,
    tree,
    () => undefined,
    undefined,
    (child, of, key) => {
      if (!parent.has(child)) parent.set(child, { of, key });
    },
  );
  const out = new Map<object, string>();
  for (const h of wanted) {
    const keys: string[] = ['$ref'];
    for (let cur: object | undefined = h; cur && cur !== root; cur = parent.get(cur)?.of) {
      const link = parent.get(cur);
      if (!link) break;
      keys.push(link.key);
    }
    out.set(h, joinPointer(keys.reverse()));
  }
  return out;
}

/** The plain-name fragment of a JSON Schema anchor reference (`#node` → `node`), or `''`. */
function anchorName(ref: string): string {
  const hash = ref.indexOf('#');
  const fragment = hash >= 0 ? ref.slice(hash + 1) : '';
  return fragment && !fragment.startsWith('/') ? fragment : '';
}

/** True for an absolute URI with a scheme (`https://…`, `urn:…`): such references are not files next to the spec. */
function isExternalUri(ref: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(ref) && !/^[a-z]:[\\/]/i.test(ref);
}
