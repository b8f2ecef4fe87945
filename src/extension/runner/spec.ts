import { findOperation } from '../../core/http/build-request';
import { parseSource } from '../../core/document/parse';
import { buildModel } from '../../core/openapi/build';
import type { ApiModel, Operation } from '../../core/openapi/model';
import { referencedFilesLoader } from '../../core/files/front';
import { loadReferencedFiles, type ReadText } from '../ref-files';

/** A spec read for the runner: its model, or why it cannot be used. */
export type LoadedSpec = { model: ApiModel } | { error: string };

/** The file name of a URI, for titles. */
export function fileName(uri: string): string {
  const path = uri.replace(/[?#].*$/, '');
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || uri;
}

/**
 * Reads specs for the runner and keeps the last model per URI, rebuilt only when the text changed. Files the spec
 * reaches through `$ref` are read first (same scheme only), so the synchronous model sees them. While the text has a
 * syntax error (mid-edit), the last good model is kept.
 */
export class SpecCache {
  private readonly cache = new Map<string, { text: string; model: ApiModel }>();

  /** `readRefs` gives the reader of a spec's `$ref`'d files (the editor's is bounded to the workspace); default `readText`. */
  constructor(
    private readonly readText: (uri: string) => Promise<string | undefined>,
    private readonly readRefs: (specUri: string) => ReadText = () => readText,
  ) {}

  async load(uri: string): Promise<LoadedSpec> {
    const text = await this.readText(uri);
    if (text === undefined) return { error: `${fileName(uri)} cannot be read.` };
    const hit = this.cache.get(uri);
    if (hit && hit.text === text) return { model: hit.model };
    const doc = parseSource(uri, text);
    if (doc.errors.length) {
      if (hit) return { model: hit.model };
      const at = doc.positionAt(doc.errors[0].span.start);
      return { error: `${fileName(uri)}:${at.line + 1}:${at.character + 1}: ${doc.errors[0].message}` };
    }
    const files = await loadReferencedFiles(uri, text, this.readRefs(uri));
    const model = buildModel(doc, referencedFilesLoader(files));
    if (!model) return { error: `${fileName(uri)} is not an OpenAPI document (no top-level "openapi" or "swagger").` };
    this.cache.set(uri, { text, model });
    return { model };
  }

  /** Forgets a spec (its editor closed). */
  forget(uri: string): void {
    this.cache.delete(uri);
  }
}

/** Finds the operation a runner was opened on, by `operationId` or `METHOD /path`. */
export function operationOf(model: ApiModel, key: string): Operation | undefined {
  return findOperation(model, key);
}
