import * as vscode from 'vscode';
import type { Question } from './host';
import { pickOperation } from './pick';
import { TryItCodeLenses } from './codelens';
import type { SpecAnalyses } from './spec';
import { operationAt } from './operations';
import { RunnerPanels, type PostedMessage } from './panel';
import type { VscodeHostParts } from './vscode-host';

/**
 * What the runner offers other extensions (through the extension's API), and, outside production (the extension run
 * from its sources: development and test modes), the test hooks: a packaged extension never hands other extensions a
 * way to drive its panels, type into its prompts, read its workspace state or watch its responses.
 */
export interface RunnerApi extends Partial<RunnerTestHooks> {
  /** Opens (or reveals) the runner of an operation. */
  open(specUri: string, operationKey: string): void;
  /** The runner panels open now. */
  panels(): { specUri: string; operationKey: string }[];
  /** The extension's log folder. */
  readonly logUri: vscode.Uri;
}

/** The hooks the integration tests drive the runner with; absent in production. */
export interface RunnerTestHooks {
  /** Fires for every message a runner posts to its webview. */
  readonly onDidPost: vscode.Event<PostedMessage>;
  /** Hands a runner a message as if its webview had sent it (validated the same way). */
  deliver(specUri: string, operationKey: string, message: unknown): Promise<void>;
  /** Fires when a runner shows an input box (its question, never an answer), and with `undefined` when it closes. */
  readonly onDidAsk: vscode.Event<Question | undefined>;
  /** Puts text into the runner's input box on screen, as typing would; it still has to be accepted (Enter). False when none is shown. */
  typeIntoPrompt(text: string): boolean;
  /** The extension's workspace state, key by key (to check that no secret is kept there). */
  workspaceState(): Record<string, unknown>;
}

/** The command handlers the runner adds, by `COMMANDS` key. */
export interface RunnerCommands {
  tryOperation(specUri?: unknown, operationKey?: unknown): Promise<void>;
  tryOperationAtCursor(): Promise<void>;
  pickOperation(): Promise<void>;
  clearRunnerHistory(): Promise<void>;
}

/** Documents the "▶ Try it" CodeLenses are offered on. */
const SPEC_SELECTOR: vscode.DocumentSelector = ['yaml', 'json', 'jsonc'].flatMap((language) => [
  { language, scheme: 'file' },
  { language, scheme: 'untitled' },
  { language, scheme: 'vscode-remote' },
]);

/** Creates the runner: its panels and serializer, the CodeLenses, the command handlers and the API. */
export function createRunner(
  context: vscode.ExtensionContext,
  log: vscode.LogOutputChannel,
  specs: SpecAnalyses,
  mocks?: VscodeHostParts['mocks'],
): { commands: RunnerCommands; api: RunnerApi; disposables: vscode.Disposable[] } {
  const panels = new RunnerPanels(context, log, specs, mocks);
  const lenses = new TryItCodeLenses(specs);
  const asked = new vscode.EventEmitter<Question | undefined>();
  const disposables: vscode.Disposable[] = [
    panels,
    lenses,
    asked,
    vscode.languages.registerCodeLensProvider(SPEC_SELECTOR, lenses),
    panels.onDidAsk((p) => asked.fire(p?.question)),
  ];
  const pickAndShow = async () => {
    const picked = await pickOperation(specs);
    if (picked) panels.show(picked.specUri, picked.operationKey);
  };
  const commands: RunnerCommands = {
    tryOperation: async (specUri, operationKey) => {
      if (typeof specUri === 'string' && typeof operationKey === 'string') panels.show(specUri, operationKey);
      else await pickAndShow();
    },
    tryOperationAtCursor: async () => {
      const editor = vscode.window.activeTextEditor;
      const op =
        editor &&
        operationAt(await lenses.operations(editor.document), editor.document.offsetAt(editor.selection.active));
      if (editor && op) return panels.show(editor.document.uri.toString(), op.key);
      if (editor)
        void vscode.window.setStatusBarMessage('REST Conventions: the cursor is not in an operation; pick one.', 4000);
      await pickAndShow();
    },
    pickOperation: pickAndShow,
    clearRunnerHistory: async () => {
      const ok = await vscode.window.showWarningMessage(
        'Forget every call in the request history of this workspace?',
        { modal: true },
        'Clear history',
      );
      if (ok) await panels.history.clear();
    },
  };
  const hooks: RunnerTestHooks = {
    onDidPost: panels.onDidPost,
    deliver: (specUri, operationKey, message) => panels.deliver(specUri, operationKey, message),
    onDidAsk: asked.event,
    typeIntoPrompt: (text) => {
      const p = panels.currentPrompt;
      if (!p) return false;
      p.box.value = text;
      return true;
    },
    workspaceState: () =>
      Object.fromEntries(context.workspaceState.keys().map((k) => [k, context.workspaceState.get(k)])),
  };
  const api: RunnerApi = {
    open: (specUri, operationKey) => panels.show(specUri, operationKey),
    panels: () => panels.list(),
    logUri: context.logUri,
    ...(testHooksBuilt() && context.extensionMode !== vscode.ExtensionMode.Production ? hooks : {}),
  };
  return { commands, api, disposables };
}

/** Set by esbuild: true in development builds, false in the packaged one (`--production`). */
declare const __REST_CONVENTIONS_TEST_HOOKS__: boolean | undefined;

/** True when this build carries the runner's test hooks (a development build; never the `.vsix`). */
function testHooksBuilt(): boolean {
  return typeof __REST_CONVENTIONS_TEST_HOOKS__ !== 'undefined' && __REST_CONVENTIONS_TEST_HOOKS__ === true;
}
