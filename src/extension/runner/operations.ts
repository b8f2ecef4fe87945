import { parseSource } from '../../core/document/parse';
import { buildModel } from '../../core/openapi/build';
import { operationKey } from './form';

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
}

/** Specs larger than this get no CodeLenses (parsing them on each edit would cost the editor); the picker still lists them. */
export const CODELENS_MAX_CHARS = 4 * 1024 * 1024;

/** The operations of an OpenAPI text, in document order; empty when the text is not OpenAPI or does not parse. */
export function listOperations(uri: string, text: string): OperationEntry[] {
  const doc = parseSource(uri, text);
  if (doc.errors.length) return [];
  const model = buildModel(doc);
  if (!model) return [];
  return model.operations.map((op) => {
    const loc = doc.locate(op.path.node);
    const key = loc && loc.doc === doc ? loc.keys?.get(op.method)?.key : undefined;
    return {
      key: operationKey(op),
      method: op.method.toUpperCase(),
      path: op.path.path,
      summary: typeof op.node.summary === 'string' ? op.node.summary : undefined,
      operationId: op.operationId,
      ...(key ? { start: key.start, end: key.end } : {}),
    };
  });
}
