import type { RateLimitPolicyView, RateLimitView } from '../shared/protocol';
import { onTick } from './clock';
import { formatCountdown, h, replace } from './dom';

/** How each reset encoding reads in words. */
const ENCODINGS: Record<string, string> = {
  'delta-seconds': 'seconds until the reset',
  'epoch-seconds': 'epoch seconds (a Unix time)',
  'epoch-milliseconds': 'epoch milliseconds',
  'http-date': 'an HTTP date',
  'iso-8601': 'an ISO 8601 timestamp',
  duration: 'a duration (like 6m0s)',
};

/** When a reset happens, from the response's arrival on the local clock. */
function resetTime(receivedAt: number, seconds: number | null): number | null {
  return seconds === null ? null : receivedAt + seconds * 1000;
}

function localTime(ms: number): string {
  return new Date(ms).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

function num(n: number | null): string {
  return n === null ? '—' : String(n);
}

/**
 * The rate-limit panel: the binding quota as a gauge (remaining of limit), its reset as a live countdown and a local
 * time, how the reset was read, and every policy the headers describe. Countdowns tick on the runner's one clock (clock.ts).
 */
export class RateLimitPanel {
  readonly root = h('section', { class: 'rate-limit', 'aria-label': 'Rate limits' });
  private countdowns: { el: HTMLElement; at: number }[] = [];
  private stopTicking: (() => void) | undefined;

  show(r: RateLimitView | null, receivedAt: number): void {
    this.stop();
    if (!r) {
      replace(this.root, h('p', { class: 'hint', text: 'The response carries no rate-limit headers.' }));
      return;
    }
    if (r.ignoredReason) {
      replace(this.root, h('p', { class: 'hint', text: `Rate-limit headers ignored: ${r.ignoredReason}.` }));
      return;
    }
    const at = resetTime(receivedAt, r.resetInSeconds);
    const gauge = this.gauge(r.remaining, r.limit, 'main-gauge');
    replace(
      this.root,
      h(
        'div',
        { class: 'rl-summary' },
        gauge,
        h(
          'div',
          { class: 'rl-figures' },
          h(
            'div',
            {},
            h('strong', { text: `${num(r.remaining)} of ${num(r.limit)}` }),
            ' requests left',
            r.used !== null ? ` · ${r.used} used` : '',
          ),
          at !== null
            ? h('div', {}, 'Resets in ', this.countdown(at), ` · at ${localTime(at)} local time`)
            : h('div', { class: 'hint', text: 'No reset given.' }),
        ),
      ),
      r.explanation
        ? h(
            'p',
            { class: 'rl-encoding' },
            h('span', { class: 'label', text: 'Reset read as ' }),
            r.resetEncoding ? h('code', { text: r.resetEncoding, title: ENCODINGS[r.resetEncoding] ?? '' }) : null,
            ` — ${r.explanation}`,
          )
        : null,
      h('p', {
        class: 'hint',
        text:
          r.clock === 'date-header'
            ? 'Times are placed against the response’s Date header, not the local clock.'
            : 'The response has no Date header: times are placed against the local clock.',
      }),
      r.policies.length ? this.table(r.policies, receivedAt) : null,
      h('p', { class: 'hint', text: `Read from: ${r.sources.join(', ')}` }),
    );
    this.start();
  }

  /** Stops the countdowns (the panel was replaced). */
  stop(): void {
    this.stopTicking?.();
    this.stopTicking = undefined;
    this.countdowns = [];
  }

  private gauge(remaining: number | null, limit: number | null, id: string): HTMLElement {
    const share = remaining !== null && limit ? Math.max(0, Math.min(1, remaining / limit)) : null;
    const fill = h('div', { class: 'fill' });
    fill.style.width = `${(share ?? 0) * 100}%`;
    const level = share === null ? 'unknown' : share === 0 ? 'empty' : share < 0.2 ? 'low' : 'ok';
    return h(
      'div',
      {
        class: `gauge ${level}`,
        id,
        role: 'meter',
        'aria-label': 'Requests left',
        'aria-valuemin': 0,
        'aria-valuemax': limit ?? 0,
        'aria-valuenow': remaining ?? 0,
        'aria-valuetext': share === null ? 'unknown' : `${remaining} of ${limit} left`,
      },
      fill,
    );
  }

  private countdown(at: number): HTMLElement {
    const el = h('span', { class: 'countdown', text: formatCountdown((at - Date.now()) / 1000) });
    this.countdowns.push({ el, at });
    return el;
  }

  private start(): void {
    if (!this.countdowns.length) return;
    this.stopTicking = onTick((now) => {
      for (const c of this.countdowns) c.el.textContent = formatCountdown((c.at - now) / 1000);
    });
  }

  private table(policies: RateLimitPolicyView[], receivedAt: number): HTMLElement {
    const head = ['Policy', 'Left', 'Limit', 'Used', 'Window', 'Resets', 'Unit', 'Partition', 'Headers'];
    return h(
      'table',
      { class: 'policies' },
      h('caption', { text: 'Every policy the headers describe' }),
      h('thead', {}, h('tr', {}, ...head.map((t) => h('th', { scope: 'col', text: t })))),
      h(
        'tbody',
        {},
        ...policies.map((p) => {
          const at = resetTime(receivedAt, p.resetInSeconds);
          return h(
            'tr',
            {},
            h('th', { scope: 'row', text: p.name }),
            h('td', {}, this.gauge(p.remaining, p.limit, `gauge-${p.name}`), ` ${num(p.remaining)}`),
            h('td', { text: num(p.limit) }),
            h('td', { text: num(p.used) }),
            h('td', { text: p.windowSeconds === null ? '—' : `${p.windowSeconds} s` }),
            h(
              'td',
              { title: p.explanation ?? '' },
              at === null ? '—' : h('span', {}, this.countdown(at), ` (${localTime(at)})`),
            ),
            h('td', { text: p.quotaUnit ?? '—' }),
            h('td', { text: p.partitionKey ?? '—' }),
            h('td', { text: p.sources.join(', ') }),
          );
        }),
      ),
    );
  }
}

/**
 * The banner of a rate-limited response (429, or 403 with nothing left): how long to wait, as a countdown from
 * `Retry-After` (else the reset), and "Send when allowed", which sends the same call again when the wait is over.
 */
export class LimitBanner {
  readonly root = h('div', { class: 'limit-banner', role: 'alert', hidden: true });
  private stopTicking: (() => void) | undefined;
  private armed = false;

  constructor(private readonly retry: () => void) {}

  show(status: number, r: RateLimitView | null, receivedAt: number): void {
    this.hide();
    if (!r?.limited) return;
    const wait = r.retryAfterSeconds ?? r.resetInSeconds;
    const at = wait === null ? null : receivedAt + wait * 1000;
    const count = h('strong', { class: 'countdown' });
    const button = h('button', {
      type: 'button',
      class: 'primary',
      id: 'send-when-allowed',
      text: at === null ? 'Send again' : 'Send when allowed',
    });
    const why = status === 429 ? 'Too many requests (429)' : `Rate limited (${status} with no requests left)`;
    replace(
      this.root,
      h(
        'span',
        {},
        h('span', { class: 'label', text: `${why}. ` }),
        at === null
          ? 'The server did not say how long to wait.'
          : h(
              'span',
              {},
              `${r.retryAfterSeconds !== null ? 'Retry-After' : 'The limit resets'} in `,
              count,
              ` · at ${localTime(at)}`,
            ),
      ),
      button,
    );
    const tick = (now: number) => {
      if (at === null) return;
      const left = (at - now) / 1000;
      count.textContent = formatCountdown(left);
      if (left <= 0 && this.armed) {
        this.hide();
        this.retry();
      }
    };
    button.addEventListener('click', () => {
      if (at === null || at <= Date.now()) {
        this.hide();
        this.retry();
        return;
      }
      this.armed = !this.armed;
      button.textContent = this.armed ? 'Waiting… (click to stop)' : 'Send when allowed';
      button.setAttribute('aria-pressed', String(this.armed));
    });
    this.root.hidden = false;
    if (at !== null) this.stopTicking = onTick(tick);
  }

  hide(): void {
    this.stopTicking?.();
    this.stopTicking = undefined;
    this.armed = false;
    this.root.hidden = true;
  }
}
