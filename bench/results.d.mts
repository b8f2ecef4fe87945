/** The results file's text with the lines between the bench markers replaced (a new file when there is none). */
export function withTables(previous: string | undefined, lines: string[], block?: 'bench' | 'bench-editor' | 'bench-editor-as-user'): string;
/** Records the tables in `file` when `write` is true; returns what to tell the user either way. */
export function recordTables(file: string, lines: string[], write: boolean, block?: 'bench' | 'bench-editor' | 'bench-editor-as-user'): string;
