import { parentsOf } from './tree-parents';

/** The key orders new entries keep: an operation's fields, a `responses` map's statuses. */
export type KeyOrder = 'operation' | 'responses';

/** The HTTP methods an operation sits under. */
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);

/** The order of an operation's fields in the OpenAPI specification (2.0's `consumes`/`produces` and `schemes` included). */
const OPERATION_KEYS = [
  'tags',
  'summary',
  'description',
  'externalDocs',
  'operationId',
  'consumes',
  'produces',
  'parameters',
  'requestBody',
  'responses',
  'callbacks',
  'schemes',
  'deprecated',
  'security',
  'servers',
];

/**
 * Where a key goes among its siblings: an operation field by the specification's order, a status by its number
 * (`4XX` after `499`, `default` last); `undefined` for a key the order says nothing about (`x-…`).
 */
export function keyRank(kind: KeyOrder, key: string): number | undefined {
  if (kind === 'operation') {
    const i = OPERATION_KEYS.indexOf(key);
    return i < 0 ? undefined : i;
  }
  if (key === 'default') return 1000;
  if (/^[1-5]\d\d$/.test(key)) return Number(key);
  if (/^[1-5]XX$/i.test(key)) return Number(key[0]) * 100 + 99.5;
  return undefined;
}

/** Which key order a mapping of the tree under `root` keeps: an operation's (under an HTTP method) or a `responses` map's (by status). */
export function keyOrderOf(root: unknown, node: object): KeyOrder | undefined {
  const parents = parentsOf(root);
  const parentOf = (n: object) => parents.get(n);
  const parent = parentOf(node);
  if (!parent || typeof parent.key !== 'string' || Array.isArray(parent.node)) return undefined;
  if (parent.key === 'responses' && parentOf(parent.node)?.key !== 'components') return 'responses';
  if (METHODS.has(parent.key) && typeof parentOf(parent.node)?.key === 'string') {
    const holder = parentOf(parent.node);
    if (holder && (holder.key as string).startsWith('/')) return 'operation';
  }
  return undefined;
}
