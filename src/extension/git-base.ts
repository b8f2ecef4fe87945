import * as path from 'node:path';
import * as vscode from 'vscode';
import { defaultBranch, type BaseChoice } from '../core/diff/live';
import { gitShow } from '../node/git-show';

/** The part of the built-in git extension's API (`vscode.git`, version 1) the breaking-change check reads. */
interface GitApi {
  readonly state?: 'uninitialized' | 'initialized';
  readonly onDidChangeState?: vscode.Event<'uninitialized' | 'initialized'>;
  readonly repositories: readonly GitRepository[];
  readonly onDidOpenRepository: vscode.Event<GitRepository>;
  getRepository(uri: vscode.Uri): GitRepository | null;
}

/** What the git extension exports. */
interface GitExports {
  readonly enabled?: boolean;
  readonly onDidChangeEnablement?: vscode.Event<boolean>;
  getAPI(version: 1): GitApi;
}

/** A repository as the git extension's API gives it. */
interface GitRepository {
  readonly rootUri: vscode.Uri;
  readonly state: {
    readonly HEAD: { name?: string; commit?: string } | undefined;
    readonly onDidChange: vscode.Event<void>;
  };
  getMergeBase(ref1: string, ref2: string): Promise<string | undefined>;
  getRefs?(query: { pattern?: string }): Promise<{ name?: string; type: number }[]>;
}

/** The base text of a spec, or why there is none (one sentence for the status bar). */
export type BaseText = { text: string; label: string; root: vscode.Uri } | { reason: string };

/**
 * Reads specs at a base revision: the repository, its HEAD and the merge-base through VS Code's git extension, the
 * file's text as the CLI reads it (`src/node/git-show.ts`). Each file's base text is read once per base and
 * kept until the repository's HEAD moves.
 */
export class GitBase implements vscode.Disposable {
  private exports: Promise<GitExports | string> | undefined;
  private listening = false;
  private readonly cache = new Map<string, { head: string; text: Promise<BaseText> }>();
  private readonly emitter = new vscode.EventEmitter<void>();
  private readonly disposables: vscode.Disposable[] = [this.emitter];

  /** Fires when a repository opens, the git extension finishes starting, or a HEAD moves: compare again. */
  readonly onDidChange = this.emitter.event;

  /** The base text of a file for a base choice (`restConventions.diff.base`). */
  async read(uri: vscode.Uri, choice: BaseChoice): Promise<BaseText> {
    if (!vscode.workspace.isTrusted) return { reason: 'no comparison with git in an untrusted workspace' };
    if (choice.kind === 'invalid') return { reason: `restConventions.diff.base: ${choice.reason}` };
    if (uri.scheme !== 'file') return { reason: 'only files on disk are compared with git' };
    const api = await this.gitApi();
    if (typeof api === 'string') return { reason: api };
    const repo = api.getRepository(uri);
    if (!repo) return { reason: 'the file is not in a git repository' };
    const head = repo.state.HEAD?.commit;
    if (!head) return { reason: 'the repository has no commit yet' };
    const key = `${repo.rootUri.toString()}\0${choice.kind === 'ref' ? choice.ref : ''}\0${uri.toString()}`;
    const hit = this.cache.get(key);
    if (hit && hit.head === head) return hit.text;
    const text = this.fetch(repo, uri, choice);
    this.cache.set(key, { head, text });
    return text;
  }

  /** Drops what was read for a file (its document closed). */
  forget(uri: vscode.Uri): void {
    const suffix = `\0${uri.toString()}`;
    for (const key of [...this.cache.keys()]) if (key.endsWith(suffix)) this.cache.delete(key);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  private async fetch(repo: GitRepository, uri: vscode.Uri, choice: BaseChoice): Promise<BaseText> {
    let ref: string;
    let label: string;
    if (choice.kind === 'ref') {
      ref = label = choice.ref;
    } else {
      const refs = repo.getRefs ? await repo.getRefs({}).catch(() => []) : [];
      const branch = defaultBranch(refs.map((r) => r.name ?? ''));
      if (!branch) return { reason: 'no default branch (main or master) to take the merge-base with' };
      const base = await repo.getMergeBase('HEAD', branch).catch(() => undefined);
      if (!base) return { reason: `no merge-base of HEAD with ${branch}` };
      ref = base;
      label = `merge-base with ${branch} (${base.slice(0, 7)})`;
    }
    try {
      // Read as `rest-conventions diff` reads it (git cat-file with fixed settings: no textconv the repository's
      // .gitattributes could pick, no filter, no lazy fetch), not through the git extension's `show --textconv`.
      const text = await gitShow(ref, path.basename(uri.fsPath), path.dirname(uri.fsPath));
      return { text, label, root: repo.rootUri };
    } catch (e) {
      // git on the PATH is what reads the file (the git extension may use another, `git.path`): say when it is not there.
      const why = e instanceof Error ? e.message : '';
      return { reason: why === 'git is not installed' ? 'git is not on the PATH' : `the file is not in ${label}` };
    }
  }

  /** The git API, or why there is none; retried after a failure (git may be enabled later), listened to once. */
  private async gitApi(): Promise<GitApi | string> {
    this.exports ??= this.activateGit();
    const exports = await this.exports;
    if (typeof exports === 'string') return exports;
    if (exports.enabled === false) return 'git is disabled (git.enabled)';
    let api: GitApi;
    try {
      api = exports.getAPI(1);
    } catch {
      return 'the git extension is not ready';
    }
    if (!this.listening) {
      this.listening = true;
      this.listen(api);
    }
    return api;
  }

  private async activateGit(): Promise<GitExports | string> {
    const ext = vscode.extensions.getExtension<GitExports>('vscode.git');
    if (!ext) return 'the git extension is not available';
    try {
      const exports = ext.isActive ? ext.exports : await ext.activate();
      if (exports.onDidChangeEnablement)
        this.disposables.push(exports.onDidChangeEnablement(() => this.emitter.fire()));
      return exports;
    } catch {
      return 'the git extension could not start (is git installed?)';
    }
  }

  /** Compares again when a repository opens, the API finishes starting, or a repository's HEAD moves. */
  private listen(api: GitApi): void {
    const watch = (repo: GitRepository, fire = true) => {
      let head = repo.state.HEAD?.commit;
      this.disposables.push(
        repo.state.onDidChange(() => {
          if (repo.state.HEAD?.commit === head) return;
          head = repo.state.HEAD?.commit;
          this.emitter.fire();
        }),
      );
      if (fire) this.emitter.fire();
    };
    for (const repo of api.repositories) watch(repo, false);
    this.disposables.push(api.onDidOpenRepository((repo) => watch(repo)));
    if (api.onDidChangeState) this.disposables.push(api.onDidChangeState(() => this.emitter.fire()));
  }
}
