import { stringifyExact } from '../document/exact-json';
import { unescapeToken } from '../document/pointer';
import { isObj, type Obj } from '../../shared/object';

/** A patch applied, or why it could not be (`status` 400 for a malformed patch, 409 for a failed `test`). */
export type Patched = { value: unknown; problem?: undefined } | { value?: undefined; problem: string; status: number };

/** JSON Merge Patch (RFC 7396): objects merge key by key, `null` removes a key, anything else replaces. */
export function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObj(patch)) return patch;
  const out: Obj = isObj(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

/** The tokens of a JSON Pointer (RFC 6901, no percent-decoding), or undefined when it is not one. */
function tokens(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer.slice(1).split('/').map(unescapeToken);
}

/** Deep copy of a JSON value (small: a stored member). */
function clone<T>(v: T): T {
  return structuredClone(v);
}

/** JSON Patch (RFC 6902): the operations applied in order to a copy; all or nothing. */
export function jsonPatch(doc: unknown, ops: unknown): Patched {
  if (!Array.isArray(ops)) return { problem: 'A JSON Patch is an array of operations.', status: 400 };
  if (ops.length > MAX_OPERATIONS)
    return { problem: `A JSON Patch of more than ${MAX_OPERATIONS} operations is not applied.`, status: 400 };
  let root = clone(doc);
  // What `copy` operations have added: each may double the member, so they share a budget.
  let copied = 0;
  for (const [i, op] of ops.entries()) {
    const where = `operation ${i}`;
    if (!isObj(op) || typeof op.op !== 'string' || typeof op.path !== 'string')
      return { problem: `${where}: an object with \`op\` and \`path\` is needed.`, status: 400 };
    const path = tokens(op.path);
    const from = typeof op.from === 'string' ? tokens(op.from) : undefined;
    if (!path || (typeof op.from === 'string' && !from))
      return { problem: `${where}: \`path\` or \`from\` is not a JSON Pointer.`, status: 400 };
    const value = op.value;
    const step = (() => {
      switch (op.op) {
        case 'add':
          return 'value' in op ? add(root, path, clone(value)) : 'needs a `value`';
        case 'remove':
          return remove(root, path);
        case 'replace': {
          if (!('value' in op)) return 'needs a `value`';
          const gone = remove(root, path);
          return typeof gone === 'string' ? gone : add(gone.root, path, clone(value));
        }
        case 'move':
        case 'copy': {
          if (!from) return 'needs a `from`';
          const got = get(root, from);
          if (got === MISSING) return `\`from\` ${String(op.from)} does not exist`;
          if (op.op === 'copy' && (copied += stringifyExact(got)?.length ?? 0) > MAX_COPIED)
            return `copies more than ${MAX_COPIED} characters in all`;
          if (op.op === 'move' && path.length > from.length && from.every((t, j) => path[j] === t))
            return 'cannot move a value into itself';
          const base = op.op === 'move' ? remove(root, from) : { root };
          return typeof base === 'string' ? base : add(base.root, path, clone(got));
        }
        case 'test': {
          const got = get(root, path);
          return got !== MISSING && stringifyExact(sorted(got)) === stringifyExact(sorted(value)) ? { root } : FAILED;
        }
        default:
          return `\`${op.op.slice(0, 20)}\` is not a JSON Patch operation`;
      }
    })();
    if (step === FAILED) return { problem: `${where}: the test of ${op.path} failed.`, status: 409 };
    if (typeof step === 'string') return { problem: `${where} (${op.op.slice(0, 20)}): ${step}.`, status: 400 };
    root = step.root;
  }
  return { value: root };
}

/** Operations one JSON Patch may hold, and characters its `copy` operations may add in all. */
const MAX_OPERATIONS = 1_000;
const MAX_COPIED = 1_000_000;
const MISSING = Symbol('missing');
const FAILED = Symbol('failed');

/** A value with its object keys sorted, so that `test` compares by value. */
function sorted(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sorted);
  if (isObj(v))
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, sorted(v[k])]),
    );
  return v;
}

function get(root: unknown, path: string[]): unknown {
  let at: unknown = root;
  for (const t of path) {
    if (Array.isArray(at) && /^(0|[1-9]\d*)$/.test(t) && Number(t) < at.length) at = at[Number(t)];
    else if (isObj(at) && Object.hasOwn(at, t)) at = at[t];
    else return MISSING;
  }
  return at;
}

function add(root: unknown, path: string[], value: unknown): { root: unknown } | string {
  if (path.length === 0) return { root: value };
  const parent = get(root, path.slice(0, -1));
  const last = path[path.length - 1];
  if (Array.isArray(parent)) {
    const i = last === '-' ? parent.length : /^(0|[1-9]\d*)$/.test(last) ? Number(last) : -1;
    if (i < 0 || i > parent.length) return `no index ${last} in the array`;
    parent.splice(i, 0, value);
  } else if (isObj(parent)) parent[last] = value;
  else return 'the parent of `path` does not exist';
  return { root };
}

function remove(root: unknown, path: string[]): { root: unknown } | string {
  if (path.length === 0) return { root: undefined };
  const parent = get(root, path.slice(0, -1));
  const last = path[path.length - 1];
  if (Array.isArray(parent) && /^(0|[1-9]\d*)$/.test(last) && Number(last) < parent.length)
    parent.splice(Number(last), 1);
  else if (isObj(parent) && Object.hasOwn(parent, last)) delete parent[last];
  else return '`path` does not exist';
  return { root };
}
