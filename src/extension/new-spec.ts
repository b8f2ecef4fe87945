import * as vscode from 'vscode';

/** The snippet (in `snippets/openapi-yaml.json`) that a new spec starts from. */
export const SKELETON_SNIPPET = 'OpenAPI 3.1 document (conventional skeleton)';

/** The body of a named snippet in a VS Code snippets file, as one snippet string; throws when it is missing. */
export function snippetBody(snippetsJson: string, name: string): string {
  const file = JSON.parse(snippetsJson) as Record<string, { body?: string | string[] }>;
  const body = file[name]?.body;
  if (body === undefined) throw new Error(`The snippet "${name}" is missing from the extension's snippets.`);
  return Array.isArray(body) ? body.join('\n') : body;
}

/**
 * "New conventional OpenAPI spec": opens an untitled YAML document and expands the skeleton snippet in it,
 * so its placeholders (title, version, description, host) can be tabbed through. Resolves to the editor.
 */
export async function newSpec(extensionUri: vscode.Uri): Promise<vscode.TextEditor> {
  const bytes = await vscode.workspace.fs.readFile(vscode.Uri.joinPath(extensionUri, 'snippets', 'openapi-yaml.json'));
  const body = snippetBody(new TextDecoder().decode(bytes), SKELETON_SNIPPET);
  const doc = await vscode.workspace.openTextDocument({ language: 'yaml', content: '' });
  const editor = await vscode.window.showTextDocument(doc, { preview: false });
  await editor.insertSnippet(new vscode.SnippetString(body), new vscode.Position(0, 0));
  return editor;
}
