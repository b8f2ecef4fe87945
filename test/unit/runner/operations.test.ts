import * as assert from 'node:assert/strict';
import { listOperations, operationAt } from '../../../src/extension/runner/operations';

describe('runner operations (CodeLens places and the picker)', () => {
  it('lists every operation with its key and the exact place of its method key, YAML and JSON', () => {
    const yaml = `openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /things:
    get:
      operationId: listThings
      summary: List things
      responses: {'200': {description: ok}}
    post:
      responses: {'201': {description: made}}
`;
    const ops = listOperations('file:///a.yaml', yaml);
    assert.deepEqual(
      ops.map((o) => [o.key, o.method, o.path, o.summary, yaml.slice(o.start, o.end)]),
      [
        ['listThings', 'GET', '/things', 'List things', 'get'],
        ['POST /things', 'POST', '/things', undefined, 'post'],
      ],
    );
    const json = JSON.stringify(
      {
        swagger: '2.0',
        info: { title: 't', version: '1' },
        paths: { '/a/{id}': { delete: { operationId: 'del', responses: { 204: { description: 'gone' } } } } },
      },
      null,
      2,
    );
    const [del] = listOperations('file:///a.json', json);
    assert.equal(json.slice(del.start, del.end), '"delete"');
  });

  it('finds nothing in a path item it cannot read (another file), in a non-OpenAPI text or in a broken one', () => {
    const ops = listOperations(
      'file:///w/a.yaml',
      `openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /x:\n    $ref: 'other.yaml#/x'\n`,
    );
    assert.deepEqual(ops, []);
    assert.deepEqual(listOperations('file:///b.yaml', 'name: not openapi\n'), []);
    assert.deepEqual(listOperations('file:///c.yaml', 'openapi: 3.0.3\npaths: {\n'), []);
  });

  it('finds the operation at a cursor: inside its entry, or on its path key (the first one); nothing elsewhere', () => {
    const yaml = `openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /things:
    get:
      operationId: listThings
      responses: {'200': {description: ok}}
    post:
      operationId: makeThing
      responses: {'201': {description: made}}
  /things/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    delete:
      operationId: dropThing
      responses: {'204': {description: gone}}
components: {}
`;
    const ops = listOperations('file:///a.yaml', yaml);
    const at = (marker: string, shift = 0) => operationAt(ops, yaml.indexOf(marker) + shift)?.key;
    assert.equal(at('operationId: listThings'), 'listThings');
    assert.equal(at("'200'"), 'listThings');
    assert.equal(at('post:', 2), 'makeThing');
    assert.equal(at("'201'"), 'makeThing');
    assert.equal(at('  /things:', 4), 'listThings', 'on the path key: its first operation');
    assert.equal(
      at('parameters: [{name: id'),
      'dropThing',
      'in the path item, outside any operation: its first operation',
    );
    assert.equal(at("'204'"), 'dropThing');
    assert.equal(at('info:'), undefined);
    assert.equal(at('components:'), undefined);
    const json = JSON.stringify(
      {
        openapi: '3.1.0',
        info: { title: 't', version: '1' },
        paths: { '/a': { get: { operationId: 'getA', responses: { 200: { description: 'ok' } } } } },
      },
      null,
      2,
    );
    assert.equal(operationAt(listOperations('file:///a.json', json), json.indexOf('"description"'))?.key, 'getA');
  });
});
