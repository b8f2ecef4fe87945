/** C0 controls but tab, line feed and CR LF, DEL, C1 controls, and the bidirectional overrides and isolates. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/g;
/** The same and line feed, and the line and paragraph separators: what must not break a line of its own. */
const CONTROL_OR_BREAK = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

function visible(c: string): string {
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/**
 * Text from specs and servers made safe for a terminal: every control character but tab, line feed and a line's closing CR LF becomes a
 * visible `\xNN` (or `\uNNNN`), so an escape sequence in a path, a message or a response body (OSC 52 writing the
 * clipboard, a cursor move hiding a line, a carriage return overwriting one) is shown, never run. For blocks that
 * are several lines by nature (a response body, a diff); one field of a line goes through `escapeLine`.
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, visible);
}

/**
 * One field of a line of text output (a file name, a message, a server URL, a configuration key): control
 * characters and line breaks shown as `\xNN`, so the field cannot forge a line of its own; and a field that would
 * start its line with `::` (a GitHub workflow command, which the runner reads on stdout and stderr) shows its first
 * colon as `\x3a`.
 */
export function escapeLine(text: string): string {
  const out = text.replace(CONTROL_OR_BREAK, visible);
  const lead = out.length - out.trimStart().length;
  return out.startsWith('::', lead) ? `${out.slice(0, lead)}\\x3a${out.slice(lead + 1)}` : out;
}
