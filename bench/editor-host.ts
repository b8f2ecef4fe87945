// The editor benchmark's half inside VS Code (bench/editor.ts starts it in code-server, as the integration suite
// runs): opens each spec named in REST_CONVENTIONS_BENCH_SPECS, times open → first diagnostics and edit → diagnostics
// as the extension host sees them (the extension's `onDidLint` fires as it sets the diagnostics), with where the
// time went (configuration and `$ref` reading, the worker's round trip, the lint inside it, setting diagnostics),
// and writes them as JSON to REST_CONVENTIONS_BENCH_OUT. Not a test: it asserts nothing about speed.
import * as fs from 'node:fs';
import * as vscode from 'vscode';
import type { RestConventionsApi } from '../src/extension';
import type { LintEvent } from '../src/extension/lint-events';
import { REPORT_PREFIX } from '../test/integration/report-prefix';

/** One timed lint: from the user's action to diagnostics set, and the extension's own phases of it. */
export interface EditorSample {
  /** From the action (open, edit) to the diagnostics being set, in the extension host. */
  toDiagnosticsMs: number;
  /** Of it, the debounce after an edit (0 on open) and the wait before the job started. */
  waitMs: number;
  prepareMs: number;
  /** Handing the text to the worker and the findings back, the lint included. */
  runMs: number;
  /** The lint inside the worker (parse, rules). */
  lintMs: number;
  /** Baseline, grouping and setting the diagnostics. */
  applyMs: number;
  findings: number;
  inWorker: boolean;
  /** Linted from the file when its tab opened, before the document arrived (then `waitMs` ends at that lint's start). */
  ahead: boolean;
}

/** What the benchmark writes: per spec, the first lint on open and each edit's. */
export interface EditorResults {
  specs: {
    file: string;
    bytes: number;
    open: EditorSample;
    openEditorMs: number;
    /** When the file's tab and its document reached the extension host, from the action (-1: not seen). */
    tabMs: number;
    documentMs: number;
    edits: EditorSample[];
  }[];
}

const EDITS = Number(process.env.REST_CONVENTIONS_BENCH_EDITS ?? 5);

/** The extension-test entry point: runs the benchmark, writes the results. */
export async function run(): Promise<void> {
  try {
    await runBench();
  } catch (e) {
    console.log(`${REPORT_PREFIX}bench failed: ${e instanceof Error ? e.stack : String(e)}`);
    throw e;
  }
}

async function runBench(): Promise<void> {
  const out = process.env.REST_CONVENTIONS_BENCH_OUT;
  const specs = (process.env.REST_CONVENTIONS_BENCH_SPECS ?? '').split('\n').filter(Boolean);
  if (!out || specs.length === 0) throw new Error('REST_CONVENTIONS_BENCH_OUT and _SPECS are set by bench/editor.ts');
  const ext = vscode.extensions.getExtension<RestConventionsApi>('rest-conventions.rest-conventions');
  if (!ext) throw new Error('the extension under development is not loaded');
  const api = ext.isActive ? ext.exports : await ext.activate();
  const results: EditorResults = { specs: [] };
  if (process.env.REST_CONVENTIONS_BENCH_OPEN_AS_USER)
    // In code-server, an editor for a file over 10 MB waits for the user to confirm (the 13 MB JSON would never load).
    await vscode.workspace
      .getConfiguration('workbench')
      .update('editorLargeFileConfirmation', 1024, vscode.ConfigurationTarget.Global);
  for (const file of specs) {
    const uri = vscode.Uri.file(file);
    const t = performance.now();
    const first = nextLint(api, uri, 0);
    const key = uri.toString();
    const probe = { tabMs: -1, documentMs: -1 };
    const subs = [
      vscode.window.tabGroups.onDidChangeTabs((e) => {
        if (probe.tabMs >= 0) return;
        for (const tab of [...e.opened, ...e.changed])
          if (tab.input instanceof vscode.TabInputText && tab.input.uri.toString() === key)
            probe.tabMs = performance.now() - t;
      }),
      vscode.workspace.onDidOpenTextDocument((d) => {
        if (probe.documentMs < 0 && d.uri.toString() === key) probe.documentMs = performance.now() - t;
      }),
    ];
    let editor: vscode.TextEditor;
    if (process.env.REST_CONVENTIONS_BENCH_OPEN_AS_USER) {
      const shown = new Promise<vscode.TextEditor>((resolve) => {
        const sub = vscode.window.onDidChangeVisibleTextEditors((eds) => {
          const ed = eds.find((x) => x.document.uri.toString() === key);
          if (ed) {
            sub.dispose();
            resolve(ed);
          }
        });
      });
      await vscode.commands.executeCommand('vscode.open', uri, { preview: false });
      console.log(`${REPORT_PREFIX}bench-probe vscode.open resolved at ${Math.round(performance.now() - t)} ms`);
      editor = await shown;
      console.log(`${REPORT_PREFIX}bench-probe editor visible at ${Math.round(performance.now() - t)} ms`);
    } else {
      editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uri), { preview: false });
    }
    for (const sub of subs) sub.dispose();
    console.log(
      `${REPORT_PREFIX}bench-probe ${file}: tab at ${Math.round(probe.tabMs)} ms, document at ${Math.round(probe.documentMs)} ms`,
    );
    const openEditorMs = performance.now() - t;
    const open = sample(t, await first.event, first.at);
    console.log(
      `${REPORT_PREFIX}bench-probe first diagnostics at ${Math.round(open.toDiagnosticsMs)} ms (lint in worker ${Math.round(open.lintMs)} ms${open.ahead ? ', started from the file when the tab opened' : ''})`,
    );
    const edits: EditorSample[] = [];
    for (let i = 0; i < EDITS; i++) {
      await settle();
      const version = editor.document.version + 1;
      const next = nextLint(api, uri, version);
      const [where, text] = typing(editor.document, i);
      const at = performance.now();
      if (!(await editor.edit((b) => b.insert(where, text)))) throw new Error('the edit was refused');
      edits.push(sample(at, await next.event, next.at));
    }
    results.specs.push({
      file,
      bytes: Buffer.byteLength(editor.document.getText()),
      open,
      openEditorMs,
      tabMs: probe.tabMs,
      documentMs: probe.documentMs,
      edits,
    });
    await vscode.commands.executeCommand('workbench.action.files.revert');
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  }
  fs.writeFileSync(out, JSON.stringify(results, null, 2));
}

/**
 * One line's worth of typing that keeps the spec valid: a comment line in YAML; in JSON, a word added to the first
 * description (the spec must stay JSON, or the lint would stop at the parse error).
 */
function typing(doc: vscode.TextDocument, i: number): [vscode.Position, string] {
  if (doc.languageId !== 'json') return [new vscode.Position(1, 0), `# bench edit ${i}\n`];
  const key = '"description": "';
  const at = doc.getText().indexOf(key);
  if (at < 0) throw new Error('the JSON spec has no description to edit');
  return [doc.positionAt(at + key.length), `edit ${i} `];
}

/** The next lint of a document at `minVersion` or later, and when it was reported (performance.now()). */
function nextLint(api: RestConventionsApi, uri: vscode.Uri, minVersion: number) {
  const key = uri.toString();
  let at = 0;
  const event = new Promise<LintEvent>((resolve, reject) => {
    const timer = setTimeout(() => {
      console.log(`${REPORT_PREFIX}bench-probe no lint of ${key}`);
      sub.dispose();
      reject(new Error(`no lint of ${key} at version ${minVersion} within 10 minutes`));
    }, 600_000);
    const sub = api.onDidLint((e) => {
      if (e.uri.toString() !== key || (e.version ?? 0) < minVersion) return;
      at = performance.now();
      clearTimeout(timer);
      sub.dispose();
      resolve(e);
    });
  });
  return {
    event,
    get at() {
      return at;
    },
  };
}

function sample(action: number, e: LintEvent, at: number): EditorSample {
  return {
    toDiagnosticsMs: at - action,
    waitMs: e.startedAt - action,
    prepareMs: e.prepareMs,
    runMs: e.runMs,
    lintMs: e.lintMs,
    applyMs: e.applyMs,
    findings: e.findings,
    inWorker: e.inWorker,
    ahead: e.ahead,
  };
}

/** Resolves once the workbench answers commands promptly again (five in a row under 50 ms, at most 30 s). */
async function settle(): Promise<void> {
  const end = performance.now() + 30_000;
  for (let fast = 0, i = 0; fast < 5 && performance.now() < end; i++) {
    const t = performance.now();
    await vscode.commands.executeCommand('setContext', 'restConventions.bench.settle', i);
    fast = performance.now() - t < 50 ? fast + 1 : 0;
  }
}
