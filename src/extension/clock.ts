/** When the extension bundle started loading; imported first by extension.ts so activation time includes module load. */
export const loadStartedAt = performance.now();
