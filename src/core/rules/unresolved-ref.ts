import { joinPointer } from '../document/pointer';
import { isRef, type UnresolvedRef } from '../document/refs';
import type { SourceDocument } from '../document/types';
import type { Rule } from './types';

/** Keys whose values are example data, not OpenAPI objects: a `$ref` inside them is not a reference. */
const DATA_KEYS = new Set(['example', 'examples', 'const', 'enum', 'x-examples']);

/** Keys whose values map user-chosen names to objects: their keys are names, never keywords like `example`. */
const NAME_MAPS = new Set([
  'properties', 'patternProperties', 'definitions', '$defs', 'schemas', 'parameters', 'responses', 'headers', 'paths',
  'securitySchemes', 'securityDefinitions', 'requestBodies', 'links', 'callbacks', 'content', 'encoding', 'variables',
  'pathItems', 'webhooks', 'dependentSchemas',
]);

/** A `$ref` that points at nothing (a local pointer or a relative file), flagged at the `$ref` value in the file that holds it. */
export const unresolvedRef: Rule = {
  id: 'unresolved-ref',
  defaultSeverity: 'error',
  section: '–',
  description: 'A $ref points at nothing: a missing local pointer, or a relative file that cannot be read or lacks the pointer.',
  check({ model, report }) {
    const resolver = model.resolver;
    const walked = new Set<SourceDocument>();
    const holders: Found[] = [];
    const anchors = new Set<string>();
    let pending = resolver.documents();
    while (pending.length > 0) {
      for (const doc of pending) {
        walked.add(doc);
        for (const found of collectRefs(doc, anchors)) {
          holders.push(found);
          if (!isExternalUri(found.holder.$ref)) resolver.follow(found.holder, doc);
        }
      }
      pending = resolver.documents().filter((d) => !walked.has(d));
    }
    const failures = new Map<object, UnresolvedRef>(resolver.unresolved().map((u) => [u.holder, u]));
    for (const h of holders) {
      const failure = failures.get(h.holder);
      if (!failure || isExternalUri(h.holder.$ref) || anchors.has(anchorName(h.holder.$ref))) continue;
      const where = h.doc === model.doc ? '' : ` (in ${h.doc.uri})`;
      report({
        message: `The reference "${failure.ref}"${where} cannot be followed: ${failure.reason}; point it at something that exists.`,
        pointer: pointerOf(h.path),
        at: { node: h.holder, key: '$ref', part: 'value', sub: { start: 0, end: h.holder.$ref.length } },
      });
    }
  },
};

/** A link in the chain of keys from a document's root to a node, turned into a pointer only when needed. */
interface Step {
  parent: Step | undefined;
  key: string;
}

/** One `$ref` holder, the document it is in and its place there. */
interface Found {
  holder: { $ref: string };
  doc: SourceDocument;
  path: Step;
}

function pointerOf(step: Step | undefined): string {
  const keys: string[] = [];
  for (let s = step; s; s = s.parent) keys.push(s.key);
  return joinPointer(keys.reverse().concat('$ref'));
}

/** Every object with a string `$ref` in a document, found iteratively (no recursion) with a visited set. */
function collectRefs(doc: SourceDocument, anchors: Set<string>): Found[] {
  const out: Found[] = [];
  const seen = new Set<object>();
  const stack: { node: unknown; path: Step | undefined; names: boolean; example: boolean }[] = [
    { node: doc.root, path: undefined, names: false, example: false },
  ];
  while (stack.length > 0) {
    const { node, path, names, example } = stack.pop()!;
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], path: { parent: path, key: String(i) }, names: false, example: false });
      continue;
    }
    if (isRef(node)) out.push({ holder: node, doc, path: path as Step });
    const obj = node as Record<string, unknown>;
    if (typeof obj.$anchor === 'string') anchors.add(obj.$anchor);
    if (typeof obj.$dynamicAnchor === 'string') anchors.add(obj.$dynamicAnchor);
    const keys = Object.keys(obj);
    for (let i = keys.length - 1; i >= 0; i--) {
      const k = keys[i];
      const v = obj[k];
      if (v === null || typeof v !== 'object') continue;
      const step = { parent: path, key: k };
      if (names) {
        stack.push({ node: v, path: step, names: false, example });
      } else if (k === 'examples' && !Array.isArray(v) && !isRef(v)) {
        stack.push({ node: v, path: step, names: true, example: true });
      } else if (example && k === 'value') {
        continue;
      } else if (!DATA_KEYS.has(k)) {
        stack.push({ node: v, path: step, names: NAME_MAPS.has(k), example: false });
      }
    }
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
