import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { lint } from '../../src/core/lint';
import { parseSource } from '../../src/core/document/parse';

const dir = path.resolve(__dirname, '../fixtures/clean');
const VERSIONS = ['2.0', '3.0', '3.1', '3.2'] as const;

function read(name: string): string {
  return readFileSync(path.join(dir, name), 'utf8');
}

describe('clean reference specs: a conventional bookstore in every version and format lints clean with every rule', () => {
  for (const version of VERSIONS) {
    for (const ext of ['yaml', 'json']) {
      const name = `bookstore-${version}.${ext}`;
      it(name, () => {
        const file = path.join(dir, name);
        const res = lint({ uri: file, text: read(name), load: (uri) => readFileSync(uri, 'utf8') });
        assert.equal(res.isOpenApi, true);
        assert.equal(res.model?.version, version);
        assert.deepEqual(res.ruleFailures, []);
        assert.deepEqual(
          res.findings.map((f) => `${f.rule} ${f.range.start.line + 1}:${f.range.start.character + 1} ${f.message}`),
          [],
        );
        const model = res.model!;
        const shapes = new Map(model.paths.map((p) => [p.path, p.shape]));
        assert.deepEqual(Object.fromEntries(shapes), {
          '/v1/books': 'collection',
          '/v1/books/{bookId}': 'member',
          '/v1/authors': 'collection',
          '/v1/authors/{authorId}': 'member',
          '/v1/authors/{authorId}/books': 'collection',
          '/v1/me': 'singleton',
          '/v1/health': 'singleton',
        });
        const methods = model.operations.map((o) => o.method);
        assert.equal(methods.includes('query'), version === '3.2', 'only the 3.2 spec has a QUERY operation');
        assert.equal(model.operations.length, version === '3.2' ? 14 : 13);
      });
    }
    it(`bookstore-${version}: the JSON file is the YAML file's document`, () => {
      const yaml = parseSource(`bookstore-${version}.yaml`, read(`bookstore-${version}.yaml`));
      const json = parseSource(`bookstore-${version}.json`, read(`bookstore-${version}.json`));
      assert.deepEqual(yaml.errors, []);
      assert.deepEqual(json.errors, []);
      assert.deepEqual(json.root, yaml.root);
    });
  }
});
