/** How deep a document may nest before the parsers stop with a parse error instead of exhausting the stack. */
export const MAX_DEPTH = 1000;
/** Files larger than this are not linted at all (a clear error instead of a frozen editor). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
/**
 * How many entries `<<` merge keys may copy in one document. A chain of merges grows with the square of its
 * length (5 000 links, 229 KB: 12.5 million entries, 13 s and 3.4 GB before this cap); real specs copy a few
 * thousand at most.
 */
export const MAX_MERGED_ENTRIES = 100_000;
/** The parse error of a document whose `<<` merge keys copy more than MAX_MERGED_ENTRIES entries (both parsers). */
export const MERGE_LIMIT_MESSAGE = `The document's << merge keys copy more than ${MAX_MERGED_ENTRIES} entries; it is not read further.`;
/**
 * How many nodes (mapping entries and sequence items) the aliases of one document may stand for. An alias stands for
 * a copy of its anchor's node, and aliases of aliases grow exponentially: 40 lines of YAML whose anchors each hold two
 * aliases of the one before stand for 2^40 nodes, and every reader of the document (the structural check, the rules)
 * walked them for hours. Real specs use aliases for a few shared pieces.
 */
export const MAX_ALIAS_NODES = 1_000_000;
/** The parse error of a document whose aliases stand for more than MAX_ALIAS_NODES nodes (both parsers). */
export const ALIAS_LIMIT_MESSAGE = `The document's aliases stand for more than ${MAX_ALIAS_NODES} nodes; it is not read further.`;
