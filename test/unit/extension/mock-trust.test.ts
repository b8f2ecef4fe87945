import * as assert from 'node:assert/strict';
import Module from 'node:module';

/** What the stand-in `vscode` module recorded. */
const shown: string[] = [];
/** Files the stand-in read: none may be read for an untrusted workspace's mock. */
const read: string[] = [];

/** The part of the `vscode` API that MockServers touches, with an untrusted workspace. */
const vscodeStub = {
  workspace: {
    isTrusted: false,
    onDidSaveTextDocument: () => ({ dispose: () => undefined }),
    fs: { readFile: (uri: { toString(): string }) => (read.push(uri.toString()), Promise.reject(new Error('no'))) },
    textDocuments: [],
  },
  window: {
    showErrorMessage: (m: string) => (shown.push(m), Promise.resolve(undefined)),
    showWarningMessage: (m: string) => (shown.push(m), Promise.resolve(undefined)),
    setStatusBarMessage: (m: string) => (shown.push(m), { dispose: () => undefined }),
    createStatusBarItem: () => assert.fail('no status bar item for a mock that must not start'),
    activeTextEditor: undefined,
  },
  Uri: class Uri {},
  StatusBarAlignment: { Left: 1 },
};

/** Attack (issue 24 item 8): "Start mock server" ran in an untrusted workspace. */
describe('editor: no mock server starts in an untrusted workspace', () => {
  type Load = (request: string, parent: unknown, isMain: boolean) => unknown;
  const loader = Module as unknown as { _load: Load };
  const original = loader._load;
  before(() => {
    loader._load = (request, parent, isMain) =>
      request === 'vscode' ? vscodeStub : original.call(Module, request, parent, isMain);
  });
  after(() => {
    loader._load = original;
  });

  it('refuses the command and the runner’s on-demand start, reading nothing and listening on nothing', async () => {
    const { MockServers, MOCK_UNTRUSTED } = Module.createRequire(__filename)('../../../src/extension/mock-servers') as {
      MockServers: new (log: unknown) => {
        startCommand(arg?: unknown): Promise<string | undefined>;
        ensure(uri: string): Promise<unknown>;
        list(): unknown[];
        dispose(): void;
      };
      MOCK_UNTRUSTED: string;
    };
    const log = { info: () => undefined, warn: () => undefined };
    const mocks = new MockServers(log);
    try {
      assert.equal(await mocks.startCommand('file:///w/openapi.yaml'), undefined);
      assert.deepEqual(shown, [`Cannot start the mock server: ${MOCK_UNTRUSTED}`]);
      assert.equal(await mocks.ensure('file:///w/openapi.yaml'), MOCK_UNTRUSTED);
      assert.deepEqual(mocks.list(), []);
      assert.deepEqual(read, [], 'the spec is not even read');
    } finally {
      mocks.dispose();
    }
  });
});
