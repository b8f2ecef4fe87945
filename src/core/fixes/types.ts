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
  /**
   * The changes to what clients see that the fix makes, named as the diff engine names them (none: it only documents
   * what the API does). `core/fixes/contract.ts` rates them; a test checks them against the diff engine's verdict.
   */
  changes?: ContractChange[];
}

/** A change a fix makes to an API's contract: a diff change id (`response-success-status-removed`) and where. */
export interface ContractChange {
  id: string;
  /** The API version whose clients it concerns (`v1`), by the API's versioning strategy, when it tells. */
  version?: string;
}

/** The `.rest-conventions.yaml` (or `.yml`/`.json`) to update, or where to create one when `text` is absent. */
export interface ConfigFileRef {
  uri: string;
  text?: string;
}
