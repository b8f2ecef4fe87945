import { OAuthTokens } from '../../core/http/auth/oauth2';
import { schemeNames } from '../../core/http/auth/select';
import { credentialHeaderNames, originOf } from '../../core/http/origin';
import { redactText } from '../../core/http/redact';
import { emptyValues, type FormValues, type OperationForm } from '../../shared/form';
import { assertNever, parseWebviewMessage, type AuthStatus, type WebviewToHost } from '../../shared/protocol';
import type { History } from './history';
import type { RunnerHost } from './host';
import { copyAsCurl, openResponseBody, saveAsHttp } from './last-call';
import { operationForm } from './operation-form';
import { PanelCalls } from './panel-calls';
import { ENVIRONMENT_KEY, PanelContext, type Context } from './panel-context';
import { PanelSecrets } from './panel-secrets';
import { authorizeScheme, setSchemeSecret, UNTRUSTED_SIGN_IN } from './sign-in';
import { fileName, type SpecAnalyses } from './spec';

/** What every runner panel shares: the spec cache, the history, the OAuth token cache. */
export interface RunnerShared {
  specs: SpecAnalyses;
  history: History;
  tokens: OAuthTokens;
}

/**
 * The host side of one runner panel: validates every message from the webview and routes it: calls to `PanelCalls`
 * (the request pipeline), secrets to `PanelSecrets` and the sign-in, the form, environments and history here.
 */
export class RunnerDispatcher {
  private readonly secrets: PanelSecrets;
  private readonly calls: PanelCalls;
  private pendingValues: FormValues | null;
  private readonly unsubscribe: () => void;
  private readonly panel: PanelContext;

  constructor(
    private readonly host: RunnerHost,
    readonly specUri: string,
    readonly operationKey: string,
    private readonly shared: RunnerShared,
    initialValues: FormValues | null = null,
  ) {
    this.secrets = new PanelSecrets(host);
    this.panel = new PanelContext(host, shared.specs, specUri, operationKey);
    this.calls = new PanelCalls({
      host,
      shared,
      panel: this.panel,
      secrets: this.secrets,
      specUri,
      operationKey,
      authStatus: (ctx, values, known) => this.authStatus(ctx, values, known),
      notice: (level, message) => this.notice(level, message),
    });
    this.pendingValues = initialValues;
    this.unsubscribe = shared.history.onChange((items) => host.post({ type: 'history', items }));
  }

  /** Handles one raw message from the webview; anything that fails validation is logged and dropped. */
  async receive(raw: unknown): Promise<void> {
    const msg = parseWebviewMessage(raw);
    if (!msg) {
      const type =
        raw && typeof raw === 'object' && typeof (raw as { type?: unknown }).type === 'string'
          ? (raw as { type: string }).type.slice(0, 40)
          : typeof raw;
      this.host.log.warn(`Runner: dropped a malformed message from the webview (${type}).`);
      return;
    }
    try {
      await this.handle(msg);
    } catch (e) {
      const message = redactText((e as Error).message, this.calls.last?.secrets ?? []);
      this.host.log.error(`Runner: ${msg.type} failed: ${message}`);
      // A call that fails in any way still ends with `failed`, so the webview enables Send again.
      if (msg.type === 'send' || msg.type === 'page' || msg.type === 'retry')
        this.calls.fail({ type: msg.type, requestId: msg.requestId }, 'internal', message);
      else this.host.post({ type: 'notice', level: 'error', message });
    }
  }

  private async handle(msg: WebviewToHost): Promise<void> {
    switch (msg.type) {
      case 'ready':
        return this.init(msg.values);
      case 'send':
        return this.calls.send({ type: 'send', requestId: msg.requestId }, msg.values, msg.withoutCredentials === true);
      case 'cancel':
        return this.calls.cancel(msg.requestId);
      case 'page':
        return this.calls.page({ type: 'page', requestId: msg.requestId }, msg.rel);
      case 'retry':
        return this.calls.retry({ type: 'retry', requestId: msg.requestId });
      case 'checkAuth':
        return this.postAuth(msg.values);
      case 'setSecret':
      case 'authorize':
      case 'clearSecret':
        return this.secret(msg.type, msg.scheme, msg.values);
      case 'selectEnvironment':
        return this.selectEnvironment(msg.name);
      case 'copyCurl':
        return copyAsCurl(this.host, this.calls.last, msg.includeSecrets);
      case 'saveHttp':
        return saveAsHttp(this.host, this.calls.last, this.operationKey);
      case 'openBody':
        return openResponseBody(this.host, this.calls.last);
      case 'reopen':
        return this.reopen(msg.id);
      case 'clearHistory':
        return this.shared.history.clear();
      default:
        return assertNever(msg);
    }
  }

  /** Posts the form again (the spec or the environments changed); the webview keeps the user's values. */
  async refresh(): Promise<void> {
    const ctx = await this.panel.resolve();
    if ('error' in ctx) return;
    this.host.post({ type: 'form', form: await this.form(ctx) });
  }

  /** Fills the form with values (a history entry of this operation was reopened). */
  restore(values: FormValues): void {
    this.host.post({ type: 'restore', values });
  }

  /** Cancels the call in flight and stops listening to the history. */
  dispose(): void {
    this.calls.cancel();
    this.unsubscribe();
  }

  private notice(level: 'info' | 'warning' | 'error', message: string): void {
    this.host.post({ type: 'notice', level, message });
  }

  private async form(ctx: Context): Promise<OperationForm> {
    const form = await operationForm(ctx.model, ctx.op, {
      specUri: this.specUri,
      specName: fileName(this.specUri),
      environments: [...ctx.environments.byName.keys()],
      environment: ctx.envName,
      environmentBaseUrl: ctx.env?.get('base_url') ?? null,
    });
    const secretHeaders = credentialHeaderNames(ctx.model, this.host.settings().secretHeaders);
    const mock = await this.host.mockServer?.(this.specUri, false);
    return {
      ...form,
      ...(secretHeaders.length ? { secretHeaders } : {}),
      ...(typeof mock === 'string' ? { mockUrl: mock } : {}),
    };
  }

  private async init(saved: FormValues | null): Promise<void> {
    const ctx = await this.panel.resolve();
    if ('error' in ctx) return this.calls.fail({ type: 'ready' }, 'spec', ctx.error);
    const values = this.pendingValues ?? saved;
    this.pendingValues = null;
    const form = await this.form(ctx);
    this.host.post({
      type: 'init',
      form,
      values,
      history: this.shared.history.items(),
      auth: await this.authStatus(ctx, values ?? emptyValues()),
    });
  }

  private async authStatus(ctx: Context, values: FormValues, known?: string | null): Promise<AuthStatus> {
    const base = known === undefined ? await this.panel.baseUrl(ctx, values, false) : undefined;
    const origin = known !== undefined ? known : base && 'url' in base ? (originOf(base.url) ?? null) : null;
    return this.secrets.status(ctx.envName, origin, ctx.op);
  }

  private async postAuth(values: FormValues): Promise<void> {
    const ctx = await this.panel.resolve();
    if ('error' in ctx) return;
    this.host.post({ type: 'auth', auth: await this.authStatus(ctx, values) });
  }

  private async secret(
    kind: 'setSecret' | 'authorize' | 'clearSecret',
    scheme: string,
    values: FormValues,
  ): Promise<void> {
    const ctx = await this.panel.resolve();
    if ('error' in ctx) return this.notice('error', ctx.error);
    if (!schemeNames(ctx.op).includes(scheme))
      return this.notice('warning', `${scheme} is not a security scheme of this operation.`);
    const base = await this.panel.baseUrl(ctx, values, false);
    const origin = 'url' in base ? (originOf(base.url) ?? null) : null;
    if (kind === 'authorize' && !this.host.trusted()) return this.notice('warning', UNTRUSTED_SIGN_IN);
    const target = {
      model: ctx.model,
      op: ctx.op,
      scheme,
      environment: ctx.envName,
      origin,
      baseUrl: 'url' in base ? base.url : undefined,
      trusted: this.host.trusted(),
    };
    if (kind === 'clearSecret') {
      await this.secrets.vault.clear(ctx.envName, scheme, origin);
      this.notice('info', `Forgot the secrets of ${scheme} for ${origin ?? 'this server'}.`);
    } else {
      const run = kind === 'setSecret' ? setSchemeSecret : authorizeScheme;
      const message = await run(this.host, this.secrets.vault, target, this.secrets.send);
      if (message) this.notice(message.level, message.text);
    }
    this.shared.tokens.clear();
    this.secrets.changed(ctx.envName, origin);
    this.host.post({ type: 'auth', auth: await this.authStatus(ctx, values) });
  }

  private async selectEnvironment(name: string | null): Promise<void> {
    const ctx = await this.panel.resolve();
    if ('error' in ctx) return this.notice('error', ctx.error);
    if (name !== null && !ctx.environments.byName.has(name))
      return this.notice('warning', `There is no environment "${name}".`);
    await this.host.state.update(ENVIRONMENT_KEY, name ?? undefined);
    await this.refresh();
  }

  private async reopen(id: string): Promise<void> {
    const entry = this.shared.history.find(id);
    if (!entry) return this.notice('warning', 'That call is no longer in the history.');
    if (entry.specUri === this.specUri && entry.operationKey === this.operationKey) return this.restore(entry.values);
    this.host.openOperation(entry.specUri, entry.operationKey, entry.values);
  }
}
