/** C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional overrides and isolates. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from specs and servers made safe for a terminal: every control character but tab and line feed becomes a
 * visible `\xNN` (or `\uNNNN`), so an escape sequence in a path, a message or a response body (OSC 52 writing the
 * clipboard, a cursor move hiding a line, a carriage return overwriting one) is shown, never run.
 */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, (c) => {
    const code = c.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
