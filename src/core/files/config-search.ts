import { CONFIG_FILE_NAMES } from '../config/options';
import { parseConfig, type ConfigProblem } from '../config/parse';
import { DEFAULT_CONFIG, type LintConfig } from '../config/types';
import { GuardedFiles, MAX_CONFIG_BYTES } from './guard';

/** The configuration that applies to a file: where it came from, and what is wrong with it. */
export interface FoundConfig {
  /** The configuration file; `undefined` when none applies (every default). */
  file?: string;
  config: LintConfig;
  /** Problems inside the file (non-empty: it is not used as it is). */
  problems: ConfigProblem[];
  /** Why the file could not be read at all (the guard's refusal); the defaults do not apply then. */
  readError?: string;
}

/** Where a search stops and what names a file in messages. */
export interface ConfigSearchOptions {
  /**
   * True for the last folder searched: the repository root (the nearest folder with `.git`) in the CLI, the
   * workspace folder in the editor, so a configuration above it never applies. Without one the search goes on to
   * the file-system root.
   */
  isTop(folder: string): boolean | Promise<boolean>;
  /** How a configuration file is named in its problems. */
  show(file: string): string;
}

/**
 * Finds `.rest-conventions.yaml` (or `.yml`, `.json`) from a file's folder upwards to the top folder, and reads it
 * through the guard (inside the roots, a regular file, at most MAX_CONFIG_BYTES); remembers each folder's answer
 * until `invalidate()`.
 */
export class ConfigSearch {
  private readonly byFolder = new Map<string, Promise<FoundConfig>>();
  private readonly loaded = new Map<string, Promise<FoundConfig>>();

  constructor(
    private readonly files: GuardedFiles,
    private readonly opts: ConfigSearchOptions,
  ) {}

  /** The configuration for a file in this folder. */
  forFolder(folder: string): Promise<FoundConfig> {
    let p = this.byFolder.get(folder);
    if (!p) {
      p = this.search(folder);
      this.byFolder.set(folder, p);
    }
    return p;
  }

  /** A configuration file, read and parsed (once until `invalidate()`). */
  load(file: string): Promise<FoundConfig> {
    let p = this.loaded.get(file);
    if (!p) {
      p = this.files.readText(file, MAX_CONFIG_BYTES).then(
        (text) => ({ file, ...parseConfig(this.opts.show(file), text) }),
        (e: unknown) => ({
          file,
          config: DEFAULT_CONFIG,
          problems: [],
          readError: e instanceof Error ? e.message : String(e),
        }),
      );
      this.loaded.set(file, p);
    }
    return p;
  }

  /**
   * Reads again what this search answered for each folder it was asked about; true when any answer changed (a
   * watcher that reports a file created, saved or touched with the same text changes nothing).
   */
  async refresh(): Promise<boolean> {
    const asked = [...this.byFolder];
    const before = await Promise.all(asked.map(([, answer]) => answer.then(answerKey, failedKey)));
    this.invalidate();
    const after = await Promise.all(asked.map(([folder]) => this.forFolder(folder).then(answerKey, failedKey)));
    return after.some((a, i) => a !== before[i]);
  }

  /** Forgets every lookup and parse (a configuration file changed). */
  invalidate(): void {
    this.byFolder.clear();
    this.loaded.clear();
  }

  private async search(folder: string): Promise<FoundConfig> {
    const fs = this.files.fs;
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = fs.join(folder, name);
      // Anything by that name counts as the configuration (a symlink, a FIFO): the guard then says why it cannot be read.
      if (await fs.stat(candidate).then((i) => i !== undefined && i.kind !== 'folder')) return this.load(candidate);
    }
    const up = fs.parent(folder);
    if (up === undefined || (await this.opts.isTop(folder))) return { config: DEFAULT_CONFIG, problems: [] };
    return this.forFolder(up);
  }
}

/** What an answer of the search says, as one comparable string. */
function answerKey(found: FoundConfig): string {
  return JSON.stringify([found.file, found.config, found.problems, found.readError]);
}

/** A search that failed (a folder that could not be read), as a comparable string. */
function failedKey(e: unknown): string {
  return `failed: ${e instanceof Error ? e.message : String(e)}`;
}
