import * as assert from 'node:assert/strict';
import { encodeBody } from '../../../src/core/http/body-encoding';

const text = (value: unknown, type: string) => new TextDecoder().decode(encodeBody(value, type).bytes);

describe('http/body-encoding', () => {
  it('writes a string as a JSON string in every JSON document type, text/json and x-json included', () => {
    assert.equal(text('abc', 'application/json'), '"abc"');
    assert.equal(text('abc', 'text/json'), '"abc"');
    assert.equal(text('abc', 'application/x-json; charset=utf-8'), '"abc"');
    assert.equal(text('abc', 'application/problem+json'), '"abc"');
  });

  it('writes a string as it is in a type that is no JSON document: text, a JSON stream, a subtype ending in -json', () => {
    assert.equal(text('abc', 'text/plain'), 'abc');
    assert.equal(text('{"a":1}\n{"a":2}\n', 'application/x-ndjson'), '{"a":1}\n{"a":2}\n');
    assert.equal(text('abc', 'application/vnd.acme-json'), 'abc');
  });
});
