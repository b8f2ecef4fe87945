/** Which other files a YAML or JSON text's `$ref`s name, found by pattern, for reading them ahead of a lint. */

const REF_VALUE = /["']?\$ref["']?\s*:\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\n]|'')*)'|([^\s,}\]#'"][^\s,}\]]*))/g;

/**
 * The distinct file parts of the `$ref` values in a YAML or JSON text (`other.yaml` of `other.yaml#/a/b`),
 * without local (`#/…`) references. Found by pattern, not by parsing, so it costs one scan of the text.
 */
export function externalRefTargets(text: string): string[] {
  if (text.indexOf('$ref') < 0) return [];
  const seen = new Set<string>();
  for (const m of text.matchAll(REF_VALUE)) {
    const raw = m[1] !== undefined ? unescapeJson(m[1]) : m[2] !== undefined ? m[2].replace(/''/g, "'") : m[3];
    const file = raw.split('#', 1)[0].trim();
    if (file) seen.add(file);
  }
  return [...seen];
}

function unescapeJson(s: string): string {
  if (s.indexOf('\\') < 0) return s;
  try {
    return JSON.parse(`"${s}"`) as string;
  } catch {
    return s;
  }
}
