import * as vscode from 'vscode';
import { startMockServer, type MockServer } from '../node/mock-server';
import { COMMANDS } from './ids';
import { fileName, type SpecAnalyses } from './runner/spec';

/** Why no mock starts in an untrusted workspace: its spec comes from a repository not yet trusted. */
export const MOCK_UNTRUSTED =
  'this workspace is not trusted, so no mock server is started from its specs. Trust the workspace (Manage Workspace Trust) to start one.';

/** A mock running for one spec, with its status bar item. */
interface Running {
  server: MockServer;
  item: vscode.StatusBarItem;
}

/**
 * The mock servers the editor runs: one per spec (by URI), on a free loopback port, each with a status bar item
 * showing the port that stops it when clicked. A saved spec is reloaded into its mock (stored members of paths that
 * still exist are kept); every mock stops when the extension is deactivated.
 */
export class MockServers implements vscode.Disposable {
  private readonly running = new Map<string, Running>();
  /** Starts under way, so two clicks never start two servers for one spec. */
  private readonly starting = new Map<string, Promise<MockServer | string>>();
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly log: vscode.LogOutputChannel,
    private readonly specs: SpecAnalyses,
  ) {
    this.disposables.push(vscode.workspace.onDidSaveTextDocument((doc) => void this.reload(doc.uri.toString())));
  }

  /** The mock of a spec when it runs. */
  get(specUri: string): MockServer | undefined {
    return this.running.get(specUri)?.server;
  }

  /** The specs whose mocks run, with their URLs. */
  list(): { specUri: string; url: string }[] {
    return [...this.running].map(([specUri, r]) => ({ specUri, url: r.server.url }));
  }

  /** The mock of a spec, started when it is not running (never in an untrusted workspace); a string says why it cannot start. */
  ensure(specUri: string): Promise<MockServer | string> {
    if (!vscode.workspace.isTrusted) return Promise.resolve(MOCK_UNTRUSTED);
    const r = this.running.get(specUri);
    if (r) return Promise.resolve(r.server);
    let p = this.starting.get(specUri);
    if (!p) {
      p = this.start(specUri).finally(() => this.starting.delete(specUri));
      this.starting.set(specUri, p);
    }
    return p;
  }

  /** Stops the mock of a spec (nothing when none runs). */
  async stop(specUri: string): Promise<void> {
    const r = this.running.get(specUri);
    if (!r) return;
    this.running.delete(specUri);
    r.item.dispose();
    await r.server.close();
    this.log.info(`Mock of ${fileName(specUri)} stopped.`);
  }

  /** The command: starts the mock of the active editor's spec (or the one given) and says where it listens. */
  async startCommand(arg?: unknown): Promise<string | undefined> {
    const specUri =
      arg instanceof vscode.Uri
        ? arg.toString()
        : typeof arg === 'string'
          ? arg
          : vscode.window.activeTextEditor?.document.uri.toString();
    if (!specUri) {
      void vscode.window.showWarningMessage('Open an OpenAPI spec to mock it.');
      return undefined;
    }
    const was = this.running.has(specUri);
    const s = await this.ensure(specUri);
    if (typeof s === 'string') {
      void vscode.window.showErrorMessage(`Cannot start the mock server: ${s}`);
      return undefined;
    }
    void vscode.window.setStatusBarMessage(
      `REST Conventions: mock of ${fileName(specUri)} ${was ? 'already runs' : 'started'} at ${s.url}`,
      5000,
    );
    return s.url;
  }

  private async start(specUri: string): Promise<MockServer | string> {
    const loaded = await this.specs.load(specUri);
    if ('error' in loaded) return loaded.error;
    let server: MockServer;
    try {
      server = await startMockServer(loaded.model, {
        port: 0,
        host: '127.0.0.1',
        log: (line) => this.log.warn(`Mock of ${fileName(specUri)}: ${line}`),
        onRequest: (line) => this.log.info(`Mock ${line}`),
      });
    } catch (e) {
      return `cannot listen on 127.0.0.1: ${(e as Error).message}`;
    }
    const item = vscode.window.createStatusBarItem(
      `restConventions.mock.${this.running.size}`,
      vscode.StatusBarAlignment.Left,
      49,
    );
    item.name = 'REST Conventions mock server';
    item.text = `$(server-process) Mock :${server.port}`;
    item.tooltip = `Mock of ${fileName(specUri)} at ${server.url}. Click to stop it.`;
    item.command = { title: 'Stop mock server', command: COMMANDS.stopMockServer, arguments: [specUri] };
    item.show();
    this.running.set(specUri, { server, item });
    this.log.info(`Mock of ${fileName(specUri)} at ${server.url} (${loaded.model.operations.length} operations).`);
    return server;
  }

  private async reload(specUri: string): Promise<void> {
    const r = this.running.get(specUri);
    if (!r) return;
    const loaded = await this.specs.load(specUri);
    if ('error' in loaded) this.log.warn(`Mock of ${fileName(specUri)} not reloaded: ${loaded.error}`);
    else if (this.running.get(specUri) === r) {
      r.server.api.reload(loaded.model);
      this.log.info(
        `Mock of ${fileName(specUri)} reloaded (${loaded.model.operations.length} operations); stored members of paths that still exist are kept.`,
      );
    }
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
    for (const uri of [...this.running.keys()]) void this.stop(uri);
  }
}
