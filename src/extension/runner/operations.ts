import { parseSource } from '../../core/document/parse';
import type { SourceDocument } from '../../core/document/types';
import type { ApiModel } from '../../core/openapi/model';
import { buildModel } from '../../core/openapi/build';
import { operationKey } from './operation-form';

/** One operation of a spec, with where its method key sits, for CodeLenses and the operation picker. */
export interface OperationEntry {
  key: string;
  method: string;
  path: string;
  summary?: string;
  operationId?: string;
  /** Offsets of the method key in the text; absent when the path item lives in another file. */
  start?: number;
  end?: number;
  /** Where the operation's whole entry ends (its value's last character), for "the operation at the cursor". */
  blockEnd?: number;
  /** Where its path item's entry in `paths` starts (the path key) and ends (its value's last character). */
  pathStart?: number;
  pathEnd?: number;
}

/** Specs larger than this get no CodeLenses (parsing them on each edit would cost the editor); the picker still lists them. */
export const CODELENS_MAX_CHARS = 4 * 1024 * 1024;

/** The operations of an OpenAPI text, in document order; empty when the text is not OpenAPI or does not parse. */
export function listOperations(uri: string, text: string): OperationEntry[] {
  const doc = parseSource(uri, text);
  const model = doc.errors.length ? undefined : buildModel(doc);
  return model ? operationEntries(doc, model) : [];
}

/** The operations of a parsed spec's model, in document order, with where each sits in the spec's own text. */
export function operationEntries(doc: SourceDocument, model: ApiModel): OperationEntry[] {
  const root = doc.root as { paths?: unknown };
  const paths = root && typeof root.paths === 'object' && root.paths !== null ? doc.locate(root.paths) : undefined;
  return model.operations.map((op) => {
    const item = paths?.doc === doc ? paths.keys?.get(op.path.path) : undefined;
    const loc = doc.locate(op.path.node);
    const entry = loc && loc.doc === doc ? loc.keys?.get(op.method) : undefined;
    const key = entry?.key;
    return {
      key: operationKey(op),
      method: op.method.toUpperCase(),
      path: op.path.path,
      summary: typeof op.node.summary === 'string' ? op.node.summary : undefined,
      operationId: op.operationId,
      ...(key ? { start: key.start, end: key.end, blockEnd: entry.value.end } : {}),
      ...(item ? { pathStart: item.key.start, pathEnd: item.value.end } : {}),
    };
  });
}

/**
 * The operation at `offset`: the one whose entry (method key to the end of its value) holds it, else the first
 * operation of the path item (path key to the end of its value) that holds it; undefined elsewhere (`info`,
 * `components`…).
 */
export function operationAt(ops: readonly OperationEntry[], offset: number): OperationEntry | undefined {
  const holds = (from?: number, to?: number) =>
    from !== undefined && to !== undefined && from <= offset && offset <= to;
  return ops.find((op) => holds(op.start, op.blockEnd)) ?? ops.find((op) => holds(op.pathStart, op.pathEnd));
}
