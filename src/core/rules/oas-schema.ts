import { pointerTokens, structuralProblems } from '../openapi/structure';
import type { Rule, Target } from './types';

type Obj = Record<string, unknown>;
const isContainer = (v: unknown): v is Obj | unknown[] => v !== null && typeof v === 'object';

/**
 * The document against the official JSON Schema of its OpenAPI version (2.0, 3.0, 3.1, 3.2): unknown keys, wrong
 * types, missing required fields, one finding each at the offending node. Referenced files are not checked.
 */
export const oasSchema: Rule = {
  id: 'oas-schema',
  defaultSeverity: 'error',
  section: '–',
  description:
    'The document breaks the official OpenAPI schema of its version: an unknown key, a wrong type or a missing required field.',
  check({ model, report }) {
    for (const p of structuralProblems(model.version, model.root)) {
      report({
        message: p.message,
        pointer: p.pointer,
        at: target(model.root, p.pointer, p.place, model.version === '2.0' ? 'swagger' : 'openapi'),
      });
    }
  },
};

/** What to underline for a problem: the value or key at the pointer, or the key that names the object lacking something. */
function target(root: Obj, pointer: string, place: 'value' | 'key' | 'owner', versionKey: string): Target {
  const tokens = pointerTokens(pointer);
  if (tokens.length === 0) return { node: root, key: versionKey, part: 'key' };
  let parent: unknown = root;
  for (const t of tokens.slice(0, -1)) {
    const next: unknown = Array.isArray(parent)
      ? parent[Number(t)]
      : isContainer(parent)
        ? (parent as Obj)[t]
        : undefined;
    if (!isContainer(next)) return { node: isContainer(parent) ? parent : root };
    parent = next;
  }
  const last = tokens[tokens.length - 1];
  if (Array.isArray(parent)) return { node: parent, key: Number(last) };
  return { node: parent as Obj, key: last, part: place === 'value' ? 'value' : 'key' };
}
