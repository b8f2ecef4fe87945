import type { ProxySettings } from '../../core/http/proxy';
import type { FormValues } from '../../shared/form';
import type { HostToWebview } from '../../shared/protocol';

/** Secret storage (VS Code's `SecretStorage` in the editor, a map in tests). */
export interface SecretStore {
  get(key: string): PromiseLike<string | undefined>;
  store(key: string, value: string): PromiseLike<void>;
  delete(key: string): PromiseLike<void>;
}

/** Workspace state (VS Code's `workspaceState` memento in the editor). */
export interface StateStore {
  get<T>(key: string): T | undefined;
  update(key: string, value: unknown): PromiseLike<void>;
}

/** A one-line question; `password` masks what is typed. */
export interface Question {
  title: string;
  prompt: string;
  password: boolean;
  placeHolder?: string;
  /** A starting value, for questions that are not masked. */
  value?: string;
}

/** One item of a pick list. */
export interface Choice {
  id: string;
  label: string;
  description?: string;
}

/** The runner's settings (`restConventions.runner.*` and VS Code's `http.*`), read when a call starts. */
export interface RunnerSettings {
  /** Time-out of each phase of a call (connect, headers, body), in ms. */
  timeoutMs: number;
  /** Bodies larger than this get the "Open in editor" offer. */
  largeBodyBytes: number;
  /** At most this much body text goes to the webview; the rest only to "Open in editor". */
  maxViewBytes: number;
  /** The response size cap of the engine. */
  maxResponseBytes: number;
  proxy: ProxySettings;
  /** VS Code's `http.proxyStrictSSL`: when false, certificates of calls through the proxy are not verified. */
  proxyStrictSSL: boolean;
  /** More header names whose values are credentials (`restConventions.runner.secretHeaders`). */
  secretHeaders: string[];
}

/** Everything the runner needs from the editor: small enough to fake in a plain Node test. */
export interface RunnerHost {
  /** Posts a message to this panel's webview. */
  post(message: HostToWebview): void;
  /** The text of a file by URI: the open document's when there is one. */
  readText(uri: string): Promise<string | undefined>;
  /** The text of `.rest-conventions/environments.json` in the spec's workspace folder, when there is one. */
  environmentsText(specUri: string): Promise<string | undefined>;
  secrets: SecretStore;
  state: StateStore;
  ask(q: Question): Promise<string | undefined>;
  choose(title: string, choices: Choice[]): Promise<string | undefined>;
  /** A modal yes/no question; true when the user picked `action`. */
  confirm(message: string, action: string): Promise<boolean>;
  copy(text: string): Promise<void>;
  /** Asks where to save and writes the file; the path written, or `undefined` when cancelled. */
  saveFile(suggestedName: string, text: string): Promise<string | undefined>;
  /** Opens text in a new untitled editor. */
  openText(content: string, language: string): Promise<void>;
  /** Opens a URL in the user's browser. */
  openExternal(url: string): Promise<boolean>;
  /**
   * The address the user's browser reaches a loopback URL of the extension host at: the URL itself on a desktop;
   * a forwarded one in Remote-SSH, Codespaces or code-server (`vscode.env.asExternalUri`).
   */
  externalUri(localUrl: string): Promise<string>;
  /** Opens (or reveals) the runner of another operation with these values. */
  openOperation(specUri: string, operationKey: string, values: FormValues): void;
  settings(): RunnerSettings;
  /**
   * The base URL of the editor's mock server of a spec: started when `start` is true and it is not running, otherwise
   * `undefined` while none runs; `{ error }` says why it cannot start. Absent where there is no mock (tests, the CLI).
   */
  mockServer?(specUri: string, start: boolean): Promise<string | { error: string } | undefined>;
  /** False in an untrusted workspace: the runner then sends nothing (the spec could point anywhere). */
  trusted(): boolean;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}
