// Times `rest-conventions diff` on two versions of GitHub's REST spec in a fresh process: each side read like the
// lint reads it (parse, model), then the comparison, as process CPU milliseconds (GC helper threads included) and
// wall milliseconds, with the peak RSS; and the findings by change id.
// Usage: npx tsx bench/diff.ts [OLD.json [NEW.json]]
//   NEW defaults to the @octokit/openapi devDependency's api.github.com.json; OLD to the same file of
//   @octokit/openapi@18.2.0, fetched once with `npm pack` into bench/.work (never added to package.json).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { diffModels, readSide } from '../src/core/diff/index';
import type { ApiModel } from '../src/core/openapi/model';

const OLD_VERSION = '18.2.0';
const root = path.join(__dirname, '..');

/** The older spec: `npm pack @octokit/openapi@OLD_VERSION` into bench/.work, unpacked there, once. */
function oldSpec(): string {
  const dir = path.join(root, 'bench/.work/octokit-openapi-' + OLD_VERSION);
  const file = path.join(dir, 'package/generated/api.github.com.json');
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  execFileSync('npm', ['pack', `@octokit/openapi@${OLD_VERSION}`, '--silent'], { cwd: dir, stdio: 'pipe' });
  execFileSync('tar', ['xzf', `octokit-openapi-${OLD_VERSION}.tgz`, 'package/generated/api.github.com.json'], {
    cwd: dir,
  });
  return file;
}

const oldFile = process.argv[2] ?? oldSpec();
const newFile = process.argv[3] ?? path.join(root, 'node_modules/@octokit/openapi/generated/api.github.com.json');
const version = (
  JSON.parse(readFileSync(path.join(root, 'node_modules/@octokit/openapi/package.json'), 'utf8')) as { version: string }
).version;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const c0 = cpu();
const w0 = performance.now();
const base = readSide({ uri: 'old.json', text: readFileSync(oldFile, 'utf8') }) as ApiModel;
const rev = readSide({ uri: 'new.json', text: readFileSync(newFile, 'utf8') }) as ApiModel;
const c1 = cpu();
const w1 = performance.now();
const result = diffModels(base, rev);
const c2 = cpu();
const w2 = performance.now();
const rss = process.resourceUsage().maxRSS / 1024;

const byId = new Map<string, number>();
for (const f of result.findings) byId.set(`${f.severity} ${f.rule}`, (byId.get(`${f.severity} ${f.rule}`) ?? 0) + 1);
console.log(
  `GitHub's spec, @octokit/openapi ${process.argv[2] ? path.basename(oldFile) : OLD_VERSION} → ${process.argv[3] ? path.basename(newFile) : version}`,
);
console.log(`read both: ${(c1 - c0).toFixed(0)} ms CPU (${(w1 - w0).toFixed(0)} ms wall)`);
console.log(`compare:   ${(c2 - c1).toFixed(0)} ms CPU (${(w2 - w1).toFixed(0)} ms wall)`);
console.log(
  `total:     ${(c2 - c0).toFixed(0)} ms CPU (${(w2 - w0).toFixed(0)} ms wall), peak RSS ${rss.toFixed(0)} MB`,
);
console.log(`${result.findings.length} findings${result.incomplete ? ' (incomplete: pair budget reached)' : ''}:`);
for (const [k, n] of [...byId].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(5)} ${k}`);
