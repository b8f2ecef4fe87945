/** A parsed JSON or YAML object (a mapping), as opposed to an array, a scalar or null. */
export type Obj = Record<string, unknown>;

/** True for an object that is not null and not an array: the one guard every layer uses on parsed data. */
export function isObj(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
