import { readReferencedFiles, type ReferencedFiles } from '../core/files/front';

/** Reads a file by URI string; `undefined` when it cannot be read, or it throws saying why. */
export type ReadText = (uri: string) => Promise<string | undefined>;

/**
 * Reads, ahead of a lint, every file the document reaches through `$ref`s (core's `readReferencedFiles`: transitively,
 * at most MAX_REFERENCED_FILES), so that the synchronous linter can be given a loader over plain texts. Only files
 * with the root's own scheme are followed: never the network.
 */
export async function loadReferencedFiles(
  rootUri: string,
  rootText: string,
  read: ReadText,
  limit?: number,
): Promise<ReferencedFiles> {
  const scheme = schemeOf(rootUri);
  return readReferencedFiles(
    rootUri,
    rootText,
    async (uri) => {
      const text = await read(uri);
      if (text === undefined) throw new Error('no such file');
      return text;
    },
    (uri) => schemeOf(uri) === scheme,
    limit,
  );
}

function schemeOf(uri: string): string {
  const m = /^([a-z][a-z0-9+.-]+):/i.exec(uri);
  return m && !/^[a-z]:[\\/]/i.test(uri) ? m[1].toLowerCase() : 'file';
}
