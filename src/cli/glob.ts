import { readdirSync, statSync, type Dirent } from 'node:fs';
import * as path from 'node:path';
import { compileFileGlob } from '../core/glob';

/** True when a path argument holds glob syntax (`*`, `?`, `{a,b}`, `[abc]`). */
export function isGlob(pattern: string): boolean {
  return /[*?{[]/.test(pattern);
}

/** Folders never entered while walking a folder or a glob, unless a pattern names them outright. */
export function isSkippedDir(name: string): boolean {
  return name === 'node_modules' || name.startsWith('.');
}

/**
 * The files under `cwd` that a glob matches, as paths relative to `cwd` joined with `/` (or absolute when the
 * pattern is), sorted. The static head of the pattern (`specs/v1` in `specs/v1/**\/*.yaml`) is the walk's root.
 */
export function globFiles(pattern: string, cwd: string): string[] {
  const norm = pattern.replace(/\\/g, '/');
  const parts = norm.split('/');
  let head = 0;
  while (head < parts.length - 1 && !isGlob(parts[head])) head++;
  const base = parts.slice(0, head).join('/') || (norm.startsWith('/') ? '/' : '');
  const rest = parts.slice(head).join('/');
  const matches = compileFileGlob(rest);
  const maxDepth = rest.includes('**') ? Infinity : rest.split('/').length;
  const named = new Set(rest.split('/').filter((p) => !isGlob(p)));
  const out: string[] = [];
  const walk = (dir: string, rel: string, depth: number) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(path.resolve(cwd, dir || '.'), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const relPath = rel ? `${rel}/${e.name}` : e.name;
      const full = dir ? (dir.endsWith('/') ? dir + e.name : `${dir}/${e.name}`) : e.name;
      if (e.isDirectory()) {
        if (depth + 1 < maxDepth && (!isSkippedDir(e.name) || named.has(e.name))) walk(full, relPath, depth + 1);
      } else if ((e.isFile() || (e.isSymbolicLink() && isFile(path.resolve(cwd, full)))) && matches(relPath)) {
        out.push(full);
      }
    }
  };
  walk(base, '', 0);
  return out.sort();
}

/** Symbolic links are followed to files only: a linked folder could loop. */
function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
