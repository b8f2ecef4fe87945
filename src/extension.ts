import { loadStartedAt } from './extension/clock';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { disableRule, registerQuickFixes } from './extension/code-actions';
import { BreakingChanges, type BreakingEvent } from './extension/breaking-changes';
import { ConfigFiles } from './extension/config-files';
import { LintController } from './extension/controller';
import type { LintEvent } from './extension/lint-events';
import { DiagnosticStore } from './extension/diagnostics';
import { registerHovers } from './extension/hovers';
import { COMMANDS, DISPLAY_NAME, type CommandId } from './extension/ids';
import { LintWorkerPool } from './extension/lint-worker-pool';
import { MockServers } from './extension/mock-servers';
import { refReader } from './extension/ref-reader';
import { SpecAnalyses } from './extension/runner/spec';
import { readUri } from './extension/runner/vscode-host';
import { LintStatus, type StatusState } from './extension/status';
import { createRunner, type RunnerApi } from './extension/runner/register';
import { newSpec } from './extension/new-spec';
import { OpenApiContextKey } from './extension/openapi-context';
import { lintWorkspace } from './extension/workspace-lint';

/** What the extension returns from `activate`: timings and lint events for tests, benchmarks and other extensions. */
export interface RestConventionsApi {
  /** Milliseconds from the bundle starting to load to the end of `activate`. */
  readonly activationMs: number;
  /** Fires after each lint whose diagnostics were applied. */
  readonly onDidLint: vscode.Event<LintEvent>;
  /** What the status bar item shows now. */
  status(): StatusState;
  /** Fires when what the status bar item shows changes. */
  readonly onDidChangeStatus: vscode.Event<StatusState>;
  /** Lints one document now (ignores the debounce); resolves once its diagnostics are set or it is skipped. */
  lintDocument(doc: vscode.TextDocument): Promise<void>;
  /** Fires after each comparison of an open spec with its git base (breaking-change diagnostics set, or why not). */
  readonly onDidCompareWithBase: vscode.Event<BreakingEvent>;
  /** The request runner: its panels and the messages they exchange. */
  readonly runner: RunnerApi;
  /** The mock servers running now, by spec. */
  mockServers(): { specUri: string; url: string }[];
}

/** Wires the linter into the editor; everything expensive happens later, per document. */
export function activate(context: vscode.ExtensionContext): RestConventionsApi {
  const log = vscode.window.createOutputChannel(DISPLAY_NAME, { log: true });
  const store = new DiagnosticStore(vscode.languages.createDiagnosticCollection('rest-conventions'));
  const configDiagnostics = vscode.languages.createDiagnosticCollection('rest-conventions-config');
  const status = new LintStatus();
  const lintWorkers = new LintWorkerPool({ script: path.join(context.extensionPath, 'dist', 'lint-worker-ext.js') });
  const configFiles = new ConfigFiles();
  const controller = new LintController({ lintWorkers, store, configDiagnostics, status, log, configFiles });
  // The one analysis of each spec's text that the runner, the mocks and the CodeLenses share.
  const specs = new SpecAnalyses(readUri, refReader);
  const mocks = new MockServers(log, specs);
  const requests = createRunner(context, log, specs, mocks);
  const breaking = new BreakingChanges(controller.onDidLint, lintWorkers, configFiles);

  const handlers: Record<CommandId, (...args: unknown[]) => Promise<unknown>> = {
    [COMMANDS.lintWorkspace]: () => lintWorkspace(controller, log),
    [COMMANDS.newSpec]: () => newSpec(context.extensionUri),
    [COMMANDS.tryOperation]: (specUri, operationKey) => requests.commands.tryOperation(specUri, operationKey),
    [COMMANDS.tryOperationAtCursor]: () => requests.commands.tryOperationAtCursor(),
    [COMMANDS.pickOperation]: () => requests.commands.pickOperation(),
    [COMMANDS.clearRunnerHistory]: () => requests.commands.clearRunnerHistory(),
    [COMMANDS.startMockServer]: (spec) => mocks.startCommand(spec),
    [COMMANDS.disableRule]: (uri, rule, line, where) => disableRule(uri, rule, line, where),
    [COMMANDS.stopMockServer]: async (spec) => {
      const uri =
        spec instanceof vscode.Uri
          ? spec.toString()
          : typeof spec === 'string'
            ? spec
            : vscode.window.activeTextEditor?.document.uri.toString();
      if (uri) await mocks.stop(uri);
    },
  };
  context.subscriptions.push(
    log,
    store,
    configDiagnostics,
    status,
    { dispose: () => lintWorkers.dispose() },
    controller,
    registerQuickFixes(controller),
    new OpenApiContextKey(),
    registerHovers(context.extensionUri),
    breaking,
    ...requests.disposables,
    mocks,
    vscode.workspace.onDidCloseTextDocument((d) => specs.forget(d.uri.toString())),
    ...Object.entries(handlers).map(([id, handler]) => vscode.commands.registerCommand(id, handler)),
  );
  controller.start();
  // The worker large documents are linted in starts now, off this thread, so the first large document opened does not
  // wait for it (it ends after a while when nothing large comes).
  lintWorkers.prestart();

  const activationMs = performance.now() - loadStartedAt;
  log.info(`Activated in ${activationMs.toFixed(1)} ms.`);
  return {
    activationMs,
    onDidLint: controller.onDidLint,
    status: () => status.current,
    onDidChangeStatus: status.onDidChange,
    lintDocument: (doc) => controller.request(doc, 'api'),
    onDidCompareWithBase: breaking.onDidCompare,
    runner: requests.api,
    mockServers: () => mocks.list(),
  };
}

export function deactivate(): void {}
