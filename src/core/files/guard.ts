import { MAX_FILE_BYTES } from '../document/limits';

/**
 * The one guarded file layer every read and write of the tool goes through (specs, `$ref`s, configurations,
 * baselines, `--fix`, `-o`), for the CLI and the editor alike: only regular files, sizes checked before reading,
 * symlinks resolved and the real place kept inside the roots (the repository or the workspace folders), writes
 * never through a symlink that leaves them nor to anything but a regular file. The file system is injected
 * (`src/node/node-files.ts`, `src/extension/workspace-files.ts`, a fake in tests); paths are the host's own strings.
 */

/** What a path leads to, symlinks followed. */
export interface FileInfo {
  kind: 'file' | 'folder' | 'other';
  size: number;
}

/** What the guard needs from a file system to read. Every method rejects with the host's error when it cannot. */
export interface FileAccess {
  /** The path with every symlink resolved (rejects when nothing is there). */
  realPath(p: string): Promise<string>;
  /** What the path leads to, symlinks followed; `undefined` when nothing is there. */
  stat(p: string): Promise<FileInfo | undefined>;
  /**
   * The bytes of the file at a real path, at most `maxBytes + 1` of them (so an overflow shows), opened without
   * blocking and checked to be a regular file on what was opened: `'not-regular'` otherwise.
   */
  read(realPath: string, maxBytes: number): Promise<Uint8Array | 'not-regular'>;
  /** The folder holding a path; `undefined` for a root. */
  parent(p: string): string | undefined;
  /** The last part of a path (a file's name). */
  baseName(p: string): string;
  /** A path in a folder. */
  join(dir: string, name: string): string;
  /** True when the path is the folder or inside it (both real paths). */
  within(p: string, folder: string): boolean;
}

/** A file system the guard may also write to. */
export interface WritableFileAccess extends FileAccess {
  /**
   * Opens a real path for writing without following a symlink in its last part, creating it when absent; refuses
   * (`'not-regular'`) anything but a regular file, and (`'hard-linked'`) a file with other hard links (its other
   * names may be anywhere), both checked on what was opened, before truncating it.
   */
  openWrite(realPath: string): Promise<FileSink | 'not-regular' | 'hard-linked'>;
}

/** A file opened for writing: written a chunk at a time (reports are larger than one string may be). */
export interface FileSink {
  write(chunk: string): void;
  close(): void;
}

/** Why the guard did not read or write a file; the message completes "… cannot be read: " or "cannot be written: ". */
export class FileRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FileRefusal';
  }
}

/** How many bytes a configuration file may have (they hold a few dozen lines). */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/** The refusal for a file over a size limit. */
export function tooLargeRefusal(maxBytes: number): string {
  return `it is larger than the ${sizeText(maxBytes)} limit`;
}

/** A byte count for messages: whole megabytes when it is some, else bytes. */
export function sizeText(bytes: number): string {
  return bytes >= 1048576 && bytes % 1048576 === 0 ? `${bytes / 1048576} MB` : `${bytes}-byte`;
}

/** The refusal for what is not a regular file (`undefined` when it is one). */
export function kindRefusal(kind: FileInfo['kind']): string | undefined {
  return kind === 'file' ? undefined : kind === 'folder' ? 'it is a folder' : 'it is not a regular file';
}

/** The refusal for a real path outside every root (`undefined` inside one); `named` is the path as given. */
export function outsideRefusal(
  real: string,
  named: string,
  roots: readonly string[],
  within: (p: string, folder: string) => boolean,
  hint = '',
): string | undefined {
  if (roots.some((r) => within(real, r))) return undefined;
  return `it is outside ${roots.join(' and ')}${real !== named ? ` (it leads to ${real})` : ''}${hint}`;
}

/**
 * The refusal for a real path in a git folder (a part of it named `.git`, in any case), or `undefined`: the tool never
 * reads nor writes there, whatever the roots, since a symlink the repository commits could otherwise lead a baseline
 * write onto `.git/hooks/pre-commit` (code run by the next commit) or a `$ref` onto `.git/config` (credentials).
 */
export function gitFolderRefusal(real: string, fs: Pick<FileAccess, 'parent' | 'baseName'>): string | undefined {
  for (let p: string | undefined = real; p !== undefined; p = fs.parent(p))
    if (fs.baseName(p).toLowerCase() === '.git') return 'it is in a git folder (.git), which is never read nor written';
  return undefined;
}

/** Where a guard may read and write, and how much. */
export interface GuardBounds {
  /** Real (symlink-free) folders; empty means anywhere. */
  roots: readonly string[];
  /** Added to an "outside" refusal: how to allow it (`; --allow-outside-refs follows it`). */
  outsideHint?: string;
}

/** Reads and writes files within bounds: the one place the checks are made, in this order. */
export class GuardedFiles {
  constructor(
    readonly fs: FileAccess,
    readonly bounds: GuardBounds,
  ) {}

  /** A file's text (UTF-8, malformed bytes as U+FFFD); rejects with a `FileRefusal` saying why it was not read. */
  readText(p: string, maxBytes = MAX_FILE_BYTES): Promise<string> {
    return this.read(p, maxBytes, false);
  }

  /** The text of a file's first `bytes` bytes, however large it is (to tell what a file over the limit is). */
  readStart(p: string, bytes: number): Promise<string> {
    return this.read(p, bytes, true);
  }

  /**
   * Opens a file for writing: its folder's real place and, when it exists, the file's own (a symlink followed) must
   * be inside the roots, and it must be a regular file. Rejects with a `FileRefusal` saying why.
   */
  async openWrite(p: string): Promise<FileSink> {
    const fs = this.fs as WritableFileAccess;
    const dir = fs.parent(p);
    if (dir === undefined) throw new FileRefusal('it is not a regular file');
    const realDir = await this.real(dir);
    let target = fs.join(realDir, fs.baseName(p));
    const inGit = gitFolderRefusal(target, fs);
    if (inGit) throw new FileRefusal(inGit);
    const info = await fs.stat(target).catch(() => undefined);
    if (info) {
      target = await this.real(target, p);
      const kind = kindRefusal(info.kind);
      if (kind) throw new FileRefusal(kind);
    }
    const sink = await fs.openWrite(target).catch((e: unknown) => {
      throw new FileRefusal(errorText(e));
    });
    if (sink === 'not-regular') throw new FileRefusal('it is not a regular file');
    if (sink === 'hard-linked')
      throw new FileRefusal('it has other hard links, which may be outside the repository; it is not written');
    return sink;
  }

  /** Writes a whole text through `openWrite`. */
  async writeText(p: string, text: string): Promise<void> {
    const sink = await this.openWrite(p);
    try {
      sink.write(text);
    } finally {
      sink.close();
    }
  }

  private async read(p: string, maxBytes: number, start: boolean): Promise<string> {
    const real = await this.real(p);
    const info = await this.fs.stat(real).catch(() => undefined);
    if (!info) throw new FileRefusal('no such file');
    const kind = kindRefusal(info.kind);
    if (kind) throw new FileRefusal(kind);
    if (info.size > maxBytes && !start) throw new FileRefusal(tooLargeRefusal(maxBytes));
    const bytes = await this.fs.read(real, maxBytes).catch((e: unknown) => {
      throw new FileRefusal(errorText(e));
    });
    if (bytes === 'not-regular') throw new FileRefusal('it is not a regular file');
    if (bytes.length > maxBytes && !start) throw new FileRefusal(tooLargeRefusal(maxBytes));
    return new TextDecoder().decode(bytes.subarray(0, maxBytes));
  }

  /** The real place of a path, checked against the roots. */
  private async real(p: string, named = p): Promise<string> {
    let real: string;
    try {
      real = await this.fs.realPath(p);
    } catch (e) {
      throw new FileRefusal(errorText(e));
    }
    const inGit = gitFolderRefusal(real, this.fs);
    if (inGit) throw new FileRefusal(inGit);
    if (this.bounds.roots.length === 0) return real;
    const out = outsideRefusal(real, named, this.bounds.roots, this.fs.within, this.bounds.outsideHint);
    if (out) throw new FileRefusal(out);
    return real;
  }
}

/** A host error as a short reason: the usual codes in words, else the message. */
export function errorText(e: unknown): string {
  if (e instanceof FileRefusal) return e.message;
  const code = (e as { code?: unknown } | undefined)?.code;
  if (code === 'ENOENT' || code === 'FileNotFound') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM' || code === 'NoPermissions') return 'permission denied';
  if (code === 'EISDIR' || code === 'FileIsADirectory') return 'it is a folder';
  if (code === 'ENXIO' || code === 'ELOOP') return 'it is not a regular file';
  return e instanceof Error ? e.message : String(e);
}
