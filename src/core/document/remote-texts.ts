import type { TextLoader } from './refs';

/** Remote `$ref`s as the linter sees them: texts fetched ahead of a lint (`../http/remote-refs.ts`), no network here. */

/** What each remote URI gave: its text, or why there is none. Plain data, so it can go to a worker. */
export type RemoteTexts = Readonly<Record<string, { text: string } | { error: string }>>;

/** True for a reference the network would serve: `http:` or `https:`. */
export function isRemoteRef(uri: string): boolean {
  return /^https?:\/\//i.test(uri);
}

/** A loader that serves remote references from `remote` (throwing the reason a fetch failed) and the rest from `load`. */
export function withRemoteTexts(load: TextLoader | undefined, remote: RemoteTexts): TextLoader {
  return (uri) => {
    if (!isRemoteRef(uri)) return load?.(uri);
    const got = remote[uri];
    if (!got) throw new Error('it was not fetched');
    if ('error' in got) throw new Error(got.error);
    return got.text;
  };
}
