import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_FILE_BYTES } from '../core/document/limits';
import type { TextLoader } from '../core/document/refs';
import { kindRefusal, outsideRefusal, tooLargeRefusal } from '../core/files/guard';

/** Where `$ref`s may lead: real (symlink-free) folders, unless `allowOutside`. */
export interface RefBounds {
  roots: string[];
  allowOutside: boolean;
}

/** Why a `$ref`'d file was not read; the message completes "the file … cannot be read". */
export class RefReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefReadError';
  }
}

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

/**
 * The synchronous twin of core's `GuardedFiles.readText`, for the callers that build a model synchronously (`mock`,
 * `request`), with the same decisions and messages. Reads a file a `$ref` names, defensively: symlinks resolved first and the real path checked against the bounds,
 * only a regular file (never a device, a FIFO or a folder: opened non-blocking, checked on the open descriptor),
 * never more than the size limit even when the size it reports is wrong (`/proc`). Throws `RefReadError` saying why.
 */
export function readRefFile(p: string, bounds?: RefBounds): string {
  let target: string;
  try {
    target = realpathSync.native(p);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new RefReadError(
      code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (e as Error).message,
    );
  }
  const outside =
    bounds && !bounds.allowOutside
      ? outsideRefusal(target, path.resolve(p), bounds.roots, inside, '; --allow-outside-refs follows it')
      : undefined;
  if (outside) throw new RefReadError(outside);
  let fd: number;
  try {
    fd = openSync(target, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    throw new RefReadError((e as NodeJS.ErrnoException).code === 'EACCES' ? 'permission denied' : (e as Error).message);
  }
  try {
    const st = fstatSync(fd);
    const kind = kindRefusal(st.isFile() ? 'file' : st.isDirectory() ? 'folder' : 'other');
    if (kind) throw new RefReadError(kind);
    if (st.size > MAX_FILE_BYTES) throw new RefReadError(tooLargeRefusal(MAX_FILE_BYTES));
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const buf = Buffer.allocUnsafe(Math.min(1 << 20, MAX_FILE_BYTES + 1 - total));
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      chunks.push(buf.subarray(0, n));
      total += n;
      if (total > MAX_FILE_BYTES) throw new RefReadError(tooLargeRefusal(MAX_FILE_BYTES));
    }
    return Buffer.concat(chunks, total).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** A loader for `$ref`s on disk: local paths (relative to `cwd`) and `file:` URLs, read by `readRefFile`; never the network. */
export function boundedLoader(cwd: string, bounds?: RefBounds): TextLoader {
  return (uri) => {
    let p: string;
    if (/^file:/i.test(uri)) p = fileURLToPath(uri);
    else if (/^[a-z][a-z0-9+.-]+:/i.test(uri) && !/^[a-z]:[\\/]/i.test(uri)) return undefined;
    else p = path.resolve(cwd, uri);
    return readRefFile(p, bounds);
  };
}
