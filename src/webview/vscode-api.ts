import type { FormValues, WebviewToHost } from '../shared/protocol';

/** What the webview keeps across reloads (via `setState`): never a secret. */
export interface SavedState {
  specUri: string;
  operationKey: string;
  values: FormValues | null;
  tab: string;
}

/** The API VS Code gives a webview once. */
interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

const api = acquireVsCodeApi();

/** Sends a typed message to the host. */
export function post(message: WebviewToHost): void {
  api.postMessage(message);
}

/** The state saved by an earlier life of this webview, when it looks like one. */
export function loadState(): SavedState | undefined {
  const s = api.getState() as Partial<SavedState> | undefined;
  return s && typeof s.specUri === 'string' && typeof s.operationKey === 'string' ? { specUri: s.specUri, operationKey: s.operationKey, values: s.values ?? null, tab: typeof s.tab === 'string' ? s.tab : 'body' } : undefined;
}

/** Header names whose typed values are credentials: they are not kept in the webview's state. */
const SECRET_HEADER = /^(authorization|proxy-authorization|cookie)$|api[-_]?key|token|secret|passw|session|credential/i;

/** Saves the state, with credential header values left out. */
export function saveState(state: SavedState): void {
  const values = state.values && { ...state.values, headers: state.values.headers.map((h) => (SECRET_HEADER.test(h.name) ? { name: h.name, value: '' } : h)) };
  api.setState({ ...state, values });
}
