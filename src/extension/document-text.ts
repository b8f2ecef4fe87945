import type * as vscode from 'vscode';

/** The text of each open document's latest version read so far (the document objects live as long as they are open). */
const texts = new WeakMap<vscode.TextDocument, { version: number; text: string }>();

/**
 * A document's current text, read once per version and shared by everything that reads it (the lint, the OpenAPI
 * context key, the CodeLenses): VS Code joins a document's lines anew on each `getText()`, 30–80 ms for a 10 MB spec.
 */
export function documentText(doc: Pick<vscode.TextDocument, 'version' | 'getText'>): string {
  const key = doc as vscode.TextDocument;
  const held = texts.get(key);
  if (held?.version === doc.version) return held.text;
  const text = doc.getText();
  texts.set(key, { version: doc.version, text });
  return text;
}
