/**
 * A smaller spec cut from a large one, for benchmarks that need a mid-sized real API: its first N paths and the
 * components they reach (transitively), other keys kept. Run:
 * `node bench/slice-spec.mjs api.github.com.yaml 160 out.yaml` (GitHub's 10 MB YAML gives 1.99 MB with 160 paths).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';

const [from, count, to] = process.argv.slice(2);
const doc = parse(readFileSync(from, 'utf8'), { maxAliasCount: -1 });
const paths = Object.fromEntries(Object.entries(doc.paths).slice(0, Number(count)));
const components = doc.components ?? {};
const reached = {};
const seen = new Set();
const stack = [paths];
while (stack.length > 0) {
  const v = stack.pop();
  if (!v || typeof v !== 'object' || seen.has(v)) continue;
  seen.add(v);
  if (typeof v.$ref === 'string' && v.$ref.startsWith('#/components/')) {
    const [, , kind, name] = v.$ref.split('/');
    reached[kind] ??= {};
    if (!(name in reached[kind]) && components[kind]?.[name] !== undefined) {
      reached[kind][name] = components[kind][name];
      stack.push(components[kind][name]);
    }
  }
  for (const x of Object.values(v)) stack.push(x);
}
if (components.securitySchemes) reached.securitySchemes = components.securitySchemes;
const text = stringify({ ...doc, paths, components: reached }, { lineWidth: 0 });
writeFileSync(to, text);
console.log(`${to}: ${text.length} characters, ${Object.keys(paths).length} paths`);
