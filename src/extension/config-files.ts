import * as vscode from 'vscode';
import { CONFIG_FILE_NAMES } from '../core/config/options';
import type { ConfigProblem } from '../core/config/parse';
import { DEFAULT_CONFIG, type LintConfig } from '../core/config/types';
import { ConfigSearch, type FoundConfig } from '../core/files/config-search';
import { cannotReadConfig } from '../core/files/front';
import { editorFiles } from './workspace-files';

/** The `.rest-conventions.yaml` that applies to a document, parsed; no file means every default. */
export interface FileConfig {
  uri?: vscode.Uri;
  config: LintConfig;
  problems: ConfigProblem[];
  /** Why the file could not be read at all (outside the workspace folder, not a regular file, over 1 MB). */
  unreadable?: string;
}

/**
 * Finds the configuration file nearest to a document with core's `ConfigSearch` (the CLI's search): from its
 * folder upwards to the workspace folder (to the root for files outside the workspace), read through the guarded
 * file layer (inside the workspace folder, a regular file, at most 1 MB; an open document's text as it is).
 * Lookups and parses are cached until `refresh()`, called when a configuration file changes.
 */
export class ConfigFiles {
  private readonly searches = new Map<
    string,
    { search: ConfigSearch; uriOf(p: string): vscode.Uri; pathOf(u: vscode.Uri): string }
  >();
  private refreshing: Promise<unknown> = Promise.resolve();

  /** True for a URI named like a configuration file. */
  static isConfigFile(uri: vscode.Uri): boolean {
    const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
    return (CONFIG_FILE_NAMES as readonly string[]).includes(name);
  }

  /** The configuration that applies to a document. */
  async forDocument(doc: vscode.Uri): Promise<FileConfig> {
    if (doc.scheme === 'untitled') return { config: DEFAULT_CONFIG, problems: [] };
    const s = this.searchFor(doc);
    return this.fileConfig(s, await s.search.forFolder(s.pathOf(vscode.Uri.joinPath(doc, '..'))));
  }

  /** A configuration file, read and parsed (once until `refresh()`). */
  async load(file: vscode.Uri): Promise<FileConfig> {
    const s = this.searchFor(file);
    return this.fileConfig(s, await s.search.load(s.pathOf(file)));
  }

  /** Reads every configuration in use again (a configuration file changed); true when what applies to any folder changed. */
  refresh(): Promise<boolean> {
    // One refresh at a time: a second event for the same change then compares with what the first one read.
    const next = this.refreshing.then(async () => {
      const changed = await Promise.all([...this.searches.values()].map((s) => s.search.refresh()));
      return changed.includes(true);
    });
    this.refreshing = next.catch(() => false);
    return next;
  }

  /** The search for documents of a workspace folder (or outside every one). */
  private searchFor(doc: vscode.Uri): {
    search: ConfigSearch;
    uriOf(p: string): vscode.Uri;
    pathOf(u: vscode.Uri): string;
  } {
    const folder = vscode.workspace.getWorkspaceFolder(doc)?.uri;
    const key = `${doc.scheme}:${folder?.toString() ?? ''}`;
    let s = this.searches.get(key);
    if (!s) {
      const guard = editorFiles(doc, folder ? [folder] : []);
      const top = folder ? guard.pathOf(folder) : undefined;
      s = {
        search: new ConfigSearch(guard.files, {
          isTop: (f) => f === top,
          show: (p) => guard.uriOf(p).toString(),
        }),
        uriOf: guard.uriOf,
        pathOf: guard.pathOf,
      };
      this.searches.set(key, s);
    }
    return s;
  }

  private fileConfig(s: { uriOf(p: string): vscode.Uri }, found: FoundConfig): FileConfig {
    if (found.file === undefined) return { config: found.config, problems: found.problems };
    const uri = s.uriOf(found.file);
    if (found.readError === undefined) return { uri, config: found.config, problems: found.problems };
    const zero = { line: 0, character: 0 };
    return {
      uri,
      config: DEFAULT_CONFIG,
      unreadable: found.readError,
      problems: [
        {
          file: uri.toString(),
          path: '',
          message: cannotReadConfig(found.readError),
          range: { start: zero, end: zero },
        },
      ],
    };
  }
}
