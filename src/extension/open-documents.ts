import * as vscode from 'vscode';

/** The file a tab shows, when it shows a text file. */
export function tabUri(tab: vscode.Tab): vscode.Uri | undefined {
  return tab.input instanceof vscode.TabInputText ? tab.input.uri : undefined;
}

/** True when some tab shows the file. */
export function isInTab(uri: vscode.Uri): boolean {
  const key = uri.toString();
  return vscode.window.tabGroups.all.some((g) => g.tabs.some((t) => tabUri(t)?.toString() === key));
}

/** The loaded document of a URI (its string form), if any. */
export function openDocument(key: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.toString() === key);
}

/** Reads a file: an open document's current text first, else the file system (any scheme). */
export async function readText(uri: vscode.Uri): Promise<string | undefined> {
  const doc = openDocument(uri.toString());
  if (doc) return doc.getText();
  try {
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
  } catch {
    return undefined;
  }
}
