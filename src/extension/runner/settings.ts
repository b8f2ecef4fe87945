import * as vscode from 'vscode';
import { SETTINGS_SECTION } from '../ids';
import type { RunnerSettings } from './host';

/** At most this much body text goes to the webview; the rest is in "Open in editor". */
const MAX_VIEW_CHARS = 16 * 1024 * 1024;

function positive(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback;
}

/** Reads the runner's settings for a spec, with VS Code's proxy settings (`http.proxy`, `http.noProxy`, `http.proxyStrictSSL`). */
export function readRunnerSettings(scope?: vscode.Uri): RunnerSettings {
  const c = vscode.workspace.getConfiguration(SETTINGS_SECTION, scope);
  const http = vscode.workspace.getConfiguration('http', scope);
  const proxy = http.get<string>('proxy', '').trim();
  const noProxy = http.get<string[]>('noProxy', []);
  return {
    timeoutMs: positive(c.get<number>('runner.timeout', 30_000), 30_000),
    largeBodyBytes: positive(c.get<number>('runner.largeBodyThreshold', 1024 * 1024), 1024 * 1024),
    maxViewBytes: MAX_VIEW_CHARS,
    maxResponseBytes: positive(c.get<number>('runner.maxResponseSize', 50 * 1024 * 1024), 50 * 1024 * 1024),
    proxy: proxy
      ? { url: proxy, noProxy: Array.isArray(noProxy) ? noProxy.join(',') : undefined }
      : { env: process.env },
    proxyStrictSSL: http.get<boolean>('proxyStrictSSL', true) !== false,
    secretHeaders: stringList(c.get<unknown>('runner.secretHeaders', [])),
  };
}

function stringList(v: unknown): string[] {
  return Array.isArray(v)
    ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim().toLowerCase())
    : [];
}

/** True when CodeLenses ("▶ Try it") are on for a document. */
export function codeLensEnabled(scope?: vscode.Uri): boolean {
  return vscode.workspace.getConfiguration(SETTINGS_SECTION, scope).get<boolean>('runner.codeLens', true) !== false;
}
