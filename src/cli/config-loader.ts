import * as path from 'node:path';
import { formatConfigProblem } from '../core/config/parse';
import type { LintConfig } from '../core/config/types';
import { ConfigSearch, type FoundConfig } from '../core/files/config-search';
import { cannotReadConfig } from '../core/files/front';
import { GuardedFiles } from '../core/files/guard';
import { nodeFiles, writeRoots } from '../node/node-files';
import { realFolder, repositoryRoot } from '../node/repo-roots';
import { displayPath } from './files';

/** The configuration that applies to one file: where it came from, or why it cannot be used. */
export interface ResolvedConfig {
  config: LintConfig;
  /** The configuration file, as shown in messages; `undefined` when none was found (defaults apply). */
  source?: string;
  /** Problems in that file, one line each (`file:line:col: key.path: message`); non-empty means unusable. */
  errors: string[];
}

/**
 * The configuration of each file to lint: `.rest-conventions.yaml` (or `.yml`, `.json`) searched from the file's
 * folder up to its repository root (the nearest folder with `.git`; the file-system root outside one), read
 * inside that repository only (`ConfigSearch`); an explicit `--config` file replaces the search.
 */
export class ConfigFinder {
  private readonly searches = new Map<string, ConfigSearch>();
  private readonly explicit: Promise<ResolvedConfig> | undefined;

  constructor(
    private readonly cwd: string,
    explicitFile?: string,
  ) {
    if (explicitFile !== undefined) {
      const search = this.searchIn(writeRoots(cwd, explicitFile));
      this.explicit = search.load(path.resolve(cwd, explicitFile)).then((f) => this.resolved(f));
    }
  }

  /** The configuration for the file at this absolute path. */
  async forFile(abs: string): Promise<ResolvedConfig> {
    if (this.explicit) return this.explicit;
    const dir = path.dirname(abs);
    const repo = repositoryRoot(dir);
    return this.resolved(await this.searchIn(repo === undefined ? [] : [realFolder(repo)]).forFolder(dir));
  }

  private searchIn(roots: readonly string[]): ConfigSearch {
    const key = roots.join('\0');
    let search = this.searches.get(key);
    if (!search) {
      search = new ConfigSearch(new GuardedFiles(nodeFiles, { roots }), {
        isTop: (folder) => repositoryRoot(folder) === folder,
        show: (file) => displayPath(file, this.cwd),
      });
      this.searches.set(key, search);
    }
    return search;
  }

  private resolved(found: FoundConfig): ResolvedConfig {
    const source = found.file === undefined ? undefined : displayPath(found.file, this.cwd);
    const errors = found.readError
      ? [`${source}: ${cannotReadConfig(found.readError)}`]
      : found.problems.map(formatConfigProblem);
    return { config: found.config, source, errors };
  }
}
