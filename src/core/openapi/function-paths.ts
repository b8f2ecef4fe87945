/**
 * Paths that name a function rather than a resource: a conversion (`addressToRaw`, `text-to-speech`), a lookup by a
 * key (`transactionById`), or anything below a utilities namespace (`/utils/seed/{length}`). Their parameters are the
 * function's arguments, never a member's id, and their segments name no collection (RULES.md "Terms": a computation).
 */
import type { PathSegment } from './model';
import { splitWords } from './words/identifiers';

/** Namespaces that group helper functions of a server (Ergo's `/utils/…`), never a resource of the API. */
const UTILITY_NAMESPACES = new Set(['util', 'utils', 'utility', 'utilities']);

/**
 * True for a segment that names a conversion or a lookup in one word: a noun, `to` and another noun (`addressToRaw`,
 * `ergoTreeToAddress`, `text-to-speech`), or a noun, `by` and a key (`transactionById`, `popowHeaderByHeight`).
 * Written in camel, kebab or snake case; `to` or `by` first or last (`toDo`, `standby`) is no such name.
 */
export function namesFunction(seg: PathSegment): boolean {
  if (seg.kind !== 'static') return false;
  const words = splitWords(seg.text);
  // The same word on both sides names a kind of link, no conversion (`peer-to-peer`, `point-to-point`).
  return words.some(
    (w, i) => i > 0 && i < words.length - 1 && (w === 'to' || w === 'by') && words[i - 1] !== words[i + 1],
  );
}

/** True for a segment that is a utilities namespace (`utils`). */
function isUtilityNamespace(seg: PathSegment): boolean {
  return seg.kind === 'static' && UTILITY_NAMESPACES.has(seg.text.toLowerCase());
}

/**
 * True when segment `i` of a path is the argument of a function: a parameter after a segment that names a function
 * (`/utils/addressToRaw/{address}`), or any parameter below a utilities namespace (`/utils/seed/{length}`).
 */
export function isFunctionArgument(segs: readonly PathSegment[], i: number): boolean {
  if (segs[i]?.kind !== 'param') return false;
  let k = i - 1;
  while (k >= 0 && segs[k].kind === 'param') k--;
  if (k >= 0 && namesFunction(segs[k])) return true;
  return segs.slice(0, i).some(isUtilityNamespace);
}

/** Keys after `by` that identify one thing (`transactionById`): a lookup, not a filter (`DevicesByEnergy` lists). */
const ONE_KEYS = new Set(['id', 'ids', 'key', 'hash', 'uuid', 'guid']);

/**
 * How a path ending in a static segment names a function: `named` when that segment is a lookup by an id
 * (`/wallet/transactionById`, answering a list or not); `unless-list` when it is a conversion (`addressToRaw`), filters
 * by another key (smart-me's `/api/DevicesByEnergy`, a list of devices) or stands below a utilities namespace (`/utils/seed`,
 * `/utils/address`; a utility that lists, `/utils/countries`, still lists); else undefined.
 */
export function functionPath(segs: readonly PathSegment[]): 'named' | 'unless-list' | undefined {
  const last = segs[segs.length - 1];
  if (!last || last.kind !== 'static') return undefined;
  if (namesFunction(last)) {
    const words = splitWords(last.text);
    const by = words.lastIndexOf('by');
    return by >= 0 && ONE_KEYS.has(words[by + 1]) ? 'named' : 'unless-list';
  }
  return segs.slice(0, -1).some(isUtilityNamespace) ? 'unless-list' : undefined;
}
