import { describeUnmet } from '../../core/http/auth/unmet';
import { schemeNames } from '../../core/http/auth/select';
import { AuthError } from '../../core/http/auth/types';
import { sendLazily as send } from '../../core/http/lazy-send';
import { originOf, requestForUrl, sameOrigin } from '../../core/http/origin';
import { prepareCall, sendCall, sendOptionsFor, type CallReading, type PreparedCall } from '../../core/http/pipeline';
import { redactText, redactUrl } from '../../core/http/redact';
import { RequestBuildError } from '../../core/http/servers';
import { HttpError, type HttpRequest, type HttpResponse } from '../../core/http/types';
import { SERVER_MOCK, type FormValues } from '../../shared/form';
import type { AuthStatus, CallReply, FailureKind, InReplyTo, PageRel } from '../../shared/protocol';
import type { SendAuth } from './ask-on-send';
import { buildFromValues, runnerCallSettings } from './call';
import type { RunnerShared } from './dispatcher';
import { redactValues } from './history';
import type { RunnerHost } from './host';
import type { LastCall } from './last-call';
import type { Context, PanelContext } from './panel-context';
import type { PanelSecrets } from './panel-secrets';
import type { StoredCredentials } from './secrets';
import { fileName } from './spec';
import { responseView } from './view';

/** Why nothing is sent from an untrusted workspace. */
const UNTRUSTED =
  'This workspace is not trusted, so the runner sends no requests from it, and reads or asks for no secret. Trust the workspace (Manage Workspace Trust) to send.';

const FAILURE_KINDS: Partial<Record<HttpError['kind'], FailureKind>> = {
  aborted: 'cancelled',
  'connect-timeout': 'timeout',
  'headers-timeout': 'timeout',
  'body-timeout': 'timeout',
  tls: 'tls',
  'invalid-request': 'build',
};

/** What a panel's calls need from the panel. */
export interface PanelCallParts {
  host: RunnerHost;
  shared: RunnerShared;
  panel: PanelContext;
  secrets: PanelSecrets;
  specUri: string;
  operationKey: string;
  /** The auth box's status for these values (`known`: the origin, when already known). */
  authStatus(ctx: Context, values: FormValues, known?: string | null): Promise<AuthStatus>;
  notice(level: 'info' | 'warning' | 'error', message: string): void;
}

/**
 * The calls of one runner panel: Send (through the request pipeline of core/http/pipeline.ts, with the runner's
 * prompts), page links, retries and cancellation; each call's answers (`sending`, `response`, `failed`) and its
 * history entry. The last call is kept for exports and paging.
 */
export class PanelCalls {
  private inflight: { requestId: string; controller: AbortController } | undefined;
  /** How many calls have started, and which are still under way: one that a newer call under way started after is not sent. */
  private started = 0;
  private readonly live = new Set<number>();
  private lastCall: LastCall | undefined;

  constructor(private readonly parts: PanelCallParts) {}

  /** The last call that got a response (exports and paging read it). */
  get last(): LastCall | undefined {
    return this.lastCall;
  }

  /** Sends the last call again (after a rate-limit wait). */
  retry(reply: CallReply): Promise<void> {
    if (!this.lastCall) {
      this.parts.notice('warning', 'Send a request first.');
      return Promise.resolve();
    }
    const last = this.lastCall;
    return this.asCall((ticket) => this.exchange(reply, last.request, { ...last, response: undefined }, ticket));
  }

  /** Cancels the call in flight when it is the one named (`undefined`: whichever). */
  cancel(requestId?: string): void {
    if (requestId === undefined || this.inflight?.requestId === requestId) this.inflight?.controller.abort();
  }

  /** Ends a call with `failed`. */
  fail(inReplyTo: InReplyTo, kind: FailureKind, message: string): void {
    this.parts.host.post({ type: 'failed', inReplyTo, kind, message });
  }

  /** Refuses a call in an untrusted workspace; true when it did. */
  private untrusted(reply: CallReply): boolean {
    if (this.parts.host.trusted()) return false;
    this.fail(reply, 'spec', UNTRUSTED);
    return true;
  }

  /** Send: the form's call, through the request pipeline, asking for a missing secret first. */
  send(reply: CallReply, values: FormValues, withoutCredentials: boolean): Promise<void> {
    return this.asCall((ticket) => this.sendNow(reply, values, withoutCredentials, ticket));
  }

  /** Runs a call under a new ticket, counted as under way until it ends (see `exchange`). */
  private async asCall(run: (ticket: number) => Promise<void>): Promise<void> {
    const ticket = ++this.started;
    this.live.add(ticket);
    try {
      await run(ticket);
    } finally {
      this.live.delete(ticket);
    }
  }

  private async sendNow(
    reply: CallReply,
    values: FormValues,
    withoutCredentials: boolean,
    ticket: number,
  ): Promise<void> {
    if (this.untrusted(reply)) return;
    this.inflight?.controller.abort();
    const ctx = await this.parts.panel.resolve();
    if ('error' in ctx) return this.fail(reply, 'spec', ctx.error);
    const base = await this.parts.panel.baseUrl(ctx, values, true);
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
        secretHeaders: this.parts.host.settings().secretHeaders,
        // Only a call that can be built asks for a missing secret.
        credentials: async () => {
          const asked = await this.credentialsToSend(ctx, values, base.url, withoutCredentials);
          if (!asked) return { stop: undefined };
          if ('notSent' in asked) return { stop: asked.notSent };
          ready = asked;
          stored = (await Promise.all(schemes.map((s) => this.parts.secrets.vault.get(ctx.envName, s, origin)))).filter(
            (c): c is StoredCredentials => !!c,
          );
          return {
            credentials: asked.credentials,
            schemeName: values.security ?? undefined,
            tokens: this.parts.shared.tokens,
            checkTokenEndpoint: (scheme, url) =>
              this.parts.secrets.checkTokenEndpoint(ctx.envName, origin, scheme, url),
            onIssued: (scheme, t) => this.parts.secrets.storeIssued(ctx.envName, origin, scheme, t),
          };
        },
      });
    } catch (e) {
      if (e instanceof RequestBuildError && !ready) {
        const { secrets } = await this.parts.secrets.vault.credentials(ctx.envName, origin, schemes, Date.now());
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
      return this.parts.host.post({
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
    const title = `${ctx.op.operationId ?? `${ctx.op.method.toUpperCase()} ${ctx.op.path.path}`} — ${fileName(this.parts.specUri)}`;
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
      ticket,
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
    const ready = await this.parts.secrets.forSend({
      model: ctx.model,
      op: ctx.op,
      environment: ctx.envName,
      baseUrl,
      schemeName: values.security,
      withoutCredentials,
    });
    if (ready === 'busy') {
      this.parts.notice('warning', 'A secret prompt is open: answer it, or press Escape to send nothing.');
      return undefined;
    }
    // A secret just stored, or a mock just started (its origin was unknown before): the auth box shows it.
    if (('asked' in ready && ready.asked) || values.serverIndex === SERVER_MOCK)
      this.parts.host.post({ type: 'auth', auth: await this.parts.authStatus(ctx, values, originOf(baseUrl) ?? null) });
    return ready;
  }

  /** Follows a page link of the last response (same origin, after GET and HEAD only). */
  async page(reply: CallReply, rel: PageRel): Promise<void> {
    const last = this.lastCall;
    const url = last?.pagination?.[rel];
    if (!last || !url) return this.parts.notice('warning', `The last response gives no ${rel} page.`);
    if (last.request.method !== 'GET' && last.request.method !== 'HEAD')
      return this.parts.notice(
        'warning',
        `The last call was a ${last.request.method}; the runner follows page links after GET and HEAD only, so it never repeats a ${last.request.method}.`,
      );
    if (!sameOrigin(last.request.url, url))
      return this.parts.notice(
        'warning',
        `The ${rel} page is on another origin (${originOf(url) ?? url}); the runner follows links on the request’s origin only, so credentials never leave it.`,
      );
    return this.asCall((ticket) =>
      this.exchange(reply, requestForUrl(last.request, url), { ...last, response: undefined }, ticket),
    );
  }

  /** Sends a request, posts the response view (or the failure) and records the call in the history. */
  private async exchange(
    reply: CallReply,
    request: HttpRequest,
    meta: LastCall,
    ticket: number,
    auth?: { applied: string[]; unmet: string | null },
    known?: Context,
  ): Promise<void> {
    if (this.untrusted(reply)) return;
    // Two quick Sends: the earlier one, ready after the later one (its secret read took longer), must not replace it.
    if ([...this.live].some((t) => t > ticket))
      return this.fail(reply, 'cancelled', 'Not sent: a newer call replaced it.');
    this.inflight?.controller.abort();
    const controller = new AbortController();
    this.inflight = { requestId: reply.requestId, controller };
    const settings = this.parts.host.settings();
    const placement = request.credentials
      ? { ...request.credentials, secrets: [...request.credentials.secrets, ...meta.secrets] }
      : undefined;
    const shownUrl = redactUrl(
      request.url,
      placement ?? { headers: [], query: [], cookies: [], secrets: meta.secrets },
    );
    this.parts.host.post({ type: 'sending', inReplyTo: reply, method: request.method, url: shownUrl });
    const opts = sendOptionsFor(request.url, runnerCallSettings(settings, meta.insecure), controller.signal);
    const started = Date.now();
    const entry = {
      specUri: this.parts.specUri,
      specName: fileName(this.parts.specUri),
      operationKey: this.parts.operationKey,
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
        const ctx = known ?? (await this.parts.panel.resolve());
        return 'error' in ctx ? undefined : { op: ctx.op, deref: ctx.model.deref };
      }));
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      const message = redactText(e.message, meta.secrets);
      this.parts.host.log.info(`${request.method} ${shownUrl} failed: ${message}`);
      this.fail(reply, FAILURE_KINDS[e.kind] ?? 'network', message);
      await this.parts.shared.history.add({
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
    this.lastCall = { ...meta, request, response, pagination, auth: auth ?? meta.auth };
    this.parts.host.log.info(
      `${request.method} ${shownUrl} → ${response.status} in ${Math.round(response.timings.total)} ms`,
    );
    this.parts.host.post({ type: 'response', inReplyTo: reply, response: view });
    await this.parts.shared.history.add({
      ...entry,
      url: view.url,
      at: new Date(started).toISOString(),
      status: response.status,
      error: null,
      durationMs: Math.round(response.timings.total),
    });
  }
}
