import type { FormValues } from '../shared/form';
import type { WebviewToHost } from '../shared/protocol';
import { isSecretField, isSecretHeader, redactBodyFields } from '../shared/secret-names';

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
  return s && typeof s.specUri === 'string' && typeof s.operationKey === 'string'
    ? {
        specUri: s.specUri,
        operationKey: s.operationKey,
        values: s.values ?? null,
        tab: typeof s.tab === 'string' ? s.tab : 'body',
      }
    : undefined;
}

/**
 * Saves the state, with the typed values of credential headers, parameters and body fields left out (the known names
 * and `secretHeaders`, the user's configured names).
 */
export function saveState(state: SavedState, secretHeaders: readonly string[] = []): void {
  const v = state.values;
  const params =
    v &&
    Object.fromEntries(
      Object.entries(v.params).map(([id, x]) => [
        id,
        isSecretField(id.slice(id.indexOf(':') + 1), secretHeaders) ||
        isSecretHeader(id.slice(id.indexOf(':') + 1), secretHeaders)
          ? ''
          : x,
      ]),
    );
  const values = v && {
    ...v,
    params: params ?? {},
    headers: v.headers.map((h) => (isSecretHeader(h.name, secretHeaders) ? { name: h.name, value: '' } : h)),
    body: v.body === null ? null : redactBodyFields(v.body, '', secretHeaders),
  };
  api.setState({ ...state, values });
}
