import * as assert from 'node:assert/strict';
import { parseSource } from '../../../src/core/document/parse';
import { lint } from '../../../src/core/lint';

describe('document: big input (slow)', () => {
  it('finishes a 20 MB spec, as YAML and as JSON', function () {
    this.timeout(120_000);
    const lines = ['openapi: 3.1.0', 'info: {title: Big, version: "1"}', 'paths:'];
    let size = 0;
    for (let i = 0; size < 20_000_000; i++) {
      const block = [
        `  /things${i}:`,
        '    get:',
        `      operationId: listThings${i}`,
        `      description: ${'A long description of the collection of things. '.repeat(6)}`,
        '      responses:',
        "        '200':",
        '          description: ok',
        '          content:',
        '            application/json:',
        '              schema: {type: array, items: {type: object, properties: {id: {type: string}}}}',
      ].join('\n');
      lines.push(block);
      size += block.length + 1;
    }
    const yaml = lines.join('\n') + '\n';
    assert.ok(yaml.length >= 20_000_000);
    const doc = parseSource('big.yaml', yaml);
    assert.deepEqual(doc.errors, []);
    const json = JSON.stringify(doc.root);
    assert.ok(json.length > 15_000_000);
    const jdoc = parseSource('big.json', json);
    assert.deepEqual(jdoc.errors, []);
    assert.deepEqual(jdoc.root, doc.root);
    const res = lint({ uri: 'big.yaml', text: yaml });
    assert.deepEqual(res.ruleFailures, [], 'no rule may throw');
    assert.equal(res.isOpenApi, true);
  });
});
