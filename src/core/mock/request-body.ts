/** How deep a request body may nest: deeper ones are refused (400) before they are parsed. */
export const MAX_BODY_DEPTH = 64;

/** A request body as read: the parsed value, or why it is refused. */
export type ReadBody = { body: unknown; problem?: undefined } | { body?: undefined; problem: string };

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing (strings skipped), stopping once
 * it passes `max`. Linear, so a body nested 10,000 deep costs one pass; JSON.parse, the validator and the answer's
 * serialisation would each recurse that deep and exhaust the stack.
 */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash: skip what it escapes
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) depth--;
  }
  return false;
}

/** A JSON request body read within MAX_BODY_DEPTH; an empty text is no body. */
export function readJsonBody(text: string): ReadBody {
  if (text.trim() === '') return { body: undefined };
  if (nestsDeeperThan(text, MAX_BODY_DEPTH))
    return { problem: `The request body nests deeper than ${MAX_BODY_DEPTH} levels; the mock does not read it.` };
  try {
    return { body: JSON.parse(text) as unknown };
  } catch {
    return { problem: 'The request body is not valid JSON.' };
  }
}
