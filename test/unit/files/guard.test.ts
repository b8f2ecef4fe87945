import * as assert from 'node:assert/strict';
import { ConfigSearch } from '../../../src/core/files/config-search';
import { notOpenApi, readReferencedFiles, worthLinting } from '../../../src/core/files/front';
import {
  GuardedFiles,
  type FileAccess,
  type FileInfo,
  type FileSink,
  type WritableFileAccess,
} from '../../../src/core/files/guard';

/** One entry of the fake file system: a file's text, a folder, a symlink, or something else (a FIFO, a device). */
type Entry = { text: string; size?: number } | 'folder' | { link: string } | 'fifo';

/** A fake POSIX file system over `/`-paths: what the guard sees in tests (the CLI's is Node's, the editor's workspace.fs). */
function fakeFs(
  entries: Record<string, Entry>,
): WritableFileAccess & { written: Record<string, string>; reads: string[] } {
  const written: Record<string, string> = {};
  const reads: string[] = [];
  const resolve = (p: string, depth = 0): string => {
    if (depth > 8) throw Object.assign(new Error('loop'), { code: 'ELOOP' });
    const parts = p.split('/').filter(Boolean);
    let cur = '';
    for (const part of parts) {
      cur = `${cur}/${part}`;
      const e = entries[cur];
      if (e && typeof e === 'object' && 'link' in e) cur = resolve(e.link, depth + 1);
    }
    return cur || '/';
  };
  const fs: FileAccess = {
    async realPath(p) {
      const r = resolve(p);
      if (!(r in entries) && !(r in written)) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return r;
    },
    async stat(p) {
      let r: string;
      try {
        r = resolve(p);
      } catch {
        return undefined;
      }
      if (r in written) return { kind: 'file', size: written[r].length };
      const e = entries[r];
      if (e === undefined) return undefined;
      if (e === 'folder') return { kind: 'folder', size: 0 };
      if (e === 'fifo') return { kind: 'other', size: 0 };
      const f = e as { text: string; size?: number };
      return { kind: 'file', size: f.size ?? f.text.length } satisfies FileInfo;
    },
    async read(real, max) {
      reads.push(real);
      const e = entries[real];
      if (typeof e !== 'object' || !('text' in e)) return 'not-regular';
      return new TextEncoder().encode(e.text.slice(0, max + 1));
    },
    parent: (p) => (p === '/' ? undefined : p.slice(0, p.lastIndexOf('/')) || '/'),
    baseName: (p) => p.slice(p.lastIndexOf('/') + 1),
    join: (d, n) => (d === '/' ? `/${n}` : `${d}/${n}`),
    within: (p, f) => p === f || p.startsWith(f === '/' ? '/' : `${f}/`),
  };
  return {
    ...fs,
    async openWrite(real) {
      const e = entries[real];
      if (e !== undefined && (typeof e !== 'object' || !('text' in e))) return 'not-regular';
      let text = '';
      const sink: FileSink = { write: (c) => void (text += c), close: () => void (written[real] = text) };
      return sink;
    },
    written,
    reads,
  };
}

describe('core files: the guarded file layer over an injected file system', () => {
  const tree = (): Record<string, Entry> => ({
    '/home': 'folder',
    '/home/.bashrc': { text: 'echo hi\n' },
    '/home/repo': 'folder',
    '/home/repo/api.yaml': { text: 'openapi: 3.1.0\n' },
    '/home/repo/out': { link: '/home' },
    '/home/repo/rc': { link: '/home/.bashrc' },
    '/home/repo/pipe': 'fifo',
    '/home/repo/big.yaml': { text: 'openapi: 3.1.0\n', size: 200 * 1024 * 1024 },
  });

  it('reads inside the roots; refuses symlinks out, FIFOs and files over the cap before reading them', async () => {
    const fs = fakeFs(tree());
    const g = new GuardedFiles(fs, { roots: ['/home/repo'] });
    assert.equal(await g.readText('/home/repo/api.yaml'), 'openapi: 3.1.0\n');
    await assert.rejects(g.readText('/home/repo/rc'), /it is outside \/home\/repo \(it leads to \/home\/\.bashrc\)/);
    await assert.rejects(g.readText('/home/repo/pipe'), /it is not a regular file/);
    await assert.rejects(g.readText('/home/repo/big.yaml'), /it is larger than the 64 MB limit/);
    await assert.rejects(g.readText('/home/repo/none.yaml'), /no such file/);
    assert.deepEqual(fs.reads, ['/home/repo/api.yaml'], 'nothing refused was read');
  });

  it('writes inside the roots only, never through a symlink or a folder symlink that leaves them', async () => {
    const fs = fakeFs(tree());
    const g = new GuardedFiles(fs, { roots: ['/home/repo'] });
    await g.writeText('/home/repo/report.json', '{}');
    assert.equal(fs.written['/home/repo/report.json'], '{}');
    await assert.rejects(g.writeText('/home/repo/rc', 'x'), /it is outside/);
    await assert.rejects(g.writeText('/home/repo/out/.profile', 'x'), /it is outside/);
    await assert.rejects(g.writeText('/home/repo/pipe', 'x'), /it is not a regular file/);
    assert.deepEqual(Object.keys(fs.written), ['/home/repo/report.json']);
  });

  it('finds the configuration up to the top folder only, and refuses one that leads out of the roots', async () => {
    const entries = tree();
    entries['/home/.rest-conventions.yaml'] = { text: 'rules: { versioning: off }\n' };
    entries['/home/repo/specs'] = 'folder';
    const search = new ConfigSearch(new GuardedFiles(fakeFs(entries), { roots: ['/home/repo'] }), {
      isTop: (f) => f === '/home/repo',
      show: (f) => f,
    });
    assert.deepEqual(await search.forFolder('/home/repo/specs'), { config: { rules: {} }, problems: [] });
    entries['/home/repo/.rest-conventions.yaml'] = { link: '/home/.rest-conventions.yaml' };
    search.invalidate();
    const found = await search.forFolder('/home/repo/specs');
    assert.equal(found.file, '/home/repo/.rest-conventions.yaml');
    assert.match(found.readError ?? '', /it is outside/);
    entries['/home/repo/.rest-conventions.yaml'] = { text: 'x', size: 600 * 1024 * 1024 };
    search.invalidate();
    assert.match((await search.forFolder('/home/repo')).readError ?? '', /larger than the 1 MB limit/);
  });

  it('says whether a configuration event changed what applies: a file written with the text already read changes nothing', async () => {
    const entries = tree();
    entries['/home/repo/specs'] = 'folder';
    entries['/home/repo/.rest-conventions.yaml'] = { text: 'rules: { versioning: off }\n' };
    const search = new ConfigSearch(new GuardedFiles(fakeFs(entries), { roots: ['/home/repo'] }), {
      isTop: (f) => f === '/home/repo',
      show: (f) => f,
    });
    assert.equal(await search.refresh(), false, 'nothing asked yet: nothing can have changed');
    const first = await search.forFolder('/home/repo/specs');
    assert.deepEqual(first.config.rules.versioning, { severity: 'off' });
    assert.equal(await search.refresh(), false, 'the same file with the same text');
    entries['/home/repo/.rest-conventions.yaml'] = { text: 'rules: { versioning: warning }\n' };
    assert.equal(await search.refresh(), true, 'the text changed');
    assert.deepEqual((await search.forFolder('/home/repo/specs')).config.rules.versioning, { severity: 'warning' });
    entries['/home/repo/specs/.rest-conventions.yaml'] = { text: 'rules: { versioning: warning }\n' };
    assert.equal(await search.refresh(), true, 'a nearer file now applies, even with the same rules');
    delete entries['/home/repo/specs/.rest-conventions.yaml'];
    assert.equal(await search.refresh(), true, 'deleted');
    assert.equal(await search.refresh(), false);
  });

  it('refreshes a search that failed without failing itself', async () => {
    const entries = tree();
    entries['/home/repo/specs'] = 'folder';
    let fail = true;
    const search = new ConfigSearch(new GuardedFiles(fakeFs(entries), { roots: ['/home/repo'] }), {
      isTop: (f) => {
        if (fail) throw new Error('cannot read the folder');
        return f === '/home/repo';
      },
      show: (f) => f,
    });
    await assert.rejects(search.forFolder('/home/repo/specs'), /cannot read the folder/);
    assert.equal(await search.refresh(), false, 'it fails the same way');
    fail = false;
    assert.equal(await search.refresh(), true, 'it answers now');
  });

  it('caps the files one lint reads through $refs and keeps each refusal', async () => {
    const text = "a: { $ref: 'one.yaml' }\nb: { $ref: 'two.yaml' }\nc: { $ref: 'https://x.example/r.yaml' }\n";
    const got = await readReferencedFiles(
      'api.yaml',
      text,
      async (u) => `${u}: {}\n`,
      (u) => !u.startsWith('https:'),
      1,
    );
    assert.deepEqual([...got.texts.keys()], ['one.yaml']);
    assert.deepEqual([...got.refusals], [['two.yaml', 'more than 1 files are referenced; this one was not read']]);
  });

  it('decides "not OpenAPI" once, for files named outright and files found', () => {
    assert.equal(worthLinting('{"a": 1}', true), true);
    assert.equal(worthLinting('a: 1\n', false), false);
    assert.equal(worthLinting('openapi: 3.1.0\n', false), true);
    const none = { isOpenApi: false, findings: [] };
    const broken = { isOpenApi: false, findings: [{}] };
    assert.equal(notOpenApi(none, 'a: 1', true), true);
    assert.equal(notOpenApi(broken, '{"openapi": ', false), false, 'a broken OpenAPI file reports its syntax error');
    assert.equal(notOpenApi(broken, 'a: [', false), true, 'a broken file that is no spec is left alone');
    assert.equal(notOpenApi(broken, 'a: [', true), false, 'unless named outright');
  });
});
