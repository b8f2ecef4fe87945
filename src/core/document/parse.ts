import type { ParseProblem, SourceDocument, SourceFormat } from './types';
import { ParsedSource } from './source';
import { parseWithYamlAst } from './yaml-ast';
import { parseYamlFast } from './yaml-fast';
import { jsonSyntaxError, parseJsonFast } from './json-fast';
import { MAX_FILE_BYTES } from './limits';

/** Picks the format from the file name, then from the first meaningful character. */
export function detectFormat(uri: string, text: string): SourceFormat {
  const lower = uri.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.yaml') || lower.endsWith('.yml')) return 'yaml';
  return startsLikeJson(text) ? 'json' : 'yaml';
}

function startsLikeJson(text: string): boolean {
  const m = /^\uFEFF?\s*(\S)/.exec(text.length > 4096 ? text.slice(0, 4096) : text);
  return m !== null && (m[1] === '{' || m[1] === '[');
}

/**
 * A file over the size limit, not read: a document whose one parse error says so (the CLI and the editor report it
 * alike, as `parse-error` with that rule's severity). `size` is its length in bytes (or characters, for a text).
 */
export function tooLargeDocument(uri: string, size: number, format: SourceFormat = 'yaml'): SourceDocument {
  const doc = new ParsedSource(uri, '', format);
  doc.errors.push({
    message: `The file is ${(size / 1048576).toFixed(1)} MB, larger than the ${MAX_FILE_BYTES / 1048576} MB limit, and is not linted.`,
    span: { start: 0, end: 0 },
  });
  return doc;
}

/**
 * Parses a YAML or JSON text into plain values with a source location for every container.
 *
 * JSON (a `.json` file, or `format` 'json'): `JSON.parse` plus a position scan; a syntax error is reported
 * at its offset. YAML: the fast parser for the YAML that OpenAPI files use, falling back to the `yaml`
 * package's full composer for anything else (so YAML errors keep `yaml`'s messages and positions). A YAML
 * file (or one without extension) that starts with `{` or `[` tries the JSON route first. Figures behind
 * this design: bench/RESULTS.md, "Parsing" (10 MB YAML ≈ 0.2–0.4 s, 13 MB JSON ≈ 0.1–0.25 s, against 3–5 s
 * for the `yaml` composer).
 */
export function parseSource(uri: string, text: string, format?: SourceFormat): SourceDocument {
  const chosen = format ?? detectFormat(uri, text);
  const strictJson = chosen === 'json' && (format === 'json' || uri.toLowerCase().endsWith('.json'));
  if (text.length > MAX_FILE_BYTES) return tooLargeDocument(uri, text.length, chosen);
  const doc = new ParsedSource(uri, text, chosen);
  if (/^\uFEFF?\s*$/.test(text)) {
    doc.root = null;
    return doc;
  }
  // Valid JSON cannot hold a raw NUL, so only texts that are not JSON are checked for one.
  if (chosen === 'json' || startsLikeJson(text)) {
    if (parseJsonFast(doc)) {
      if (strictJson || doc.errors.length === 0) return doc;
    } else if (strictJson) {
      doc.errors.push(binaryProblem(text, text.length) ?? jsonSyntaxError(text));
      return doc;
    }
  }
  // Like git, a NUL in the first 8 000 characters means binary; further in, only when the text does not parse.
  const binary = binaryProblem(text, BINARY_PROBE);
  if (binary) return binaryDocument(uri, text, chosen, binary);
  const yamlDoc = chosen === 'yaml' && doc.errors.length === 0 ? doc : new ParsedSource(uri, text, 'yaml');
  if (parseYamlFast(yamlDoc)) parseWithYamlAst(yamlDoc);
  if (yamlDoc.errors.length > 0) {
    const late = binaryProblem(text, text.length);
    if (late) return binaryDocument(uri, text, chosen, late);
  }
  return yamlDoc;
}

const BINARY_PROBE = 8000;

/** A NUL character among the first `limit` characters. (Searching a whole UTF-16 string for NUL is slow.) */
function binaryProblem(text: string, limit: number): ParseProblem | undefined {
  const nul = (limit < text.length ? text.slice(0, limit) : text).indexOf('\u0000');
  if (nul < 0) return undefined;
  return {
    message: 'The file contains NUL bytes: it looks binary, not YAML or JSON.',
    span: { start: nul, end: nul + 1 },
  };
}

function binaryDocument(uri: string, text: string, format: SourceFormat, problem: ParseProblem): ParsedSource {
  const doc = new ParsedSource(uri, text, format);
  doc.errors.push(problem);
  return doc;
}
