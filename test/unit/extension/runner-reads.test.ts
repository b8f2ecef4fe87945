import * as assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import Module from 'node:module';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the stand-in `workspace.fs.readFile` was asked for: the unguarded reads the runner used to make. */
const unguarded: string[] = [];

/** A `file:` URI as much as the guard's editor side needs of `vscode.Uri`. */
class Uri {
  constructor(readonly fsPath: string) {}
  readonly scheme = 'file';
  readonly authority = '';
  get path(): string {
    return pathToFileURL(this.fsPath).pathname;
  }
  toString(): string {
    return pathToFileURL(this.fsPath).href;
  }
  static parse(s: string): Uri {
    return new Uri(fileURLToPath(s));
  }
  static file(p: string): Uri {
    return new Uri(p);
  }
  static joinPath(u: Uri, ...parts: string[]): Uri {
    return new Uri(path.join(u.fsPath, ...parts));
  }
}

let folder = '';
const vscodeStub = {
  Uri,
  FileType: { File: 1, Directory: 2, SymbolicLink: 64 },
  workspace: {
    textDocuments: [],
    get workspaceFolders() {
      return [{ uri: Uri.file(folder) }];
    },
    getWorkspaceFolder: (u: Uri) => (u.fsPath.startsWith(folder + path.sep) ? { uri: Uri.file(folder) } : undefined),
    fs: {
      // Records every file it is asked for; reads only regular files (the real one would open the others too).
      readFile: (u: Uri) => {
        unguarded.push(path.basename(u.fsPath));
        return statSync(u.fsPath).isFile() && realpathSync(u.fsPath).startsWith(folder)
          ? Promise.resolve(readFileSync(u.fsPath))
          : Promise.reject(new Error('the stand-in opens no device, FIFO or outside file'));
      },
    },
  },
};

/**
 * Issue 24, checked again from outside: the runner (its spec, "Try an operation…"'s candidates, the environments
 * file) read files with `workspace.fs.readFile`, outside the guard: a committed symlink to /dev/zero, a FIFO or a
 * file out of the workspace was opened by the extension host.
 */
describe('editor: the runner reads files through the guard', () => {
  type Load = (request: string, parent: unknown, isMain: boolean) => unknown;
  const loader = Module as unknown as { _load: Load };
  const original = loader._load;
  let top: string;
  before(() => {
    loader._load = (request, parent, isMain) =>
      request === 'vscode' ? vscodeStub : original.call(Module, request, parent, isMain);
    top = realpathSync(mkdtempSync(path.join(tmpdir(), 'rc-runner-read-')));
    folder = path.join(top, 'ws');
    mkdirSync(path.join(folder, '.rest-conventions'), { recursive: true });
    mkdirSync(path.join(top, 'outside'));
    writeFileSync(path.join(top, 'outside', 'secret.json'), '{"token": "abc"}');
    writeFileSync(path.join(folder, 'api.yaml'), 'openapi: 3.1.0\n');
    symlinkSync('/dev/zero', path.join(folder, 'zero.yaml'));
    execFileSync('mkfifo', [path.join(folder, 'fifo.yaml')]);
    symlinkSync(path.join(top, 'outside', 'secret.json'), path.join(folder, '.rest-conventions', 'environments.json'));
  });
  after(() => {
    loader._load = original;
    rmSync(top, { recursive: true, force: true });
  });

  it('reads a spec, and refuses /dev/zero, a FIFO and a symlink out of the workspace without opening them', async () => {
    const { readUri } = Module.createRequire(__filename)('../../../src/extension/runner/vscode-host') as {
      readUri(uri: string): Promise<string | undefined>;
    };
    const uri = (rel: string) => pathToFileURL(path.join(folder, rel)).href;
    assert.equal(await readUri(uri('api.yaml')), 'openapi: 3.1.0\n');
    for (const rel of ['zero.yaml', 'fifo.yaml', '.rest-conventions/environments.json'])
      assert.equal(await readUri(uri(rel)), undefined, rel);
    // Only the regular file inside the workspace was read, and through the guard (Node's file system), not here.
    assert.deepEqual(unguarded, []);
  });
});
