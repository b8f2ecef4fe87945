import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { RunnerDispatcher } from '../../../src/extension/runner/dispatcher';
import { operationAt } from '../../../src/extension/runner/operations';
import { SpecAnalyses } from '../../../src/extension/runner/spec';
import { FakeHost, sharedFor } from './fake-host';

const URI = 'file:///work/analyses/openapi.yaml';
const SPEC = `openapi: 3.0.3
info: {title: Once, version: '1'}
servers: [{url: 'http://127.0.0.1:9'}]
paths:
  /items:
    get:
      operationId: listItems
      responses: {'200': {description: ok}}
`;

describe('runner: one analysis per spec text, shared by the runner, the mock, the CodeLenses and the picker', () => {
  let host: FakeHost;
  let parsed: string[];
  let specs: SpecAnalyses;
  beforeEach(() => {
    host = new FakeHost();
    host.files.set(URI, SPEC);
    parsed = [];
    specs = new SpecAnalyses(
      (u) => host.readText(u),
      undefined,
      (uri, text) => (parsed.push(uri), parseSource(uri, text)),
    );
  });

  it('parses a document once per version, whoever asks first and however often', async () => {
    const runner = new RunnerDispatcher(host, URI, 'listItems', { ...sharedFor(host), specs });
    // The CodeLenses and the picker (the document's text), the mock (a load) and a runner panel, all at once.
    const [lenses, mock] = await Promise.all([
      specs.of(URI, SPEC),
      specs.load(URI),
      runner.receive({ type: 'ready', values: null }),
      specs.of(URI, SPEC),
    ]);
    assert.equal(host.of('init')[0].form.operationKey, 'listItems');
    assert.ok('model' in mock && mock.model.operations.length === 1);
    assert.equal(operationAt(lenses.operations, SPEC.indexOf('operationId'))?.key, 'listItems');
    assert.deepEqual(parsed, [URI], 'one parse for every consumer of this version');

    // An edit is a new version: parsed once more, then shared again.
    const edited = SPEC.replace('listItems', 'listAll');
    host.files.set(URI, edited);
    await Promise.all([specs.of(URI, edited), specs.load(URI), runner.refresh()]);
    assert.deepEqual(parsed, [URI, URI]);

    // Forgotten in one place (the document closed): the next ask parses again.
    specs.forget(URI);
    await specs.load(URI);
    assert.equal(parsed.length, 3);
    runner.dispose();
  });

  it('holds a bounded number of specs, forgetting the least recently asked for', async () => {
    const uris = Array.from({ length: 9 }, (_, i) => `file:///work/analyses/${i}.yaml`);
    for (const u of uris) await specs.of(u, SPEC);
    await specs.of(uris[1], SPEC); // asked again: now the most recent
    assert.equal(parsed.length, 9);
    await specs.of(uris[1], SPEC);
    await specs.of(uris[8], SPEC);
    assert.equal(parsed.length, 9, 'the held ones are not parsed again');
    await specs.of(uris[0], SPEC);
    assert.equal(parsed.length, 10, 'the least recently asked for was forgotten');
    await specs.of(uris[1], SPEC);
    assert.equal(parsed.length, 10, 'one asked for again stays held');
    await specs.of(uris[2], SPEC);
    assert.equal(parsed.length, 11, 'the least recently asked for when 0 came back was forgotten');
  });

  it('keeps the last good model while the text has a syntax error, and lists no operations for it', async () => {
    await specs.load(URI);
    const broken = `${SPEC}  /oops: {\n`;
    host.files.set(URI, broken);
    const analysis = await specs.of(URI, broken);
    assert.ok('model' in analysis.loaded);
    assert.deepEqual(analysis.operations, []);
    specs.forget(URI);
    const alone = await specs.load(URI);
    assert.ok('error' in alone && alone.error.startsWith('openapi.yaml:'));
  });
});
