import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseSource } from '../../../src/core/document/parse';
import { RefResolver, resolveUri, type TextLoader } from '../../../src/core/document/refs';
import { lint } from '../../../src/core/lint';

const FIXTURES = join(__dirname, '..', '..', 'fixtures', 'refs');
const ROOT = join(FIXTURES, 'api', 'openapi.yaml');

/** Every fixture file in memory, with a log of what was asked for. */
function memoryLoader(): { load: TextLoader; asked: string[] } {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else files.set(p, readFileSync(p, 'utf8'));
    }
  };
  walk(FIXTURES);
  const asked: string[] = [];
  return { load: (uri) => (asked.push(uri), files.get(uri)), asked };
}

type Obj = Record<string, any>;

function setup() {
  const { load, asked } = memoryLoader();
  const doc = parseSource(ROOT, load(ROOT)!);
  asked.length = 0;
  const resolver = new RefResolver(doc, load);
  const schemas = (doc.root as Obj).components.schemas as Obj;
  return { doc, resolver, schemas, asked };
}

describe('document: $ref resolution', () => {
  it('follows local pointers with ~1, ~0 and percent-encoding', () => {
    const { resolver, schemas } = setup();
    assert.equal((resolver.deref(schemas.Slash) as Obj).title, 'slash in the name');
    assert.equal((resolver.deref(schemas.Tilde) as Obj).title, 'tilde in the name');
    assert.equal((resolver.deref(schemas.Space) as Obj).title, 'space in the name');
  });

  it('follows relative files, parent folders, whole-file refs, and refs relative to the file that holds them', () => {
    const { doc, resolver, schemas } = setup();
    const paths = (doc.root as Obj).paths;
    const books = resolver.follow(paths['/books'].get.responses['200'].content['application/json'].schema.items)!;
    assert.equal(books.doc.uri, join(FIXTURES, 'api', 'schemas.yaml'));
    assert.equal((books.value as Obj).type, 'object');
    const notFound = resolver.follow(paths['/books'].get.responses['404'])!;
    assert.equal(notFound.doc.uri, join(FIXTURES, 'common', 'errors.yaml'));
    assert.equal((notFound.value as Obj).description, 'Nothing lives at this address.');
    const users = resolver.follow(paths['/users'])!;
    assert.equal(users.doc.uri, join(FIXTURES, 'api', 'paths', 'users.yaml'));
    assert.equal((users.value as Obj).get.operationId, 'listBooks');
    // schemas.yaml refers to nested/author.yaml, which refers back to ../schemas.yaml: both relative to their own file.
    const author = resolver.follow((books.value as Obj).properties.author)!;
    assert.equal(author.doc.uri, join(FIXTURES, 'api', 'nested', 'author.yaml'));
    const publisher = resolver.follow((author.value as Obj).properties.publisher)!;
    assert.equal(publisher.doc.uri, join(FIXTURES, 'api', 'schemas.yaml'));
    assert.equal((publisher.value as Obj).properties.name.type, 'string');
    assert.equal(resolver.follow(schemas.Whole)!.doc, author.doc, 'each file is parsed once');
    assert.equal(resolver.docOf(author.value as object), author.doc);
  });

  it('follows chains to their end', () => {
    const { resolver, schemas } = setup();
    const end = resolver.follow(schemas.Chain1)!;
    assert.equal(end.doc.uri, join(FIXTURES, 'api', 'schemas.yaml'));
    assert.deepEqual(Object.keys(end.value as Obj), ['type', 'properties']);
    assert.deepEqual(resolver.unresolved(), []);
  });

  it('stops at cycles (direct, indirect, through files) and records each broken $ref once', () => {
    const { resolver, schemas } = setup();
    for (let round = 0; round < 2; round++) {
      assert.equal(resolver.deref(schemas.Self), undefined);
      assert.equal(resolver.deref(schemas.LoopA), undefined);
      assert.equal(resolver.deref(schemas.LoopB), undefined);
      assert.equal(resolver.deref(schemas.Across), undefined);
    }
    const reasons = resolver.unresolved().map((u) => [u.ref, u.doc.uri.slice(FIXTURES.length + 1), u.reason]);
    assert.deepEqual(reasons, [
      [
        '#/components/schemas/Self',
        'api/openapi.yaml',
        'it is part of a cycle of references that never reaches a value',
      ],
      [
        '#/components/schemas/LoopB',
        'api/openapi.yaml',
        'it is part of a cycle of references that never reaches a value',
      ],
      [
        '#/components/schemas/LoopA',
        'api/openapi.yaml',
        'it is part of a cycle of references that never reaches a value',
      ],
      ['cycle-b.yaml#/B', 'api/cycle-a.yaml', 'it is part of a cycle of references that never reaches a value'],
    ]);
    // A schema that contains a reference to itself is recursive, not broken.
    assert.equal((resolver.deref(schemas.Recursive.properties.children.items) as Obj).type, 'object');
  });

  it('records unresolvable refs once each, with a reason', () => {
    const { resolver, schemas, asked } = setup();
    for (let round = 0; round < 3; round++) {
      for (const name of ['MissingFile', 'MissingPointer', 'NotAPointer', 'BrokenFile'])
        assert.equal(resolver.deref(schemas[name]), undefined);
    }
    assert.deepEqual(
      resolver.unresolved().map((u) => [u.ref, u.reason]),
      [
        ['missing.yaml#/Thing', 'the file "missing.yaml" cannot be read or parsed'],
        ['#/components/schemas/Nowhere', 'nothing exists at "#/components/schemas/Nowhere"'],
        ['#components', '"#components" is not a JSON pointer'],
        [
          'broken.yaml#/A',
          'the file "broken.yaml" cannot be read or parsed (line 3: Flow sequence in block collection must be sufficiently indented and end with a ])',
        ],
      ],
    );
    assert.deepEqual(
      asked.map((a) => a.slice(FIXTURES.length + 1)).sort(),
      ['api/broken.yaml', 'api/missing.yaml'],
      'each file is asked for once',
    );
  });

  it('resolves holders that share a $ref string alike, and records each broken one', () => {
    const text = [
      'a: { $ref: "#/target" }',
      'b: { $ref: "#/target" }',
      'c: { $ref: "#/nowhere" }',
      'd: { $ref: "#/nowhere" }',
      'target: { type: object }',
    ].join('\n');
    const doc = parseSource('/api/spec.yaml', text);
    const root = doc.root as Obj;
    const resolver = new RefResolver(doc);
    assert.equal(resolver.deref(root.a), root.target);
    assert.equal(resolver.deref(root.b), root.target);
    assert.equal(resolver.follow(root.b)?.doc, doc);
    assert.equal(resolver.deref(root.c), undefined);
    assert.equal(resolver.deref(root.d), undefined);
    assert.equal(resolver.deref(root.c), undefined, 'a broken holder followed again');
    assert.deepEqual(resolver.follow(root.a), resolver.follow(root.b));
    assert.deepEqual(
      resolver
        .unresolved()
        .map((u) => [u.holder === root.c ? 'c' : u.holder === root.d ? 'd' : '?', u.reason, u.doc === doc]),
      [
        ['c', 'nothing exists at "#/nowhere"', true],
        ['d', 'nothing exists at "#/nowhere"', true],
      ],
    );
  });

  it('counts the documents it has loaded, the root first', () => {
    const { resolver, schemas, doc } = setup();
    assert.equal(resolver.documentCount(), 1);
    assert.equal(resolver.follow(schemas.Slash)?.doc, doc);
    assert.equal(resolver.documentCount(), 1);
    for (const name of Object.keys(schemas)) resolver.deref(schemas[name]);
    assert.equal(resolver.documentCount(), resolver.documents().length);
    assert.ok(resolver.documentCount() > 1);
  });

  it('gives up on chains longer than 64 without recursion', () => {
    const lines = ['openapi: 3.1.0', 'components:', '  schemas:'];
    for (let i = 0; i < 100; i++) lines.push(`    S${i}: {$ref: '#/components/schemas/S${i + 1}'}`);
    lines.push('    S100: {type: string}');
    const doc = parseSource('chain.yaml', lines.join('\n'));
    const resolver = new RefResolver(doc);
    const schemas = (doc.root as Obj).components.schemas;
    assert.equal(resolver.deref(schemas.S0), undefined);
    assert.deepEqual(
      resolver.unresolved().map((u) => u.reason),
      ['the chain of references is longer than 64'],
    );
    assert.deepEqual(resolver.deref(schemas.S50), { type: 'string' });
  });

  it('joins relative references to paths and URIs', () => {
    assert.equal(resolveUri('/a/b/openapi.yaml', 'schemas.yaml'), '/a/b/schemas.yaml');
    assert.equal(resolveUri('/a/b/openapi.yaml', '../common/errors.yaml'), '/a/common/errors.yaml');
    assert.equal(resolveUri('/a/b/openapi.yaml', 'my%20schemas.yaml'), '/a/b/my schemas.yaml');
    assert.equal(resolveUri('spec/openapi.yaml', 'schemas.yaml'), 'spec/schemas.yaml');
    assert.equal(resolveUri('C:\\specs\\openapi.yaml', 'parts\\a.yaml'), 'C:/specs/parts/a.yaml');
    assert.equal(resolveUri('file:///a/b/openapi.yaml', '../c.yaml'), 'file:///a/c.yaml');
    assert.equal(resolveUri('/a/openapi.yaml', 'https://example.com/x.yaml'), 'https://example.com/x.yaml');
  });

  it('lint places findings about nodes in another file in that file, with their range there', () => {
    const { load } = memoryLoader();
    const text = load(ROOT)!;
    const res = lint({ uri: ROOT, text, load, only: ['duplicate-operation-id', 'unresolved-ref'] });
    assert.deepEqual(res.ruleFailures, []);
    const rows = res.findings.map((f) => {
      const fileText = load(f.uri)!;
      return [
        f.rule,
        f.uri.slice(FIXTURES.length + 1),
        `${f.range.start.line}:${f.range.start.character}-${f.range.end.line}:${f.range.end.character}`,
        fileText.slice(f.span.start, f.span.end),
      ];
    });
    assert.deepEqual(
      rows.filter((r) => r[0] === 'duplicate-operation-id' || r[1] !== 'api/openapi.yaml'),
      [
        ['unresolved-ref', 'api/cycle-a.yaml', '1:9-1:24', 'cycle-b.yaml#/B'],
        ['unresolved-ref', 'api/cycle-b.yaml', '1:9-1:24', 'cycle-a.yaml#/A'],
        ['duplicate-operation-id', 'api/paths/users.yaml', '1:15-1:24', 'listBooks'],
        ['unresolved-ref', 'api/schemas.yaml', '8:13-8:22', '#/Nothing'],
      ],
    );
  });
});
