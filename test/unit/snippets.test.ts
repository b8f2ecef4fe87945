import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { lint } from '../../src/core/lint';

const root = join(__dirname, '..', '..');
type SnippetFile = Record<string, { prefix: string; description: string; body: string[] }>;
type Obj = Record<string, any>;

/** Expands a snippet body the way the editor does when every placeholder keeps its default. */
function expand(body: string[]): string {
  return body
    .join('\n')
    .replace(/\$\{\d+:([^}]*)\}/g, '$1')
    .replace(/\$\d+/g, '')
    .replace(/\\\$/g, '$');
}

function readSnippets(file: string): SnippetFile {
  return JSON.parse(readFileSync(join(root, 'snippets', file), 'utf8'));
}

/** Puts a fragment where its kind belongs in a copy of the skeleton document. */
function compose(skeleton: Obj, kind: string, fragment: Obj, schema: Obj): Obj {
  const doc: Obj = structuredClone(skeleton);
  Object.assign(doc.components.schemas, schema);
  const thing = Object.keys(schema)[0];
  switch (kind) {
    case 'paths':
      Object.assign(doc.paths, fragment);
      break;
    case 'operation':
      doc.paths['/things'] = { ...(doc.paths['/things'] ?? {}), ...fragment };
      break;
    case 'securitySchemes':
    case 'responses':
    case 'headers':
    case 'schemas':
      Object.assign(doc.components[kind], fragment);
      break;
    case 'properties':
      Object.assign(doc.components.schemas[thing].properties, fragment);
      break;
    default:
      throw new Error(`unknown snippet kind ${kind}`);
  }
  return doc;
}

function assertClean(uri: string, text: string): void {
  const res = lint({ uri, text });
  assert.equal(res.isOpenApi, true, `${uri} is OpenAPI`);
  assert.deepEqual(res.ruleFailures, []);
  assert.deepEqual(
    res.findings.map((f) => `${f.rule} ${f.pointer}: ${f.message}`),
    [],
    `${uri} lints clean`,
  );
}

describe('snippets', () => {
  let kinds: Record<string, string>;
  let built: Record<string, string>;
  before(async () => {
    const mod = await import('../../scripts/build-snippets.mjs');
    kinds = mod.snippetKinds();
    built = mod.buildSnippets();
  });

  it('are generated from scripts/snippets (run node scripts/build-snippets.mjs after editing a template)', () => {
    for (const [rel, content] of Object.entries(built))
      assert.equal(readFileSync(join(root, rel), 'utf8'), content, rel);
  });

  for (const [file, format] of [
    ['openapi-yaml.json', 'yaml'],
    ['openapi-json.json', 'json'],
  ] as const) {
    describe(`${format} snippets expanded into a document lint clean`, () => {
      const snippets = readSnippets(file);
      const names = Object.keys(snippets);
      const fragment = (name: string): Obj => {
        const text = expand(snippets[name].body);
        return format === 'yaml' ? parse(text) : JSON.parse(`{${text}}`);
      };
      const skeletonName = () => names.find((n) => kinds[n] === 'document')!;
      const skeleton = (): Obj => {
        const text = expand(snippets[skeletonName()].body);
        return format === 'yaml' ? parse(text) : JSON.parse(text);
      };

      it('the document skeleton, as expanded text', () => {
        assertClean(`skeleton.${format}`, expand(snippets[skeletonName()].body));
      });

      it('declare §8’s X-RateLimit-* headers on every success response, not only on the 429', () => {
        const lacking: string[] = [];
        for (const name of names) {
          if (kinds[name] !== 'paths' && kinds[name] !== 'operation') continue;
          const paths: Obj = kinds[name] === 'paths' ? fragment(name) : { '/things': fragment(name) };
          for (const [p, item] of Object.entries(paths))
            for (const [method, op] of Object.entries(item as Obj)) {
              if (method === 'parameters') continue;
              for (const [status, res] of Object.entries((op as Obj).responses as Obj)) {
                if (!status.startsWith('2')) continue;
                const headers = Object.keys((res as Obj).headers ?? {});
                if (
                  ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'].some((h) => !headers.includes(h))
                )
                  lacking.push(`${name}: ${method} ${p} ${status}`);
              }
            }
        }
        assert.deepEqual(lacking, []);
      });

      for (const name of names) {
        it(name, () => {
          const kind = kinds[name];
          if (kind === 'document') return assertClean(`skeleton.${format}`, expand(snippets[name].body));
          const schemaName = names.find((n) => kinds[n] === 'schemas')!;
          const doc = compose(skeleton(), kind, fragment(name), fragment(schemaName));
          assertClean(`composed.${format}`, format === 'yaml' ? stringify(doc) : JSON.stringify(doc, null, 2));
        });
      }
    });
  }
});
