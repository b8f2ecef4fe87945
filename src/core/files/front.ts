import { walkRefs } from '../document/ref-targets';
import type { TextLoader } from '../document/refs';
import { looksLikeOpenApi } from '../openapi/detect';

/**
 * The decisions in front of the lint engine that the CLI and the editor share, written once: which `$ref`'d files
 * one lint reads (and how many), the baseline's name and place, and when a file is "not OpenAPI".
 */

/** The baseline file's name when none is given (`--baseline`, `restConventions.baseline`). */
export const DEFAULT_BASELINE = '.rest-conventions-baseline.json';

/** The path syntax of a host, injected where a decision works on paths: Node's `path`, or `path.posix` over URI paths. */
export interface PathSyntax {
  resolve(from: string, to: string): string;
  dirname(p: string): string;
  relative(from: string, to: string): string;
  sep: string;
}

/** Where a baseline file is, and how it names a finding's file. */
export interface BaselineLocation {
  /** The name as given, or the default one: what messages show. */
  shown: string;
  /** Its path: the name resolved against the root (an absolute name stays as it is). */
  file: string;
  /** How the baseline names a file (an absolute path in the host's syntax): relative to its folder, `/`-separated. */
  fileOf(path: string): string;
}

/**
 * The baseline's place and its file keys, for the CLI (`--baseline`, against the cwd) and the editor
 * (`restConventions.baseline`, against the workspace folder) alike: the name given or `DEFAULT_BASELINE`, resolved
 * against `root`; a finding's file named relative to the baseline's folder with `/` separators, so one baseline
 * file reads the same on every system.
 */
export function baselineLocation(named: string | undefined, root: string, paths: PathSyntax): BaselineLocation {
  const shown = named ?? DEFAULT_BASELINE;
  const file = paths.resolve(root, shown);
  const dir = paths.dirname(file);
  const names = new Map<string, string>();
  return {
    shown,
    file,
    fileOf(p) {
      let name = names.get(p);
      if (name === undefined) names.set(p, (name = paths.relative(dir, p).split(paths.sep).join('/')));
      return name;
    },
  };
}

/** How many other files one lint may pull in through `$ref`s. */
export const MAX_REFERENCED_FILES = 200;

/** The files a document reaches through `$ref`s, read ahead of a lint: their texts, and why the others were not read. */
export interface ReferencedFiles {
  texts: Map<string, string>;
  /** Why a file was not read, by URI (the guard's refusal, or the cap on files per lint). */
  refusals: Map<string, string>;
}

/**
 * Reads, ahead of a lint, every file the document reaches through `$ref`s (transitively), through `read` (the
 * guarded reader), at most `limit` of them; `follow` says which URIs are files to read at all (the others are
 * left to the linter: the network, another scheme). Keys are the URIs exactly as the linter's resolver computes them.
 */
export async function readReferencedFiles(
  rootUri: string,
  rootText: string,
  read: (uri: string) => Promise<string>,
  follow: (uri: string) => boolean,
  limit = MAX_REFERENCED_FILES,
): Promise<ReferencedFiles> {
  const refusals = new Map<string, string>();
  let tried = 0;
  const found = await walkRefs(rootUri, rootText, async (uri) => {
    if (!follow(uri)) return undefined;
    if (tried >= limit) {
      refusals.set(uri, `more than ${limit} files are referenced; this one was not read`);
      return undefined;
    }
    tried++;
    try {
      return await read(uri);
    } catch (e) {
      refusals.set(uri, e instanceof Error ? e.message : String(e));
      return undefined;
    }
  });
  return { texts: new Map(found), refusals };
}

/** The linter's loader over files read ahead: their texts, or the reason one was not read (thrown, as loaders do). */
export function referencedFilesLoader(files: {
  texts: ReadonlyMap<string, string>;
  refusals?: ReadonlyMap<string, string>;
}): TextLoader {
  return (uri) => {
    const text = files.texts.get(uri);
    if (text !== undefined) return text;
    const why = files.refusals?.get(uri);
    if (why !== undefined) throw new Error(why);
    return undefined;
  };
}

/**
 * Before a lint: is a text worth linting? A file named outright (on the command line) always is, so its syntax
 * errors are news; a file found by a folder walk, a glob or opened in the editor only when it tries to be OpenAPI.
 */
export function worthLinting(text: string, named: boolean): boolean {
  return named || looksLikeOpenApi(text);
}

/**
 * After a lint: is the file left out as "not OpenAPI" (no findings shown)? When the linter found no OpenAPI
 * document and nothing to say, or when a file that was not named outright does not even try to be one.
 */
export function notOpenApi(
  result: { isOpenApi: boolean; findings: readonly unknown[] },
  text: string,
  named: boolean,
): boolean {
  return !result.isOpenApi && (result.findings.length === 0 || !worthLinting(text, named));
}

/** Why a spec was not read (the guard's refusal), as the CLI and the editor say it. */
export function cannotReadFile(file: string, why: string): string {
  return `${file}: cannot read the file: ${why}`;
}

/** Why a configuration file was not read, as the CLI and the editor say it (without the file: a diagnostic sits on it). */
export function cannotReadConfig(why: string): string {
  return `cannot read the configuration: ${why}`;
}

/** Why a baseline file was not used, as the CLI and the editor say it. */
export function cannotUseBaseline(file: string, why: string): string {
  return `cannot use the baseline ${file}: ${why}`;
}

/** The note for a file named outright that is not OpenAPI. */
export function notOpenApiNote(file: string): string {
  return `${file}: not an OpenAPI document (no top-level \`openapi\` or \`swagger\` key); skipped.`;
}
