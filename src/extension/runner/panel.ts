import * as vscode from 'vscode';
import { OAuthTokens } from '../../core/http/auth/oauth2';
import type { FormValues } from '../../shared/form';
import { parseFormValues, type HostToWebview } from '../../shared/protocol';
import { tokenSender } from './call';
import { RunnerDispatcher, type RunnerShared } from './dispatcher';
import { ENVIRONMENTS_FILE } from './environments';
import { History } from './history';
import { makeNonce, runnerHtml } from './html';
import { fileName, type SpecAnalyses } from './spec';
import { readRunnerSettings } from '../settings';
import { VscodeRunnerHost, type PromptHandle, type VscodeHostParts } from './vscode-host';

/** The webview type of runner panels (and of their serializer). */
export const RUNNER_VIEW_TYPE = 'restConventions.runner';

/** A message a runner posted to its webview, with the panel it went to. */
export interface PostedMessage {
  specUri: string;
  operationKey: string;
  message: HostToWebview;
}

interface Open {
  panel: vscode.WebviewPanel;
  dispatcher: RunnerDispatcher;
  specUri: string;
}

/** How long edits to a spec settle before its panels redraw their forms. */
const REFRESH_DELAY_MS = 300;

function keyOf(specUri: string, operationKey: string): string {
  return `${specUri}#${operationKey}`;
}

/**
 * The runner panels: one per spec × operation, revealed when opened again; restored after a reload by the panel
 * serializer from the webview's saved state (no `retainContextWhenHidden`); forms redrawn when the spec or the
 * environments file changes.
 */
export class RunnerPanels implements vscode.Disposable {
  private readonly open = new Map<string, Open>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly shared: RunnerShared;
  private readonly posted = new vscode.EventEmitter<PostedMessage>();
  private readonly asked = new vscode.EventEmitter<PromptHandle | undefined>();
  private readonly disposables: vscode.Disposable[] = [this.posted, this.asked];
  private prompt: PromptHandle | undefined;

  /** Fires for every message posted to a runner webview. */
  readonly onDidPost = this.posted.event;
  /** Fires when a runner shows an input box (and with `undefined` when it closes). */
  readonly onDidAsk = this.asked.event;

  constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly log: vscode.LogOutputChannel,
    specs: SpecAnalyses,
    private readonly mocks?: VscodeHostParts['mocks'],
  ) {
    this.shared = {
      specs,
      history: new History(context.workspaceState),
      tokens: new OAuthTokens(tokenSender(readRunnerSettings)),
    };
    const environments = vscode.workspace.createFileSystemWatcher(`**/${ENVIRONMENTS_FILE}`);
    this.disposables.push(
      environments,
      environments.onDidChange((u) => this.changed(u)),
      environments.onDidCreate((u) => this.changed(u)),
      environments.onDidDelete((u) => this.changed(u)),
      vscode.window.registerWebviewPanelSerializer(RUNNER_VIEW_TYPE, {
        deserializeWebviewPanel: (panel, state) => this.revive(panel, state),
      }),
      vscode.workspace.onDidChangeTextDocument((e) => this.changed(e.document.uri)),
      vscode.workspace.onDidSaveTextDocument((d) => this.changed(d.uri)),
    );
  }

  /** The history shared by every panel (for the "clear history" command). */
  get history(): History {
    return this.shared.history;
  }

  /** The input box a runner shows now, if any. */
  get currentPrompt(): PromptHandle | undefined {
    return this.prompt;
  }

  /** The panels open now. */
  list(): { specUri: string; operationKey: string }[] {
    return [...this.open.values()].map((o) => ({ specUri: o.specUri, operationKey: o.dispatcher.operationKey }));
  }

  /** Opens (or reveals) the runner of an operation; `values` fill its form. */
  show(specUri: string, operationKey: string, values?: FormValues): void {
    const existing = this.open.get(keyOf(specUri, operationKey));
    if (existing) {
      existing.panel.reveal(undefined, false);
      if (values) existing.dispatcher.restore(values);
      return;
    }
    const panel = vscode.window.createWebviewPanel(
      RUNNER_VIEW_TYPE,
      this.title(specUri, operationKey),
      { viewColumn: vscode.ViewColumn.Beside, preserveFocus: false },
      this.options(),
    );
    this.attach(panel, specUri, operationKey, values ?? null);
  }

  /** Hands a message to a runner as if its webview had sent it (validated the same way). */
  async deliver(specUri: string, operationKey: string, message: unknown): Promise<void> {
    const o = this.open.get(keyOf(specUri, operationKey));
    if (!o) throw new Error(`No runner is open for ${operationKey} in ${specUri}.`);
    await o.dispatcher.receive(message);
  }

  private options(): vscode.WebviewPanelOptions & vscode.WebviewOptions {
    return {
      enableScripts: true,
      enableFindWidget: false,
      localResourceRoots: [
        vscode.Uri.joinPath(this.context.extensionUri, 'media'),
        vscode.Uri.joinPath(this.context.extensionUri, 'dist', 'webview'),
      ],
    };
  }

  private title(specUri: string, operationKey: string): string {
    return `Try ${operationKey} · ${fileName(specUri)}`;
  }

  private revive(panel: vscode.WebviewPanel, state: unknown): Promise<void> {
    const s = state as { specUri?: unknown; operationKey?: unknown; values?: unknown } | undefined;
    if (
      !s ||
      typeof s.specUri !== 'string' ||
      typeof s.operationKey !== 'string' ||
      !/^(file|untitled|vscode-[a-z-]+|https?):/.test(s.specUri)
    ) {
      panel.dispose();
      return Promise.resolve();
    }
    panel.webview.options = this.options();
    this.attach(panel, s.specUri, s.operationKey, parseFormValues(s.values) ?? null);
    return Promise.resolve();
  }

  private attach(panel: vscode.WebviewPanel, specUri: string, operationKey: string, values: FormValues | null): void {
    const key = keyOf(specUri, operationKey);
    const host = new VscodeRunnerHost({
      panel,
      specUri,
      context: this.context,
      log: this.log,
      mocks: this.mocks,
      openOperation: (u, k, v) => this.show(u, k, v),
      onPost: (message) => this.posted.fire({ specUri, operationKey, message }),
      onAsk: (p) => {
        this.prompt = p;
        this.asked.fire(p);
      },
    });
    const dispatcher = new RunnerDispatcher(host, specUri, operationKey, this.shared, values);
    const webview = panel.webview;
    panel.iconPath = vscode.Uri.joinPath(this.context.extensionUri, 'media', 'runner.svg');
    panel.title = this.title(specUri, operationKey);
    webview.html = runnerHtml({
      cspSource: webview.cspSource,
      nonce: makeNonce(),
      scriptUri: webview
        .asWebviewUri(vscode.Uri.joinPath(this.context.extensionUri, 'dist', 'webview', 'runner.js'))
        .toString(),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(this.context.extensionUri, 'media', 'runner.css')).toString(),
      title: panel.title,
    });
    const subs = [webview.onDidReceiveMessage((m: unknown) => dispatcher.receive(m))];
    this.open.set(key, { panel, dispatcher, specUri });
    panel.onDidDispose(() => {
      for (const s of subs) s.dispose();
      dispatcher.dispose();
      this.open.delete(key);
    });
  }

  /** A spec or the environments file changed: redraw the forms that depend on it, once edits settle. */
  private changed(uri: vscode.Uri): void {
    const u = uri.toString();
    const envFile = u.endsWith(`/${ENVIRONMENTS_FILE}`);
    for (const [key, o] of this.open) {
      if (!envFile && o.specUri !== u) continue;
      clearTimeout(this.timers.get(key));
      this.timers.set(
        key,
        setTimeout(() => {
          this.timers.delete(key);
          void o.dispatcher.refresh();
        }, REFRESH_DELAY_MS),
      );
    }
  }

  dispose(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    for (const o of [...this.open.values()]) o.panel.dispose();
    for (const d of this.disposables) d.dispose();
  }
}
