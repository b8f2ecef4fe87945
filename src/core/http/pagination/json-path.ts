/**
 * Evaluates the small JSONPath subset pagination declarations use: `$`, `.name`, `['name']`, `["name"]`, `[n]`
 * and `[-n]` (from the end). `undefined` for anything else or a path that leads nowhere.
 */
export function evalJsonPath(value: unknown, path: string): unknown {
  const p = path.trim();
  if (!p.startsWith('$')) return undefined;
  let i = 1;
  let cur = value;
  while (i < p.length) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (p[i] === '.') {
      const m = /^\.([^.[\]]+)/.exec(p.slice(i));
      if (!m) return undefined;
      cur = Array.isArray(cur) ? undefined : (cur as Record<string, unknown>)[m[1]];
      i += m[0].length;
    } else if (p[i] === '[') {
      const m = /^\[\s*(?:(-?\d+)|'([^']*)'|"([^"]*)")\s*\]/.exec(p.slice(i));
      if (!m) return undefined;
      if (m[1] !== undefined) {
        if (!Array.isArray(cur)) return undefined;
        const n = Number(m[1]);
        cur = cur[n < 0 ? cur.length + n : n];
      } else cur = Array.isArray(cur) ? undefined : (cur as Record<string, unknown>)[m[2] ?? m[3]];
      i += m[0].length;
    } else return undefined;
  }
  return cur;
}
