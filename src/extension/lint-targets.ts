import * as vscode from 'vscode';
import { ConfigFiles } from './config-files';
import type { Settings } from './settings';

const UNTITLED_LANGUAGES = new Set(['yaml', 'json', 'jsonc']);

/** Whether a document (or a file whose document has not arrived: no language yet) is one to lint. */
export function isLintTarget(doc: Pick<vscode.TextDocument, 'uri' | 'languageId'>, settings: Settings): boolean {
  if (!settings.enable) return false;
  if (doc.uri.scheme === 'untitled') return UNTITLED_LANGUAGES.has(doc.languageId);
  if (doc.uri.scheme !== 'file' && !vscode.workspace.getWorkspaceFolder(doc.uri)) return false;
  if (ConfigFiles.isConfigFile(doc.uri)) return false;
  return (
    // Pattern-only selectors look at the URI alone (VS Code's `score`), so a file without its document matches too.
    vscode.languages.match(
      settings.files.map((pattern) => ({ pattern })),
      doc as vscode.TextDocument,
    ) > 0
  );
}
