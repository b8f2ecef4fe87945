import type { Range, Span } from '../document/types';

/** One text replacement in one file: `span` (offsets into that file's current text) becomes `newText`. */
export interface FixEdit {
  uri: string;
  span: Span;
  range: Range;
  newText: string;
  /** The file does not exist yet: create it (empty) before inserting `newText` at its start. */
  create?: boolean;
}

/** A quick fix for a finding: a title for the menu and the edits that make it. */
export interface Fix {
  title: string;
  kind: 'quickfix';
  edits: FixEdit[];
  isPreferred?: boolean;
  /** The fix only touches what its finding is about, so every finding of its kind can be fixed together. */
  fixAllSafe?: boolean;
}

/** The `.rest-conventions.yaml` (or `.yml`/`.json`) to update, or where to create one when `text` is absent. */
export interface ConfigFileRef {
  uri: string;
  text?: string;
}
