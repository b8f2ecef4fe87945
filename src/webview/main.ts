import type { OperationForm } from '../shared/form';
import { assertNever, isHostMessage, LIMITS, type HostToWebview } from '../shared/protocol';
import { h, newId, replace } from './dom';
import { RequestForm } from './request-form';
import { ResponsePanel } from './response';
import { loadState, post, saveState } from './vscode-api';

const saved = loadState();
let form: OperationForm | undefined;
let current: string | undefined;
let saveTimer: number | undefined;
let authTimer: number | undefined;

const title = h('header', { class: 'title' }, h('p', { class: 'hint', text: 'Loading the operation…' }));
const notice = h('p', { class: 'notice', role: 'status', 'aria-live': 'polite' });

const requestForm = new RequestForm({
  change: () => scheduleSave(),
  serverChange: () => {
    clearTimeout(authTimer);
    authTimer = window.setTimeout(() => post({ type: 'checkAuth', values: requestForm.values() }), 250);
  },
  send: () => sendForm(false),
  cancel: () => current && post({ type: 'cancel', requestId: current }),
  secret: (kind, scheme) => post({ type: kind, scheme, values: requestForm.values() }),
  environment: (name) => post({ type: 'selectEnvironment', name }),
});

/** Sends the form; `withoutCredentials` when the user chose to send without the secret Send asked for. */
function sendForm(withoutCredentials: boolean): void {
  const values = requestForm.values();
  if (values.body !== null && values.body.length > LIMITS.body)
    return say(
      'error',
      `The body is larger than ${LIMITS.body / 1024 / 1024} MB; the runner does not send bodies that large.`,
    );
  current = newId('r');
  post(
    withoutCredentials
      ? { type: 'send', requestId: current, values, withoutCredentials: true }
      : { type: 'send', requestId: current, values },
  );
}

const response = new ResponsePanel({
  page: (rel) => {
    current = newId('r');
    post({ type: 'page', requestId: current, rel });
  },
  retry: () => {
    current = newId('r');
    post({ type: 'retry', requestId: current });
  },
  sendWithoutCredentials: () => sendForm(true),
  copyCurl: (includeSecrets) => post({ type: 'copyCurl', includeSecrets }),
  saveHttp: () => post({ type: 'saveHttp' }),
  openBody: () => post({ type: 'openBody' }),
  reopen: (id) => post({ type: 'reopen', id }),
  clearHistory: () => post({ type: 'clearHistory' }),
  tab: () => scheduleSave(),
});
if (saved) response.select(saved.tab, false);

document.body.append(
  h('main', { class: 'runner' }, title, notice, h('div', { class: 'columns' }, requestForm.root, response.root)),
);

/** After First/Prev/Next/Last, the form's query parameters take the values of the page's URL (`page` 1 → 2). */
function followPage(url: string): void {
  let query: URLSearchParams;
  try {
    query = new URL(url).searchParams;
  } catch {
    return;
  }
  const values = requestForm.values();
  let changed = false;
  for (const key of Object.keys(values.params)) {
    if (!key.startsWith('query:')) continue;
    const value = query.get(key.slice('query:'.length));
    if (value !== null && value !== values.params[key]) {
      values.params[key] = value;
      changed = true;
    }
  }
  if (!changed) return;
  requestForm.restore(values);
  scheduleSave();
}

/** Saves what the user typed (never a secret) so a reload or a restart restores it. */
function scheduleSave(): void {
  clearTimeout(saveTimer);
  saveTimer = window.setTimeout(() => {
    if (form)
      saveState(
        { specUri: form.specUri, operationKey: form.operationKey, values: requestForm.values(), tab: response.tab },
        form.secretHeaders ?? [],
      );
  }, 300);
}

function drawTitle(f: OperationForm): void {
  replace(
    title,
    h(
      'h1',
      {},
      h('span', { class: `method m-${f.method.toLowerCase()}`, text: f.method }),
      ' ',
      h('span', { class: 'path', text: f.path }),
    ),
    h(
      'p',
      { class: 'subtitle' },
      f.summary ? `${f.summary} · ` : '',
      h('span', { class: 'hint', text: `${f.operationKey} in ${f.specName}` }),
    ),
    f.description
      ? h('details', { class: 'description' }, h('summary', { text: 'Description' }), h('p', { text: f.description }))
      : null,
  );
}

function say(level: 'info' | 'warning' | 'error' | null, message: string): void {
  notice.className = level ? `notice ${level}` : 'notice';
  notice.textContent = message;
}

function handle(msg: HostToWebview): void {
  switch (msg.type) {
    case 'init':
      form = msg.form;
      drawTitle(form);
      requestForm.render(form, msg.values);
      requestForm.setAuth(msg.auth);
      response.showHistory(msg.history);
      scheduleSave();
      return;
    case 'form':
      form = msg.form;
      drawTitle(form);
      requestForm.render(form, null);
      // Another environment (or spec) may pick another server: the stored-secret status is asked for again.
      post({ type: 'checkAuth', values: requestForm.values() });
      scheduleSave();
      return;
    case 'auth':
      requestForm.setAuth(msg.auth);
      return;
    case 'sending':
      current = msg.inReplyTo.requestId;
      // A call is on its way: a warning about an earlier attempt (a prompt that was open, a page that was missing)
      // no longer holds; an info (a secret just stored) stays.
      if (notice.classList.contains('warning')) say(null, '');
      requestForm.setBusy(true);
      response.sending(msg.method, msg.url);
      return;
    case 'response':
      if (msg.inReplyTo.requestId !== current) return;
      requestForm.setBusy(false);
      if (msg.inReplyTo.type === 'page') followPage(msg.response.url);
      response.show(msg.response);
      return;
    case 'failed':
      if (msg.inReplyTo.type === 'ready') {
        replace(title, h('p', { class: 'failure', text: msg.message }));
        return;
      }
      if (msg.inReplyTo.requestId !== current) return;
      requestForm.setBusy(false);
      response.failed(msg.kind, msg.message, msg.offer);
      return;
    case 'history':
      response.showHistory(msg.items);
      return;
    case 'restore':
      requestForm.restore(msg.values);
      say('info', 'Reopened a call from the history.');
      scheduleSave();
      return;
    case 'notice':
      say(msg.level, msg.message);
      return;
    default:
      assertNever(msg);
  }
}

window.addEventListener('message', (e: MessageEvent) => {
  if (isHostMessage(e.data)) handle(e.data);
});

post({ type: 'ready', values: saved?.values ?? null });
