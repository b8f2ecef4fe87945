// Loads the spec pairs of test/fixtures/diff (see its README.md) as texts the diff reads.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse, stringify } from 'yaml';
import type { DiffSide } from '../../../src/core/diff/index';

/** What a pair is: breaking (each expected id at error or warning), compatible or a refactor (no error, no warning). */
export type PairKind = 'breaking' | 'compatible' | 'refactor';

/** One pair of specs with what the diff must say about it. */
export interface Pair {
  name: string;
  kind: PairKind;
  expect: string[];
  absent: string[];
  /** For generated schema pairs: the severity each expected id must have. */
  severity?: string;
  /** Words the first expected finding's message must contain. */
  message?: string;
  base: DiffSide;
  revision: DiffSide;
}

const DIR = path.join(__dirname, '../../fixtures/diff');

type Obj = Record<string, unknown>;

function wrap(doc: Obj, version = '1.0.0', openapi = '3.1.0'): Obj {
  if ('openapi' in doc || 'swagger' in doc) return doc;
  return { openapi, info: { title: 'Pairs', version }, ...doc };
}

function side(uri: string, doc: Obj, files: Obj | undefined, json: boolean): DiffSide {
  const text = json ? JSON.stringify(doc, null, 2) : stringify(doc);
  const load = (u: string) => {
    const f = files?.[u];
    return f === undefined ? undefined : stringify(f);
  };
  return { uri, text, load };
}

interface Row {
  name: string;
  change: string;
  request: string;
  response: string;
  base: unknown;
  revision: unknown;
  nested?: boolean;
  no_param?: boolean;
  openapi?: string;
}

/** A schema row set into a request property, a response property and a query parameter. */
function schemaPairs(rows: readonly Row[]): Pair[] {
  const places: { place: string; dir: 'request' | 'response'; doc: (s: unknown) => Obj }[] = [
    {
      place: 'request property',
      dir: 'request',
      doc: (s) => ({
        paths: {
          '/items': {
            post: {
              operationId: 'createItem',
              requestBody: {
                required: true,
                content: { 'application/json': { schema: { type: 'object', properties: { field: s } } } },
              },
              responses: { '201': { description: 'created' } },
            },
          },
        },
      }),
    },
    {
      place: 'response property',
      dir: 'response',
      doc: (s) => ({
        paths: {
          '/items/{id}': {
            get: {
              operationId: 'getItem',
              parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
              responses: {
                '200': {
                  description: 'ok',
                  content: {
                    'application/json': { schema: { type: 'object', required: ['field'], properties: { field: s } } },
                  },
                },
              },
            },
          },
        },
      }),
    },
    {
      place: 'query parameter',
      dir: 'request',
      doc: (s) => ({
        paths: {
          '/items': {
            get: {
              operationId: 'listItems',
              parameters: [{ name: 'field', in: 'query', schema: s }],
              responses: { '200': { description: 'ok' } },
            },
          },
        },
      }),
    },
  ];
  const out: Pair[] = [];
  for (const row of rows) {
    for (const p of places) {
      if (p.place === 'query parameter' && row.no_param) continue;
      const severity = p.dir === 'request' ? row.request : row.response;
      const where = p.place === 'query parameter' ? 'parameter' : 'property';
      out.push({
        name: `${row.name} (${p.place})`,
        kind: severity === 'info' ? 'compatible' : 'breaking',
        expect: [`${p.dir}-${where}-${row.change}`],
        absent: [],
        severity,
        base: side('base.yaml', wrap(p.doc(row.base), '1.0.0', row.openapi), undefined, false),
        revision: side('revision.yaml', wrap(p.doc(row.revision), '1.0.0', row.openapi), undefined, false),
      });
    }
  }
  return out;
}

interface Written {
  name: string;
  breaking?: boolean;
  expect?: string[];
  absent?: string[];
  message?: string;
  format?: 'json';
  info_version?: [string, string];
  files?: { base?: Obj; revision?: Obj };
  base: Obj;
  revision: Obj;
}

/** Every pair of the fixtures folder. */
export function loadPairs(): Pair[] {
  const out: Pair[] = [];
  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const data = parse(readFileSync(path.join(DIR, file), 'utf8')) as unknown[];
    if (file === 'schemas.yaml') {
      out.push(...schemaPairs(data as Row[]));
      continue;
    }
    for (const w of data as Written[]) {
      const [bv, rv] = w.info_version ?? ['1.0.0', '1.0.0'];
      const json = w.format === 'json';
      out.push({
        name: `${file}: ${w.name}`,
        kind: file === 'refactors.yaml' ? 'refactor' : w.breaking ? 'breaking' : 'compatible',
        expect: w.expect ?? [],
        absent: w.absent ?? [],
        ...(w.message !== undefined ? { message: w.message } : {}),
        base: side('base.yaml', wrap(w.base, bv), w.files?.base, false),
        revision: side(json ? 'revision.json' : 'revision.yaml', wrap(w.revision, rv), w.files?.revision, json),
      });
    }
  }
  return out;
}
