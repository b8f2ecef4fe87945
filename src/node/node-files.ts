import { closeSync, constants, fstatSync, ftruncateSync, openSync, writeSync } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import * as path from 'node:path';
import type { FileInfo, FileSink, WritableFileAccess } from '../core/files/guard';
import { realFolder, repositoryRoot } from './repo-roots';

/** Node's file system as the guarded file layer sees it (`src/core/files/guard.ts`), for the CLI, its workers and the editor's `file:` URIs. */
export const nodeFiles: WritableFileAccess = {
  realPath: (p) => realpath(p),
  async stat(p) {
    try {
      return infoOf(await stat(p));
    } catch {
      return undefined;
    }
  },
  async read(real, maxBytes) {
    // Non-blocking, so a FIFO swapped in after the check does not hold the open; the kind checked on what was opened.
    const fh = await open(real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
    try {
      if (!(await fh.stat()).isFile()) return 'not-regular';
      const chunks: Buffer[] = [];
      let total = 0;
      while (total <= maxBytes) {
        const buf = Buffer.allocUnsafe(Math.min(1 << 20, maxBytes + 1 - total));
        const { bytesRead } = await fh.read(buf, 0, buf.length, null);
        if (bytesRead === 0) break;
        chunks.push(buf.subarray(0, bytesRead));
        total += bytesRead;
      }
      return Buffer.concat(chunks, total);
    } finally {
      await fh.close();
    }
  },
  async openWrite(real) {
    const flags = constants.O_WRONLY | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);
    const fd = openSync(real, flags, 0o666);
    const st = fstatSync(fd);
    if (!st.isFile() || st.nlink > 1) {
      closeSync(fd);
      return st.isFile() ? 'hard-linked' : 'not-regular';
    }
    ftruncateSync(fd, 0);
    const sink: FileSink = { write: (chunk) => void writeSync(fd, chunk), close: () => closeSync(fd) };
    return sink;
  },
  parent(p) {
    const up = path.dirname(p);
    return up === p ? undefined : up;
  },
  baseName: (p) => path.basename(p),
  join: (dir, name) => path.join(dir, name),
  within(p, folder) {
    const rel = path.relative(folder, p);
    return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
  },
};

function infoOf(st: { isFile(): boolean; isDirectory(): boolean; size: number }): FileInfo {
  return { kind: st.isFile() ? 'file' : st.isDirectory() ? 'folder' : 'other', size: st.size };
}

/**
 * The folders a write the user named may land in: the repository of the cwd (the cwd when in none) and the cwd; a
 * path the user named outside them (`-o /tmp/report.json`, `../x`) adds its own folder as named, so a symlink
 * along the way still may not lead elsewhere.
 */
export function writeRoots(cwd: string, named: string): string[] {
  const abs = path.resolve(cwd, named);
  const base = [...new Set([realFolder(cwd), realFolder(repositoryRoot(cwd) ?? cwd)])];
  const inBase = base.some((r) => nodeFiles.within(abs, r)) || nodeFiles.within(abs, path.resolve(cwd));
  return inBase ? base : [...base, realFolder(path.dirname(abs))];
}
