/** A position in a text document: 0-based line and UTF-16 character, as VS Code counts them. */
export interface Position {
  line: number;
  character: number;
}

/** A range between two positions; `end` is exclusive. */
export interface Range {
  start: Position;
  end: Position;
}

/** A range as UTF-16 offsets into the document text; `end` is exclusive. */
export interface Span {
  start: number;
  end: number;
}

/** Where one key of an object sits: its key text and its value. */
export interface EntryLocation {
  key: Span;
  value: Span;
}

/**
 * Where a container (object or array) of a parsed document sits in its source.
 * Scalars have no location of their own: they are found through their parent's `keys` or `items`.
 */
export interface NodeLocation {
  /** The document the container was parsed from (a `$ref` target may live in another file). */
  doc: SourceDocument;
  /** The whole container, from its first to its last character. */
  span: Span;
  /** For objects: each key (as a string, the way JSON sees it) with the span of the key and of its value. */
  keys?: Map<string, EntryLocation>;
  /** For arrays: the span of each item. */
  items?: Span[];
}

/** See `SourceDocument.targetSpan`. */
export interface TargetSpan {
  span: Span;
  exact: boolean;
}

/** A problem the parser found: YAML/JSON syntax, duplicate keys, a document that is too deep. */
export interface ParseProblem {
  message: string;
  span: Span;
}

export type SourceFormat = 'yaml' | 'json';

/** A parsed YAML or JSON file: its plain value plus a way back from every container to its source. */
export interface SourceDocument {
  /** The file's URI or path, exactly as the caller named it; findings carry it back. */
  readonly uri: string;
  readonly text: string;
  readonly format: SourceFormat;
  /** The document's value as plain JSON-like data (objects, arrays, strings, numbers, booleans, null). */
  readonly root: unknown;
  /** Syntax errors; when non-empty, `root` may be partial and nothing but `parse-error` is reported. */
  readonly errors: ParseProblem[];
  /** The location of an object or array that belongs to this document (or was parsed with it). */
  locate(node: object): NodeLocation | undefined;
  /**
   * What a finding underlines: the span of the container, or of its entry `key` (an array item, or an object
   * entry's key text or value: `part`), found without building the whole location. `exact` is false when the
   * container's span stands in for a missing entry (or no key was asked for). Undefined when the node has no
   * location here.
   */
  targetSpan(node: object, key: string | number | undefined, part: 'key' | 'value' | undefined): TargetSpan | undefined;
  /** True when `locate(node)` would find it; cheaper, as it builds nothing. */
  owns?(node: object): boolean;
  positionAt(offset: number): Position;
  rangeOf(span: Span): Range;
  /** The range of each span, as `rangeOf` gives it; cheaper for many spans at once. */
  rangesOf(spans: readonly Span[]): Range[];
}
