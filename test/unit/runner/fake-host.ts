import { OAuthTokens } from '../../../src/core/http/auth/oauth2';
import { send } from '../../../src/core/http/send';
import type { Choice, Question, RunnerHost, RunnerSettings } from '../../../src/extension/runner/host';
import { History } from '../../../src/extension/runner/history';
import { SpecAnalyses } from '../../../src/extension/runner/spec';
import type { RunnerShared } from '../../../src/extension/runner/dispatcher';
import type { FormValues } from '../../../src/shared/form';
import type { HostToWebview } from '../../../src/shared/protocol';

/** A memento over a map. */
export class MemoryState {
  readonly map = new Map<string, unknown>();
  get<T>(key: string): T | undefined {
    return this.map.get(key) as T | undefined;
  }
  async update(key: string, value: unknown): Promise<void> {
    if (value === undefined) this.map.delete(key);
    else this.map.set(key, JSON.parse(JSON.stringify(value)));
  }
}

/** Secret storage over a map. */
export class MemorySecrets {
  readonly map = new Map<string, string>();
  async get(key: string): Promise<string | undefined> {
    return this.map.get(key);
  }
  async store(key: string, value: string): Promise<void> {
    this.map.set(key, value);
  }
  async delete(key: string): Promise<void> {
    this.map.delete(key);
  }
}

/**
 * The runner's host interface without an editor: files from a map, scripted answers to questions, and a record of
 * everything the runner did (messages posted, clipboard, saved files, logs).
 */
export class FakeHost implements RunnerHost {
  readonly posted: HostToWebview[] = [];
  readonly files = new Map<string, string>();
  environments: string | undefined;
  readonly secrets = new MemorySecrets();
  readonly state = new MemoryState();
  /** Answers to `ask`, in order; `undefined` cancels. */
  answers: (string | undefined)[] = [];
  readonly questions: Question[] = [];
  choices: (string | undefined)[] = [];
  confirmAnswer = false;
  readonly confirms: string[] = [];
  clipboard = '';
  readonly saved: { name: string; text: string }[] = [];
  readonly opened: { content: string; language: string }[] = [];
  readonly external: string[] = [];
  /** What `openExternal` does with a URL (a fake browser). */
  browser: (url: string) => Promise<void> = async () => undefined;
  readonly openedOperations: { specUri: string; operationKey: string; values: FormValues }[] = [];
  readonly logs: string[] = [];
  settingsOverride: Partial<RunnerSettings> = {};
  isTrusted = true;
  private waiters: { pred: (m: HostToWebview) => boolean; resolve: (m: HostToWebview) => void }[] = [];

  post(message: HostToWebview): void {
    const copy = JSON.parse(JSON.stringify(message)) as HostToWebview;
    this.posted.push(copy);
    this.waiters = this.waiters.filter((w) => (w.pred(copy) ? (w.resolve(copy), false) : true));
  }

  /** The next posted message (from now on, or already posted after `from`) that satisfies the predicate. */
  next<T extends HostToWebview['type']>(
    type: T,
    pred: (m: Extract<HostToWebview, { type: T }>) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<Extract<HostToWebview, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no ${type} message within ${timeoutMs} ms; posted: ${this.posted.map((p) => p.type).join(', ')}`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({
        pred: (m) => m.type === type && pred(m as Extract<HostToWebview, { type: T }>),
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<HostToWebview, { type: T }>);
        },
      });
    });
  }

  /** The posted messages of one type. */
  of<T extends HostToWebview['type']>(type: T): Extract<HostToWebview, { type: T }>[] {
    return this.posted.filter((m) => m.type === type) as Extract<HostToWebview, { type: T }>[];
  }

  async readText(uri: string): Promise<string | undefined> {
    return this.files.get(uri);
  }
  async environmentsText(): Promise<string | undefined> {
    return this.environments;
  }
  async ask(q: Question): Promise<string | undefined> {
    this.questions.push(q);
    return this.answers.shift();
  }
  async choose(_title: string, choices: Choice[]): Promise<string | undefined> {
    const id = this.choices.shift();
    if (id !== undefined && !choices.some((c) => c.id === id))
      throw new Error(`no choice ${id} among ${choices.map((c) => c.id).join(', ')}`);
    return id;
  }
  async confirm(message: string): Promise<boolean> {
    this.confirms.push(message);
    return this.confirmAnswer;
  }
  async copy(text: string): Promise<void> {
    this.clipboard = text;
  }
  async saveFile(name: string, text: string): Promise<string | undefined> {
    this.saved.push({ name, text });
    return `/tmp/${name}`;
  }
  async openText(content: string, language: string): Promise<void> {
    this.opened.push({ content, language });
  }
  async openExternal(url: string): Promise<boolean> {
    this.external.push(url);
    void this.browser(url);
    return true;
  }
  /** What `externalUri` does with a loopback URL: nothing, as on a desktop, unless a test forwards it. */
  forward: (localUrl: string) => string = (u) => u;
  async externalUri(localUrl: string): Promise<string> {
    return this.forward(localUrl);
  }
  openOperation(specUri: string, operationKey: string, values: FormValues): void {
    this.openedOperations.push({ specUri, operationKey, values });
  }
  settings(): RunnerSettings {
    return {
      timeoutMs: 5000,
      largeBodyBytes: 1024 * 1024,
      maxViewBytes: 16 * 1024 * 1024,
      maxResponseBytes: 50 * 1024 * 1024,
      proxy: { env: {} },
      proxyStrictSSL: true,
      secretHeaders: [],
      ...this.settingsOverride,
    };
  }
  trusted(): boolean {
    return this.isTrusted;
  }
  readonly log = {
    info: (m: string) => void this.logs.push(`info ${m}`),
    warn: (m: string) => void this.logs.push(`warn ${m}`),
    error: (m: string) => void this.logs.push(`error ${m}`),
  };

  /** Everything the runner left anywhere outside the secret store, as one text: to search for leaked secrets. */
  everythingButSecrets(): string {
    return JSON.stringify({
      posted: this.posted,
      state: [...this.state.map],
      clipboard: this.clipboard,
      saved: this.saved,
      opened: this.opened,
      logs: this.logs,
      questions: this.questions,
    });
  }
}

/** What the panels share, over a host's files and state. */
export function sharedFor(host: FakeHost): RunnerShared {
  return {
    specs: new SpecAnalyses((u) => host.readText(u)),
    history: new History(host.state),
    tokens: new OAuthTokens((r, o) => send(r, o)),
  };
}
