import * as assert from 'node:assert/strict';
import { loadReferencedFiles } from '../../../src/extension/ref-files';

describe('extension: loadReferencedFiles', () => {
  const disk: Record<string, string> = {
    'file:///api/root.yaml': 'paths:\n  /a:\n    $ref: paths/a.yaml\n  /b:\n    $ref: "paths/b.yaml#/get"\n',
    'file:///api/paths/a.yaml': 'get:\n  responses:\n    "200":\n      $ref: ../common.yaml#/responses/Ok\n',
    'file:///api/paths/b.yaml': 'get:\n  $ref: ../root.yaml#/x\n',
    'file:///api/common.yaml':
      'responses:\n  Ok:\n    $ref: "#/responses/Other"\n  Remote:\n    $ref: "https://example.com/x.yaml"\n',
  };

  it('reads every file reached through $refs, transitively, keyed as the resolver resolves them', async () => {
    const asked: string[] = [];
    const files = await loadReferencedFiles('file:///api/root.yaml', disk['file:///api/root.yaml'], async (u) => {
      asked.push(u);
      return disk[u];
    });
    assert.deepEqual([...files.keys()].sort(), [
      'file:///api/common.yaml',
      'file:///api/paths/a.yaml',
      'file:///api/paths/b.yaml',
    ]);
    assert.equal(files.get('file:///api/common.yaml'), disk['file:///api/common.yaml']);
    assert.deepEqual(
      asked.sort(),
      ['file:///api/common.yaml', 'file:///api/paths/a.yaml', 'file:///api/paths/b.yaml'],
      'never the root again, never the network',
    );
  });

  it('leaves out files that cannot be read and stops at the limit', async () => {
    const none = await loadReferencedFiles(
      'file:///api/root.yaml',
      disk['file:///api/root.yaml'],
      async () => undefined,
    );
    assert.equal(none.size, 0);
    const failing = await loadReferencedFiles('file:///api/root.yaml', disk['file:///api/root.yaml'], async () => {
      throw new Error('EACCES');
    });
    assert.equal(failing.size, 0);
    const one = await loadReferencedFiles(
      'file:///api/root.yaml',
      disk['file:///api/root.yaml'],
      async (u) => disk[u],
      1,
    );
    assert.deepEqual([...one.keys()], ['file:///api/paths/a.yaml']);
  });

  it('does not resolve relative refs of an untitled document', async () => {
    const files = await loadReferencedFiles('untitled:Untitled-1', 'a:\n  $ref: other.yaml\n', async () => 'x: 1');
    assert.equal(files.size, 0);
  });
});
