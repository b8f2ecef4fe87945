import * as vscode from 'vscode';
import { MAX_FILE_BYTES } from '../core/document/limits';
import { openLimitBytes } from './prelints';
import { editorFiles } from './workspace-files';

/**
 * The text of a file whose tab just opened, read as VS Code is about to open it: through the guard (inside the
 * workspace folders, a regular file, no symlink leading out, never in `.git`), and only when VS Code opens it without
 * asking the user (`workbench.editorLargeFileConfirmation`) and the linter would read it; undefined otherwise.
 */
export async function readTabFile(uri: vscode.Uri): Promise<string | undefined> {
  const setting = vscode.workspace.getConfiguration('workbench', uri).inspect<number>('editorLargeFileConfirmation');
  const set = setting?.workspaceFolderValue ?? setting?.workspaceValue ?? setting?.globalValue;
  const where = vscode.env.remoteName ? 'remote' : vscode.env.uiKind === vscode.UIKind.Web ? 'web' : 'desktop';
  const guard = editorFiles(uri);
  try {
    return await guard.files.readText(guard.pathOf(uri), Math.min(MAX_FILE_BYTES, openLimitBytes(set, where)));
  } catch {
    return undefined;
  }
}
