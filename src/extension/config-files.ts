import * as vscode from 'vscode';
import { CONFIG_FILE_NAMES } from '../core/config/options';
import { parseConfig, type ConfigProblem } from '../core/config/parse';
import { DEFAULT_CONFIG, type LintConfig } from '../core/config/types';

/** The `.rest-conventions.yaml` that applies to a document, parsed; no file means every default. */
export interface FileConfig {
  uri?: vscode.Uri;
  config: LintConfig;
  problems: ConfigProblem[];
}

/** Reads a file's text; `undefined` when it does not exist or cannot be read. */
export type ReadUri = (uri: vscode.Uri) => Promise<string | undefined>;

/**
 * Finds the configuration file nearest to a document, from its folder upwards (to the workspace folder,
 * or to the root for files outside the workspace), through `vscode.workspace.fs`, so it works on any file
 * system. Lookups and parses are cached until `invalidate()`, called when a configuration file changes.
 */
export class ConfigFiles {
  private readonly nearest = new Map<string, Promise<vscode.Uri | undefined>>();
  private readonly parsed = new Map<string, Promise<FileConfig>>();

  constructor(private readonly read: ReadUri) {}

  /** True for a URI named like a configuration file. */
  static isConfigFile(uri: vscode.Uri): boolean {
    const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
    return (CONFIG_FILE_NAMES as readonly string[]).includes(name);
  }

  /** The configuration that applies to a document. */
  async forDocument(doc: vscode.Uri): Promise<FileConfig> {
    if (doc.scheme === 'untitled') return { config: DEFAULT_CONFIG, problems: [] };
    const stop = vscode.workspace.getWorkspaceFolder(doc)?.uri;
    const file = await this.findFrom(parent(doc), stop);
    if (!file) return { config: DEFAULT_CONFIG, problems: [] };
    const key = file.toString();
    let p = this.parsed.get(key);
    if (!p) {
      p = this.read(file).then((text) => (text === undefined ? { config: DEFAULT_CONFIG, problems: [] } : { uri: file, ...parseConfig(file.toString(), text) }));
      this.parsed.set(key, p);
    }
    return p;
  }

  /** Forgets every lookup and parse. */
  invalidate(): void {
    this.nearest.clear();
    this.parsed.clear();
  }

  private findFrom(dir: vscode.Uri, stop: vscode.Uri | undefined): Promise<vscode.Uri | undefined> {
    const key = dir.toString();
    let p = this.nearest.get(key);
    if (!p) {
      p = this.lookIn(dir).then((found) => {
        if (found) return found;
        const up = parent(dir);
        const atStop = stop !== undefined && dir.toString() === stop.toString();
        return atStop || up.path === dir.path ? undefined : this.findFrom(up, stop);
      });
      this.nearest.set(key, p);
    }
    return p;
  }

  private async lookIn(dir: vscode.Uri): Promise<vscode.Uri | undefined> {
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = vscode.Uri.joinPath(dir, name);
      try {
        const stat = await vscode.workspace.fs.stat(candidate);
        if (stat.type & vscode.FileType.File) return candidate;
      } catch {
        // not there: try the next name
      }
    }
    return undefined;
  }
}

function parent(uri: vscode.Uri): vscode.Uri {
  return vscode.Uri.joinPath(uri, '..');
}
