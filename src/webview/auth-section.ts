import type { FormValues, OperationForm } from '../shared/form';
import type { AuthStatus } from '../shared/protocol';
import { h } from './dom';
import type { FormEvents } from './request-form';

/**
 * The request form's authentication fieldset: which scheme to use, and for each scheme what is stored for it and the
 * buttons that set, sign in for or forget its secrets.
 */
export class AuthSection {
  private form: OperationForm | undefined;
  private status: AuthStatus | undefined;
  private select: HTMLSelectElement | undefined;
  private box: HTMLElement | undefined;

  constructor(private readonly secret: FormEvents['secret']) {}

  /** Draws the fieldset for an operation's security schemes (null when it has none), keeping the scheme picked in `keep`. */
  render(form: OperationForm, keep: FormValues | null): HTMLElement | null {
    this.form = form;
    const sec = form.security;
    if (!sec.schemes.length) {
      this.select = undefined;
      this.box = undefined;
      return null;
    }
    this.select = h(
      'select',
      { id: 'security', 'aria-label': 'Security scheme' },
      h('option', {
        value: '',
        text: `Automatic (${sec.alternatives.map((a) => a.join(' + ')).join(' or ')}${sec.optional ? ' or none' : ''})`,
      }),
      ...sec.schemes.map((s) => h('option', { value: s.name, text: s.name, selected: keep?.security === s.name })),
    );
    const rows = sec.schemes.map((s) =>
      h(
        'div',
        { class: 'scheme', 'data-scheme': s.name },
        h('span', { class: 'name', text: s.name }),
        h('span', { class: 'detail', text: s.detail }),
        h('span', { class: 'stored', text: '…', role: 'status' }),
        h(
          'span',
          { class: 'actions' },
          s.kind === 'unsupported'
            ? null
            : h('button', {
                type: 'button',
                class: 'secondary set',
                text: 'Set secret…',
                'aria-label': `Set secret of ${s.name}`,
                onclick: () => this.secret('setSecret', s.name),
              }),
          s.flows?.includes('authorizationCode')
            ? h('button', {
                type: 'button',
                class: 'secondary sign-in',
                text: 'Sign in…',
                'aria-label': `Sign in for ${s.name}`,
                onclick: () => this.secret('authorize', s.name),
              })
            : null,
          h('button', {
            type: 'button',
            class: 'secondary forget',
            text: 'Forget',
            'aria-label': `Forget the secrets of ${s.name}`,
            disabled: true,
            onclick: () => this.secret('clearSecret', s.name),
          }),
        ),
      ),
    );
    this.box = h(
      'fieldset',
      { class: 'auth' },
      h('legend', { text: 'Authentication' }),
      this.select,
      ...rows,
      h('p', { class: 'hint where' }),
    );
    return this.box;
  }

  /** The scheme picked, or null for the automatic choice (or no schemes). */
  scheme(): string | null {
    return this.select?.value || null;
  }

  /** Shows which secrets are stored for each scheme (names of the fields only). */
  setStatus(auth: AuthStatus): void {
    this.status = auth;
    if (!this.box || !this.form) return;
    // Drawn for another environment than the status is of: it is stale until the host answers the form's checkAuth.
    const stale = auth.environment !== this.form.environment;
    for (const row of this.box.querySelectorAll<HTMLElement>('.scheme')) {
      const name = row.dataset.scheme ?? '';
      const stored = stale ? [] : (auth.stored[name] ?? []);
      const others = stale ? [] : (auth.elsewhere?.[name] ?? []);
      const status = row.querySelector('.stored')!;
      status.textContent = stale
        ? '…'
        : auth.restricted
          ? 'not read (Restricted Mode)'
          : stored.length
            ? `stored: ${stored.join(', ')}`
            : others.length
              ? `no secret stored (one is stored for ${others.join(', ')} only)`
              : 'no secret stored';
      status.classList.toggle('ok', stored.length > 0);
      (row.querySelector('.forget') as HTMLButtonElement).disabled = stored.length === 0;
    }
    const where = this.box.querySelector('.where');
    if (where)
      where.textContent = stale
        ? ''
        : `Secrets for ${auth.environment ?? 'no environment'} · ${auth.origin ?? 'no server'}, kept in the editor’s secret storage.`;
  }

  /** Shows the last status again (the fieldset was redrawn). */
  refresh(): void {
    if (this.status) this.setStatus(this.status);
  }
}
