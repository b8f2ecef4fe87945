/** The document version a lint of a file read from disk ahead of its document is held under (VS Code's start at 1). */
export const PRELINT_VERSION = 0;

const MB = 1024 * 1024;

/**
 * The largest file (bytes) VS Code opens in an editor without asking the user first: `workbench.editorLargeFileConfirmation`
 * (MB) when set, else VS Code's default for where the files are (10 MB through a remote such as code-server, 50 MB in
 * a browser, 1024 MB on a desktop). A larger file's tab is a placeholder whose document never arrives.
 */
export function openLimitBytes(settingMb: unknown, where: 'remote' | 'web' | 'desktop'): number {
  if (typeof settingMb === 'number' && Number.isFinite(settingMb) && settingMb > 0) return settingMb * MB;
  return (where === 'remote' ? 10 : where === 'web' ? 50 : 1024) * MB;
}

/** A lint started from a file's text before its document arrived. */
interface Entry<R> {
  /** The file's text (undefined: not to be linted ahead). */
  read: Promise<string | undefined>;
  result: Promise<R | undefined>;
  /** A document with the same text took the result: the lint is wanted even though it left the table. */
  taken: boolean;
}

/**
 * The lints started from files on disk when a tab for them opened, by document key, until their documents arrive: a
 * document whose text is the file's text takes the result instead of being linted again; one whose text differs
 * (unsaved edits, another encoding) drops it and is linted from its own text; closing the tab drops it. Nothing here
 * shows a result: the caller applies a taken one to the document that took it.
 */
export class Prelints<R> {
  private readonly pending = new Map<string, Entry<R>>();

  /** True while a lint ahead of the document is reading or linting the file. */
  has(key: string): boolean {
    return this.pending.has(key);
  }

  /**
   * Reads the file (`read`: undefined when it is not to be linted ahead) and lints its text (`lint`, told whether it
   * is still wanted through `alive`) unless the document arrived or the tab closed meanwhile. One per key at a time.
   */
  start(
    key: string,
    read: () => Promise<string | undefined>,
    lint: (text: string, alive: () => boolean) => Promise<R | undefined>,
  ): void {
    if (this.pending.has(key)) return;
    const entry: Entry<R> = { read: read().catch(() => undefined), result: Promise.resolve(undefined), taken: false };
    const alive = () => entry.taken || this.pending.get(key) === entry;
    this.pending.set(key, entry);
    entry.result = (async () => {
      const text = await entry.read;
      if (!alive()) return undefined;
      if (text === undefined) {
        if (this.pending.get(key) === entry) this.pending.delete(key);
        return undefined;
      }
      const result = await lint(text, alive).catch(() => undefined);
      if (result === undefined && this.pending.get(key) === entry) this.pending.delete(key);
      return result;
    })();
  }

  /**
   * The document arrived with `text`: the result of the lint ahead when it linted exactly this text (once the file is
   * read and the lint done; undefined when it failed or was stopped), else undefined (and the lint ahead is dropped).
   */
  async take(key: string, text: string): Promise<R | undefined> {
    const entry = this.pending.get(key);
    if (!entry) return undefined;
    this.pending.delete(key);
    entry.taken = true;
    if ((await entry.read) !== text) {
      entry.taken = false;
      return undefined;
    }
    return entry.result;
  }

  /** The tab closed (or the file went): the lint ahead is no longer wanted. */
  cancel(key: string): void {
    this.pending.delete(key);
  }
}
