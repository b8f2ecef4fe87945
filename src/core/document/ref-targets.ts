import { resolveUri } from './refs';

/** Which other files a YAML or JSON text's `$ref`s name, found by pattern, for reading them ahead of a lint. */

const REF_VALUE = /["']?\$ref["']?\s*:\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\n]|'')*)'|([^\s,}\]#'"][^\s,}\]]*))/g;
/** The same for `$id` values: a schema's identifier, which a `$ref` may name (OpenAPI 3.1, JSON Schema). */
const ID_VALUE = /["']?\$id["']?\s*:\s*(?:"((?:[^"\\\n]|\\.)*)"|'((?:[^'\n]|'')*)'|([^\s,}\]#'"][^\s,}\]]*))/g;

/**
 * The distinct file parts of the `$ref` values in a YAML or JSON text (`other.yaml` of `other.yaml#/a/b`),
 * without local (`#/…`) references. Found by pattern, not by parsing, so it costs one scan of the text.
 */
export function externalRefTargets(text: string): string[] {
  if (text.indexOf('$ref') < 0) return [];
  // A `$ref` naming a schema of the same text by its absolute `$id` is no file and no address: it is never read
  // (the resolver follows it in the document; see schema-ids.ts). Relative ones inside a schema with `$id` are
  // offered as files next to the document, which the reader may find missing.
  const ids = new Set<string>();
  if (text.includes('$id')) for (const m of text.matchAll(ID_VALUE)) ids.add(valueOf(m).split('#', 1)[0].trim());
  const seen = new Set<string>();
  for (const m of text.matchAll(REF_VALUE)) {
    const file = valueOf(m).split('#', 1)[0].trim();
    if (file && !ids.has(file)) seen.add(file);
  }
  return [...seen];
}

/** The value a `REF_VALUE` or `ID_VALUE` match holds: double-quoted, single-quoted or plain. */
function valueOf(m: RegExpMatchArray): string {
  return m[1] !== undefined ? unescapeJson(m[1]) : m[2] !== undefined ? m[2].replace(/''/g, "'") : m[3];
}

function unescapeJson(s: string): string {
  if (s.indexOf('\\') < 0) return s;
  try {
    return JSON.parse(`"${s}"`) as string;
  } catch {
    return s;
  }
}

/** Reads a document a reference leads to: its text, or `undefined` when it is not to be read or cannot be. */
export type RefDocumentReader = (uri: string) => string | undefined | Promise<string | undefined>;

/**
 * Every document a text reaches through `$ref`s, transitively, breadth first: each URI (as the linter's resolver
 * computes it) is offered to `read` once, never the root again; a level's reads run together. What to follow and
 * the bounds (scheme, count, size, trust) are the reader's: it answers `undefined` for what it will not read, and
 * a reader that throws or rejects counts as one that cannot read. The documents read, in the order they were found.
 */
export async function walkRefs(
  rootUri: string,
  rootText: string,
  read: RefDocumentReader,
): Promise<[string, string][]> {
  const found: [string, string][] = [];
  const seen = new Set<string>([rootUri]);
  let frontier: [string, string][] = [[rootUri, rootText]];
  while (frontier.length > 0) {
    const wanted: string[] = [];
    const reads: Promise<string | undefined>[] = [];
    for (const [base, text] of frontier) {
      for (const target of externalRefTargets(text)) {
        let uri: string;
        try {
          uri = resolveUri(base, target);
        } catch {
          continue;
        }
        if (seen.has(uri)) continue;
        seen.add(uri);
        wanted.push(uri);
        reads.push(
          (async () => {
            try {
              return await read(uri);
            } catch {
              return undefined;
            }
          })(),
        );
      }
    }
    const texts = await Promise.all(reads);
    frontier = [];
    wanted.forEach((uri, i) => {
      const text = texts[i];
      if (text !== undefined) frontier.push([uri, text]);
    });
    found.push(...frontier);
  }
  return found;
}
