import * as vscode from 'vscode';
import type { FormValues } from '../../shared/form';
import type { HostToWebview } from '../../shared/protocol';
import { ENVIRONMENTS_FILE } from './environments';
import type { Choice, Question, RunnerHost, RunnerSettings } from './host';
import { readRunnerSettings } from '../settings';
import { readGuardedText } from '../workspace-files';

/** The prompt on screen, for the tests' `typeIntoPrompt`. */
export interface PromptHandle {
  question: Question;
  box: vscode.InputBox;
}

/** Reads a file the runner needs: the open document's text, else the file through the guarded file layer. */
export const readUri = readGuardedText;

/** The environments file of the workspace folder holding a spec (or of the first folder). */
export function environmentsUri(specUri: string): vscode.Uri | undefined {
  const folder =
    vscode.workspace.getWorkspaceFolder(vscode.Uri.parse(specUri, true)) ?? vscode.workspace.workspaceFolders?.[0];
  return folder ? vscode.Uri.joinPath(folder.uri, ...ENVIRONMENTS_FILE.split('/')) : undefined;
}

/** What the VS Code host of one panel is made of. */
export interface VscodeHostParts {
  panel: vscode.WebviewPanel;
  specUri: string;
  context: vscode.ExtensionContext;
  log: vscode.LogOutputChannel;
  openOperation(specUri: string, operationKey: string, values: FormValues): void;
  onPost(message: HostToWebview): void;
  onAsk(prompt: PromptHandle | undefined): void;
  /** The editor's mock servers ("Mock (this spec)" in the server choice). */
  mocks?: {
    ensure(specUri: string): Promise<{ url: string } | string>;
    get(specUri: string): { url: string } | undefined;
  };
}

/** The runner's host interface over VS Code: secret storage, workspace state, input boxes, clipboard, files. */
export class VscodeRunnerHost implements RunnerHost {
  constructor(private readonly parts: VscodeHostParts) {}

  get secrets(): vscode.SecretStorage {
    return this.parts.context.secrets;
  }
  get state(): vscode.Memento {
    return this.parts.context.workspaceState;
  }
  get log(): vscode.LogOutputChannel {
    return this.parts.log;
  }

  post(message: HostToWebview): void {
    this.parts.onPost(message);
    void this.parts.panel.webview.postMessage(message);
  }

  async mockServer(specUri: string, start: boolean): Promise<string | { error: string } | undefined> {
    const mocks = this.parts.mocks;
    if (!mocks) return { error: 'No mock server is available here.' };
    if (!start) return mocks.get(specUri)?.url;
    const s = await mocks.ensure(specUri);
    return typeof s === 'string' ? { error: `The mock server cannot start: ${s}` } : s.url;
  }

  readText(uri: string): Promise<string | undefined> {
    return readUri(uri);
  }

  async environmentsText(specUri: string): Promise<string | undefined> {
    const uri = environmentsUri(specUri);
    return uri ? readUri(uri.toString()) : undefined;
  }

  /** A masked (or plain) input box that stays open when focus moves, so a token can be pasted from elsewhere. */
  ask(q: Question): Promise<string | undefined> {
    const box = vscode.window.createInputBox();
    box.title = q.title;
    box.prompt = q.prompt;
    box.password = q.password;
    box.placeholder = q.placeHolder;
    box.value = q.value ?? '';
    box.ignoreFocusOut = true;
    return new Promise((resolve) => {
      let done = false;
      const finish = (v: string | undefined) => {
        if (done) return;
        done = true;
        this.parts.onAsk(undefined);
        resolve(v);
        box.dispose();
      };
      box.onDidAccept(() => finish(box.value));
      box.onDidHide(() => finish(undefined));
      box.show();
      this.parts.onAsk({ question: q, box });
    });
  }

  async choose(title: string, choices: Choice[]): Promise<string | undefined> {
    const picked = await vscode.window.showQuickPick(
      choices.map((c) => ({ label: c.label, description: c.description, id: c.id })),
      { title, ignoreFocusOut: true },
    );
    return picked?.id;
  }

  async confirm(message: string, action: string): Promise<boolean> {
    return (await vscode.window.showWarningMessage(message, { modal: true }, action)) === action;
  }

  async copy(text: string): Promise<void> {
    await vscode.env.clipboard.writeText(text);
  }

  async saveFile(suggestedName: string, text: string): Promise<string | undefined> {
    const folder = vscode.workspace.workspaceFolders?.[0]?.uri;
    const target = await vscode.window.showSaveDialog({
      defaultUri: folder ? vscode.Uri.joinPath(folder, suggestedName) : undefined,
      filters: { 'HTTP requests': ['http', 'rest'] },
      saveLabel: 'Save request',
    });
    if (!target) return undefined;
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(text));
    return target.path;
  }

  async openText(content: string, language: string): Promise<void> {
    const doc = await vscode.workspace.openTextDocument({ content, language });
    await vscode.window.showTextDocument(doc, { preview: false, viewColumn: vscode.ViewColumn.Beside });
  }

  openExternal(url: string): Promise<boolean> {
    return Promise.resolve(vscode.env.openExternal(vscode.Uri.parse(url, true)));
  }

  async externalUri(localUrl: string): Promise<string> {
    return (await vscode.env.asExternalUri(vscode.Uri.parse(localUrl, true))).toString(true);
  }

  openOperation(specUri: string, operationKey: string, values: FormValues): void {
    this.parts.openOperation(specUri, operationKey, values);
  }

  trusted(): boolean {
    return vscode.workspace.isTrusted;
  }

  settings(): RunnerSettings {
    return readRunnerSettings(vscode.Uri.parse(this.parts.specUri, true));
  }
}
