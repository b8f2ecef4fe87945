import { fileURLToPath } from 'node:url';
import * as vscode from 'vscode';
import { MAX_FILE_BYTES } from '../core/document/limits';
import { readRefFile, realFolder } from '../node/ref-read';
import type { ReadText } from './ref-files';

/** True when `uri` is `folder` or inside it (same scheme and authority, path under it). */
function within(uri: vscode.Uri, folder: vscode.Uri): boolean {
  if (uri.scheme !== folder.scheme || uri.authority !== folder.authority) return false;
  const base = folder.path.endsWith('/') ? folder.path : `${folder.path}/`;
  return uri.path === folder.path || uri.path.startsWith(base);
}

/**
 * How the editor reads the files a spec's `$ref`s name: an open document's text as it is; otherwise only inside the
 * workspace folders (the spec's own folder when it is in none), symlinks resolved and checked, only regular files
 * under the size limit. Throws with the reason; never the network. The same in trusted and untrusted workspaces.
 */
export function refReader(specUri: string): ReadText {
  const spec = vscode.Uri.parse(specUri, true);
  const folders = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri);
  const roots = folders.some((f) => within(spec, f)) ? folders : [vscode.Uri.joinPath(spec, '..')];
  return async (uri) => {
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
    if (open) return open.getText();
    const u = vscode.Uri.parse(uri, true);
    if (u.scheme === 'file') {
      const fileRoots = roots.filter((r) => r.scheme === 'file').map((r) => realFolder(r.fsPath));
      return readRefFile(fileURLToPath(u.toString()), { roots: fileRoots, allowOutside: false });
    }
    if (!roots.some((r) => within(u, r))) throw new Error('it is outside the workspace folders');
    const st = await vscode.workspace.fs.stat(u);
    if (!(st.type & vscode.FileType.File) || st.type & vscode.FileType.SymbolicLink)
      throw new Error('it is not a regular file');
    if (st.size > MAX_FILE_BYTES) throw new Error(`it is larger than the ${MAX_FILE_BYTES / 1048576} MB limit`);
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(u));
  };
}
