import * as path from 'node:path';
import * as vscode from 'vscode';
import { applyBaseline, parseBaseline, type Baseline } from '../core/baseline';
import type { Finding } from '../core/rules/types';
import type { Settings } from './settings';
import { editorFiles } from './workspace-files';
import { errorText } from '../core/files/guard';
import { baselineLocation, cannotUseBaseline } from '../core/files/front';

/** What a document's findings look like once its baseline is applied: the findings to show, and those to show as hints. */
export interface BaselineView {
  shown: Finding[];
  hinted: ReadonlySet<Finding>;
}

/**
 * The baseline files the editor reads (`restConventions.baseline`, relative to the workspace folder; the CLI's
 * `--update-baseline` writes them), parsed once until the file changes.
 */
export class BaselineFiles {
  private readonly parsed = new Map<string, Promise<Baseline | undefined>>();

  constructor(private readonly log: vscode.LogOutputChannel) {}

  /** Applies the document's baseline: baselined findings become hints, or are left out (setting). */
  async view(doc: vscode.Uri, findings: Finding[], settings: Settings): Promise<BaselineView> {
    const folder = vscode.workspace.getWorkspaceFolder(doc)?.uri;
    if (!folder || findings.length === 0) return { shown: findings, hinted: new Set() };
    // Placed and keyed as the CLI does (core's baselineLocation), over the folder's URI path.
    const location = baselineLocation(settings.baseline, folder.path, path.posix);
    const file = folder.with({ path: location.file });
    const baseline = await this.load(file, doc);
    if (!baseline) return { shown: findings, hinted: new Set() };
    const split = applyBaseline(findings, baseline, (f) => location.fileOf(vscode.Uri.parse(f.uri).path));
    if (settings.baselineFindings === 'hide') return { shown: split.fresh, hinted: new Set() };
    return { shown: findings, hinted: new Set(split.baselined) };
  }

  /** True when the file is a baseline that was read (its change must re-lint what is open). */
  isLoaded(uri: vscode.Uri): boolean {
    return this.parsed.has(uri.toString());
  }

  /** Forgets every parse. */
  invalidate(): void {
    this.parsed.clear();
  }

  private load(file: vscode.Uri, doc: vscode.Uri): Promise<Baseline | undefined> {
    const key = file.toString();
    let p = this.parsed.get(key);
    if (!p) {
      // Through the guarded file layer, as the CLI reads it: inside the document's workspace folders (an absolute
      // path in a repository's settings leads nowhere else), a regular file, under the size limit.
      const guard = editorFiles(doc);
      p = guard.files.readText(guard.pathOf(file)).then(
        (text) => {
          const b = parseBaseline(text);
          if (typeof b === 'string') {
            this.log.warn(cannotUseBaseline(file.fsPath || key, b));
            return undefined;
          }
          return b;
        },
        (e: unknown) => {
          const why = errorText(e);
          if (why !== 'no such file') this.log.warn(cannotUseBaseline(file.fsPath || key, why));
          return undefined;
        },
      );
      this.parsed.set(key, p);
    }
    return p;
  }
}
