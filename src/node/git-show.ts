import { execFile, execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { MAX_FILE_BYTES } from '../core/document/limits';

/** Why a file could not be read from a git revision. */
export class GitReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GitReadError';
  }
}

/**
 * True for a revision name that can be handed to git as one: not empty, not an option (`-…`), no NUL or line break.
 * Anything else git itself judges (reading fails on a revision that does not exist).
 */
export function isRevisionName(rev: string): boolean {
  return rev.length > 0 && rev.length <= 256 && !rev.startsWith('-') && !/[\u0000\n\r]/.test(rev);
}

/** The transports git could use to fetch a missing object (a partial clone's lazy fetch): each one refused. */
const PROTOCOLS = ['file', 'git', 'ssh', 'http', 'https', 'ext', 'fd'];

/**
 * What every git run starts with, so a repository's own `.git/config` (an archive someone sent, a shared folder)
 * cannot make reading a blob run a program: no pager, no fsmonitor hook, no transport for a lazy fetch (whose
 * `remote.*.uploadpack` is a command). The command itself is `cat-file blob`, which applies no textconv and no filter
 * (`.gitattributes` cannot name a program to run), and names its object after `--end-of-options`.
 */
const SAFE_GIT = [
  '--no-pager',
  '-c',
  'core.fsmonitor=false',
  '-c',
  'protocol.allow=never',
  ...PROTOCOLS.flatMap((p) => ['-c', `protocol.${p}.allow=never`]),
];

/** The environment of every git run: messages in English (they are read), no prompt, no lazy fetch. */
function gitEnv(): NodeJS.ProcessEnv {
  return { ...process.env, LC_ALL: 'C', GIT_TERMINAL_PROMPT: '0', GIT_NO_LAZY_FETCH: '1' };
}

function objectName(rev: string, file: string): string {
  if (!isRevisionName(rev)) throw new GitReadError(`"${rev}" is not a revision name`);
  if (path.isAbsolute(file) || file.includes('\u0000'))
    throw new GitReadError('only paths relative to the current folder are read from git');
  return `${rev}:./${file.split(path.sep).join('/')}`;
}

function gitError(e: unknown): GitReadError {
  const err = e as { code?: string; stderr?: string | Buffer };
  if (err.code === 'ENOENT') return new GitReadError('git is not installed');
  if (err.code === 'ENOBUFS' || err.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER')
    return new GitReadError(`it is larger than the ${MAX_FILE_BYTES / 1048576} MB limit`);
  const first = String(err.stderr ?? '')
    .split('\n')
    .filter((l) => !l.startsWith('warning: '))[0]
    ?.replace(/^fatal: /, '');
  return new GitReadError(first || 'git cat-file failed');
}

/**
 * The text of `file` (relative to `cwd`, inside the repository) at a git revision: `git cat-file blob REV:./file`, run
 * with an argument array (never a shell), the fixed settings above, in `cwd`, its output capped at the lint's limit.
 */
export function gitShow(rev: string, file: string, cwd: string): Promise<string> {
  let name: string;
  try {
    name = objectName(rev, file);
  } catch (e) {
    return Promise.reject(e);
  }
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...SAFE_GIT, 'cat-file', 'blob', '--end-of-options', name],
      { cwd, env: gitEnv(), encoding: 'utf8', maxBuffer: MAX_FILE_BYTES, windowsHide: true },
      (e, stdout, stderr) => (e ? reject(gitError({ ...e, stderr })) : resolve(stdout)),
    ).stdin?.end();
  });
}

/**
 * True when git in `cwd` names a commit `rev` (`main`, `HEAD~1`, a tag): how `diff` tells `main:api.yaml` (a path at
 * a revision) from a file of that name, so a file a pull request commits cannot stand in for the base.
 */
export function isCommit(rev: string, cwd: string): boolean {
  if (!isRevisionName(rev)) return false;
  try {
    execFileSync('git', [...SAFE_GIT, 'rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`], {
      cwd,
      env: gitEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    });
    return true;
  } catch {
    return false;
  }
}

/** Git's null object id (SHA-1 or SHA-256): what GitHub gives as `github.event.before` on a branch's first push. */
const NULL_OID = /^(?:0{40}|0{64})$/;

/**
 * True when `rev` names a commit not made yet, so there is no base to compare with: git's null object id (a
 * branch's first push), or `HEAD` (`@`, or the branch HEAD names) before the repository's first commit. Any other
 * revision that is not a commit is an error for the caller to report.
 */
export function isUnbornRevision(rev: string, cwd: string): boolean {
  if (NULL_OID.test(rev)) return true;
  if (!isRevisionName(rev)) return false;
  let head: string;
  try {
    head = execFileSync('git', [...SAFE_GIT, 'symbolic-ref', '--quiet', 'HEAD'], {
      cwd,
      env: gitEnv(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      windowsHide: true,
    }).trim();
  } catch {
    return false; // not a repository, or a detached HEAD (which is a commit)
  }
  const names = ['HEAD', '@', head, head.replace(/^refs\/heads\//, '')];
  return names.includes(rev) && !isCommit(head, cwd);
}

/**
 * True for a `$ref` URI a spec at a revision may read from the same revision: a relative path (resolved against the
 * spec's path, as the ref resolver hands them); never a URL, an absolute path, the network or the disk.
 */
export function isGitRef(uri: string): boolean {
  return !/^[a-z][a-z0-9+.-]+:/i.test(uri) && !path.isAbsolute(uri);
}

/** Reads a `$ref`'d file (`isGitRef`) from the revision, never above `cwd`'s repository (git refuses). */
export function gitRefRead(rev: string, cwd: string): (uri: string) => Promise<string> {
  return (uri) =>
    isGitRef(uri) ? gitShow(rev, path.normalize(uri), cwd) : Promise.reject(new GitReadError('not a relative path'));
}
