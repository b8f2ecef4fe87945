import type * as vscode from 'vscode';
import type { FixAllResult } from '../core/fixes/fix-all';
import type { Fix } from '../core/fixes/index';
import type { FixType } from '../core/fixes/contract';
import type { Finding } from '../core/rules/types';
import type { LintWorkerPool } from './lint-worker-pool';

/** One document version's analysis, as quick fixes use it. */
export interface DocumentAnalysis {
  version: number;
  /** The findings behind the document's diagnostics, in the order of the lint's outcome. */
  findings: readonly Finding[];
  /** The rule's own fixes of findings (by index); undefined when the analysis is no longer held. */
  fixes(indices: number[]): Promise<Fix[][] | undefined>;
  /** Every finding of `rules` (every fixable rule when omitted) fixed with fixes of `types`, from this analysis; undefined when no longer held. */
  fixAll(rules?: readonly string[], types?: readonly FixType[]): Promise<FixAllResult | undefined>;
}

/**
 * Which lint is behind each document's diagnostics: the findings of the last one applied per document version (the
 * analysis itself stays with the lint workers), and the lint of a version under way, so that quick fixes wait for it
 * instead of linting a second time.
 */
export class HeldAnalyses {
  private readonly applied = new Map<string, { version: number; findings: Finding[] }>();
  private readonly inflight = new Map<string, { version: number; done: Promise<unknown> }>();

  constructor(private readonly workers: LintWorkerPool) {}

  /** A lint of the document's `version` is under way, from its start (finding the configuration and `$ref`s included). */
  track(key: string, version: number, job: Promise<unknown>): void {
    const entry = { version, done: job.catch(() => undefined) };
    this.inflight.set(key, entry);
    void entry.done.then(() => this.inflight.get(key) === entry && this.inflight.delete(key));
  }

  /** The findings of a lint of `version` are now the document's diagnostics. */
  apply(key: string, version: number, findings: Finding[]): void {
    this.applied.set(key, { version, findings });
  }

  /** True when this version's lint was applied last or is under way (a save of it has nothing new to lint). */
  covers(key: string, version: number): boolean {
    return this.applied.get(key)?.version === version || this.inflight.get(key)?.version === version;
  }

  /** Drops the document's analysis, here and in the lint workers. */
  forget(key: string): void {
    this.applied.delete(key);
    this.workers.forget(key);
  }

  /**
   * The analysis of the document's current version: the findings behind its diagnostics and the rule fixes of any
   * of them, from the one lint of that version (in a worker for large documents). A lint of this version under way
   * is waited for (and the one that superseded it, if any); `lint` runs when there is none and none is held.
   */
  async of(doc: vscode.TextDocument, lint: (() => Promise<void>) | undefined): Promise<DocumentAnalysis | undefined> {
    const key = doc.uri.toString();
    const held = () => {
      const a = this.applied.get(key);
      return a && a.version === doc.version && this.workers.holds(key, a.version) ? a : undefined;
    };
    let analysis = held();
    const awaited = new Set<Promise<unknown>>();
    let linted = lint === undefined;
    while (!analysis) {
      const running = this.inflight.get(key);
      if (running?.version === doc.version && !awaited.has(running.done)) {
        awaited.add(running.done);
        await running.done;
      } else if (!linted) {
        linted = true;
        await lint?.();
      } else break;
      analysis = held();
    }
    if (!analysis) return undefined;
    const { version, findings } = analysis;
    const workers = this.workers;
    return {
      version,
      findings,
      fixes: (indices) => workers.fixes(key, version, indices),
      fixAll: (rules, types) => workers.fixAll(key, version, rules, types),
    };
  }
}
