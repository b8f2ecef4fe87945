import { lastAtMost } from '../shared/sorted-search';

/** A growable Int32 list. */
export class IntList {
  data = new Int32Array(1024);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}

/**
 * The lines of a response body, indexed a slice at a time so a 10 MB body never blocks input for long; for JSON also
 * the blocks its lines open (`{`/`[` at a line's end) and close (`}`/`]` first on a line), what folding works on.
 */
export class BodyLines {
  text = '';
  json = false;
  /** True once every line is indexed. */
  done = true;
  private starts = new IntList();
  private closeOf = new Int32Array(0);
  private depthOf = new Uint16Array(0);
  private stack: number[] = [];
  private indexed = 0;

  /** Starts indexing a new body (nothing indexed yet). */
  reset(text: string, json: boolean): void {
    this.text = text;
    this.json = json;
    this.starts = new IntList();
    this.starts.push(0);
    this.closeOf = new Int32Array(0);
    this.depthOf = new Uint16Array(0);
    this.stack = [];
    this.indexed = 0;
    this.done = false;
  }

  /** Indexes the lines in the next `size` characters; sets `done` after the last. */
  indexSlice(size: number): void {
    const text = this.text;
    const limit = Math.min(text.length, this.indexed + size);
    let nl = text.indexOf('\n', this.indexed);
    while (nl !== -1 && nl < limit) {
      this.starts.push(nl + 1);
      if (this.json) this.markLine(this.starts.length - 2);
      nl = text.indexOf('\n', nl + 1);
    }
    this.indexed = nl === -1 ? text.length : limit;
    if (this.indexed >= text.length) {
      if (this.json) this.markLine(this.starts.length - 1);
      this.done = true;
    }
  }

  /** The number of lines indexed so far. */
  get lineCount(): number {
    return this.done ? this.starts.length : Math.max(1, this.starts.length - 1);
  }

  /** Records a line that opens (`{`/`[` at its end) or closes (`}`/`]` first) a JSON block. */
  private markLine(line: number): void {
    if (line >= this.closeOf.length) {
      const size = Math.max(1024, this.closeOf.length * 2, line + 1);
      const close = new Int32Array(size).fill(-1);
      close.set(this.closeOf);
      const depth = new Uint16Array(size);
      depth.set(this.depthOf);
      this.closeOf = close;
      this.depthOf = depth;
    }
    const [start, end] = this.span(line);
    let a = start;
    while (a < end && this.text.charCodeAt(a) === 32) a++;
    const first = this.text.charCodeAt(a);
    if ((first === 125 || first === 93) && this.stack.length) this.closeOf[this.stack.pop()!] = line;
    const last = this.text.charCodeAt(end - 1);
    if (end > start && (last === 123 || last === 91)) {
      this.depthOf[line] = Math.min(this.stack.length, 65535);
      this.stack.push(line);
    }
  }

  /** Start and end offsets of a line (without its newline). */
  span(line: number): [number, number] {
    const start = this.starts.data[line];
    const end = line + 1 < this.starts.length ? this.starts.data[line + 1] - 1 : this.text.length;
    return [start, end];
  }

  /** The line a character offset is on. */
  lineOfOffset(offset: number): number {
    return lastAtMost(this.starts.data, this.starts.length, offset);
  }

  /** True for a JSON line that opens a block closed on a later line. */
  opens(line: number): boolean {
    return this.json && line < this.closeOf.length && this.closeOf[line] > line;
  }

  /** The line that closes the block `line` opens (-1 when it opens none it closes). */
  closeLine(line: number): number {
    return this.closeOf[line];
  }

  /** The lines that open a block nested `depth` deep (0: the outermost). */
  openersAt(depth: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.closeOf.length; i++) if (this.closeOf[i] > i && this.depthOf[i] === depth) out.push(i);
    return out;
  }
}
