import { isObj } from './emit';

/** A container's place in a parsed tree: the container holding it and its key or index there. */
export interface ParentLink {
  node: object;
  key: string | number;
}

/** The parent links of each parsed tree, found once per tree (every plan of every fix shares them). */
const PARENTS = new WeakMap<object, Map<object, ParentLink>>();

/** Each container's parent and key in the parsed tree under `root` (computed once per tree). */
export function parentsOf(root: unknown): Map<object, ParentLink> {
  const key = root !== null && typeof root === 'object' ? root : undefined;
  const known = key && PARENTS.get(key);
  if (known) return known;
  const parents = new Map<object, ParentLink>();
  const visit = (v: unknown) => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => {
        if (!x || typeof x !== 'object' || parents.has(x)) return;
        parents.set(x, { node: v, key: i });
        visit(x);
      });
    } else if (isObj(v)) {
      for (const [k, x] of Object.entries(v)) {
        if (!x || typeof x !== 'object' || parents.has(x)) continue;
        parents.set(x, { node: v, key: k });
        visit(x);
      }
    }
  };
  visit(root);
  if (key) PARENTS.set(key, parents);
  return parents;
}
