import { readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { CONFIG_FILE_NAMES } from '../core/config/options';
import { formatConfigProblem, parseConfig } from '../core/config/parse';
import { DEFAULT_CONFIG, type LintConfig } from '../core/config/types';
import { displayPath } from './files';

/** The configuration that applies to one file: where it came from, or why it cannot be used. */
export interface ResolvedConfig {
  config: LintConfig;
  /** The configuration file, as shown in messages; `undefined` when none was found (defaults apply). */
  source?: string;
  /** Problems in that file, one line each (`file:line:col: key.path: message`); non-empty means unusable. */
  errors: string[];
}

/** Reads and validates one configuration file; I/O errors become `errors` like the problems inside it. */
export function loadConfigFile(abs: string, cwd: string): ResolvedConfig {
  const shown = displayPath(abs, cwd);
  let text: string;
  try {
    text = readFileSync(abs, 'utf8');
  } catch (e) {
    return {
      config: DEFAULT_CONFIG,
      source: shown,
      errors: [`${shown}: cannot read the configuration: ${errorText(e)}`],
    };
  }
  const parsed = parseConfig(shown, text);
  return { config: parsed.config, source: shown, errors: parsed.problems.map(formatConfigProblem) };
}

/**
 * Finds `.rest-conventions.yaml` (or `.yml`, `.json`) from a file's folder upwards to the file-system root,
 * remembering each folder's answer; an explicit `--config` file replaces the search.
 */
export class ConfigFinder {
  private readonly byDir = new Map<string, ResolvedConfig>();
  private readonly explicit: ResolvedConfig | undefined;

  constructor(
    private readonly cwd: string,
    explicitFile?: string,
  ) {
    this.explicit = explicitFile === undefined ? undefined : loadConfigFile(path.resolve(cwd, explicitFile), cwd);
  }

  /** The configuration for the file at this absolute path. */
  forFile(abs: string): ResolvedConfig {
    return this.explicit ?? this.forDir(path.dirname(abs));
  }

  private forDir(dir: string): ResolvedConfig {
    const cached = this.byDir.get(dir);
    if (cached) return cached;
    const here = CONFIG_FILE_NAMES.map((n) => path.join(dir, n)).find(isFile);
    const parent = path.dirname(dir);
    const found = here
      ? loadConfigFile(here, this.cwd)
      : parent === dir
        ? { config: DEFAULT_CONFIG, errors: [] }
        : this.forDir(parent);
    this.byDir.set(dir, found);
    return found;
  }
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** An error's message without a stack, for one-line reports. */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
