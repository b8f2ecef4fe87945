import * as vscode from 'vscode';
import { looksLikeOpenApi } from '../../core/openapi/detect';
import type { SpecAnalyses } from './spec';
import { readUri } from './vscode-host';

/** How many workspace files the picker looks at when no OpenAPI document is open. */
const MAX_FILES = 200;

/** The OpenAPI documents to pick from: the active editor's, else the open ones, else the workspace's. */
async function candidateSpecs(): Promise<vscode.Uri[]> {
  const active = vscode.window.activeTextEditor?.document;
  if (active && looksLikeOpenApi(active.getText())) return [active.uri];
  const open = vscode.workspace.textDocuments
    .filter((d) => !d.isClosed && looksLikeOpenApi(d.getText()))
    .map((d) => d.uri);
  if (open.length) return open;
  const files = await vscode.workspace.findFiles('**/*.{yaml,yml,json}', '**/node_modules/**', MAX_FILES);
  const out: vscode.Uri[] = [];
  for (const f of files) {
    const text = await readUri(f.toString());
    if (text !== undefined && looksLikeOpenApi(text)) out.push(f);
  }
  return out;
}

/** "Try an operation…": a quick pick of every operation (method, path, summary) of the candidate specs. */
export async function pickOperation(
  analyses: SpecAnalyses,
): Promise<{ specUri: string; operationKey: string } | undefined> {
  const specs = await candidateSpecs();
  if (!specs.length) {
    void vscode.window.showInformationMessage('No OpenAPI document is open or in the workspace.');
    return undefined;
  }
  const items: (vscode.QuickPickItem & { specUri?: string; key?: string })[] = [];
  for (const uri of specs) {
    const text = await readUri(uri.toString());
    if (text === undefined) continue;
    const { operations: ops } = await analyses.of(uri.toString(), text);
    if (!ops.length) continue;
    if (specs.length > 1)
      items.push({ label: vscode.workspace.asRelativePath(uri), kind: vscode.QuickPickItemKind.Separator });
    for (const op of ops)
      items.push({
        label: `${op.method} ${op.path}`,
        description: op.summary,
        detail: op.operationId,
        specUri: uri.toString(),
        key: op.key,
      });
  }
  const picked = await vscode.window.showQuickPick(items, {
    title: 'Try an operation',
    placeHolder: 'Method, path or summary',
    matchOnDescription: true,
    matchOnDetail: true,
  });
  return picked?.specUri && picked.key ? { specUri: picked.specUri, operationKey: picked.key } : undefined;
}
