import { Buffer } from 'node:buffer';
import { JSON_SCAN_WASM } from './json-scan-wasm';
import { MAX_DEPTH } from './limits';

/**
 * What the WebAssembly scan (json-scan.wat) records of a JSON text: LocationStore's table and offsets for every
 * container, numbered in the order they open, plus for each container the id after its subtree (`next`) and its
 * flags (FLAG_ESCAPED_KEY, FLAG_DIGIT_KEY).
 */
export interface ScannedJson {
  table: Int32Array;
  count: number;
  offsets: Int32Array;
  next: Int32Array;
  flags: Uint8Array;
  /**
   * Objects whose keys the scan could not compare byte by byte for repeats: two or more keys, one of them escaped,
   * or more keys than its hash slots hold.
   */
  objectsToCheck: Int32Array;
  /** Where each line starts (0 first), as `ParsedSource` indexes lines; undefined when the scan did not record them. */
  lineStarts: Int32Array | undefined;
}

/** An object with a key that has a backslash escape. */
export const FLAG_ESCAPED_KEY = 2;
/** An object with a key that starts with a digit: JS engines list array-index keys first, out of text order. */
export const FLAG_DIGIT_KEY = 4;

/** The little of the WebAssembly API used here (the project's `lib` has no WebAssembly types). */
interface WasmMemory {
  buffer: ArrayBuffer;
  grow(pages: number): number;
}
interface Wasm {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: object) => { exports: unknown };
  Memory: new (descriptor: { initial: number }) => WasmMemory;
}
interface ScanInstance {
  memory: WasmMemory;
  scan(): number;
}

let compiled: object | null | undefined;
let shared: ScanInstance | null | undefined;
/** The room `scanTextArea` gave last, and in which instance; `scanJson` takes it. */
let prepared: { view: Uint8Array; instance: ScanInstance } | undefined;

/** Texts at least this long get an instance of their own. */
const BIG_TEXT = 1 << 20;

/**
 * The scan for a text of `length` characters; null without WebAssembly (`node --jitless`) or its SIMD, or when the
 * system refuses the memory. Small texts share one instance per thread, its memory grown as needed and reused from
 * text to text, the results copied out: an instance per text costs a linted folder more than it saves (each memory
 * is a large reservation that the garbage collector has to account for and free). A big text gets an instance of
 * its own, whose memory the results then stay in (copying GitHub's 7 MB of tables would touch as many new pages,
 * ~2 µs each on these machines), made at once at the size the text and its first room need: V8 counts a memory
 * that grows about twice towards its external-memory limit (64 MB), and GitHub's 13 MB spec, its text and a grown
 * memory went over it, which cost a full garbage collection (15–23 ms) in the middle of every lint.
 */
function scanInstance(length: number): ScanInstance | null {
  if (length >= BIG_TEXT) {
    const room = length + slackFor(length);
    return newInstance(layout(room, firstRoom(room)).end);
  }
  if (shared === undefined) shared = newInstance(65536);
  return shared;
}

/** Room left after a big text for what its escapes may add when it is made where its file's bytes were read. */
function slackFor(length: number): number {
  return 65536 + (length >> 7);
}

function newInstance(bytes: number): ScanInstance | null {
  const wasm = (globalThis as { WebAssembly?: Wasm }).WebAssembly;
  if (compiled === undefined) {
    try {
      compiled = new wasm!.Module(Buffer.from(JSON_SCAN_WASM, 'base64'));
    } catch {
      compiled = null;
    }
  }
  if (!compiled) return null;
  try {
    const memory = new wasm!.Memory({ initial: Math.ceil(bytes / 65536) });
    const { scan } = new wasm!.Instance(compiled, { env: { memory } }).exports as { scan(): number };
    return { memory, scan };
  } catch (e) {
    if (e instanceof RangeError) return null;
    throw e;
  }
}

// The header fields (byte offsets) that json-scan.wat reads, and those it writes.
const IN = {
  text: 0,
  length: 4,
  start: 8,
  table: 12,
  rows: 16,
  offsets: 20,
  offsetInts: 24,
  stack: 28,
  stackInts: 32,
  frames: 36,
  checkList: 40,
  checkListCap: 44,
  hash: 48,
  hashSlots: 52,
  maxDepth: 56,
  next: 60,
  flags: 64,
  lines: 68,
  linesCap: 72,
};
const OUT = { count: 80, used: 84, checkListLength: 88, lineCount: 92 };
const HEADER_BYTES = 128;
const HASH_SLOTS = 1 << 14;

/** Why a scan stopped early; `scan` returns 0 when it is done. */
const TABLE_FULL = 1;
const OFFSETS_FULL = 2;
const STACK_FULL = 3;
const LIST_FULL = 4;
/** Not a status of the scan's own: its memory could not grow to what the text needs. */
const NO_MEMORY = -1;

/** How much the scan may record of a text: table rows (containers), offset ints, stack ints, objects to check, lines. */
interface Room {
  rows: number;
  offsetInts: number;
  stackInts: number;
  checkList: number;
  lines: number;
}

/**
 * The room a text of `length` characters gets first. Rows and offsets: about twice what OpenAPI documents need
 * (GitHub's 13 MB spec has a container per 143 characters and an offset int per 14); a text that needs more is
 * scanned again with the most any text of its length can need. Lines: one per 8 characters (GitHub's has one per
 * 37); a text with shorter lines gets its line index from ParsedSource instead.
 */
function firstRoom(length: number): Room {
  return { rows: Math.ceil(length / 48) + 16, offsetInts: Math.ceil(length / 8) + 64, stackInts: 1 << 16, checkList: 256, lines: Math.ceil(length / 8) + 16 };
}

/** Where the scan's areas lie in its memory for a text of `length` characters and `room`, and where they end. */
function layout(length: number, room: Room) {
  const align = (n: number) => (n + 7) & ~7;
  let at = HEADER_BYTES;
  const area = (bytes: number) => {
    const p = at;
    at = align(at + bytes);
    return p;
  };
  // The text comes first (see scanTextArea), then the 0 the scan stops at and the 15 bytes its last 16-byte load
  // may read.
  const textAt = area(length + 16);
  const tableAt = area(room.rows * 20);
  const offsetsAt = area(room.offsetInts * 4);
  const stackAt = area(room.stackInts * 4);
  const framesAt = area((MAX_DEPTH + 1) * 12);
  const checkListAt = area(room.checkList * 4);
  const hashAt = area(HASH_SLOTS * 8);
  const nextAt = area(room.rows * 4);
  const flagsAt = area(room.rows);
  const linesAt = area(room.lines * 4);
  return { textAt, tableAt, offsetsAt, stackAt, framesAt, checkListAt, hashAt, nextAt, flagsAt, linesAt, end: at };
}

/**
 * Room for a text's `length` bytes where the scan reads them, for a caller that puts the text there (a big JSON
 * file read straight into it, or an escaped JSON file, see `decodeBytes`); `scanJson` then finds them in place
 * instead of copying the text in. Undefined without WebAssembly. The view is good until the next call into this
 * module. When the room given last has space for `length` bytes, the new room is in the same memory at the same
 * place (the last view stays readable, and writing the new text overwrites it): `decodeBytes` escapes a file read
 * there in place.
 */
export function scanTextArea(length: number): Uint8Array | undefined {
  const last = prepared?.instance;
  const fits = last !== undefined && last.memory.buffer.byteLength >= HEADER_BYTES + length + 1;
  // The shared memory does not grow while a view of it is out: that would detach the view.
  const instance = fits ? last : last === shared && last !== undefined ? newInstance(layout(length, firstRoom(length)).end) : scanInstance(length);
  if (!instance || !ensureBytes(instance.memory, HEADER_BYTES + length + 1)) return undefined;
  const view = new Uint8Array(instance.memory.buffer, HEADER_BYTES, length);
  prepared = { view, instance };
  return view;
}

/**
 * Scans `text` (one byte per character: ASCII, as `decodeBytes` gives a JSON file) that `JSON.parse` accepted,
 * from `start`. `inPlace`: the view `scanTextArea` gave, holding the text's bytes. Undefined when the JS walk must
 * do it: no WebAssembly, a key that repeats or nesting deeper than MAX_DEPTH (the JS walk reports those as the
 * YAML path does).
 */
export function scanJson(text: string, start: number, inPlace?: Uint8Array): ScannedJson | undefined {
  const length = text.length;
  // Only the room given last is still the caller's (a view of memory that has grown since has length 0).
  const room = prepared;
  prepared = undefined;
  const inRoom = room !== undefined && inPlace === room.view && inPlace.length === length;
  const instance = inRoom ? room.instance : scanInstance(length);
  if (!instance) return undefined;
  if (!inRoom) {
    if (!ensureBytes(instance.memory, HEADER_BYTES + length + 1)) return undefined;
    // One byte per character (the text is ASCII).
    Buffer.from(instance.memory.buffer, HEADER_BYTES, length).write(text, 'latin1');
  }
  const sizes = firstRoom(length);
  for (let attempt = 0; attempt < 5; attempt++) {
    const result = scanOnce(instance, text, start, sizes, instance !== shared);
    if (typeof result === 'object') return result;
    if (result === TABLE_FULL) sizes.rows = (length >> 1) + 2;
    else if (result === OFFSETS_FULL) sizes.offsetInts = length + 4;
    else if (result === STACK_FULL) sizes.stackInts = length + 8;
    else if (result === LIST_FULL) sizes.checkList = (length >> 2) + 2;
    else return undefined;
  }
  return undefined;
}

function scanOnce({ memory, scan }: ScanInstance, text: string, start: number, room: Room, ownMemory: boolean): ScannedJson | number {
  const { textAt, tableAt, offsetsAt, stackAt, framesAt, checkListAt, hashAt, nextAt, flagsAt, linesAt, end: at } = layout(text.length, room);
  if (!ensureBytes(memory, at)) return NO_MEMORY;
  const buffer = memory.buffer;
  new Uint8Array(buffer, textAt + text.length, 1)[0] = 0;
  // A slot left by an earlier text could carry a stamp (object id + 1) of this one.
  new Uint8Array(buffer, hashAt, HASH_SLOTS * 8).fill(0);
  const header = new Int32Array(buffer, 0, HEADER_BYTES / 4);
  const fields: [number, number][] = [
    [IN.text, textAt],
    [IN.length, text.length],
    [IN.start, start],
    [IN.table, tableAt],
    [IN.rows, room.rows],
    [IN.offsets, offsetsAt],
    [IN.offsetInts, room.offsetInts],
    [IN.stack, stackAt],
    [IN.stackInts, room.stackInts],
    [IN.frames, framesAt],
    [IN.checkList, checkListAt],
    [IN.checkListCap, room.checkList],
    [IN.hash, hashAt],
    [IN.hashSlots, HASH_SLOTS],
    [IN.maxDepth, MAX_DEPTH],
    [IN.next, nextAt],
    [IN.flags, flagsAt],
    [IN.lines, linesAt],
    [IN.linesCap, room.lines],
  ];
  for (const [offset, value] of fields) header[offset >> 2] = value;
  const status = scan();
  if (status !== 0) return status;
  const count = header[OUT.count >> 2];
  const used = header[OUT.used >> 2];
  const lineCount = header[OUT.lineCount >> 2];
  // Views of a memory of the text's own; copies of the shared one, which is the next text's.
  const out = <T extends Int32Array | Uint8Array>(view: T): T => (ownMemory ? view : (view.slice() as T));
  const table = out(new Int32Array(buffer, tableAt, count * 5));
  return {
    table,
    count,
    offsets: out(new Int32Array(buffer, offsetsAt, used)),
    next: out(new Int32Array(buffer, nextAt, count)),
    flags: out(new Uint8Array(buffer, flagsAt, count)),
    objectsToCheck: out(new Int32Array(buffer, checkListAt, header[OUT.checkListLength >> 2])),
    lineStarts: count > 0 && lineCount >= 0 ? withTail(new Int32Array(buffer, linesAt, lineCount), text, table[1]) : undefined,
  };
}

/** 0, the line starts the scan recorded, then those after the outermost container (which the scan stops at). */
function withTail(recorded: Int32Array, text: string, from: number): Int32Array {
  const tail: number[] = [];
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) tail.push(i + 1);
  }
  const starts = new Int32Array(1 + recorded.length + tail.length);
  starts.set(recorded, 1);
  starts.set(tail, 1 + recorded.length);
  return starts;
}

/**
 * Grows the scan's memory to at least `bytes` (growing detaches the views made before); false when it cannot (the
 * system refuses the memory: the JS walk then does the work).
 */
function ensureBytes(memory: WasmMemory, bytes: number): boolean {
  const pages = Math.ceil(bytes / 65536) - memory.buffer.byteLength / 65536;
  if (pages <= 0) return true;
  try {
    memory.grow(pages);
    return true;
  } catch (e) {
    if (e instanceof RangeError) return false;
    throw e;
  }
}
