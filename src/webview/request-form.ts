import {
  PARAM_LOCATIONS,
  SERVER_CUSTOM,
  SERVER_ENVIRONMENT,
  SERVER_MOCK,
  type FormParam,
  type FormValues,
  type OperationForm,
} from '../shared/form';
import type { AuthStatus } from '../shared/protocol';
import { AuthSection } from './auth-section';
import { BodySection } from './body-section';
import { h, replace } from './dom';
import { field, row, type Field } from './form-fields';

/** What the form asks of the rest of the webview. */
export interface FormEvents {
  /** Any value changed (saved to state). */
  change(): void;
  /** The server or its variables changed: the stored-secret status depends on the origin. */
  serverChange(): void;
  send(): void;
  cancel(): void;
  secret(kind: 'setSecret' | 'clearSecret' | 'authorize', scheme: string): void;
  environment(name: string | null): void;
}

const LOCATION_TITLES: Record<string, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  cookie: 'Cookie parameters',
};

/** The request form: server, authentication, parameters by location, extra headers, body. Values survive redraws. */
export class RequestForm {
  readonly root: HTMLFormElement;
  private form: OperationForm | undefined;
  private params = new Map<string, Field>();
  private variables = new Map<string, Field>();
  private serverSelect: HTMLSelectElement | undefined;
  private customServer: HTMLInputElement | undefined;
  private headerRows: HTMLElement | undefined;
  private insecure: HTMLInputElement | undefined;
  private sendButton: HTMLButtonElement | undefined;
  private cancelButton: HTMLButtonElement | undefined;
  /** The environment the server picker was last drawn for: picking another one with a base_url selects it. */
  private shownEnvironment: string | null | undefined;
  private readonly auth: AuthSection;
  private readonly body: BodySection;

  constructor(private readonly events: FormEvents) {
    this.auth = new AuthSection((kind, scheme) => this.events.secret(kind, scheme));
    this.body = new BodySection(() => this.events.change());
    this.root = h('form', { class: 'request', novalidate: true, 'aria-label': 'Request' });
    this.root.addEventListener('submit', (e) => {
      e.preventDefault();
      this.events.send();
    });
    this.root.addEventListener('input', () => this.events.change());
    this.root.addEventListener('change', () => this.events.change());
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        this.events.send();
      } else if (e.key === 'Escape' && this.cancelButton && !this.cancelButton.hidden) this.events.cancel();
    });
  }

  /** Draws the form for an operation, with the given values, or (when `null`) the current ones, or the spec's defaults. */
  render(form: OperationForm, values: FormValues | null): void {
    const keep = values ?? (this.form ? this.values() : null);
    this.form = form;
    this.params.clear();
    this.variables.clear();
    replace(
      this.root,
      this.toolbar(form),
      form.deprecated ? h('p', { class: 'deprecated', text: 'This operation is deprecated.' }) : null,
      this.serverSection(form, keep),
      this.auth.render(form, keep),
      ...PARAM_LOCATIONS.map((loc) =>
        this.paramSection(
          form.parameters.filter((p) => p.in === loc),
          loc,
          keep,
        ),
      ),
      this.headerSection(keep),
      this.body.render(form, keep),
      h(
        'label',
        { class: 'check' },
        (this.insecure = h('input', { type: 'checkbox', checked: keep?.insecure ?? false })),
        ' Skip TLS certificate verification for this call',
      ),
    );
    this.auth.refresh();
  }

  /** Fills the form with values (a reopened call), keeping the operation. */
  restore(values: FormValues): void {
    if (this.form) this.render(this.form, values);
  }

  /** The values as typed. */
  values(): FormValues {
    const params: Record<string, string> = {};
    for (const [id, f] of this.params) params[id] = f.value;
    const variables: Record<string, string> = {};
    for (const [name, f] of this.variables) variables[name] = f.value;
    const headers = [...(this.headerRows?.querySelectorAll('.header-row') ?? [])].map((row) => {
      const [name, value] = row.querySelectorAll('input');
      return { name: name.value, value: value.value };
    });
    const body = this.body.text();
    return {
      serverIndex: this.serverSelect ? Number(this.serverSelect.value) : SERVER_CUSTOM,
      customServer: this.customServer?.value ?? '',
      variables,
      params,
      headers: headers.filter((x) => x.name !== '' || x.value !== ''),
      body: body === '' ? null : body,
      contentType: this.body.contentType(),
      security: this.auth.scheme(),
      insecure: this.insecure?.checked ?? false,
    };
  }

  /** Shows which secrets are stored for each scheme (names of the fields only). */
  setAuth(auth: AuthStatus): void {
    this.auth.setStatus(auth);
  }

  /** Shows Cancel instead of Send while a call is in flight. */
  setBusy(busy: boolean): void {
    if (this.sendButton) this.sendButton.disabled = busy;
    if (this.cancelButton) this.cancelButton.hidden = !busy;
  }

  private toolbar(form: OperationForm): HTMLElement {
    const env = h(
      'select',
      {
        id: 'environment',
        onchange: (e: Event) => this.events.environment((e.target as HTMLSelectElement).value || null),
      },
      h('option', { value: '', text: 'No environment' }),
      ...form.environments.map((n) => h('option', { value: n, text: n, selected: n === form.environment })),
    );
    this.sendButton = h('button', {
      type: 'submit',
      class: 'primary',
      id: 'send',
      title: 'Send (Ctrl+Enter)',
      text: 'Send',
    });
    this.cancelButton = h('button', {
      type: 'button',
      class: 'secondary',
      id: 'cancel',
      hidden: true,
      title: 'Cancel (Escape)',
      text: 'Cancel',
      onclick: () => this.events.cancel(),
    });
    return h(
      'div',
      { class: 'toolbar' },
      h('label', { for: 'environment', text: 'Environment' }),
      env,
      h('span', { class: 'grow' }),
      this.sendButton,
      this.cancelButton,
    );
  }

  private serverSection(form: OperationForm, keep: FormValues | null): HTMLElement {
    // The environment's base_url is the user's choice; a mock already running for the spec beats its own servers
    // (often a placeholder such as api.example.com).
    const fallback = form.environmentBaseUrl
      ? SERVER_ENVIRONMENT
      : form.mockUrl
        ? SERVER_MOCK
        : form.servers.length
          ? 0
          : SERVER_CUSTOM;
    const envChanged = this.shownEnvironment !== undefined && this.shownEnvironment !== form.environment;
    this.shownEnvironment = form.environment;
    let chosen = keep && !(envChanged && form.environmentBaseUrl) ? keep.serverIndex : fallback;
    if ((chosen === SERVER_ENVIRONMENT && !form.environmentBaseUrl) || chosen >= form.servers.length) chosen = fallback;
    const select = h('select', { id: 'server', 'aria-label': 'Server' });
    form.servers.forEach((s, i) =>
      select.append(
        h('option', { value: i, text: s.description ? `${s.url} — ${s.description}` : s.url, selected: chosen === i }),
      ),
    );
    if (form.environmentBaseUrl)
      select.append(
        h('option', {
          value: SERVER_ENVIRONMENT,
          text: `${form.environmentBaseUrl} — base_url of ${form.environment}`,
          selected: chosen === SERVER_ENVIRONMENT,
        }),
      );
    select.append(
      h('option', {
        value: SERVER_MOCK,
        text: form.mockUrl ? `Mock (this spec) — running at ${form.mockUrl}` : 'Mock (this spec) — started on demand',
        selected: chosen === SERVER_MOCK,
      }),
    );
    select.append(h('option', { value: SERVER_CUSTOM, text: 'Another URL…', selected: chosen === SERVER_CUSTOM }));
    this.serverSelect = select;
    this.customServer = h('input', {
      type: 'url',
      id: 'custom-server',
      placeholder: 'https://api.example.com/v1',
      value: keep?.customServer ?? '',
      'aria-label': 'Server URL',
      spellcheck: 'false',
    });
    const vars = h('div', { class: 'grid' });
    const redraw = () => {
      const i = Number(select.value);
      this.customServer!.hidden = i !== SERVER_CUSTOM;
      this.variables.clear();
      const server = form.servers[i];
      replace(
        vars,
        ...(server?.variables ?? []).map((v) =>
          row(
            `var-${v.name}`,
            v.name,
            false,
            'server variable',
            v.description,
            field(`var-${v.name}`, v.enum, keep?.variables[v.name] ?? v.default ?? '', v.default, (f) =>
              this.variables.set(v.name, f),
            ),
          ),
        ),
      );
    };
    select.addEventListener('change', () => {
      redraw();
      this.events.serverChange();
    });
    this.customServer.addEventListener('change', () => this.events.serverChange());
    vars.addEventListener('change', () => this.events.serverChange());
    redraw();
    return h('fieldset', { class: 'server' }, h('legend', { text: 'Server' }), select, this.customServer, vars);
  }

  private paramSection(params: FormParam[], loc: string, keep: FormValues | null): HTMLElement | null {
    if (!params.length) return null;
    const grid = h('div', { class: 'grid' });
    params.forEach((p, i) => {
      const id = `p-${loc}-${i}`;
      const value = keep ? (keep.params[p.id] ?? '') : (p.initial ?? '');
      grid.append(
        row(
          id,
          p.name,
          p.required,
          p.type + (p.deprecated ? ', deprecated' : ''),
          p.description,
          field(id, p.enum, value, p.placeholder, (f) => this.params.set(p.id, f)),
        ),
      );
    });
    return h('fieldset', { class: 'params', 'data-in': loc }, h('legend', { text: LOCATION_TITLES[loc] }), grid);
  }

  private headerSection(keep: FormValues | null): HTMLElement {
    this.headerRows = h('div', { class: 'header-rows' });
    const add = (name = '', value = '') => {
      const row = h(
        'div',
        { class: 'header-row' },
        h('input', {
          type: 'text',
          value: name,
          placeholder: 'Name',
          'aria-label': 'Header name',
          spellcheck: 'false',
        }),
        h('input', {
          type: 'text',
          value,
          placeholder: 'Value',
          'aria-label': 'Header value',
          spellcheck: 'false',
          autocomplete: 'off',
        }),
        h('button', {
          type: 'button',
          class: 'icon',
          'aria-label': 'Remove header',
          title: 'Remove header',
          text: '✕',
          onclick: () => (row.remove(), this.events.change()),
        }),
      );
      this.headerRows!.append(row);
      return row;
    };
    for (const x of keep?.headers ?? []) add(x.name, x.value);
    const button = h('button', {
      type: 'button',
      class: 'secondary',
      text: 'Add header',
      onclick: () => add().querySelector('input')!.focus(),
    });
    return h('fieldset', { class: 'headers' }, h('legend', { text: 'Extra headers' }), this.headerRows, button);
  }
}
