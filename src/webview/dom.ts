/** Attributes and event handlers of an element made by `h`; `class` and `text` are shortcuts. */
export type Attrs = Record<string, string | number | boolean | null | undefined | EventListener> & {
  class?: string;
  text?: string;
};

/** A child of `h`: an element, text (always inserted as text, never parsed as HTML), or nothing. */
export type Child = Node | string | null | undefined | false;

/** Makes an element: attributes set with `setAttribute`, `on…` keys added as listeners, children appended as nodes or text. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') el.textContent = String(v);
    else if (k === 'class') el.className = String(v);
    else if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v as EventListener);
    else if (k === 'value' && 'value' in el) (el as HTMLInputElement).value = String(v);
    else if (k === 'checked' && el instanceof HTMLInputElement) el.checked = v === true;
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  append(el, ...children);
  return el;
}

/** Appends children (text as text nodes). */
export function append(parent: Node, ...children: Child[]): void {
  for (const c of children)
    if (c !== null && c !== undefined && c !== false)
      parent.appendChild(typeof c === 'string' ? document.createTextNode(c) : c);
}

/** Replaces an element's children. */
export function replace(parent: Element, ...children: Child[]): void {
  parent.replaceChildren();
  append(parent, ...children);
}

/** `1.2 KB`, `3.4 MB`: sizes in real bytes, 1024-based. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}

/** `1.5 ms`, `230 ms`, `2.1 s`. */
export function formatMs(ms: number): string {
  if (ms < 10) return `${ms.toFixed(1)} ms`;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** `1:05:09`, `4:12`, `0:07`: a countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/** A fresh id for requests: letters and digits only, as the protocol wants. */
export function newId(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
}
