/** Types of build-snippets.mjs, for the snippets test. */
export function buildSnippets(): Record<string, string>;
export function snippetKinds(): Record<string, string>;
