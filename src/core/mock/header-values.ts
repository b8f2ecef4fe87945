import type { MockResponse } from './mock-api';

/** The characters Node's `http` accepts in a header value (tab, visible ASCII and space, obs-text); it throws on others. */
const SENDABLE_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;
/** An HTTP token (RFC 9110 §5.6.2): what a header name must be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * A header value made from spec text (an example, a scheme's name), sendable as it is: every character other than
 * visible ASCII, space and tab (CR, LF, other controls, Latin-1 and beyond) is percent-encoded as UTF-8, so curly
 * quotes go out as `%E2%80%9C` and a CR/LF cannot start a header of its own.
 */
export function encodeHeaderValue(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    // A lone surrogate has no UTF-8 form: U+FFFD's.
    out += c === 9 || (c >= 0x20 && c <= 0x7e) ? ch : c >= 0xd800 && c <= 0xdfff ? '%EF%BF%BD' : encodeURIComponent(ch);
  }
  return out;
}

/** Text shown inside a message with everything but visible ASCII as `\uXXXX`, in double quotes. */
export function quoteForMessage(text: string): string {
  let out = '';
  for (const ch of text.slice(0, 200)) {
    const c = ch.charCodeAt(0);
    out += c >= 0x20 && c <= 0x7e && ch !== '"' && ch !== '\\' ? ch : `\\u${c.toString(16).padStart(4, '0')}`;
  }
  return `"${out}${text.length > 200 ? '…' : ''}"`;
}

/** Why a header could not be sent (a name that is no token, a value Node would refuse), or undefined. */
export function unsendableHeader(headers: Readonly<Record<string, string>>): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    const shown = name.toLowerCase() === 'content-type' ? 'Content-Type' : name;
    if (!TOKEN.test(name)) return `the header name ${quoteForMessage(name)} is not an HTTP token`;
    if (!SENDABLE_VALUE.test(value))
      return `the ${shown} value ${quoteForMessage(value)} holds a character no header may carry (CR, LF, another control character, or one past Latin-1)`;
  }
  return undefined;
}

/**
 * The answer as it may go out: itself when every header can be sent, else a 500 problem (RFC 9457, plain, since the
 * spec's own parts are what cannot be sent) saying which header and why.
 */
export function sendable(res: MockResponse): MockResponse {
  const why = unsendableHeader(res.headers);
  if (!why) return res;
  return {
    status: 500,
    headers: { 'content-type': 'application/problem+json' },
    body: {
      type: 'about:blank',
      title: 'The mock cannot send this answer',
      status: 500,
      detail: `The spec makes the mock send a header it cannot: ${why}. Fix the spec.`,
    },
  };
}
