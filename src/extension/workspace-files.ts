import * as vscode from 'vscode';
import { GuardedFiles, type FileAccess, type FileInfo } from '../core/files/guard';
import { nodeFiles } from '../node/node-files';
import { realFolder } from '../node/repo-roots';
import { openDocument } from './open-documents';

/**
 * The guarded file layer (`src/core/files/guard.ts`) over the editor's file systems: `file:` URIs through Node's
 * (paths are file-system paths: symlinks resolved, the kind checked on the opened descriptor), any other scheme
 * through `workspace.fs` (paths are URI strings; it cannot resolve a symlink, so it refuses one). An open document's
 * text stands for its file (unsaved edits of a configuration apply). The roots are the workspace folders.
 */

/** `workspace.fs` as the guard sees it; paths are URI strings. */
const workspaceFs: FileAccess = {
  async realPath(p) {
    const st = await vscode.workspace.fs.stat(vscode.Uri.parse(p, true));
    if (st.type & vscode.FileType.SymbolicLink) throw new Error('it is a symbolic link');
    return p;
  },
  async stat(p) {
    try {
      const st = await vscode.workspace.fs.stat(vscode.Uri.parse(p, true));
      const kind: FileInfo['kind'] =
        st.type & vscode.FileType.File ? 'file' : st.type & vscode.FileType.Directory ? 'folder' : 'other';
      return { kind, size: st.size };
    } catch {
      return undefined;
    }
  },
  async read(p) {
    const open = openDocument(p);
    return open ? new TextEncoder().encode(open.getText()) : vscode.workspace.fs.readFile(vscode.Uri.parse(p, true));
  },
  parent(p) {
    const u = vscode.Uri.parse(p, true);
    const up = vscode.Uri.joinPath(u, '..');
    return up.path === u.path ? undefined : up.toString();
  },
  baseName: (p) => {
    const path = vscode.Uri.parse(p, true).path;
    return path.slice(path.lastIndexOf('/') + 1);
  },
  join: (dir, name) => vscode.Uri.joinPath(vscode.Uri.parse(dir, true), name).toString(),
  within(p, folder) {
    const u = vscode.Uri.parse(p, true);
    const f = vscode.Uri.parse(folder, true);
    if (u.scheme !== f.scheme || u.authority !== f.authority) return false;
    const base = f.path.endsWith('/') ? f.path : `${f.path}/`;
    return u.path === f.path || u.path.startsWith(base);
  },
};

/** Node's file system, with an open document's text standing for its file. */
const diskFs: FileAccess = {
  ...nodeFiles,
  async read(real, maxBytes) {
    const open = vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'file' && d.uri.fsPath === real);
    return open ? new TextEncoder().encode(open.getText()) : nodeFiles.read(real, maxBytes);
  },
};

/** Where the guard for a URI works: its file system, and how a URI is named as one of its paths. */
export interface EditorFiles {
  files: GuardedFiles;
  /** The guard's path for a URI (a file-system path for `file:`, the URI string otherwise). */
  pathOf(uri: vscode.Uri): string;
  /** The URI of one of the guard's paths. */
  uriOf(path: string): vscode.Uri;
}

/**
 * The guard for reads about a document: inside the workspace folders when it is in one (the folders of its own
 * scheme), else inside its own folder. `roots` replaces that choice (the configuration search: [] for a file
 * outside every workspace folder, which has none to leave).
 */
export function editorFiles(doc: vscode.Uri, roots?: readonly vscode.Uri[]): EditorFiles {
  const folders = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri);
  const chosen = roots ?? (vscode.workspace.getWorkspaceFolder(doc) ? folders : [vscode.Uri.joinPath(doc, '..')]);
  const ofScheme = chosen.filter((r) => r.scheme === doc.scheme);
  const same = chosen.length > 0 && ofScheme.length === 0 ? [vscode.Uri.joinPath(doc, '..')] : ofScheme;
  if (doc.scheme === 'file')
    return {
      files: new GuardedFiles(diskFs, { roots: same.map((r) => realFolder(r.fsPath)) }),
      pathOf: (u) => u.fsPath,
      uriOf: (p) => vscode.Uri.file(p),
    };
  return {
    files: new GuardedFiles(workspaceFs, { roots: same.map((r) => r.toString()) }),
    pathOf: (u) => u.toString(),
    uriOf: (p) => vscode.Uri.parse(p, true),
  };
}

/**
 * The text of a file the runner reads (a spec, the picker's candidates, the environments file): an open document's
 * text, else the file through the guard (inside the workspace folders, a regular file under the size limit, never in
 * `.git`); `undefined` when it cannot be read. A committed symlink to /dev/zero or a FIFO is not opened.
 */
export async function readGuardedText(uri: string): Promise<string | undefined> {
  const open = openDocument(uri);
  if (open) return open.getText();
  const u = vscode.Uri.parse(uri, true);
  const guard = editorFiles(u);
  try {
    return await guard.files.readText(guard.pathOf(u));
  } catch {
    return undefined;
  }
}
