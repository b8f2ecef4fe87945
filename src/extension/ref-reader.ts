import * as vscode from 'vscode';
import type { ReadText } from './ref-files';
import { editorFiles } from './workspace-files';

/**
 * How the editor reads the files a spec's `$ref`s name: an open document's text as it is; otherwise through the
 * guarded file layer, only inside the workspace folders (the spec's own folder when it is in none), symlinks resolved
 * and checked, only regular files under the size limit. Throws with the reason; never the network. The same in
 * trusted and untrusted workspaces.
 */
export function refReader(specUri: string): ReadText {
  const guard = editorFiles(vscode.Uri.parse(specUri, true));
  return async (uri) => {
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri);
    if (open) return open.getText();
    return guard.files.readText(guard.pathOf(vscode.Uri.parse(uri, true)));
  };
}
