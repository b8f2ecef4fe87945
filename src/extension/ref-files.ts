import { walkRefs } from '../core/document/ref-targets';

/** Reads a file by URI string; `undefined` when it cannot be read. */
export type ReadText = (uri: string) => Promise<string | undefined>;

/** How many other files one lint may pull in through `$ref`s. */
const MAX_REFERENCED_FILES = 200;

/**
 * Reads, ahead of a lint, every file the document reaches through `$ref`s (transitively), so that the
 * synchronous linter can be given a loader over plain texts. Keys are the URIs exactly as the linter's
 * resolver will compute them. Only files with the root's own scheme are followed: never the network.
 */
export async function loadReferencedFiles(
  rootUri: string,
  rootText: string,
  read: ReadText,
  limit = MAX_REFERENCED_FILES,
): Promise<Map<string, string>> {
  const scheme = schemeOf(rootUri);
  let tried = 0;
  return new Map(
    await walkRefs(rootUri, rootText, (uri) => {
      if (schemeOf(uri) !== scheme || tried >= limit) return undefined;
      tried++;
      return read(uri);
    }),
  );
}

function schemeOf(uri: string): string {
  const m = /^([a-z][a-z0-9+.-]+):/i.exec(uri);
  return m && !/^[a-z]:[\\/]/i.test(uri) ? m[1].toLowerCase() : 'file';
}
