import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { MAX_FILE_BYTES } from '../core/document/limits';
import type { TextLoader } from '../core/document/refs';

/** Why a file could not be read from a git revision. */
export class GitReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GitReadError';
  }
}

/**
 * True for a revision name that can be handed to git as one: not empty, not an option (`-…`), no NUL or line break.
 * Anything else git itself judges (`git show` fails on a revision that does not exist).
 */
export function isRevisionName(rev: string): boolean {
  return rev.length > 0 && rev.length <= 256 && !rev.startsWith('-') && !/[\u0000\n\r]/.test(rev);
}

/**
 * The text of `file` (relative to `cwd`, inside the repository) at a git revision: `git show REV:./file`, run with
 * an argument array (never a shell), in `cwd`, with its output capped at the lint's size limit.
 */
export function gitShow(rev: string, file: string, cwd: string): string {
  if (!isRevisionName(rev)) throw new GitReadError(`"${rev}" is not a revision name`);
  if (path.isAbsolute(file) || file.includes('\u0000'))
    throw new GitReadError('only paths relative to the current folder are read from git');
  const rel = file.split(path.sep).join('/');
  try {
    return execFileSync('git', ['show', `${rev}:./${rel}`], {
      cwd,
      // Git's messages in English, whatever the user's locale: the CLI tells "not in that revision" by them.
      env: { ...process.env, LC_ALL: 'C' },
      encoding: 'utf8',
      maxBuffer: MAX_FILE_BYTES,
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
  } catch (e) {
    const err = e as { code?: string; stderr?: string | Buffer };
    if (err.code === 'ENOENT') throw new GitReadError('git is not installed');
    if (err.code === 'ENOBUFS') throw new GitReadError(`it is larger than the ${MAX_FILE_BYTES / 1048576} MB limit`);
    const first = String(err.stderr ?? '')
      .split('\n')[0]
      .replace(/^fatal: /, '');
    throw new GitReadError(first || 'git show failed');
  }
}

/**
 * Reads the files a spec at a revision `$ref`s, from the same revision: relative paths only (resolved against the
 * spec's path, as the ref resolver hands them), never above `cwd`'s repository, never the network or the disk.
 */
export function gitLoader(rev: string, cwd: string): TextLoader {
  return (uri) => {
    if (/^[a-z][a-z0-9+.-]+:/i.test(uri) || path.isAbsolute(uri)) return undefined;
    return gitShow(rev, path.normalize(uri), cwd);
  };
}
