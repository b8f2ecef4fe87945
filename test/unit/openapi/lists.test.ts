import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { buildModel } from '../../../src/core/openapi/build';
import { answerKind, answersList, isWatchOrStream } from '../../../src/core/openapi/lists';
import { dedent } from '../helpers/lint';

function model(text: string) {
  return buildModel(parseSource('spec.yaml', dedent(text)))!;
}

describe('openapi/lists', () => {
  it('reads an operation answering a JSON text sequence or JSON Lines as a stream endpoint', () => {
    for (const type of ['application/geo+json-seq', 'application/jsonlines', 'application/json; stream=watch']) {
      const m = model(`
        openapi: 3.1.0
        info: { title: t, version: '1' }
        paths:
          /features:
            get:
              responses:
                '200':
                  description: the features
                  content:
                    '${type}': { schema: { type: array, items: { type: object } } }
      `);
      assert.equal(isWatchOrStream(m, m.operations[0]), true, type);
    }
  });

  it('reads an object whose only array is links (or another page key) as one document, not a wrapped list', () => {
    const m = model(`
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /me:
          get:
            responses:
              '200':
                description: the user
                content:
                  application/json:
                    schema:
                      type: object
                      properties: { id: { type: string }, name: { type: string }, links: { type: array, items: { type: object } } }
        /runs:
          get:
            responses:
              '200':
                description: a page of runs
                content:
                  application/json:
                    schema:
                      type: object
                      properties: { runs: { type: array }, links: { type: array }, total: { type: integer } }
    `);
    const [me, runs] = m.operations;
    assert.equal(answerKind(m, me), 'document');
    assert.equal(me.path.shape, 'singleton');
    assert.equal(answerKind(m, runs), 'list');
  });

  it('tells lists, wrapped lists, watch and stream endpoints apart', () => {
    const m = model(`
      openapi: 3.1.0
      info: { title: t, version: '1' }
      paths:
        /a:
          get:
            responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } }
        /b:
          get:
            responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { items: { type: array } } } } } } }
        /c:
          get:
            responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { runs: { type: array }, total_count: { type: integer } } } } } } }
        /d:
          get:
            responses: { '200': { description: ok, content: { application/json: { schema: { type: object, properties: { name: { type: string } } } } } } }
        /e:
          get:
            parameters: [{ name: watch, in: query, schema: { type: boolean } }]
            responses: { '200': { description: ok, content: { application/json: { schema: { type: array } } } } }
        /f:
          get:
            responses: { '200': { description: ok, content: { text/event-stream: { schema: { type: string } } } } }
    `);
    assert.deepEqual(
      m.operations.map((op) => answersList(m, op)),
      [true, true, true, false, true, false],
    );
    assert.deepEqual(
      m.operations.map((op) => isWatchOrStream(m, op)),
      [false, false, false, false, true, true],
    );
    assert.deepEqual(
      m.paths.map((p) => p.shape),
      ['collection', 'collection', 'collection', 'singleton', 'collection', 'singleton'],
    );
  });
});
