import type { DeclaredReset, ResetEncoding, ResetReading } from './types';

/** The instant resets are counted from: the response's `Date` header, else the caller's clock. */
export interface Clock {
  ms: number;
  source: 'date-header' | 'local';
}

/** The clock of a response: its `Date` header when it parses, else `now`. */
export function responseClock(dateHeader: string | undefined, now: number): Clock {
  const ms = dateHeader && dateHeader.length < 100 ? Date.parse(dateHeader) : NaN;
  return Number.isFinite(ms) ? { ms, source: 'date-header' } : { ms: now, source: 'local' };
}

const DURATION = /^(?:\d+(?:\.\d+)?(?:ns|us|µs|μs|ms|h|m|s))+$/;
const DURATION_PART = /(\d+(?:\.\d+)?)(ns|us|µs|μs|ms|h|m|s)/g;
const NUMBER = /^\d+(?:\.\d+)?$/;
const ISO = /^\d{4}-\d{2}-\d{2}(?:[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?$/;
const HTTP_DATE = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? /;

/** Resets further than this from the clock are not believed (and could not be shown as dates). */
const MAX_RESET_MS = 100 * 366 * 86_400_000;

const UNIT_SECONDS: Record<string, number> = { ns: 1e-9, us: 1e-6, µs: 1e-6, μs: 1e-6, ms: 1e-3, s: 1, m: 60, h: 3600 };

/** Seconds in a Go-style duration (`6m0s`, `12ms`, `1h2m3.5s`); `undefined` when the text is not one. */
export function parseDuration(text: string): number | undefined {
  if (!DURATION.test(text)) return undefined;
  let total = 0;
  for (const m of text.matchAll(DURATION_PART)) total += Number(m[1]) * UNIT_SECONDS[m[2]];
  return Number.isFinite(total) ? total : undefined;
}

interface Shape {
  encoding: ResetEncoding;
  /** For absolute encodings, the instant in ms; for relative ones, the seconds. */
  value: number;
  why: string;
}

/** Classifies a value by its shape alone. */
function byShape(text: string): Shape | undefined {
  const d = parseDuration(text);
  if (d !== undefined && !NUMBER.test(text)) return { encoding: 'duration', value: d, why: 'by its shape' };
  if (NUMBER.test(text)) {
    const v = Number(text);
    if (v >= 1e12) return { encoding: 'epoch-milliseconds', value: v, why: 'by its shape: a number ≥ 1e12' };
    if (v >= 1e9) return { encoding: 'epoch-seconds', value: v * 1000, why: 'by its shape: a number ≥ 1e9' };
    return { encoding: 'delta-seconds', value: v, why: 'by its shape: a number below 1e9' };
  }
  if (ISO.test(text)) {
    const ms = Date.parse(text);
    if (Number.isFinite(ms)) return { encoding: 'iso-8601', value: ms, why: 'by its shape' };
  }
  if (HTTP_DATE.test(text)) {
    const ms = Date.parse(text);
    if (Number.isFinite(ms)) return { encoding: 'http-date', value: ms, why: 'by its shape' };
  }
  return undefined;
}

/** Reads a value the way a declaration says, when the value can be read that way and is plausible. */
function asDeclared(text: string, encoding: ResetEncoding): Shape | undefined {
  const shape = byShape(text);
  if (!shape) return undefined;
  if (shape.encoding === encoding) return shape;
  if (!NUMBER.test(text)) return undefined;
  const v = Number(text);
  switch (encoding) {
    case 'epoch-seconds':
      return v >= 1e9 && v < 1e12 ? { encoding, value: v * 1000, why: '' } : undefined;
    case 'epoch-milliseconds':
      return v >= 1e12 ? { encoding, value: v, why: '' } : undefined;
    case 'delta-seconds':
      return v < 1e9 ? { encoding, value: v, why: '' } : undefined;
    default:
      return undefined;
  }
}

const NAMES: Record<ResetEncoding, string> = {
  'delta-seconds': 'seconds until the reset',
  'epoch-seconds': 'epoch seconds',
  'epoch-milliseconds': 'epoch milliseconds',
  'http-date': 'an HTTP-date',
  'iso-8601': 'an ISO 8601 timestamp',
  duration: 'a duration',
};

/** True for encodings that name an instant rather than a span of time. */
function isAbsolute(e: ResetEncoding): boolean {
  return e === 'epoch-seconds' || e === 'epoch-milliseconds' || e === 'http-date' || e === 'iso-8601';
}

/**
 * Classifies one reset value and places it in time: first by what the spec declares for the header (when the value
 * can be read that way), then by its shape (duration, date, ≥ 1e12 epoch ms, ≥ 1e9 epoch seconds, else seconds
 * until); absolute values are compared with the clock, which is the response's `Date` header when it has one.
 */
export function classifyReset(
  raw: string,
  header: string,
  clock: Clock,
  declared?: DeclaredReset,
): ResetReading | undefined {
  const text = raw.trim();
  let shape: Shape | undefined;
  let reason: string;
  const fromDeclared = declared ? asDeclared(text, declared.encoding) : undefined;
  if (declared && fromDeclared) {
    shape = fromDeclared;
    reason = declared.because;
  } else {
    shape = byShape(text);
    if (!shape) return undefined;
    reason = shape.why;
    if (declared) reason += `; ${declared.because} (${NAMES[declared.encoding]}), which "${text}" cannot be`;
  }
  const clockName = clock.source === 'date-header' ? 'the Date header' : 'the local clock (no Date header)';
  let atMs: number;
  let explanation = `${NAMES[shape.encoding]} (${reason})`;
  if (isAbsolute(shape.encoding)) {
    atMs = shape.value;
    explanation += `, relative to ${clockName}`;
  } else {
    atMs = clock.ms + shape.value * 1000;
    explanation += `, counted from ${clockName}`;
  }
  // Out of range (past ±100 years, or not a number at all) is "unknown", never an invalid date.
  if (!Number.isFinite(atMs) || Math.abs(atMs - clock.ms) > MAX_RESET_MS) return undefined;
  let inSeconds = Math.round(atMs - clock.ms) / 1000;
  if (inSeconds < 0) {
    explanation += `; already ${formatSpan(-inSeconds)} past`;
    inSeconds = 0;
  }
  return {
    resetAt: new Date(atMs).toISOString(),
    resetInSeconds: inSeconds,
    encoding: shape.encoding,
    explanation,
    header,
  };
}

function formatSpan(seconds: number): string {
  if (seconds < 120) return `${Math.round(seconds)} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} days`;
}

const SECONDS = /\bseconds?\b/g;
const UNTIL = /\b(until|before|left|remaining|to wait|from now)\b/g;

/**
 * Whether `first` matches the text and `then` matches after it: what `/first.*then/` says, in one pass on one line (that
 * regex tries `.*` from every match of `first`: a 1 MB description of "seconds seconds …" took minutes).
 */
function wordsInOrder(text: string, first: RegExp, then: RegExp): boolean {
  // On one line, as `.` does not match line terminators.
  return text.split(/[\n\r\u2028\u2029]/).some((line) => {
    first.lastIndex = 0;
    if (!first.exec(line)) return false;
    then.lastIndex = first.lastIndex;
    return then.test(line);
  });
}

/**
 * The encoding a spec declares for a header, from its schema and description: `format: date-time`, or a
 * description that speaks of epoch/Unix time (milliseconds or seconds), of seconds until the reset, or of an HTTP-date.
 */
export function declaredEncoding(
  schema: Record<string, unknown> | undefined,
  description: string | undefined,
): DeclaredReset | undefined {
  const format = typeof schema?.format === 'string' ? schema.format.toLowerCase() : undefined;
  if (format === 'date-time') return { encoding: 'iso-8601', because: 'the spec declares format: date-time' };
  if (format === 'http-date') return { encoding: 'http-date', because: 'the spec declares format: http-date' };
  if (format === 'duration') return { encoding: 'duration', because: 'the spec declares format: duration' };
  const schemaDescription = typeof schema?.description === 'string' ? schema.description : '';
  const text = `${description ?? ''} ${schemaDescription}`.toLowerCase();
  if (!text.trim()) return undefined;
  const epoch = /\b(epoch|unix|posix)\b/.test(text) || /\btimestamp\b/.test(text);
  if (epoch && /\bmillisecond/.test(text))
    return { encoding: 'epoch-milliseconds', because: 'the spec describes it as epoch milliseconds' };
  if (epoch && schema?.type !== 'string')
    return { encoding: 'epoch-seconds', because: 'the spec describes it as epoch seconds' };
  if (/\b(rfc ?1123|rfc ?7231|rfc ?9110|http-date|imf-fixdate)\b/.test(text))
    return { encoding: 'http-date', because: 'the spec describes it as an HTTP-date' };
  if (/\b(iso ?8601|rfc ?3339)\b/.test(text))
    return { encoding: 'iso-8601', because: 'the spec describes it as an ISO 8601 timestamp' };
  if (
    wordsInOrder(text, SECONDS, UNTIL) ||
    wordsInOrder(text, /\b(until|before)\b/g, SECONDS) ||
    /\bdelta\b|\bnumber of seconds\b/.test(text)
  )
    return { encoding: 'delta-seconds', because: 'the spec describes it as seconds until the reset' };
  return undefined;
}
