import { resolveUri } from '../core/document/refs';
import { externalRefTargets } from '../core/document/ref-targets';

/** Reads a file by URI string; `undefined` when it cannot be read. */
export type ReadText = (uri: string) => Promise<string | undefined>;

/** How many other files one lint may pull in through `$ref`s. */
export const MAX_REFERENCED_FILES = 200;

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
  const files = new Map<string, string>();
  const scheme = schemeOf(rootUri);
  const tried = new Set<string>([rootUri]);
  let frontier: [string, string][] = [[rootUri, rootText]];
  while (frontier.length > 0 && tried.size <= limit) {
    const wanted: string[] = [];
    for (const [base, text] of frontier) {
      for (const target of externalRefTargets(text)) {
        const uri = safeResolve(base, target);
        if (!uri || tried.has(uri) || schemeOf(uri) !== scheme || tried.size > limit) continue;
        tried.add(uri);
        wanted.push(uri);
      }
    }
    const texts = await Promise.all(wanted.map((u) => read(u).catch(() => undefined)));
    frontier = [];
    wanted.forEach((u, i) => {
      const t = texts[i];
      if (t === undefined) return;
      files.set(u, t);
      frontier.push([u, t]);
    });
  }
  return files;
}

function safeResolve(base: string, relative: string): string | undefined {
  try {
    return resolveUri(base, relative);
  } catch {
    return undefined;
  }
}

function schemeOf(uri: string): string {
  const m = /^([a-z][a-z0-9+.-]+):/i.exec(uri);
  return m && !/^[a-z]:[\\/]/i.test(uri) ? m[1].toLowerCase() : 'file';
}
