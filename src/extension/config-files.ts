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
 * system. Every folder on the way is looked at concurrently (each `workspace.fs` call may cost a round trip
 * to the workbench). Lookups and parses are cached until `invalidate()`, called when a configuration file changes.
 */
export class ConfigFiles {
  private readonly inFolder = new Map<string, Promise<vscode.Uri | undefined>>();
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
    const folders = ancestors(doc, vscode.workspace.getWorkspaceFolder(doc)?.uri);
    const found = await Promise.all(folders.map((f) => this.lookIn(f)));
    const file = found.find((f) => f !== undefined);
    return file ? this.load(file) : { config: DEFAULT_CONFIG, problems: [] };
  }

  /** A configuration file, read and parsed (once until `invalidate()`). */
  load(file: vscode.Uri): Promise<FileConfig> {
    const key = file.toString();
    let p = this.parsed.get(key);
    if (!p) {
      p = this.read(file).then((text) =>
        text === undefined
          ? { config: DEFAULT_CONFIG, problems: [] }
          : { uri: file, ...parseConfig(file.toString(), text) },
      );
      this.parsed.set(key, p);
    }
    return p;
  }

  /** Forgets every lookup and parse. */
  invalidate(): void {
    this.inFolder.clear();
    this.parsed.clear();
  }

  /** The configuration file directly in a folder, if any (the first of the names, in their order). */
  private lookIn(folder: vscode.Uri): Promise<vscode.Uri | undefined> {
    const key = folder.toString();
    let p = this.inFolder.get(key);
    if (!p) {
      const candidates = CONFIG_FILE_NAMES.map((name) => vscode.Uri.joinPath(folder, name));
      p = Promise.all(candidates.map(isFile)).then((hits) => candidates.find((_, i) => hits[i]));
      this.inFolder.set(key, p);
    }
    return p;
  }
}

async function isFile(uri: vscode.Uri): Promise<boolean> {
  try {
    return ((await vscode.workspace.fs.stat(uri)).type & vscode.FileType.File) !== 0;
  } catch {
    return false;
  }
}

/** The folders from a file's own up to `stop` (included), or up to the root. */
function ancestors(file: vscode.Uri, stop: vscode.Uri | undefined): vscode.Uri[] {
  const out: vscode.Uri[] = [];
  let dir = vscode.Uri.joinPath(file, '..');
  for (;;) {
    out.push(dir);
    const up = vscode.Uri.joinPath(dir, '..');
    if ((stop && dir.toString() === stop.toString()) || up.path === dir.path) return out;
    dir = up;
  }
}
