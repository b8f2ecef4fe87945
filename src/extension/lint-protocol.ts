import type { LintConfig } from '../core/config/types';
import { lint } from '../core/lint';
import type { Finding } from '../core/rules/types';
import { withRemoteTexts, type RemoteTexts } from '../core/document/remote-texts';

/** One lint job, as handed to the in-process linter or posted to the worker. */
export interface LintRequest {
  uri: string;
  text: string;
  /** The texts of the files the document reaches through `$ref`s, by resolved URI. */
  files: [string, string][];
  config: LintConfig;
  /** The remote `$ref`s fetched for it (the `restConventions.remoteRefs` setting, trusted workspaces); absent: not followed. */
  remote?: RemoteTexts;
}

/** What a lint job produced: plain data that survives `postMessage`. */
export interface LintOutcome {
  findings: Finding[];
  isOpenApi: boolean;
  ruleFailures: { rule: string; error: string }[];
  /** Time spent inside `lint()`, in milliseconds. */
  lintMs: number;
}

/** The worker's reply to a request: the outcome, or the error that stopped it. */
export type WorkerReply = { id: number; ok: true; outcome: LintOutcome } | { id: number; ok: false; error: string };

/** A request posted to the worker, tagged so its reply can be matched. */
export interface WorkerRequest {
  id: number;
  request: LintRequest;
}

/** Runs one lint job synchronously; shared by the extension host (small files) and the worker (large ones). */
export function runLint(req: LintRequest): LintOutcome {
  const files = new Map(req.files);
  const started = performance.now();
  const local = (uri: string) => files.get(uri);
  const load = req.remote ? withRemoteTexts(local, req.remote) : local;
  const result = lint({ uri: req.uri, text: req.text, config: req.config, load, remoteRefs: req.remote !== undefined });
  return {
    findings: result.findings,
    isOpenApi: result.isOpenApi,
    ruleFailures: result.ruleFailures,
    lintMs: performance.now() - started,
  };
}
