import { realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';

/**
 * Where the guarded file layer's roots come from on Node: the repository holding a path, and real folder names.
 */

const repoRoots = new Map<string, string | null>();

/** The folder holding `.git` at or above `dir` (a repository or a worktree), or `undefined`. */
export function repositoryRoot(dir: string): string | undefined {
  const seen: string[] = [];
  let cur = path.resolve(dir);
  let found: string | null = null;
  for (;;) {
    const known = repoRoots.get(cur);
    if (known !== undefined) {
      found = known;
      break;
    }
    seen.push(cur);
    try {
      statSync(path.join(cur, '.git'));
      found = cur;
      break;
    } catch {
      // not here
    }
    const up = path.dirname(cur);
    if (up === cur) break;
    cur = up;
  }
  for (const d of seen) repoRoots.set(d, found);
  return found ?? undefined;
}

/** A folder's real path (symlinks resolved), or the path itself when it cannot be resolved. */
export function realFolder(p: string): string {
  return real(p);
}

function real(p: string): string {
  try {
    return realpathSync.native(p);
  } catch {
    return path.resolve(p);
  }
}

/**
 * The folders a spec's `$ref`s may read from: the directory the CLI runs in, and the repository holding the spec
 * (its own folder when it is in none), both with symlinks resolved.
 */
export function refRoots(cwd: string, specAbs: string): string[] {
  const dir = path.dirname(specAbs);
  const all = [...new Set([real(cwd), real(repositoryRoot(dir) ?? dir)])];
  return all.filter((r) => !all.some((o) => o !== r && inside(r, o)));
}

function inside(file: string, root: string): boolean {
  const rel = path.relative(root, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
