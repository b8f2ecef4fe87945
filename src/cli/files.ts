import { readdirSync, statSync, type Dirent } from 'node:fs';
import * as path from 'node:path';
import { globFiles, isGlob, isSkippedDir } from './glob';

/** One file to lint. */
export interface FileTarget {
  /** The path shown in output and given to the linter as the document's URI: relative to cwd when inside it. */
  file: string;
  abs: string;
  /** Named outright on the command line (not found by a folder walk or a glob): a non-OpenAPI file gets a note. */
  explicit: boolean;
}

/** The files that the command line's paths stand for, and the paths that stood for nothing. */
export interface Expansion {
  files: FileTarget[];
  errors: string[];
}

/** File names a folder walk or a glob picks up. */
const SPEC_FILE = /\.(ya?ml|json)$/i;

/** Expands files, folders (recursively, skipping node_modules and dot-folders) and globs, in argument order, without duplicates. */
export function expandPaths(inputs: readonly string[], cwd: string): Expansion {
  const files: FileTarget[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  const add = (p: string, explicit: boolean, givenAbsolute: boolean) => {
    const abs = path.resolve(cwd, p);
    if (seen.has(abs)) return;
    seen.add(abs);
    files.push({ file: displayPath(abs, cwd, givenAbsolute), abs, explicit });
  };
  for (const input of inputs) {
    const abs = path.resolve(cwd, input);
    let kind: 'file' | 'dir' | undefined;
    try {
      const st = statSync(abs);
      kind = st.isDirectory() ? 'dir' : 'file';
    } catch {
      kind = undefined;
    }
    const givenAbsolute = path.isAbsolute(input);
    if (kind === 'file') add(input, true, givenAbsolute);
    else if (kind === 'dir') for (const f of walkFolder(abs)) add(f, false, givenAbsolute);
    else if (isGlob(input)) {
      const matched = globFiles(input, cwd).filter((f) => SPEC_FILE.test(f));
      if (matched.length === 0) errors.push(`No files match the pattern "${input}".`);
      for (const f of matched) add(f, false, givenAbsolute);
    } else errors.push(`No such file or folder: ${input}`);
  }
  return { files, errors };
}

/** The spec files under a folder, sorted, skipping node_modules, dot-folders and dot-files. */
export function walkFolder(root: string): string[] {
  const out: string[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!isSkippedDir(e.name)) stack.push(full);
      } else if (!e.name.startsWith('.') && SPEC_FILE.test(e.name) && (e.isFile() || isLinkedFile(full))) {
        out.push(full);
      }
    }
  }
  return out.sort();
}

/**
 * How a file is named in output: relative to cwd with `/` separators when inside it; outside it, absolute
 * when it was named by an absolute path (or sits on another drive), relative (`../x.yaml`) otherwise.
 */
export function displayPath(abs: string, cwd: string, givenAbsolute = false): string {
  const rel = path.relative(cwd, abs);
  const outside = rel === '..' || rel.startsWith(`..${path.sep}`);
  if (rel === '' || path.isAbsolute(rel) || (outside && givenAbsolute)) return abs;
  return rel.split(path.sep).join('/');
}

function isLinkedFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
