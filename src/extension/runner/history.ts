import { REDACTED, redactText } from '../../core/http/redact';
import type { FormValues } from '../../shared/form';
import { parseFormValues, type HistoryItem } from '../../shared/protocol';
import { isSecretField, isSecretHeader, redactBodyFields } from '../../shared/secret-names';
import type { StateStore } from './host';

/** The workspace-state key of the history. */
export const HISTORY_KEY = 'restConventions.runner.history';

/** How many calls the history keeps. */
export const HISTORY_SIZE = 50;

/** One stored call: what the list shows, and the form values (redacted) to reopen it with. */
export interface HistoryEntry extends HistoryItem {
  specUri: string;
  values: FormValues;
}

/**
 * Form values with credential-named headers, parameters and body fields replaced (the known names and `extra`, the
 * user's configured secret header names), and every known secret replaced in every string.
 */
export function redactValues(
  values: FormValues,
  secrets: readonly string[],
  extra: readonly string[] = [],
): FormValues {
  const text = (s: string) => redactText(s, secrets);
  const secretParam = (name: string) => isSecretField(name, extra) || isSecretHeader(name, extra);
  const params: Record<string, string> = {};
  for (const [id, v] of Object.entries(values.params))
    params[id] = secretParam(id.slice(id.indexOf(':') + 1)) && v ? REDACTED : text(v);
  const variables: Record<string, string> = {};
  for (const [k, v] of Object.entries(values.variables)) variables[k] = text(v);
  return {
    ...values,
    customServer: text(values.customServer),
    variables,
    params,
    headers: values.headers.map((h) => ({
      name: h.name,
      value: isSecretHeader(h.name, extra) && h.value ? REDACTED : text(h.value),
    })),
    body: values.body === null ? null : redactBodyFields(text(values.body), REDACTED, extra),
  };
}

function isEntry(v: unknown): v is HistoryEntry {
  if (!v || typeof v !== 'object') return false;
  const e = v as Record<string, unknown>;
  return (
    typeof e.id === 'string' &&
    typeof e.at === 'string' &&
    typeof e.specUri === 'string' &&
    typeof e.operationKey === 'string' &&
    !!parseFormValues(e.values)
  );
}

/** The last calls of the workspace, newest first, kept in workspace state; shared by every runner panel. */
export class History {
  private readonly listeners = new Set<(items: HistoryItem[]) => void>();
  private counter = 0;

  constructor(private readonly state: StateStore) {}

  /** The stored entries (anything malformed in the state is skipped). */
  entries(): HistoryEntry[] {
    const raw = this.state.get<unknown>(HISTORY_KEY);
    return Array.isArray(raw) ? raw.filter(isEntry) : [];
  }

  /** What the list shows. */
  items(): HistoryItem[] {
    return this.entries().map(toItem);
  }

  find(id: string): HistoryEntry | undefined {
    return this.entries().find((e) => e.id === id);
  }

  /** Adds a call (already redacted) at the top, dropping the oldest beyond the limit. */
  async add(entry: Omit<HistoryEntry, 'id'>): Promise<HistoryEntry> {
    const full: HistoryEntry = { ...entry, id: `h${Date.now().toString(36)}${(this.counter++).toString(36)}` };
    await this.state.update(HISTORY_KEY, [full, ...this.entries()].slice(0, HISTORY_SIZE));
    this.changed();
    return full;
  }

  async clear(): Promise<void> {
    await this.state.update(HISTORY_KEY, undefined);
    this.changed();
  }

  /** Calls back with the new list after each change; returns the unsubscribe function. */
  onChange(listener: (items: HistoryItem[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(): void {
    const items = this.items();
    for (const l of this.listeners) l(items);
  }
}

function toItem(e: HistoryEntry): HistoryItem {
  return {
    id: e.id,
    at: e.at,
    operationKey: e.operationKey,
    specName: e.specName,
    method: e.method,
    url: e.url,
    status: e.status,
    error: e.error,
    durationMs: e.durationMs,
  };
}
