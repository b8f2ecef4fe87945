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
