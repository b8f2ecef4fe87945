/** Types of package.mjs, for the package-contents test. */
export const BUDGET_BYTES: number;
export function packagedRoots(vscodeignore: string): string[];
export function stage(from?: string): string;
export function listPackaged(from?: string): Promise<string[]>;
export function packageExtension(options?: { out?: string }): Promise<{ packagePath: string; bytes: number }>;
