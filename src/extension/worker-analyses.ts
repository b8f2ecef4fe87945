import type { LintConfig } from '../core/config/types';
import { computeFixAll, type FixAllOptions, type FixAllResult } from '../core/fixes/fix-all';
import { type Fix } from '../core/fixes/index';
import { quickFixes, type FixType } from '../core/fixes/contract';
import { lint, type LintResult } from '../core/lint';
import type { Finding } from '../core/rules/types';
import { withRemoteTexts, type RemoteTexts } from '../core/document/remote-texts';
import { referencedFilesLoader } from '../core/files/front';
import { liveChanges, type LiveResult } from '../core/diff/live';
import type { ChangeSeverities } from '../core/diff/report';

/** One lint job, as handed to the in-process linter or posted to the worker. */
export interface LintRequest {
  uri: string;
  text: string;
  /** The texts of the files the document reaches through `$ref`s, by resolved URI. */
  files: [string, string][];
  /** Why each of the other files it reaches was not read (the guard's refusal), by resolved URI. */
  refusals?: [string, string][];
  config: LintConfig;
  /** The remote `$ref`s fetched for it (the `restConventions.remoteRefs` setting, trusted workspaces); absent: not followed. */
  remote?: RemoteTexts;
  /** The document version linted: its analysis is held for quick fixes. Undefined for a file read from disk. */
  version?: number;
}

/** What a lint job produced: plain data that survives `postMessage`. */
export interface LintOutcome {
  findings: Finding[];
  isOpenApi: boolean;
  ruleFailures: { rule: string; error: string }[];
  /** Time spent inside `lint()`, in milliseconds. */
  lintMs: number;
  /** The lint was stopped (its version went stale) before it finished: it has no findings and holds nothing. */
  stopped?: true;
}

/** The base a held document version is compared with: its text, its `$ref`'d files by URI, the change severities. */
export interface CompareRequest {
  text: string;
  files: [string, string][];
  severities: ChangeSeverities;
}

/** What the editor's lint worker is asked (the envelope is core's `LintWorkerRequest`). */
export type EditorLintTask =
  /**
   * Lint a document version and hold its analysis (answer: `LintOutcome`). `stop`: a shared 32-bit flag the pool sets
   * when the version goes stale; the lint then stops at its next step instead of the worker being ended.
   */
  | { kind: 'lint'; key: string; request: LintRequest; stop?: SharedArrayBuffer }
  /** The rule's own fixes of findings (by index) of the held analysis of `version` (answer: `Fix[][]`, or null when it is not held). */
  | { kind: 'fixes'; key: string; version: number; findings: number[] }
  /**
   * Fix every finding of `rules` (every rule with a fix when omitted) starting from the held analysis of `version`,
   * re-linting between rounds with the document's configuration and files (answer: `FixAllResult`, or null when it is
   * not held).
   */
  | { kind: 'fixAll'; key: string; version: number; rules?: readonly string[]; types?: readonly FixType[] }
  /**
   * Compare the held version with its base (`liveChanges`), the version read as it was linted (text, `$ref`'d files)
   * (answer: `LiveResult`, or null when it is not held).
   */
  | { kind: 'compare'; key: string; version: number; base: CompareRequest }
  /** Drop the analysis held for a document (answer: null). */
  | { kind: 'forget'; key: string }
  /** The held analysis of `from` is now that of `to` (the document arrived with the text linted from its file; answer: null). */
  | { kind: 'adopt'; key: string; from: number; to: number };

/** The answer to an `EditorLintTask`. */
export type EditorLintAnswer = LintOutcome | Fix[][] | FixAllResult | LiveResult | null;

/** How many documents' analyses one thread holds at most (a 10 MB spec's model takes ~150 MB). */
const HELD_DOCUMENTS = 4;

/**
 * The analyses of the latest linted version of each document, where they were made (the extension host for small
 * documents, the worker for large ones): the lint result behind the diagnostics, model included, so quick fixes
 * come from it instead of a second lint. Fixes are built when asked for (GitHub's spec has 4 000 fixable findings,
 * far too many to build eagerly).
 */
export class Analyses {
  private readonly held = new Map<
    string,
    { version: number; uri: string; text: string; result: LintResult; linting: FixAllOptions }
  >();

  /** Lints one request; holds its analysis when it has a version. `stop`: asked between steps, true stops the lint. */
  lint(key: string, req: LintRequest, stop?: () => boolean): LintOutcome {
    const started = performance.now();
    const local = referencedFilesLoader({ texts: new Map(req.files), refusals: new Map(req.refusals) });
    const load = req.remote ? withRemoteTexts(local, req.remote) : local;
    const linting = { config: req.config, load, remoteRefs: req.remote !== undefined };
    const result = lint({ uri: req.uri, text: req.text, ...linting, stop });
    const lintMs = performance.now() - started;
    this.held.delete(key);
    if (result.stopped) return { findings: [], isOpenApi: false, ruleFailures: [], lintMs, stopped: true };
    if (req.version !== undefined && result.model) {
      this.held.set(key, { version: req.version, uri: req.uri, text: req.text, result, linting });
      while (this.held.size > HELD_DOCUMENTS) this.held.delete(this.held.keys().next().value!);
    }
    return { findings: result.findings, isOpenApi: result.isOpenApi, ruleFailures: result.ruleFailures, lintMs };
  }

  /**
   * The rule's own fixes of each finding (by index) of `version`'s analysis, those that change the contract saying so
   * in their titles; undefined when it is not held.
   */
  fixes(key: string, version: number, findings: readonly number[]): Fix[][] | undefined {
    const held = this.held.get(key);
    if (!held || held.version !== version) return undefined;
    const { findings: all, model } = held.result;
    return findings.map((i) => (all[i] && model ? quickFixes(all[i], model, held.linting.config?.changes) : []));
  }

  /**
   * Fixes every finding of `rules` (every fixable rule when omitted) in `version`, starting from its held analysis and
   * re-linting between rounds as it was linted (configuration, `$ref`'d files); undefined when it is not held.
   */
  fixAll(
    key: string,
    version: number,
    rules?: readonly string[],
    types?: readonly FixType[],
  ): FixAllResult | undefined {
    const held = this.held.get(key);
    if (!held || held.version !== version) return undefined;
    return computeFixAll(held.text, held.uri, rules, { ...held.linting, analysis: held.result, types });
  }

  /**
   * The breaking changes of `version` against `base`, where its analysis is held (in the worker for large documents,
   * so the extension host never compares them); undefined when it is not held.
   */
  compare(key: string, version: number, base: CompareRequest): LiveResult | undefined {
    const held = this.held.get(key);
    if (!held || held.version !== version) return undefined;
    const files = new Map(base.files);
    return liveChanges(
      { uri: held.uri, text: base.text, load: (uri) => files.get(uri) },
      { uri: held.uri, text: held.text, load: held.linting.load },
      { severities: base.severities },
    );
  }

  forget(key: string): void {
    this.held.delete(key);
  }

  /** Relabels the held analysis of version `from` as `to` (the same text, now a document version). */
  adopt(key: string, from: number, to: number): void {
    const held = this.held.get(key);
    if (held?.version === from) held.version = to;
  }

  /** Carries out one task (the worker's side of the protocol). */
  handle(task: EditorLintTask): EditorLintAnswer {
    switch (task.kind) {
      case 'lint': {
        const flag = task.stop ? new Int32Array(task.stop) : undefined;
        return this.lint(task.key, task.request, flag ? () => Atomics.load(flag, 0) !== 0 : undefined);
      }
      case 'fixes':
        return this.fixes(task.key, task.version, task.findings) ?? null;
      case 'fixAll':
        return this.fixAll(task.key, task.version, task.rules, task.types) ?? null;
      case 'compare':
        return this.compare(task.key, task.version, task.base) ?? null;
      case 'forget':
        this.forget(task.key);
        return null;
      case 'adopt':
        this.adopt(task.key, task.from, task.to);
        return null;
    }
  }
}
