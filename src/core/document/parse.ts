import type { SourceDocument, SourceFormat } from './types';
import { ParsedSource } from './source';
import { parseWithYamlAst } from './yaml-ast';
import { MAX_FILE_BYTES } from './limits';

/** Picks the format from the file name, then from the first meaningful character. */
export function detectFormat(uri: string, text: string): SourceFormat {
  const lower = uri.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  const m = /^\s*(\S)/.exec(text.length > 4096 ? text.slice(0, 4096) : text);
  return m && (m[1] === '{' || m[1] === '[') ? 'json' : 'yaml';
}

/** Parses a YAML or JSON text into plain values with a source location for every container. */
export function parseSource(uri: string, text: string, format: SourceFormat = detectFormat(uri, text)): SourceDocument {
  const doc = new ParsedSource(uri, text, format);
  if (text.length > MAX_FILE_BYTES) {
    doc.errors.push({ message: `The file is larger than ${MAX_FILE_BYTES / (1024 * 1024)} MB and is not linted.`, span: { start: 0, end: 0 } });
    return doc;
  }
  if (text.indexOf('\u0000') >= 0) {
    const at = text.indexOf('\u0000');
    doc.errors.push({ message: 'The file contains NUL bytes: it looks binary, not YAML or JSON.', span: { start: at, end: at + 1 } });
    return doc;
  }
  parseWithYamlAst(doc);
  return doc;
}
