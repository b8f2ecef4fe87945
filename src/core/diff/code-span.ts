/** The length of the longest run of backticks in `text`. */
export function longestBacktickRun(text: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === '`' ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * `text` as a Markdown code span that no text inside can close: fenced with one backtick more than its longest run
 * (`` `a_b` ``, ``` `` a`b `` ```), padded with a space where it starts or ends with a backtick (CommonMark strips one
 * such space from each side). How the comparison's messages quote names; the markdown changelog shows them as spans.
 */
export function codeSpan(text: string): string {
  const fence = '`'.repeat(longestBacktickRun(text) + 1);
  const pad = text === '' || text.startsWith('`') || text.endsWith('`') || /^ .* $/s.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** One piece of a message: plain text, or a code span's content (`code`) with its fence. */
export type MessagePart = { text: string } | { code: string; fence: string };

/**
 * Splits a message into plain text and code spans as CommonMark reads them: a run of backticks opens a span that the
 * next run of the same length closes; a run that nothing closes is plain text. The content keeps its padding.
 */
export function splitCodeSpans(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let plain = '';
  let i = 0;
  const runAt = (at: number) => {
    let end = at;
    while (message[end] === '`') end++;
    return end - at;
  };
  while (i < message.length) {
    if (message[i] !== '`') {
      plain += message[i++];
      continue;
    }
    const n = runAt(i);
    let close = -1;
    for (let j = i + n; j < message.length;) {
      if (message[j] !== '`') {
        j++;
        continue;
      }
      const m = runAt(j);
      if (m === n) {
        close = j;
        break;
      }
      j += m;
    }
    if (close < 0) {
      plain += message.slice(i, i + n);
      i += n;
      continue;
    }
    if (plain) parts.push({ text: plain });
    plain = '';
    parts.push({ code: message.slice(i + n, close), fence: message.slice(i, i + n) });
    i = close + n;
  }
  if (plain) parts.push({ text: plain });
  return parts;
}
