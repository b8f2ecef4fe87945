import * as vscode from 'vscode';
import type { LintController } from './controller';
import { errorText } from '../core/files/guard';
import { cannotReadFile, notOpenApi, worthLinting } from '../core/files/front';
import { openDocument } from './open-documents';
import { readSettings } from './settings';
import { editorFiles } from './workspace-files';
import { plural } from '../shared/phrasing';

/** What "Lint workspace" found. */
export interface WorkspaceLintSummary {
  /** Files matched by the `restConventions.files` globs. */
  scanned: number;
  /** Of those, the OpenAPI documents linted. */
  specs: number;
  errors: number;
  warnings: number;
  infos: number;
  cancelled: boolean;
}

const EXCLUDE = '{**/node_modules/**,**/.git/**}';

/**
 * Lints every OpenAPI document in the workspace (the files the `restConventions.files` globs match) with a
 * cancellable progress notification, filling the Problems panel; open documents are linted from the editor.
 */
export async function lintWorkspace(
  controller: LintController,
  log: vscode.LogOutputChannel,
): Promise<WorkspaceLintSummary> {
  const summary: WorkspaceLintSummary = { scanned: 0, specs: 0, errors: 0, warnings: 0, infos: 0, cancelled: false };
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 0) {
    void vscode.window.showInformationMessage('REST Conventions: open a folder to lint its specs.');
    return summary;
  }
  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'REST Conventions: linting workspace', cancellable: true },
    async (progress, token) => {
      const uris = await findSpecs(folders, token);
      summary.scanned = uris.length;
      for (const [i, uri] of uris.entries()) {
        if (token.isCancellationRequested) {
          summary.cancelled = true;
          break;
        }
        progress.report({
          message: `${i + 1}/${uris.length} ${vscode.workspace.asRelativePath(uri)}`,
          increment: 100 / uris.length,
        });
        const settings = readSettings(uri);
        if (!settings.enable) continue;
        const open = openDocument(uri.toString());
        // The file search can still name a file deleted while its editor stays open: it is no longer in the workspace.
        if (open && !(await exists(uri))) continue;
        const text = open ? open.getText() : await readFile(uri, log);
        if (text === undefined || !worthLinting(text, false)) continue;
        const run = await controller.lintSource(uri, text, settings, open?.version, 'workspace');
        if (!run || notOpenApi(run, text, false)) continue;
        summary.specs++;
        for (const f of run.findings) {
          if (f.severity === 'error') summary.errors++;
          else if (f.severity === 'warning') summary.warnings++;
          else summary.infos++;
        }
        await new Promise((r) => setImmediate(r));
      }
    },
  );
  const line = `Linted ${plural(summary.specs, 'spec')} (${summary.scanned} files scanned): ${summary.errors} errors, ${summary.warnings} warnings, ${summary.infos} infos${summary.cancelled ? ' (cancelled)' : ''}.`;
  log.info(line);
  void vscode.window.showInformationMessage(`REST Conventions: ${line}`);
  return summary;
}

/**
 * Reads a file the globs matched through the guarded file layer (a committed symlink to /dev/zero or out of the
 * workspace, a FIFO, a file over the size limit are not read); why one was not is logged.
 */
async function readFile(uri: vscode.Uri, log: vscode.LogOutputChannel): Promise<string | undefined> {
  const guard = editorFiles(uri);
  try {
    return await guard.files.readText(guard.pathOf(uri));
  } catch (e) {
    log.warn(cannotReadFile(vscode.workspace.asRelativePath(uri), errorText(e)));
    return undefined;
  }
}

/** True when the file is on disk (a stat succeeds). */
async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

async function findSpecs(
  folders: readonly vscode.WorkspaceFolder[],
  token: vscode.CancellationToken,
): Promise<vscode.Uri[]> {
  const seen = new Map<string, vscode.Uri>();
  for (const folder of folders) {
    const globs = readSettings(folder.uri).files;
    for (const glob of globs) {
      for (const uri of await vscode.workspace.findFiles(
        new vscode.RelativePattern(folder, glob),
        EXCLUDE,
        undefined,
        token,
      ))
        seen.set(uri.toString(), uri);
    }
  }
  return [...seen.values()].sort((a, b) => (a.toString() < b.toString() ? -1 : 1));
}
