import type * as vscode from 'vscode';
import { mergeConfigs } from '../core/config/merge';
import type { ConfigFiles } from './config-files';
import type { ConfigProblems } from './config-problems';
import type { LintRun, LintWorkerPool } from './lint-worker-pool';
import { loadReferencedFiles } from './ref-files';
import { refReader } from './ref-reader';
import { RemoteRefFetcher } from './remote-refs';
import type { Settings } from './settings';

/** A lint job's outcome before it is shown: the run, the `$ref`'d files it read, when it started and each step ended. */
export interface ComputedLint {
  run: LintRun;
  files: string[];
  started: number;
  prepared: number;
  ran: number;
}

/** What lint jobs are built from (shared with the controller). */
export interface LintJobParts {
  lintWorkers: LintWorkerPool;
  configFiles: ConfigFiles;
  problems: ConfigProblems;
  log: vscode.LogOutputChannel;
}

/**
 * Runs one lint of a text without showing it: finds the configuration that applies, reads the `$ref`'d files (and
 * remote ones when the settings allow) and hands everything to the lint worker pool.
 */
export class LintJobs {
  private readonly remoteRefs = new RemoteRefFetcher();

  constructor(private readonly parts: LintJobParts) {}

  /**
   * The run, the files it read and when each step ended; undefined when stopped (`current` turned false) or failed.
   * `onWorker`: called when the lint runs in a worker (the status shows "linting"), returns what ends that.
   */
  async compute(
    uri: vscode.Uri,
    text: string,
    settings: Settings,
    version: number | undefined,
    current: () => boolean,
    onWorker?: () => () => void,
  ): Promise<ComputedLint | undefined> {
    const { lintWorkers, configFiles } = this.parts;
    const key = uri.toString();
    const started = performance.now();
    // A large document's worker starts while the configuration and `$ref`s are read.
    if (lintWorkers.usesWorker(text)) lintWorkers.prestart();
    const fileConfig = await configFiles.forDocument(uri);
    this.parts.problems.report(fileConfig);
    const files = await loadReferencedFiles(key, text, refReader(key));
    const remote = settings.remoteRefs
      ? await this.remoteRefs.fetch(key, text, files.texts, settings.remoteRefsPrivate)
      : undefined;
    if (!current()) return undefined;
    const prepared = performance.now();
    const release = onWorker && lintWorkers.usesWorker(text) ? onWorker() : undefined;
    try {
      const run = await lintWorkers.run(key, {
        uri: key,
        text,
        files: [...files.texts],
        refusals: [...files.refusals],
        config: mergeConfigs(settings.rules, fileConfig.config),
        version,
        ...(remote ? { remote } : {}),
      });
      if (!run || !current()) return undefined;
      return { run, files: [...files.texts.keys()], started, prepared, ran: performance.now() };
    } catch (e) {
      this.parts.log.error(
        `Linting ${uri.fsPath || key} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
      );
      return undefined;
    } finally {
      release?.();
    }
  }
}
