import * as assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { closeAll, diagnosticsMatching, open, ours, setSetting, workspaceUri } from './helpers';

/** Three operations, none documenting a server error: one API-level finding with three related places. */
const SPEC = `openapi: 3.1.0
info: { title: Grouped, version: '1' }
servers: [{ url: 'https://api.example.com/v1' }]
paths:
  /v1/things:
    get:
      responses:
        '200': { description: ok }
  /v1/others:
    get:
      responses:
        '200': { description: ok }
  /v1/more:
    get:
      responses:
        '200': { description: ok }
`;

const server = (ds: readonly vscode.Diagnostic[]) =>
  ds.find((d) => typeof d.code === 'object' && d.code.value === 'server-error-response');

describe('grouped findings and baselines in a real VS Code', () => {
  const spec = workspaceUri('specs', 'grouped-it.yaml');
  const baseline = workspaceUri('baseline-it.json');
  before(async () => {
    await vscode.workspace.fs.writeFile(spec, new TextEncoder().encode(SPEC));
  });
  after(async () => {
    await closeAll();
    await setSetting('baseline', undefined);
    await setSetting('baselineFindings', undefined);
    for (const uri of [spec, baseline]) await vscode.workspace.fs.delete(uri).then(undefined, () => undefined);
  });

  it('shows an API-level finding on the paths key with every operation as related information', async () => {
    await open(spec);
    const ds = await diagnosticsMatching(
      spec,
      (d) => server(d) !== undefined,
      'server-error-response on grouped-it.yaml',
    );
    const d = server(ds)!;
    assert.equal(vscode.window.activeTextEditor!.document.getText(d.range), 'paths');
    assert.match(d.message, /^500 \(or `5XX`, or `default`\) is documented on 0 of 3 operations/);
    assert.deepEqual(
      d.relatedInformation?.map((r) => [r.location.uri.toString(), r.location.range.start.line, r.message]),
      [
        [spec.toString(), 6, 'GET /v1/things'],
        [spec.toString(), 10, 'GET /v1/others'],
        [spec.toString(), 14, 'GET /v1/more'],
      ],
    );
  });

  it('shows findings recorded in the baseline as hints, or hides them', async () => {
    const entry = { file: 'specs/grouped-it.yaml', rule: 'server-error-response', pointer: '/paths', count: 1 };
    await vscode.workspace.fs.writeFile(
      baseline,
      new TextEncoder().encode(JSON.stringify({ version: 1, findings: [entry] })),
    );
    await setSetting('baseline', 'baseline-it.json');
    await open(spec);
    const hinted = await diagnosticsMatching(
      spec,
      (ds) => server(ds)?.severity === vscode.DiagnosticSeverity.Hint,
      'the baselined finding as a hint',
    );
    assert.match(server(hinted)!.message, /\(in the baseline\)$/);
    await setSetting('baselineFindings', 'hide');
    const hidden = await diagnosticsMatching(spec, (ds) => server(ds) === undefined, 'the baselined finding hidden');
    assert.ok(hidden.every((d) => d.severity !== vscode.DiagnosticSeverity.Hint));
    assert.equal(server(ours(spec)), undefined);
  });
});
