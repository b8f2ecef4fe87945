// The seeded, rule-stratified draw both precision scripts make (precision.ts on untuned APIs, precision-sample.ts on
// the realworld 13), written once so the two samples are drawn alike.

/** mulberry32: a small seeded generator, so a seed draws the same sample on every machine. */
export function random(s: number): () => number {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Draws `size` items stratified by rule: every rule takes one (two when it has two or more), the rest go by each
 * rule's share of all items (largest remainders, never more than a rule has); within a rule, items are drawn with
 * `rand`. Returns the items grouped by rule (rules sorted) and the drawn ones, rule by rule.
 */
export function stratifiedDraw<T>(
  items: readonly T[],
  ruleOf: (x: T) => string,
  size: number,
  rand: () => number,
): { byRule: Map<string, T[]>; rules: string[]; drawn: { rule: string; item: T }[] } {
  const byRule = new Map<string, T[]>();
  for (const x of items) byRule.set(ruleOf(x), [...(byRule.get(ruleOf(x)) ?? []), x]);
  const rules = [...byRule.keys()].sort();
  const take = new Map(rules.map((r) => [r, Math.min(2, byRule.get(r)!.length)]));
  let left = size - [...take.values()].reduce((a, b) => a + b, 0);
  while (left > 0) {
    const best = rules
      .filter((r) => take.get(r)! < byRule.get(r)!.length)
      .sort((a, b) => byRule.get(b)!.length / (take.get(b)! + 1) - byRule.get(a)!.length / (take.get(a)! + 1))[0];
    if (!best) break;
    take.set(best, take.get(best)! + 1);
    left--;
  }
  const drawn: { rule: string; item: T }[] = [];
  for (const rule of rules) {
    const pool = [...byRule.get(rule)!];
    for (let k = 0; k < take.get(rule)!; k++)
      drawn.push({ rule, item: pool.splice(Math.floor(rand() * pool.length), 1)[0] });
  }
  return { byRule, rules, drawn };
}
