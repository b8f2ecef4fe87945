import * as vscode from 'vscode';
import type { RemoteTexts } from '../core/document/remote-texts';
import { nodeAddressCheck } from '../node/address-check';
import { readRunnerSettings } from './settings';

/** How long a fetched remote document is reused before it is fetched again. */
const KEEP_MS = 5 * 60_000;

/**
 * Remote `$ref`s for the editor's lints (the `restConventions.remoteRefs` setting, trusted workspaces only):
 * fetched ahead of a lint and kept for a few minutes, so that typing does not fetch them again on every lint.
 */
export class RemoteRefFetcher {
  private readonly cache = new Map<string, Promise<{ text: string } | { error: string }>>();
  private readonly fetchedAt = new Map<string, number>();

  /** The remote documents a spec reaches (through its local files too), fetched or taken from the cache. */
  async fetch(
    rootUri: string,
    text: string,
    files: ReadonlyMap<string, string>,
    allowPrivate: boolean,
  ): Promise<RemoteTexts> {
    const now = Date.now();
    for (const [url, at] of this.fetchedAt) {
      if (now - at < KEEP_MS) continue;
      this.cache.delete(url);
      this.fetchedAt.delete(url);
    }
    const before = new Set(this.cache.keys());
    // Loaded on demand: undici costs activation time that a lint without remote references never needs.
    const { fetchRemoteRefs } = require('../core/http/remote-refs') as typeof import('../core/http/remote-refs');
    const settings = readRunnerSettings(vscode.Uri.parse(rootUri));
    const texts = await fetchRemoteRefs(rootUri, text, {
      cache: this.cache,
      readLocal: (u) => files.get(u),
      proxy: settings.proxy,
      ...(allowPrivate ? {} : { checkAddress: nodeAddressCheck }),
    });
    for (const url of this.cache.keys()) if (!before.has(url)) this.fetchedAt.set(url, now);
    return texts;
  }
}
