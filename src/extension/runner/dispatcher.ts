import { describeUnmet } from '../../core/http/auth/unmet';
import { prepareCall, sendCall, sendOptionsFor, type CallReading, type PreparedCall } from '../../core/http/pipeline';
import { OAuthTokens } from '../../core/http/auth/oauth2';
import { AuthError } from '../../core/http/auth/types';
import { credentialHeaderNames, originOf, requestForUrl, sameOrigin } from '../../core/http/origin';
import { redactText, redactUrl } from '../../core/http/redact';
import { sendLazily as send } from '../../core/http/lazy-send';
import { RequestBuildError } from '../../core/http/servers';
import { HttpError, type HttpRequest, type HttpResponse } from '../../core/http/types';
import {
  assertNever,
  emptyValues,
  parseWebviewMessage,
  SERVER_MOCK,
  type AuthStatus,
  type CallReply,
  type InReplyTo,
  type FailureKind,
  type FormValues,
  type OperationForm,
  type PageRel,
  type WebviewToHost,
} from '../../shared/protocol';
import { buildFromValues, runnerCallSettings } from './call';
import { operationForm } from './operation-form';
import { redactValues, type History } from './history';
import type { RunnerHost } from './host';
import type { StoredCredentials } from './secrets';
import { authorizeScheme, setSchemeSecret, UNTRUSTED_SIGN_IN } from './sign-in';
import { fileName, type SpecAnalyses } from './spec';
import type { SendAuth } from './ask-on-send';
import { schemeNames } from '../../core/http/auth/select';
import { ENVIRONMENT_KEY, PanelContext, type Context } from './panel-context';
import { PanelSecrets } from './panel-secrets';
import { copyAsCurl, openResponseBody, saveAsHttp, type LastCall } from './last-call';
import { responseView } from './view';

/** Why nothing is sent from an untrusted workspace. */
const UNTRUSTED =
  'This workspace is not trusted, so the runner sends no requests from it, and reads or asks for no secret. Trust the workspace (Manage Workspace Trust) to send.';

/** What every runner panel shares: the spec cache, the history, the OAuth token cache. */
export interface RunnerShared {
  specs: SpecAnalyses;
  history: History;
  tokens: OAuthTokens;
}

const FAILURE_KINDS: Partial<Record<HttpError['kind'], FailureKind>> = {
  aborted: 'cancelled',
  'connect-timeout': 'timeout',
  'headers-timeout': 'timeout',
  'body-timeout': 'timeout',
  tls: 'tls',
  'invalid-request': 'build',
};

/**
 * The host side of one runner panel: validates every message from the webview, runs the engine (build, authenticate,
 * send with an AbortController, read pagination, rate limits and conformance) and answers with redacted views.
 */
export class RunnerDispatcher {
  private readonly secrets: PanelSecrets;
  private inflight: { requestId: string; controller: AbortController } | undefined;
  private last: LastCall | undefined;
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
      const message = redactText((e as Error).message, this.last?.secrets ?? []);
      this.host.log.error(`Runner: ${msg.type} failed: ${message}`);
      // A call that fails in any way still ends with `failed`, so the webview enables Send again.
      if (msg.type === 'send' || msg.type === 'page' || msg.type === 'retry')
        this.fail({ type: msg.type, requestId: msg.requestId }, 'internal', message);
      else this.host.post({ type: 'notice', level: 'error', message });
    }
  }

  private async handle(msg: WebviewToHost): Promise<void> {
    switch (msg.type) {
      case 'ready':
        return this.init(msg.values);
      case 'send':
        return this.sendForm({ type: 'send', requestId: msg.requestId }, msg.values, msg.withoutCredentials === true);
      case 'cancel':
        if (this.inflight?.requestId === msg.requestId) this.inflight.controller.abort();
        return;
      case 'page':
        return this.page({ type: 'page', requestId: msg.requestId }, msg.rel);
      case 'retry':
        if (!this.last) return this.notice('warning', 'Send a request first.');
        return this.exchange({ type: 'retry', requestId: msg.requestId }, this.last.request, {
          ...this.last,
          response: undefined,
        });
      case 'checkAuth':
        return this.postAuth(msg.values);
      case 'setSecret':
      case 'authorize':
      case 'clearSecret':
        return this.secret(msg.type, msg.scheme, msg.values);
      case 'selectEnvironment':
        return this.selectEnvironment(msg.name);
      case 'copyCurl':
        return copyAsCurl(this.host, this.last, msg.includeSecrets);
      case 'saveHttp':
        return saveAsHttp(this.host, this.last, this.operationKey);
      case 'openBody':
        return openResponseBody(this.host, this.last);
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
    this.inflight?.controller.abort();
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
    if ('error' in ctx) return this.fail({ type: 'ready' }, 'spec', ctx.error);
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

  private fail(inReplyTo: InReplyTo, kind: FailureKind, message: string): void {
    this.host.post({ type: 'failed', inReplyTo, kind, message });
  }

  /** Refuses a call in an untrusted workspace; true when it did. */
  private untrusted(reply: CallReply): boolean {
    if (this.host.trusted()) return false;
    this.fail(reply, 'spec', UNTRUSTED);
    return true;
  }

  private async sendForm(reply: CallReply, values: FormValues, withoutCredentials: boolean): Promise<void> {
    if (this.untrusted(reply)) return;
    this.inflight?.controller.abort();
    const ctx = await this.panel.resolve();
    if ('error' in ctx) return this.fail(reply, 'spec', ctx.error);
    const base = await this.panel.baseUrl(ctx, values, true);
    if ('error' in base) return this.fail(reply, 'build', base.error);
    const origin = originOf(base.url) ?? null;
    const schemes = schemeNames(ctx.op);
    if (values.security !== null && !schemes.includes(values.security))
      return this.fail(reply, 'auth', `${values.security} is not a security scheme of this operation.`);
    let ready: Exclude<SendAuth, { notSent: string }> | undefined;
    let stored: StoredCredentials[] = [];
    let prepared: PreparedCall | { stop: string | undefined };
    try {
      prepared = await prepareCall(ctx.model, ctx.op, {
        build: () => buildFromValues(ctx.model, ctx.op, values, ctx.env, base.url),
        secretHeaders: this.host.settings().secretHeaders,
        // Only a call that can be built asks for a missing secret.
        credentials: async () => {
          const asked = await this.credentialsToSend(ctx, values, base.url, withoutCredentials);
          if (!asked) return { stop: undefined };
          if ('notSent' in asked) return { stop: asked.notSent };
          ready = asked;
          stored = (await Promise.all(schemes.map((s) => this.secrets.vault.get(ctx.envName, s, origin)))).filter(
            (c): c is StoredCredentials => !!c,
          );
          return {
            credentials: asked.credentials,
            schemeName: values.security ?? undefined,
            tokens: this.shared.tokens,
            checkTokenEndpoint: (scheme, url) => this.secrets.checkTokenEndpoint(ctx.envName, origin, scheme, url),
            onIssued: (scheme, t) => this.secrets.storeIssued(ctx.envName, origin, scheme, t),
          };
        },
      });
    } catch (e) {
      if (e instanceof RequestBuildError && !ready) {
        const { secrets } = await this.secrets.vault.credentials(ctx.envName, origin, schemes, Date.now());
        return this.fail(reply, 'build', redactText(e.message, secrets));
      }
      const say = (s: string) => redactText(s, ready?.secrets ?? []);
      if (e instanceof AuthError) return this.fail(reply, 'auth', say(e.message));
      if (e instanceof HttpError) return this.fail(reply, 'auth', say(`Getting a token failed: ${e.message}`));
      throw e;
    }
    if ('stop' in prepared) {
      const message = prepared.stop;
      if (message === undefined) return;
      return this.host.post({
        type: 'failed',
        inReplyTo: reply,
        kind: 'cancelled',
        message,
        offer: 'sendWithoutCredentials',
      });
    }
    const { request, auth: outcome } = prepared;
    const { secrets, note } = ready!;
    const auth = {
      applied: outcome.applied,
      unmet: note ?? (outcome.unmet ? describeUnmet(outcome.unmet, undefined, 'use Set secret…') : null),
    };
    const title = `${ctx.op.operationId ?? `${ctx.op.method.toUpperCase()} ${ctx.op.path.path}`} — ${fileName(this.specUri)}`;
    await this.exchange(
      reply,
      request,
      {
        values,
        secrets: [...secrets, ...(request.credentials?.secrets ?? [])],
        stored,
        insecure: values.insecure,
        title,
        pagination: null,
        request,
      },
      auth,
      ctx,
    );
  }

  /** The credentials Send goes with (asking for a missing secret); `undefined` while another prompt is open. */
  private async credentialsToSend(
    ctx: Context,
    values: FormValues,
    baseUrl: string,
    withoutCredentials: boolean,
  ): Promise<SendAuth | undefined> {
    const ready = await this.secrets.forSend({
      model: ctx.model,
      op: ctx.op,
      environment: ctx.envName,
      baseUrl,
      schemeName: values.security,
      withoutCredentials,
    });
    if (ready === 'busy') {
      this.notice('warning', 'A secret prompt is open: answer it, or press Escape to send nothing.');
      return undefined;
    }
    // A secret just stored, or a mock just started (its origin was unknown before): the auth box shows it.
    if (('asked' in ready && ready.asked) || values.serverIndex === SERVER_MOCK)
      this.host.post({ type: 'auth', auth: await this.authStatus(ctx, values, originOf(baseUrl) ?? null) });
    return ready;
  }

  private async page(reply: CallReply, rel: PageRel): Promise<void> {
    const last = this.last;
    const url = last?.pagination?.[rel];
    if (!last || !url) return this.notice('warning', `The last response gives no ${rel} page.`);
    if (last.request.method !== 'GET' && last.request.method !== 'HEAD')
      return this.notice(
        'warning',
        `The last call was a ${last.request.method}; the runner follows page links after GET and HEAD only, so it never repeats a ${last.request.method}.`,
      );
    if (!sameOrigin(last.request.url, url))
      return this.notice(
        'warning',
        `The ${rel} page is on another origin (${originOf(url) ?? url}); the runner follows links on the request’s origin only, so credentials never leave it.`,
      );
    return this.exchange(reply, requestForUrl(last.request, url), { ...last, response: undefined });
  }

  /** Sends a request, posts the response view (or the failure) and records the call in the history. */
  private async exchange(
    reply: CallReply,
    request: HttpRequest,
    meta: LastCall,
    auth?: { applied: string[]; unmet: string | null },
    known?: Context,
  ): Promise<void> {
    if (this.untrusted(reply)) return;
    this.inflight?.controller.abort();
    const controller = new AbortController();
    this.inflight = { requestId: reply.requestId, controller };
    const settings = this.host.settings();
    const placement = request.credentials
      ? { ...request.credentials, secrets: [...request.credentials.secrets, ...meta.secrets] }
      : undefined;
    const shownUrl = redactUrl(
      request.url,
      placement ?? { headers: [], query: [], cookies: [], secrets: meta.secrets },
    );
    this.host.post({ type: 'sending', inReplyTo: reply, method: request.method, url: shownUrl });
    const opts = sendOptionsFor(request.url, runnerCallSettings(settings, meta.insecure), controller.signal);
    const started = Date.now();
    const entry = {
      specUri: this.specUri,
      specName: fileName(this.specUri),
      operationKey: this.operationKey,
      method: request.method,
      url: shownUrl,
      values: redactValues(meta.values, meta.secrets, [
        ...settings.secretHeaders,
        ...(request.credentials?.headers ?? []),
      ]),
    };
    let response: HttpResponse;
    let reading: CallReading;
    try {
      ({ response, reading } = await sendCall(request, opts, send, async () => {
        const ctx = known ?? (await this.panel.resolve());
        return 'error' in ctx ? undefined : { op: ctx.op, deref: ctx.model.deref };
      }));
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      const message = redactText(e.message, meta.secrets);
      this.host.log.info(`${request.method} ${shownUrl} failed: ${message}`);
      this.fail(reply, FAILURE_KINDS[e.kind] ?? 'network', message);
      await this.shared.history.add({
        ...entry,
        at: new Date(started).toISOString(),
        status: null,
        error: message,
        durationMs: Date.now() - started,
      });
      return;
    } finally {
      if (this.inflight?.controller === controller) this.inflight = undefined;
    }
    const { pagination } = reading;
    const view = responseView({
      ...reading,
      request,
      response,
      auth: auth ?? meta.auth ?? { applied: [], unmet: null },
      secrets: meta.secrets,
      receivedAt: Date.now(),
      largeBodyBytes: settings.largeBodyBytes,
      maxViewBytes: settings.maxViewBytes,
    });
    this.last = { ...meta, request, response, pagination, auth: auth ?? meta.auth };
    this.host.log.info(
      `${request.method} ${shownUrl} → ${response.status} in ${Math.round(response.timings.total)} ms`,
    );
    this.host.post({ type: 'response', inReplyTo: reply, response: view });
    await this.shared.history.add({
      ...entry,
      url: view.url,
      at: new Date(started).toISOString(),
      status: response.status,
      error: null,
      durationMs: Math.round(response.timings.total),
    });
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
