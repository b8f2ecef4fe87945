import type { HistoryItem, PaginationView } from '../shared/protocol';
import { h, replace } from './dom';
import { plural } from '../shared/phrasing';

/** The history tab: the workspace's last calls, newest first, each reopenable in the form. */
export class HistoryList {
  readonly root = h('section', { class: 'history', 'aria-label': 'History' });

  constructor(private readonly events: { reopen(id: string): void; clear(): void }) {}

  show(items: HistoryItem[]): void {
    if (!items.length) {
      replace(
        this.root,
        h('p', {
          class: 'hint',
          text: 'No calls yet. The last 50 calls of this workspace show here, with secrets redacted.',
        }),
      );
      return;
    }
    const list = h(
      'ol',
      { class: 'history-list' },
      ...items.map((i) =>
        h(
          'li',
          {},
          h('span', {
            class: `status ${i.status === null ? 'failed' : `s${Math.floor(i.status / 100)}xx`}`,
            text: i.status === null ? 'failed' : String(i.status),
          }),
          h('span', { class: 'method', text: i.method }),
          h('span', { class: 'url', text: i.url, title: i.error ?? i.url }),
          h('span', {
            class: 'hint',
            text: `${i.operationKey} · ${new Date(i.at).toLocaleString()}${i.durationMs !== null ? ` · ${i.durationMs} ms` : ''}`,
          }),
          h('button', {
            type: 'button',
            class: 'secondary',
            text: 'Reopen',
            'aria-label': `Reopen ${i.method} ${i.url}`,
            onclick: () => this.events.reopen(i.id),
          }),
        ),
      ),
    );
    replace(
      this.root,
      h(
        'div',
        { class: 'row' },
        h('span', {
          class: 'hint grow',
          text: `${plural(items.length, 'call')}, secrets redacted.`,
        }),
        h('button', { type: 'button', class: 'secondary', text: 'Clear history', onclick: () => this.events.clear() }),
      ),
      list,
    );
  }
}

/** The pagination bar: "page 3 of 12 · 20 per page · 231 items" and First/Prev/Next/Last (links on the request's origin only). */
export function paginationBar(
  p: PaginationView | null,
  go: (rel: 'first' | 'prev' | 'next' | 'last') => void,
): HTMLElement | null {
  if (!p) return null;
  const labels = { first: '« First', prev: '‹ Prev', next: 'Next ›', last: 'Last »' } as const;
  const buttons = (['first', 'prev', 'next', 'last'] as const).map((rel) => {
    const state = p.rels[rel];
    const title =
      state === null
        ? `No ${rel} page`
        : state === 'cross-origin'
          ? `The ${rel} page is on another origin (${p.urls[rel]}): not followed, so credentials stay on this one`
          : (p.urls[rel] ?? '');
    return h('button', {
      type: 'button',
      class: 'secondary',
      'data-rel': rel,
      text: labels[rel],
      title,
      'aria-label': `${rel} page`,
      disabled: state !== 'same-origin',
      onclick: () => go(rel),
    });
  });
  const cross = (['first', 'prev', 'next', 'last'] as const).filter((r) => p.rels[r] === 'cross-origin');
  return h(
    'nav',
    { class: 'pagination', 'aria-label': 'Pages' },
    h(
      'div',
      { class: 'grow' },
      h('div', { class: 'summary', text: p.summary }),
      h('div', { class: 'hint', text: `${p.style} pagination${p.declared ? ', as the spec declares' : ''}` }),
      cross.length
        ? h('div', { class: 'hint cross', text: `${cross.join(', ')}: another origin, not followed` })
        : null,
    ),
    h('div', { class: 'page-buttons' }, ...buttons),
  );
}
