/** How deep a document may nest before the parsers stop with a parse error instead of exhausting the stack. */
export const MAX_DEPTH = 1000;
/** Files larger than this are not linted at all (a clear error instead of a frozen editor). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;
