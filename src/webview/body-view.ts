import type { BodyView } from '../shared/protocol';
import { lastAtMost } from '../shared/sorted-search';
import { BodyLines, IntList } from './body-lines';
import { h, replace } from './dom';

/** Characters indexed per slice of work (`BodyLines`), so a 10 MB body never blocks input for long. */
const SLICE = 1 << 20;
/** Rows drawn above and below the viewport. */
const OVERSCAN = 20;
/** Characters shown of one line; the rest is in "Open in editor". */
const MAX_LINE = 4000;

/**
 * The response body: a virtualized, read-only view of its lines (only the rows in sight exist in the DOM), indexed
 * in slices so the page stays responsive on a 10 MB body. JSON gets folding; every body gets search. Text is
 * always inserted as text, never parsed as HTML. Keyboard: arrows, Page Up/Down, Home/End move; Left/Right fold and
 * unfold; Enter toggles; Ctrl+F or / searches.
 */
export class BodyViewer {
  readonly root: HTMLElement;
  private readonly scroller: HTMLElement;
  private readonly spacer: HTMLElement;
  private readonly rows: HTMLElement;
  private readonly search: HTMLInputElement;
  private readonly status: HTMLElement;
  private readonly lines = new BodyLines();
  private lower: string | undefined;
  private folded = new Set<number>();
  private visible: Int32Array | undefined;
  private cursor = 0;
  private lineHeight = 0;
  private job = 0;
  private frame = 0;
  private query = '';

  constructor() {
    this.search = h('input', {
      type: 'search',
      class: 'search',
      placeholder: 'Search the body',
      'aria-label': 'Search the body',
      spellcheck: 'false',
    });
    this.search.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        this.find(e.shiftKey ? -1 : 1);
      } else if (e.key === 'Escape') this.scroller.focus();
    });
    this.search.addEventListener('input', () => {
      this.query = this.search.value;
      this.status.textContent = '';
      this.draw();
    });
    this.status = h('span', { class: 'body-status', role: 'status', 'aria-live': 'polite' });
    const toolbar = h(
      'div',
      { class: 'body-toolbar' },
      this.search,
      h('button', {
        type: 'button',
        class: 'icon',
        title: 'Previous match (Shift+Enter)',
        'aria-label': 'Previous match',
        text: '↑',
        onclick: () => this.find(-1),
      }),
      h('button', {
        type: 'button',
        class: 'icon',
        title: 'Next match (Enter)',
        'aria-label': 'Next match',
        text: '↓',
        onclick: () => this.find(1),
      }),
      h('button', { type: 'button', class: 'secondary fold-all', text: 'Fold all', onclick: () => this.foldLevel(1) }),
      h('button', {
        type: 'button',
        class: 'secondary unfold-all',
        text: 'Unfold all',
        onclick: () => this.unfoldAll(),
      }),
      this.status,
    );
    this.spacer = h('div', { class: 'spacer' });
    this.rows = h('div', { class: 'rows' });
    this.scroller = h(
      'div',
      {
        class: 'body-lines',
        tabindex: 0,
        role: 'region',
        'aria-label': 'Response body; arrows move, Left and Right fold',
      },
      this.spacer,
      this.rows,
    );
    this.scroller.addEventListener('scroll', () => this.schedule());
    this.scroller.addEventListener('keydown', (e) => this.onKey(e));
    this.rows.addEventListener('click', (e) => {
      const row = (e.target as HTMLElement).closest<HTMLElement>('.line');
      if (!row) return;
      this.cursor = Number(row.dataset.row);
      if ((e.target as HTMLElement).classList.contains('fold')) this.toggle(Number(row.dataset.line));
      this.draw();
    });
    this.root = h('div', { class: 'body-view' }, toolbar, this.scroller);
  }

  /** Shows a body; indexing runs in slices and the first screen appears after the first one. */
  show(body: BodyView): void {
    this.job++;
    this.lines.reset(body.text, body.kind === 'json');
    this.lower = undefined;
    this.folded.clear();
    this.visible = undefined;
    this.cursor = 0;
    this.scroller.scrollTop = 0;
    this.root.classList.toggle('foldable', this.lines.json);
    this.status.textContent = '';
    this.indexSlice(this.job);
  }

  /** True once every line is indexed. */
  get ready(): boolean {
    return this.lines.done;
  }

  /** The number of lines indexed so far. */
  get lineCount(): number {
    return this.lines.lineCount;
  }

  private indexSlice(job: number): void {
    if (job !== this.job) return;
    this.lines.indexSlice(SLICE);
    this.draw();
    if (!this.lines.done) setTimeout(() => this.indexSlice(job), 0);
  }

  private isOpener(line: number): boolean {
    return this.lines.opens(line);
  }

  private rowCount(): number {
    return this.visible ? this.visible.length : this.lineCount;
  }

  private lineAt(row: number): number {
    return this.visible ? this.visible[row] : row;
  }

  private rowOf(line: number): number {
    return this.visible ? lastAtMost(this.visible, this.visible.length, line) : line;
  }

  private rebuildVisible(): void {
    if (!this.folded.size) {
      this.visible = undefined;
      return;
    }
    const out = new IntList();
    const n = this.lineCount;
    for (let i = 0; i < n; i++) {
      out.push(i);
      if (this.folded.has(i)) i = this.lines.closeLine(i);
    }
    this.visible = out.data.subarray(0, out.length);
  }

  private toggle(line: number): void {
    if (!this.isOpener(line) || !this.lines.done) return;
    if (this.folded.has(line)) this.folded.delete(line);
    else this.folded.add(line);
    this.rebuildVisible();
    this.cursor = this.rowOf(line);
  }

  private foldLevel(depth: number): void {
    if (!this.lines.json || !this.lines.done) return;
    this.folded = new Set(this.lines.openersAt(depth));
    this.rebuildVisible();
    this.cursor = 0;
    this.scroller.scrollTop = 0;
    this.draw();
  }

  private unfoldAll(): void {
    const line = this.lineAt(this.cursor);
    this.folded.clear();
    this.visible = undefined;
    this.cursor = line;
    this.reveal();
  }

  private onKey(e: KeyboardEvent): void {
    const page = Math.max(1, Math.floor(this.scroller.clientHeight / (this.lineHeight || 18)) - 1);
    const line = this.lineAt(this.cursor);
    const moves: Record<string, () => void> = {
      ArrowDown: () => (this.cursor = Math.min(this.rowCount() - 1, this.cursor + 1)),
      ArrowUp: () => (this.cursor = Math.max(0, this.cursor - 1)),
      PageDown: () => (this.cursor = Math.min(this.rowCount() - 1, this.cursor + page)),
      PageUp: () => (this.cursor = Math.max(0, this.cursor - page)),
      Home: () => (this.cursor = 0),
      End: () => (this.cursor = this.rowCount() - 1),
      ArrowLeft: () => this.isOpener(line) && !this.folded.has(line) && this.toggle(line),
      ArrowRight: () => this.folded.has(line) && this.toggle(line),
      Enter: () => this.toggle(line),
      ' ': () => this.toggle(line),
    };
    if ((e.key === 'f' && (e.ctrlKey || e.metaKey)) || e.key === '/') {
      e.preventDefault();
      this.search.focus();
      this.search.select();
      return;
    }
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
    this.reveal();
  }

  /** Scrolls the cursor row into view and redraws. */
  private reveal(): void {
    const lh = this.lineHeight || 18;
    const top = this.cursor * lh;
    if (top < this.scroller.scrollTop) this.scroller.scrollTop = top;
    else if (top + lh > this.scroller.scrollTop + this.scroller.clientHeight)
      this.scroller.scrollTop = top + lh - this.scroller.clientHeight;
    this.draw();
  }

  /** Moves to the next (or previous) match of the search, unfolding what hides it. */
  private find(direction: 1 | -1): void {
    const q = this.search.value.toLowerCase();
    this.query = this.search.value;
    if (!q) return;
    this.lower ??= this.lines.text.toLowerCase();
    const from = this.lines.span(this.lineAt(this.cursor));
    let at = direction === 1 ? this.lower.indexOf(q, from[1]) : this.lower.lastIndexOf(q, Math.max(0, from[0] - 1));
    if (at === -1) at = direction === 1 ? this.lower.indexOf(q) : this.lower.lastIndexOf(q);
    if (at === -1) {
      this.status.textContent = 'No match';
      this.draw();
      return;
    }
    let count = 0;
    let index = 0;
    for (let i = this.lower.indexOf(q); i !== -1; i = this.lower.indexOf(q, i + q.length)) {
      count++;
      if (i === at) index = count;
    }
    const line = this.lines.lineOfOffset(at);
    for (const open of [...this.folded])
      if (open < line && this.lines.closeLine(open) >= line) this.folded.delete(open);
    this.rebuildVisible();
    this.cursor = this.rowOf(line);
    this.status.textContent = `Match ${index} of ${count} · line ${line + 1}`;
    this.reveal();
  }

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /** Draws the rows in sight (and a few around them). */
  private draw(): void {
    if (!this.lineHeight) {
      const probe = h('div', { class: 'line' }, h('span', { class: 'code', text: 'M' }));
      this.rows.append(probe);
      this.lineHeight = probe.getBoundingClientRect().height || 18;
      probe.remove();
    }
    const lh = this.lineHeight;
    const total = this.rowCount();
    this.spacer.style.height = `${total * lh}px`;
    const first = Math.max(0, Math.floor(this.scroller.scrollTop / lh) - OVERSCAN);
    const last = Math.min(
      total,
      Math.ceil((this.scroller.scrollTop + (this.scroller.clientHeight || 600)) / lh) + OVERSCAN,
    );
    const digits = String(this.lineCount).length;
    this.rows.style.setProperty('--gutter', `${digits + 1}ch`);
    const frag = document.createDocumentFragment();
    for (let row = first; row < last; row++) frag.append(this.drawRow(row, lh));
    replace(this.rows, frag);
    this.scroller.setAttribute('aria-activedescendant', `body-row-${this.cursor}`);
  }

  private drawRow(row: number, lh: number): HTMLElement {
    const line = this.lineAt(row);
    const [start, end] = this.lines.span(line);
    let text = this.lines.text.slice(start, Math.min(end, start + MAX_LINE));
    const opener = this.isOpener(line);
    const folded = opener && this.folded.has(line);
    if (folded) {
      const close = this.lines.closeLine(line);
      const [cs, ce] = this.lines.span(close);
      text += ` … ${this.lines.text.slice(cs, ce).trim()}  (${close - line - 1} lines)`;
    }
    const el = h(
      'div',
      {
        class: `line${row === this.cursor ? ' cursor' : ''}${folded ? ' folded' : ''}`,
        id: `body-row-${row}`,
        'data-row': row,
        'data-line': line,
        role: 'presentation',
      },
      h('span', { class: 'gutter', text: String(line + 1) }),
      h('span', { class: opener ? 'fold' : 'fold none', text: opener ? (folded ? '▸' : '▾') : '' }),
      this.code(text, end - start > MAX_LINE ? end - start - MAX_LINE : 0),
    );
    el.style.top = `${row * lh}px`;
    return el;
  }

  /** The text of a row with the search matches marked (as nodes, never as HTML). */
  private code(text: string, cut: number): HTMLElement {
    const el = h('span', { class: 'code' });
    const q = this.query.toLowerCase();
    if (q) {
      const lower = text.toLowerCase();
      let from = 0;
      for (let i = lower.indexOf(q); i !== -1; i = lower.indexOf(q, from)) {
        el.append(text.slice(from, i), h('mark', { text: text.slice(i, i + q.length) }));
        from = i + q.length;
      }
      el.append(text.slice(from));
    } else el.textContent = text;
    if (cut) el.append(h('span', { class: 'cut', text: ` … ${cut} more characters (open the body in an editor)` }));
    return el;
  }
}
