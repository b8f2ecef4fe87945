import { encodingNote } from '../shared/encoding-note';
import type { FailureKind, HistoryItem, PageRel, ResponseView } from '../shared/protocol';
import { BodyViewer } from './body-view';
import { formatBytes, formatMs, h, replace } from './dom';
import { HistoryList, paginationBar } from './history';
import { LimitBanner, RateLimitPanel } from './ratelimit';

/** What the response side asks of the rest of the webview. */
export interface ResponseEvents {
  page(rel: PageRel): void;
  retry(): void;
  /** Send the form again without credentials (nothing asked for this environment and server from now on). */
  sendWithoutCredentials(): void;
  copyCurl(includeSecrets: boolean): void;
  saveHttp(): void;
  openBody(): void;
  reopen(id: string): void;
  clearHistory(): void;
  tab(name: string): void;
}

/** The tabs of the response side, in order. */
export const TABS = ['body', 'headers', 'rate-limits', 'conformance', 'timings', 'history'] as const;
type Tab = (typeof TABS)[number];
const TAB_TITLES: Record<Tab, string> = {
  body: 'Body',
  headers: 'Headers',
  'rate-limits': 'Rate limits',
  conformance: 'Conformance',
  timings: 'Timings',
  history: 'History',
};

const FAILURE_TITLES: Record<FailureKind, string> = {
  build: 'The request could not be built',
  auth: 'Authentication failed',
  network: 'No response',
  timeout: 'Timed out',
  tls: 'TLS verification failed',
  cancelled: 'Cancelled',
  spec: 'The spec cannot be used',
  internal: 'Something went wrong',
};

/** The response side: banner, status line, pagination bar, exports, and tabs (body, headers, rate limits, conformance, timings, history). */
export class ResponsePanel {
  readonly root: HTMLElement;
  readonly body = new BodyViewer();
  private readonly banner: LimitBanner;
  private readonly rate = new RateLimitPanel();
  private readonly history: HistoryList;
  private readonly summary = h('div', { class: 'summary', role: 'status', 'aria-live': 'polite' });
  private readonly pages = h('div', { class: 'pages' });
  private readonly exportBar: HTMLElement;
  private readonly tabList = h('div', { class: 'tabs', role: 'tablist', 'aria-label': 'Response' });
  private readonly panels = new Map<Tab, HTMLElement>();
  private readonly buttons = new Map<Tab, HTMLButtonElement>();
  private current: Tab = 'body';

  constructor(private readonly events: ResponseEvents) {
    this.banner = new LimitBanner(() => events.retry());
    this.history = new HistoryList({ reopen: (id) => events.reopen(id), clear: () => events.clearHistory() });
    this.exportBar = h(
      'div',
      { class: 'exports', hidden: true },
      h('button', {
        type: 'button',
        class: 'secondary',
        id: 'copy-curl',
        text: 'Copy as cURL',
        title: 'Secrets become $REST_CONVENTIONS_… variables',
        onclick: () => events.copyCurl(false),
      }),
      h('button', {
        type: 'button',
        class: 'secondary',
        id: 'copy-curl-secrets',
        text: 'Copy with secrets…',
        onclick: () => events.copyCurl(true),
      }),
      h('button', {
        type: 'button',
        class: 'secondary',
        id: 'save-http',
        text: 'Save as .http',
        onclick: () => events.saveHttp(),
      }),
      h('button', {
        type: 'button',
        class: 'secondary',
        id: 'open-body',
        text: 'Open body in editor',
        onclick: () => events.openBody(),
      }),
    );
    for (const tab of TABS) {
      const button = h('button', {
        type: 'button',
        role: 'tab',
        id: `tab-${tab}`,
        'aria-controls': `panel-${tab}`,
        'aria-selected': 'false',
        tabindex: -1,
        text: TAB_TITLES[tab],
        onclick: () => this.select(tab, true),
      });
      this.buttons.set(tab, button);
      this.tabList.append(button);
      this.panels.set(
        tab,
        h('div', {
          role: 'tabpanel',
          id: `panel-${tab}`,
          'aria-labelledby': `tab-${tab}`,
          class: `panel panel-${tab}`,
          hidden: true,
          tabindex: tab === 'body' ? -1 : 0,
        }),
      );
    }
    this.tabList.addEventListener('keydown', (e) => {
      const i = TABS.indexOf(this.current);
      const next =
        e.key === 'ArrowRight'
          ? (i + 1) % TABS.length
          : e.key === 'ArrowLeft'
            ? (i + TABS.length - 1) % TABS.length
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? TABS.length - 1
                : -1;
      if (next < 0) return;
      e.preventDefault();
      this.select(TABS[next], true);
    });
    this.panels.get('body')!.append(this.body.root);
    this.panels.get('rate-limits')!.append(this.rate.root);
    this.panels.get('history')!.append(this.history.root);
    this.summary.append(h('p', { class: 'hint', text: 'Send the request to see the response here.' }));
    this.root = h(
      'section',
      { class: 'response', 'aria-label': 'Response' },
      this.banner.root,
      this.summary,
      this.pages,
      this.exportBar,
      this.tabList,
      ...this.panels.values(),
    );
    this.select('body', false);
  }

  /** Shows a tab (focusing it when the user picked it). */
  select(tab: string, focus: boolean): void {
    const t = (TABS as readonly string[]).includes(tab) ? (tab as Tab) : 'body';
    this.current = t;
    for (const [name, button] of this.buttons) {
      const on = name === t;
      button.setAttribute('aria-selected', String(on));
      button.tabIndex = on ? 0 : -1;
      this.panels.get(name)!.hidden = !on;
    }
    if (focus) {
      this.buttons.get(t)!.focus();
      this.events.tab(t);
    }
  }

  get tab(): string {
    return this.current;
  }

  sending(method: string, url: string): void {
    replace(
      this.summary,
      h(
        'p',
        { class: 'sending' },
        h('span', { class: 'spinner', 'aria-hidden': 'true' }),
        ` Sending ${method} ${url}…`,
      ),
    );
  }

  /** Shows why a call produced no response; `offer` adds "Send without credentials" (the secret prompt was cancelled). */
  failed(kind: FailureKind, message: string, offer?: 'sendWithoutCredentials'): void {
    this.banner.hide();
    replace(
      this.summary,
      h('div', { class: `failure ${kind}` }, h('strong', { text: `${FAILURE_TITLES[kind]}. ` }), message),
      offer
        ? h('button', {
            type: 'button',
            class: 'secondary',
            id: 'send-without-credentials',
            text: 'Send without credentials',
            onclick: () => this.events.sendWithoutCredentials(),
          })
        : null,
    );
  }

  show(r: ResponseView): void {
    const cls = `s${Math.floor(r.status / 100)}xx`;
    replace(
      this.summary,
      h(
        'div',
        { class: 'status-line' },
        h('span', { class: `status ${cls}`, text: `${r.status} ${r.statusText}`.trim() }),
        h('span', { class: 'meaning', text: r.meaning }),
      ),
      h(
        'div',
        { class: 'facts' },
        h('span', { text: `${r.method} ${r.url}` }),
        h('span', { text: formatMs(r.timings.total) }),
        h('span', {
          text: `${formatBytes(r.bytes)}${encodingNote(r.encoding, formatBytes)}${r.truncated ? ' (cut at the size cap)' : ''}`,
          title: `${r.bytes} bytes`,
        }),
        r.auth.applied.length ? h('span', { text: `auth: ${r.auth.applied.join(' + ')}` }) : null,
      ),
      r.auth.unmet ? h('p', { class: 'warning', text: `Sent without credentials: ${r.auth.unmet}.` }) : null,
      ...r.redirects.map((x) =>
        h('p', {
          class: 'hint',
          text: `${x.status} redirect from ${x.from} to ${x.to}${x.credentialsDropped ? ' — another origin: credentials dropped' : ''}`,
        }),
      ),
    );
    this.banner.show(r.status, r.rateLimit, r.receivedAt);
    replace(
      this.pages,
      paginationBar(r.pagination, (rel) => this.events.page(rel)),
    );
    this.exportBar.hidden = false;
    this.showBody(r);
    this.showHeaders(r);
    this.rate.show(r.rateLimit, r.receivedAt);
    this.showConformance(r);
    this.showTimings(r);
    this.buttons.get('conformance')!.textContent = r.conformance.length
      ? `Conformance (${r.conformance.length})`
      : 'Conformance';
    this.buttons.get('rate-limits')!.textContent =
      r.rateLimit && !r.rateLimit.ignoredReason
        ? `Rate limits (${r.rateLimit.remaining ?? '?'}/${r.rateLimit.limit ?? '?'})`
        : 'Rate limits';
  }

  showHistory(items: HistoryItem[]): void {
    this.history.show(items);
  }

  private showBody(r: ResponseView): void {
    const panel = this.panels.get('body')!;
    panel.querySelector('.large-note')?.remove();
    if (r.body.large || !r.body.complete) {
      const note = h(
        'p',
        { class: 'large-note' },
        r.body.complete
          ? `A large body (${formatBytes(r.bytes)}); the view draws only the lines in sight.`
          : `A very large body (${formatBytes(r.bytes)}): only its first part is shown here.`,
        ' ',
        h('button', {
          type: 'button',
          class: 'secondary',
          text: 'Open in editor',
          onclick: () => this.events.openBody(),
        }),
      );
      panel.prepend(note);
    }
    this.body.show(r.body);
  }

  private showHeaders(r: ResponseView): void {
    const table = (caption: string, rows: [string, string][]) =>
      h(
        'table',
        { class: 'headers-table' },
        h('caption', { text: caption }),
        h('tbody', {}, ...rows.map(([k, v]) => h('tr', {}, h('th', { scope: 'row', text: k }), h('td', { text: v })))),
      );
    replace(
      this.panels.get('headers')!,
      table('Response headers', r.headers),
      table('Request headers (secrets redacted)', r.requestHeaders),
    );
  }

  private showConformance(r: ResponseView): void {
    const panel = this.panels.get('conformance')!;
    if (!r.conformance.length) {
      replace(
        panel,
        h('p', {
          class: 'ok',
          text: 'The response matches the spec: status documented, declared headers present, body valid against its schema.',
        }),
      );
      return;
    }
    replace(
      panel,
      h(
        'ul',
        { class: 'conformance' },
        ...r.conformance.map((c) => h('li', {}, h('code', { text: c.pointer || '(response)' }), ' ', c.message)),
      ),
    );
  }

  private showTimings(r: ResponseView): void {
    const t = r.timings;
    const rows: [string, number | null][] = [
      ['DNS and connect', t.connect],
      ['TLS handshake', t.tls],
      ['Time to first byte', t.firstByte],
      ['Download', t.download],
    ];
    const total = Math.max(t.total, 0.001);
    replace(
      this.panels.get('timings')!,
      h(
        'table',
        { class: 'timings' },
        h(
          'tbody',
          {},
          ...rows.map(([name, ms]) => {
            const bar = h('div', { class: 'bar' });
            bar.style.width = `${ms === null ? 0 : Math.min(100, (ms / total) * 100)}%`;
            return h(
              'tr',
              {},
              h('th', { scope: 'row', text: name }),
              h('td', {
                class: 'ms',
                text:
                  ms === null
                    ? 'not measured (proxy)'
                    : ms === 0 && name !== 'Download'
                      ? '0 (reused connection)'
                      : formatMs(ms),
              }),
              h('td', { class: 'bar-cell' }, bar),
            );
          }),
          h(
            'tr',
            { class: 'total' },
            h('th', { scope: 'row', text: 'Total' }),
            h('td', { class: 'ms', text: formatMs(t.total) }),
            h('td', {}),
          ),
        ),
      ),
      h('p', { class: 'hint', text: `${formatBytes(r.bytes)} received (${r.bytes} bytes).` }),
    );
  }
}
