import * as vscode from 'vscode';
import { SETTINGS_SECTION } from './ids';
import type { RunnerSettings } from './runner/host';
import {
  codeLensFrom,
  lintSettingsFrom,
  runnerSettingsFrom,
  SETTING_DEFAULTS,
  type SettingsSource,
  type Settings,
} from './settings-read';

export type { Settings } from './settings-read';

/** VS Code's configuration for a resource as the settings reader's source (each setting's default when unset). */
function source(scope?: vscode.ConfigurationScope): SettingsSource {
  const c = vscode.workspace.getConfiguration(SETTINGS_SECTION, scope);
  return (key) => c.get<unknown>(key, SETTING_DEFAULTS[key]);
}

/** Reads the lint settings that apply to a document or folder (or the window's, without a scope). */
export function readSettings(scope?: vscode.ConfigurationScope): Settings {
  return lintSettingsFrom(source(scope), vscode.workspace.isTrusted);
}

/** Reads the runner's settings for a spec, with VS Code's proxy settings (`http.proxy`, `http.noProxy`, `http.proxyStrictSSL`). */
export function readRunnerSettings(scope?: vscode.Uri): RunnerSettings {
  const http = vscode.workspace.getConfiguration('http', scope);
  return runnerSettingsFrom(source(scope), (key) => http.get<unknown>(key), process.env);
}

/** True when CodeLenses ("▶ Try it") are on for a document. */
export function codeLensEnabled(scope?: vscode.Uri): boolean {
  return codeLensFrom(source(scope));
}

/** True when a configuration change touches the extension's settings (for any resource). */
export function affectsSettings(e: vscode.ConfigurationChangeEvent): boolean {
  return e.affectsConfiguration(SETTINGS_SECTION);
}
