import * as vscode from 'vscode';
import { looksLikeOpenApi } from '../core/openapi/detect';
import { documentText } from './document-text';
import { OPENAPI_CONTEXT_KEY } from './ids';

/** How long typing pauses before the active document is looked at again. */
const RECHECK_MS = 300;

/**
 * Keeps the `restConventions.isOpenApi` context key true while the active editor holds an OpenAPI document, so
 * that "Try it" and "Lint workspace" show in its title bar and context menu and the Try-it keybinding applies.
 * A cheap look for a top-level `openapi`/`swagger` key, redone when the active editor changes and after typing.
 */
export class OpenApiContextKey implements vscode.Disposable {
  private readonly subs: vscode.Disposable[];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private current: boolean | undefined;

  constructor() {
    this.subs = [
      vscode.window.onDidChangeActiveTextEditor(() => this.update()),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document !== vscode.window.activeTextEditor?.document) return;
        clearTimeout(this.timer);
        this.timer = setTimeout(() => this.update(), RECHECK_MS);
      }),
    ];
    this.update();
  }

  private update(): void {
    const doc = vscode.window.activeTextEditor?.document;
    const is = !!doc && ['yaml', 'json', 'jsonc'].includes(doc.languageId) && looksLikeOpenApi(documentText(doc));
    if (is === this.current) return;
    this.current = is;
    void vscode.commands.executeCommand('setContext', OPENAPI_CONTEXT_KEY, is);
  }

  dispose(): void {
    clearTimeout(this.timer);
    for (const s of this.subs) s.dispose();
  }
}
