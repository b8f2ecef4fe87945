import * as assert from 'node:assert/strict';
import { Analyses } from '../../../src/extension/worker-analyses';
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
    assert.deepEqual([...files.texts.keys()].sort(), [
      'file:///api/common.yaml',
      'file:///api/paths/a.yaml',
      'file:///api/paths/b.yaml',
    ]);
    assert.equal(files.texts.get('file:///api/common.yaml'), disk['file:///api/common.yaml']);
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
    assert.equal(none.texts.size, 0);
    const failing = await loadReferencedFiles('file:///api/root.yaml', disk['file:///api/root.yaml'], async () => {
      throw new Error('EACCES');
    });
    assert.equal(failing.texts.size, 0);
    assert.equal(failing.refusals.get('file:///api/paths/a.yaml'), 'EACCES', 'the reason is kept for the finding');
    const one = await loadReferencedFiles(
      'file:///api/root.yaml',
      disk['file:///api/root.yaml'],
      async (u) => disk[u],
      1,
    );
    assert.deepEqual([...one.texts.keys()], ['file:///api/paths/a.yaml']);
    assert.equal(
      one.refusals.get('file:///api/paths/b.yaml'),
      'more than 1 files are referenced; this one was not read',
    );
  });

  it('does not resolve relative refs of an untitled document', async () => {
    const files = await loadReferencedFiles('untitled:Untitled-1', 'a:\n  $ref: other.yaml\n', async () => 'x: 1');
    assert.equal(files.texts.size, 0);
  });
});

describe('extension lint protocol: why a $ref’d file was not read reaches the finding', () => {
  it('gives the guard’s refusal in the unresolved-ref message, as the CLI does', () => {
    const text = [
      'openapi: 3.0.3',
      "info: {title: t, version: '1'}",
      'paths:',
      '  /a:',
      '    get:',
      '      operationId: getA',
      "      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: 'zero.yaml#/X'}}}}}",
      '',
    ].join('\n');
    const refusal = 'it is outside /w (it leads to /dev/zero)';
    const out = new Analyses().lint('doc', {
      uri: 'file:///w/api.yaml',
      text,
      files: [],
      refusals: [['file:///w/zero.yaml', refusal]],
      config: { rules: {} },
    });
    const messages = out.findings.filter((f) => f.rule === 'unresolved-ref').map((f) => f.message);
    assert.equal(messages.length, 1);
    assert.ok(messages[0].includes(`(${refusal})`), messages[0]);
  });
});
