import { findOperation } from '../../core/http/build-request';
import { parseSource } from '../../core/document/parse';
import { buildModel } from '../../core/openapi/build';
import type { ApiModel, Operation } from '../../core/openapi/model';
import { referencedFilesLoader } from '../../core/files/front';
import { loadReferencedFiles, type ReadText } from '../ref-files';
import { operationEntries, type OperationEntry } from './operations';

/** A spec read for the runner: its model, or why it cannot be used. */
export type LoadedSpec = { model: ApiModel } | { error: string };

/** The file name of a URI, for titles. */
export function fileName(uri: string): string {
  const path = uri.replace(/[?#].*$/, '');
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || uri;
}

/** One text of a spec, analysed once: what the runner's form, the mock and the CodeLenses read from it. */
export interface SpecAnalysis {
  /** The model (its `$ref`'d files read), or why there is none; a text with a syntax error keeps the last good model. */
  loaded: LoadedSpec;
  /** The operations with their places in this text; empty when it does not parse or is not OpenAPI. */
  operations: OperationEntry[];
}

/** How many specs' analyses are held at most (the least recently asked for goes first; a model can be large). */
const HELD_SPECS = 8;

/**
 * The editor's per-spec state: the analysis of each spec's current text, made once per text (document version) and
 * shared by the runner's panels, the mock servers, the CodeLenses and the operation picker; forgotten in one place
 * (`forget`, when the document closes; at most `HELD_SPECS` are held). Files the spec reaches through `$ref` are read first (same scheme only), so
 * the synchronous model sees them. While the text has a syntax error (mid-edit), the last good model is kept.
 */
export class SpecAnalyses {
  private readonly byUri = new Map<string, { text: string; analysis: Promise<SpecAnalysis> }>();
  private readonly lastGood = new Map<string, ApiModel>();

  /**
   * `readRefs` gives the reader of a spec's `$ref`'d files (the editor's is bounded to the workspace; default
   * `readText`); `parse` is the parser (tests count its calls).
   */
  constructor(
    private readonly readText: (uri: string) => Promise<string | undefined>,
    private readonly readRefs: (specUri: string) => ReadText = () => readText,
    private readonly parse: typeof parseSource = parseSource,
  ) {}

  /** The model of the spec as it reads now (the open document's text, else the file's), or why there is none. */
  async load(uri: string): Promise<LoadedSpec> {
    const text = await this.readText(uri);
    if (text === undefined) return { error: `${fileName(uri)} cannot be read.` };
    return (await this.of(uri, text)).loaded;
  }

  /** The analysis of this text of the spec: made once, then shared until the text changes or the spec is forgotten. */
  of(uri: string, text: string): Promise<SpecAnalysis> {
    const hit = this.byUri.get(uri);
    if (hit && hit.text === text) {
      this.byUri.delete(uri);
      this.byUri.set(uri, hit);
      return hit.analysis;
    }
    const entry = { text, analysis: this.analyse(uri, text) };
    this.byUri.delete(uri);
    this.byUri.set(uri, entry);
    for (const oldest of this.byUri.keys()) {
      if (this.byUri.size <= HELD_SPECS) break;
      this.forget(oldest);
    }
    // A failed read of a `$ref`'d file is not kept: the next call tries again.
    entry.analysis.catch(() => this.byUri.get(uri) === entry && this.byUri.delete(uri));
    return entry.analysis;
  }

  /** Forgets a spec (its document closed). */
  forget(uri: string): void {
    this.byUri.delete(uri);
    this.lastGood.delete(uri);
  }

  private async analyse(uri: string, text: string): Promise<SpecAnalysis> {
    const doc = this.parse(uri, text);
    if (doc.errors.length) {
      const good = this.lastGood.get(uri);
      const at = doc.positionAt(doc.errors[0].span.start);
      const error = `${fileName(uri)}:${at.line + 1}:${at.character + 1}: ${doc.errors[0].message}`;
      return { loaded: good ? { model: good } : { error }, operations: [] };
    }
    const files = await loadReferencedFiles(uri, text, this.readRefs(uri));
    const model = buildModel(doc, referencedFilesLoader(files));
    if (!model)
      return {
        loaded: { error: `${fileName(uri)} is not an OpenAPI document (no top-level "openapi" or "swagger").` },
        operations: [],
      };
    this.lastGood.set(uri, model);
    return { loaded: { model }, operations: operationEntries(doc, model) };
  }
}

/** Finds the operation a runner was opened on, by `operationId` or `METHOD /path`. */
export function operationOf(model: ApiModel, key: string): Operation | undefined {
  return findOperation(model, key);
}
